import { screen, within } from '@testing-library/react';
import type { Department } from '@hmrpl/contract';
import { MembersBrowser } from '../components/members-browser';
import { db } from '@/testing/msw/db';
import { renderRoute, renderWithProviders } from '@/testing/render';

const departments = () => db.cabinets.find((cabinet) => cabinet.active)!.departments;

function panel() {
  return screen.getAllByRole('tabpanel')[0]!;
}

function portraits(container: HTMLElement = panel()) {
  return within(container)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'));
}

describe('members browser (on /tentang)', () => {
  it('opens on INTI with its 8 posts, photos only, alt = name and post', async () => {
    renderRoute('/tentang');
    const tabs = await screen.findByRole('tablist', { name: 'Kategori pengurus' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['INTI', 'INTERNAL', 'EKSTERNAL', 'MEDIA KREATIF']);
    expect(within(tabs).getByRole('tab', { name: 'INTI' })).toHaveAttribute('aria-selected', 'true');
    const alts = portraits();
    expect(alts).toHaveLength(8);
    const inti = departments()[0]!;
    expect(alts[0]).toBe(`${inti.members[0]!.nama}, Ketua Himpunan`);
    expect(alts.map((alt) => alt?.split(', ')[1])).toEqual([
      'Ketua Himpunan',
      'Wakil Ketua Himpunan',
      'Sekretaris I',
      'Sekretaris II',
      'Bendahara I',
      'Bendahara II',
      'Kepala Manajerial',
      'Wakil Kepala Manajerial',
    ]);
    expect(screen.queryByRole('tablist', { name: /^Divisi/ })).not.toBeInTheDocument();
    // portraits from the CMS storage, 3:4, lazily loaded
    const first = within(panel()).getAllByRole('img')[0]!;
    expect(first.getAttribute('src')).toBe(`/storage/${inti.members[0]!.image_path}`);
    expect(first).toHaveAttribute('width', '300');
    expect(first).toHaveAttribute('height', '400');
    expect(first).toHaveAttribute('loading', 'lazy');
  });

  it('shows the department head and the division sub-tabs, and resets to the first division on a tab change', async () => {
    const { user } = renderRoute('/tentang');
    await user.click(await screen.findByRole('tab', { name: 'EKSTERNAL' }));
    expect(screen.getByRole('tab', { name: 'EKSTERNAL' })).toHaveAttribute('aria-selected', 'true');
    const divisions = screen.getByRole('tablist', { name: 'Divisi EKSTERNAL' });
    expect(
      within(divisions)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Relasi Eksternal', 'Kerjasama & Kewirausahaan']);
    expect(within(divisions).getByRole('tab', { name: 'Relasi Eksternal' })).toHaveAttribute('aria-selected', 'true');
    const eksternal = departments()[2]!;
    expect(
      screen.getByRole('img', { name: `${eksternal.head!.nama}, Kepala Departemen Eksternal` }),
    ).toBeInTheDocument();
    const divisionPanel = () => screen.getAllByRole('tabpanel')[1]!;
    expect(portraits(divisionPanel())).toHaveLength(3);

    await user.click(within(divisions).getByRole('tab', { name: 'Kerjasama & Kewirausahaan' }));
    expect(portraits(divisionPanel())).toEqual(
      eksternal.divisions[1]!.members.map((member) => `${member.nama}, ${member.jabatan}`),
    );

    await user.click(screen.getByRole('tab', { name: 'INTERNAL' }));
    const internal = screen.getByRole('tablist', { name: 'Divisi INTERNAL' });
    expect(
      within(internal)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Kaderisasi', 'Pengembangan Sumber Daya Manusia', 'Akademik & Riset']);
    expect(within(internal).getByRole('tab', { name: 'Kaderisasi' })).toHaveAttribute('aria-selected', 'true');
    expect(portraits(divisionPanel())).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'EKSTERNAL' }));
    expect(screen.getByRole('tab', { name: 'Relasi Eksternal' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'MEDIA KREATIF' }));
    expect(
      within(screen.getByRole('tablist', { name: 'Divisi MEDIA KREATIF' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Komunikasi & Informasi']);
    expect(portraits(divisionPanel())).toHaveLength(2);
  });

  it('works with the keyboard: arrows move between tabs and select them', async () => {
    const { user } = renderRoute('/tentang');
    const inti = await screen.findByRole('tab', { name: 'INTI' });
    inti.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'INTERNAL' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'INTERNAL' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'MEDIA KREATIF' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'INTI' })).toHaveAttribute('aria-selected', 'true');
    // only the selected tab is in the Tab order
    expect(screen.getByRole('tab', { name: 'INTERNAL' })).toHaveAttribute('tabindex', '-1');
  });

  it('follows the cabinet: a department added in the CMS is a tab; a member without a photo shows initials', async () => {
    departments().push({
      id: 990,
      name: 'RISET',
      head: null,
      members: [{ id: 991, nama: 'Tanpa Foto', jabatan: 'Peneliti', image_path: null, is_head: false, urutan: 0 }],
      divisions: [],
    });
    const { user } = renderRoute('/tentang');
    await user.click(await screen.findByRole('tab', { name: 'RISET' }));
    const card = within(panel()).getByRole('img', { name: 'Tanpa Foto, Peneliti' });
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveTextContent('TF');
  });

  it('writes the name and post under each photo, unless the cabinet uses designed cards', async () => {
    const cabinet = db.cabinets.find((item) => item.active)!;
    cabinet.designed_cards = false;
    renderRoute('/tentang');
    await screen.findByRole('tablist', { name: 'Kategori pengurus' });
    const inti = departments()[0]!;
    const captions = within(panel())
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')!.textContent);
    expect(captions[0]).toBe(`${inti.members[0]!.nama}Ketua Himpunan`);
    expect(captions).toHaveLength(8);
    // the photo's text does not repeat what the caption says
    expect(within(panel()).getAllByRole('img')[0]).toHaveAttribute('alt', `Foto ${inti.members[0]!.nama}`);
  });

  it("says 'Tidak ada anggota untuk ditampilkan di kategori ini.' for an empty category or division", async () => {
    const empty: Department[] = [
      { id: 1, name: 'INTI', head: null, members: [], divisions: [] },
      { id: 2, name: 'INTERNAL', head: null, members: [], divisions: [{ id: 3, name: 'Kaderisasi', members: [] }] },
    ];
    const { user } = renderWithProviders(<MembersBrowser departments={empty} />);
    expect(screen.getByText('Tidak ada anggota untuk ditampilkan di kategori ini.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'INTERNAL' }));
    expect(screen.getByText('Tidak ada anggota untuk ditampilkan di kategori ini.')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('says so too for a cabinet without departments', () => {
    renderWithProviders(<MembersBrowser departments={[]} />);
    expect(screen.getByText('Tidak ada anggota untuk ditampilkan di kategori ini.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
