import { screen, within } from '@testing-library/react';
import { cabinet as theCabinet } from '@/config/cabinet';
import { renderRoute } from '@/testing/render';

describe('/tentang', () => {
  it("shows the five parts in order under the title 'Tentang Kami'", async () => {
    renderRoute('/tentang');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tentang Kami | HMRPL Telkom University');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => !['HMRPL Telkom University', 'Tautan', 'Telkom University'].includes(text ?? ''));
    expect(sections).toEqual([
      'Himpunan Mahasiswa Rekayasa Perangkat Lunak',
      theCabinet.name,
      'Visi dan Misi',
      'Struktur Organisasi',
      `Pengurus Kabinet ${theCabinet.name}`,
    ]);
  });

  it('introduces the association with its logo and the cabinet of the year (config/cabinet.ts)', async () => {
    renderRoute('/tentang');
    const intro = await screen.findByRole(
      'region',
      { name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' },
      { timeout: 5000 },
    );
    expect(within(intro).getByRole('img', { name: 'Logo HMRPL' })).toBeInTheDocument();
    expect(within(intro).getByText(/7 Desember 2021/)).toBeInTheDocument();
    const cabinet = screen.getByRole('region', { name: theCabinet.name });
    expect(within(cabinet).getByText(theCabinet.tagline)).toBeInTheDocument();
    expect(within(cabinet).getByRole('img', { name: `Logo Kabinet ${theCabinet.name}` })).toBeInTheDocument();
    expect(within(cabinet).getByText(theCabinet.nameMeaning)).toBeInTheDocument();
  });

  it('states the vision and each mission of the cabinet', async () => {
    renderRoute('/tentang');
    const vision = await screen.findByRole('region', { name: 'Visi dan Misi' }, { timeout: 5000 });
    expect(within(vision).getByText(theCabinet.vision)).toBeInTheDocument();
    const missions = within(vision).getAllByRole('listitem');
    expect(missions.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      theCabinet.missions.map((mission) => mission.title),
    );
  });

  it("shows the cabinet year's organisation structure image", async () => {
    renderRoute('/tentang');
    const structure = await screen.findByRole('region', { name: 'Struktur Organisasi' }, { timeout: 5000 });
    const image = within(structure).getByRole('img', {
      name: new RegExp(`Bagan struktur organisasi Badan Pengurus Harian HMRPL ${theCabinet.year}`),
    });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
  });
});
