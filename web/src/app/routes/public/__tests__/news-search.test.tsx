import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/msw/db';
import { renderRoute } from '@/testing/render';

describe('/berita search', () => {
  it('puts the words in the URL and lists every item that has them, title or text, any case or accent', async () => {
    const { user } = renderRoute('/berita');
    const box = await screen.findByRole('searchbox', { name: 'Cari berita' });
    expect(screen.getByRole('search')).toContainElement(box);
    await user.type(box, '  WORKSHÓP react ');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('1 berita ditemukan untuk “WORKSHÓP react”.')).toHaveAttribute('role', 'status');
    expect(document.title).toBe('Pencarian “WORKSHÓP react” – SE-NEWS | HMRPL Telkom University');
    const results = screen.getByRole('region', { name: 'Hasil Pencarian' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Workshop React untuk Mahasiswa Baru']);
    // a word found only in the text (every fixture's text names Telkom University)
    // the box shows the search now in the URL
    const again = screen.getByRole('searchbox', { name: 'Cari berita' });
    expect(again).toHaveValue('WORKSHÓP react');
    await user.clear(again);
    await user.type(again, 'bandung');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('12 berita ditemukan untuk “bandung”.')).toBeInTheDocument();
    // the pager keeps the search
    const pager = screen.getByRole('navigation', { name: 'Halaman berita' });
    expect(within(pager).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/berita?q=bandung&page=2');
    await user.click(within(pager).getByRole('link', { name: 'Halaman 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Hasil Pencarian' })).getAllByRole('article')).toHaveLength(5),
    );
    expect(document.title).toBe('Pencarian “bandung” – SE-NEWS (halaman 2) | HMRPL Telkom University');
  });

  it('opens a shared search from the URL and says when nothing matches', async () => {
    renderRoute('/berita?q=%22tidak%20ada%22%2050%25');
    expect(await screen.findByText('Tidak ada berita yang cocok dengan “"tidak ada" 50%”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari berita' })).toHaveValue('"tidak ada" 50%');
    expect(screen.getByRole('link', { name: 'Lihat semua berita' })).toHaveAttribute('href', '/berita');
    expect(screen.queryByText('Tidak ada berita untuk ditampilkan.')).not.toBeInTheDocument();
  });

  it('never lists a draft or a scheduled item', async () => {
    const [draft, later] = db.news.filter((news) => [12, 11].includes(news.id));
    draft!.status = 'draft';
    later!.status = 'scheduled';
    renderRoute('/berita?q=rpl');
    await screen.findByText(/berita ditemukan untuk “rpl”/);
    expect(screen.queryByRole('heading', { name: draft!.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: later!.title })).not.toBeInTheDocument();
  });
});

describe('/berita/{slug} through a preview link or an old slug', () => {
  it('shows a draft to whoever holds its preview link, exactly as an article; without it, not found', async () => {
    const news = db.news.find((item) => item.id === 10)!;
    news.status = 'draft';
    db.previewTokens.push({ token: 'uji10.a', newsId: 10, status: 'draft' });
    const preview = renderRoute(`/berita/${news.slug}?pratinjau=uji10.a`);
    expect(await screen.findByRole('heading', { level: 1, name: news.title })).toBeInTheDocument();
    expect(screen.getByText('/ Admin', { exact: false })).toBeInTheDocument();
    // a visible band says it is not public yet
    expect(screen.getByRole('note')).toHaveTextContent('Pratinjau - belum terbit');
    preview.unmount();

    // a link that opens nothing any more (expired, revoked, the status changed) says so, not "deleted or mistyped"
    const dead = renderRoute(`/berita/${news.slug}?pratinjau=salah`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tautan pratinjau ini sudah tidak berlaku.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/mungkin sudah dihapus/)).not.toBeInTheDocument();
    expect(document.title).toContain('Tautan pratinjau ini sudah tidak berlaku.');
    dead.unmount();

    // without a link: not found, as for any slug nobody may see
    const plain = renderRoute(`/berita/${news.slug}`);
    expect(await screen.findByRole('heading', { name: 'Artikel tidak ditemukan.' })).toBeInTheDocument();
    plain.unmount();

    // once published, the same link shows the article without the band
    news.status = 'published';
    renderRoute(`/berita/${news.slug}?pratinjau=uji10.a`);
    expect(await screen.findByRole('heading', { level: 1, name: news.title })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('moves an old slug to the current one and shows the article', async () => {
    const news = db.news.find((item) => item.id === 9)!;
    db.newsSlugAliases.push({ slug: 'slug-lama', newsId: 9 });
    renderRoute('/berita/slug-lama');
    expect(await screen.findByRole('heading', { level: 1, name: news.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Semua berita' })).toBeInTheDocument();
  });
});
