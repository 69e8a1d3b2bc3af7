import { screen, within } from '@testing-library/react';
import { MEMBER_CATEGORIES } from '../data/members';
import { MembersBrowser } from '../components/members-browser';
import { renderRoute, renderWithProviders } from '@/testing/render';

const SLOW = { timeout: 5000 };

function panel() {
  return screen.getAllByRole('tabpanel')[0]!;
}

function portraits(container: HTMLElement = panel()) {
  return within(container)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
}

describe('members browser (on /tentang)', () => {
  it('opens on INTI with its 8 posts, photos only, alt = name and post', async () => {
    renderRoute('/tentang');
    const tabs = await screen.findByRole('tablist', { name: 'Kategori pengurus' }, SLOW);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['INTI', 'INTERNAL', 'EKSTERNAL', 'MEDIA KREATIF']);
    expect(within(tabs).getByRole('tab', { name: 'INTI' })).toHaveAttribute('aria-selected', 'true');
    const alts = portraits();
    expect(alts).toHaveLength(8);
    expect(alts[0]).toBe('Raka Aditama, Ketua Himpunan');
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
    // generated 3:4 portraits, lazily loaded
    const first = within(panel()).getAllByRole('img')[0]!;
    expect(first.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(first).toHaveAttribute('width', '300');
    expect(first).toHaveAttribute('height', '400');
    expect(first).toHaveAttribute('loading', 'lazy');
  });

  it('shows the department head and the division sub-tabs, and resets to the first division on a tab change', async () => {
    const { user } = renderRoute('/tentang');
    await user.click(await screen.findByRole('tab', { name: 'EKSTERNAL' }, SLOW));
    expect(screen.getByRole('tab', { name: 'EKSTERNAL' })).toHaveAttribute('aria-selected', 'true');
    const divisions = screen.getByRole('tablist', { name: 'Divisi EKSTERNAL' });
    expect(
      within(divisions)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Relasi Eksternal', 'Kerjasama & Kewirausahaan']);
    expect(within(divisions).getByRole('tab', { name: 'Relasi Eksternal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: 'Kevin Wijaya, Kepala Departemen Eksternal' })).toBeInTheDocument();
    const divisionPanel = () => screen.getAllByRole('tabpanel')[1]!;
    expect(portraits(divisionPanel())).toHaveLength(3);

    await user.click(within(divisions).getByRole('tab', { name: 'Kerjasama & Kewirausahaan' }));
    expect(portraits(divisionPanel())).toEqual([
      'Reza Firmansyah, Kepala Divisi Kerjasama & Kewirausahaan',
      'Nabila Zahra, Staf Kerjasama & Kewirausahaan',
    ]);

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
    const inti = await screen.findByRole('tab', { name: 'INTI' }, SLOW);
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

  it('holds 25 demo members in the counts of the association', () => {
    const inti = MEMBER_CATEGORIES[0]!;
    expect(inti.members).toHaveLength(8);
    const counts = MEMBER_CATEGORIES.slice(1).map((category) => [
      category.name,
      category.head ? 1 : 0,
      category.divisions!.map((d) => d.members.length),
    ]);
    expect(counts).toEqual([
      ['INTERNAL', 1, [2, 3, 2]],
      ['EKSTERNAL', 1, [3, 2]],
      ['MEDIA KREATIF', 1, [2]],
    ]);
    const ids = MEMBER_CATEGORIES.flatMap((category) => [
      ...(category.members ?? []),
      ...(category.head ? [category.head] : []),
      ...(category.divisions ?? []).flatMap((division) => division.members),
    ]).map((member) => member.id);
    expect(new Set(ids).size).toBe(25);
  });

  it("says 'Tidak ada anggota untuk ditampilkan di kategori ini.' for an empty category or division", async () => {
    const { user } = renderWithProviders(
      <MembersBrowser
        categories={[
          { name: 'INTI', members: [] },
          { name: 'INTERNAL', head: undefined, divisions: [{ name: 'Kaderisasi', members: [] }] },
        ]}
      />,
    );
    expect(screen.getByText('Tidak ada anggota untuk ditampilkan di kategori ini.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'INTERNAL' }));
    expect(screen.getByText('Tidak ada anggota untuk ditampilkan di kategori ini.')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
