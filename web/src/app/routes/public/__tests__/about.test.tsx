import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';

describe('/tentang', () => {
  it("shows the five parts in order under the title 'Tentang Kami'", async () => {
    renderRoute('/tentang');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Tentang Kami | HMRPL Telkom University');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => !['HMRPL Telkom University', 'Tautan', 'Telkom University'].includes(text ?? ''));
    expect(sections).toEqual([
      'Himpunan Mahasiswa Rekayasa Perangkat Lunak',
      'SYVELTA',
      'Visi dan Misi',
      'Struktur Organisasi',
      'Pengurus Kabinet SYVELTA',
    ]);
  });

  it('introduces the association with its logo and the cabinet SYVELTA', async () => {
    renderRoute('/tentang');
    const intro = await screen.findByRole('region', { name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' }, { timeout: 5000 });
    expect(within(intro).getByRole('img', { name: 'Logo HMRPL' })).toBeInTheDocument();
    expect(within(intro).getByText(/7 Desember 2021/)).toBeInTheDocument();
    const cabinet = screen.getByRole('region', { name: 'SYVELTA' });
    expect(within(cabinet).getByText('Sync for Change!')).toBeInTheDocument();
    expect(within(cabinet).getByRole('img', { name: 'Logo Kabinet SYVELTA' })).toBeInTheDocument();
    expect(within(cabinet).getByText(/Prancis/)).toBeInTheDocument();
    expect(within(cabinet).getByText(/Islandia/)).toBeInTheDocument();
  });

  it('states the vision and the five missions', async () => {
    renderRoute('/tentang');
    const vision = await screen.findByRole('region', { name: 'Visi dan Misi' }, { timeout: 5000 });
    expect(within(vision).getByText(/wadah bagi mahasiswa Rekayasa Perangkat Lunak untuk membawa perubahan/)).toBeInTheDocument();
    const missions = within(vision).getAllByRole('listitem');
    expect(missions).toHaveLength(5);
    expect(missions.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Lingkungan Kolaboratif',
      'Ide dan Solusi Berdampak',
      'Etos Kerja dan Kompetensi',
      'Kolaborasi Eksternal',
      'Eksistensi Berkelanjutan',
    ]);
  });

  it('shows the 2025 organisation structure image', async () => {
    renderRoute('/tentang');
    const structure = await screen.findByRole('region', { name: 'Struktur Organisasi' }, { timeout: 5000 });
    const image = within(structure).getByRole('img', { name: /Bagan struktur organisasi Badan Pengurus Harian HMRPL 2025/ });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
  });
});
