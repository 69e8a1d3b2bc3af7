/** Image descriptions (image_alt): the admin's text where given, else the spec's fallbacks. */
import { configure, screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';

configure({ asyncUtilTimeout: 4000 });

describe('news image descriptions', () => {
  it('the article shows the description when there is one, else the news title', async () => {
    renderRoute('/berita/workshop-react-untuk-mahasiswa-baru');
    const article = await screen.findByRole('article', { name: 'Workshop React untuk Mahasiswa Baru' });
    expect(within(article).getByRole('img')).toHaveAttribute(
      'alt',
      'Peserta workshop menyimak materi React di laboratorium',
    );
  });

  it('falls back to the title on the article page', async () => {
    renderRoute('/berita/rapat-kerja-pengurus-hmrpl-2025');
    const article = await screen.findByRole('article', { name: 'Rapat Kerja Pengurus HMRPL 2025' });
    expect(within(article).getByRole('img')).toHaveAttribute('alt', 'Rapat Kerja Pengurus HMRPL 2025');
  });

  it('cards beside the title use the description, else stay decorative', async () => {
    renderRoute('/berita');
    const card = await screen.findByRole('article', { name: 'Workshop React untuk Mahasiswa Baru' });
    expect(card.querySelector('img')).toHaveAttribute('alt', 'Peserta workshop menyimak materi React di laboratorium');
    const other = screen.getByRole('article', { name: 'Makrab RPL: Sync for Change!' });
    expect(other.querySelector('img')).toHaveAttribute('alt', '');
  });
});
