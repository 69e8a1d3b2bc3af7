import { screen, waitFor, within } from '@testing-library/react';
import type { Cabinet } from '@hmrpl/contract';
import { db } from '@/testing/msw/db';
import { renderRoute } from '@/testing/render';

/** The active cabinet of the fixtures (the one the CMS seeds). */
const active = () => db.cabinets.find((cabinet) => cabinet.active)!;

/**
 * Another cabinet in the fixtures: earlier (the archive: it was active before) or the next one (never active: not
 * public).
 */
function addCabinet(name: string, period: string, { wasActive = period < active().period } = {}): Cabinet {
  const cabinet: Cabinet = {
    ...structuredClone(active()),
    id: 900 + db.cabinets.length,
    slug: `${name.toLowerCase()}-${period.replace('/', '-')}`,
    name,
    period,
    tagline: `Tagline ${name}`,
    active: false,
  };
  db.cabinets.push(cabinet);
  if (wasActive) db.cabinetsEverActive.push(cabinet.id);
  return cabinet;
}

describe('/tentang', () => {
  it("shows the parts in order under the title 'Tentang Kami'", async () => {
    renderRoute('/tentang');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(document.title).toBe('Tentang Kami | HMRPL Telkom University');
    await screen.findByRole('heading', { level: 2, name: active().name });
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => !['HMRPL Telkom University', 'Tautan', 'Telkom University'].includes(text ?? ''));
    expect(sections).toEqual([
      'Himpunan Mahasiswa Rekayasa Perangkat Lunak',
      active().name,
      'Visi dan Misi',
      'Struktur Organisasi',
      `Pengurus Kabinet ${active().name}`,
    ]);
  });

  it('introduces the association with its logo and the active cabinet, from the CMS', async () => {
    renderRoute('/tentang');
    const intro = await screen.findByRole('region', { name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' });
    expect(within(intro).getByRole('img', { name: 'Logo HMRPL' })).toBeInTheDocument();
    expect(within(intro).getByText(/7 Desember 2021/)).toBeInTheDocument();
    const cabinet = await screen.findByRole('region', { name: active().name });
    expect(within(cabinet).getByText(`Kabinet ${active().period}`)).toBeInTheDocument();
    expect(within(cabinet).getByText(active().tagline)).toBeInTheDocument();
    expect(within(cabinet).getByRole('img', { name: `Logo Kabinet ${active().name}` })).toHaveAttribute(
      'src',
      `/storage/${active().logo_path}`,
    );
    expect(within(cabinet).getByText(active().name_meaning)).toBeInTheDocument();
  });

  it('links to the documents and the awards of every month (neither is in the menu or the footer)', async () => {
    renderRoute('/tentang');
    const intro = await screen.findByRole('region', { name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' });
    expect(within(intro).getByRole('link', { name: 'Dokumen' })).toHaveAttribute('href', '/dokumen');
    expect(within(intro).getByRole('link', { name: 'Awarding' })).toHaveAttribute('href', '/awarding');
  });

  it('states the vision and each mission of the cabinet', async () => {
    renderRoute('/tentang');
    const vision = await screen.findByRole('region', { name: 'Visi dan Misi' });
    expect(within(vision).getByText(active().vision)).toBeInTheDocument();
    const missions = within(vision).getAllByRole('listitem');
    expect(missions.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      active().missions.map((mission) => mission.title),
    );
    expect(missions).toHaveLength(5);
  });

  it('shows the uploaded organisation chart with its description and size', async () => {
    renderRoute('/tentang');
    const structure = await screen.findByRole('region', { name: 'Struktur Organisasi' });
    expect(within(structure).getByText(`Badan Pengurus Harian HMRPL ${active().period.slice(5)}.`)).toBeInTheDocument();
    const image = within(structure).getByRole('img', { name: active().structure_alt! });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('opens the chart whole in the photo viewer with zoom when it is tapped (its text is too small on a phone)', async () => {
    const { user } = renderRoute('/tentang');
    const structure = await screen.findByRole('region', { name: 'Struktur Organisasi' });
    const link = within(structure).getByRole('link', { name: active().structure_alt! });
    expect(link).toHaveAttribute('href', `/storage/${active().structure_path}`);
    expect(within(structure).getByText('Ketuk bagan untuk melihatnya utuh dan memperbesarnya.')).toBeInTheDocument();
    await user.click(link);
    const viewer = await screen.findByRole('dialog', { name: 'Penampil foto' });
    expect(within(viewer).getByRole('button', { name: 'Perbesar' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Foto berikutnya' })).toBeNull();
    expect(within(viewer).getByRole('img', { name: active().structure_alt! })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link).toHaveFocus();
  });

  it('draws the chart from the structure when no image was uploaded', async () => {
    Object.assign(active(), { structure_path: null, structure_width: null, structure_height: null });
    renderRoute('/tentang');
    const structure = await screen.findByRole('region', { name: 'Struktur Organisasi' });
    expect(within(structure).queryByRole('img')).not.toBeInTheDocument();
    const chart = within(structure).getByRole('list', { name: `Struktur Kabinet ${active().name}` });
    const units = within(chart)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(units).toEqual(active().departments.map((d) => d.name));
    const [inti, internal] = active().departments;
    expect(within(chart).getByRole('list', { name: `Jabatan ${inti!.name}` })).toHaveTextContent(
      inti!.members[0]!.jabatan,
    );
    expect(
      within(within(chart).getByRole('list', { name: `Divisi ${internal!.name}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(internal!.divisions.map((d) => d.name));
    expect(within(chart).getByText(`${internal!.head!.jabatan}: ${internal!.head!.nama}`)).toBeInTheDocument();
  });

  it('links to every earlier cabinet (never to one that was never active, whatever its period)', async () => {
    const earlier = addCabinet('LAMA', '2023/2024');
    const older = addCabinet('TUA', '2022/2023');
    addCabinet('BARU', '2030/2031');
    addCabinet('SALAHKETIK', '2021/2022', { wasActive: false });
    renderRoute('/tentang');
    const list = await screen.findByRole('region', { name: 'Kabinet Sebelumnya' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [`Kabinet ${earlier.name} ${earlier.period}`, `/tentang/kabinet/${earlier.slug}`],
      [`Kabinet ${older.name} ${older.period}`, `/tentang/kabinet/${older.slug}`],
    ]);
  });

  it('without earlier cabinets shows no archive section', async () => {
    renderRoute('/tentang');
    await screen.findByRole('region', { name: 'Visi dan Misi' });
    expect(screen.queryByRole('region', { name: 'Kabinet Sebelumnya' })).not.toBeInTheDocument();
  });
});

describe('/tentang/kabinet/{slug}', () => {
  it('shows an earlier cabinet with the same sections, marked as the archive, with a way to the active one', async () => {
    const earlier = addCabinet('LAMA', '2023/2024');
    const { user } = renderRoute(`/tentang/kabinet/${earlier.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Kabinet ${earlier.name} ${earlier.period}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Arsip')).toBeInTheDocument();
    expect(document.title).toBe(`Kabinet ${earlier.name} ${earlier.period} (Arsip) | HMRPL Telkom University`);
    expect(screen.getByText(earlier.tagline)).toBeInTheDocument();
    for (const name of ['Visi dan Misi', 'Struktur Organisasi', `Pengurus Kabinet ${earlier.name}`])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Lihat kabinet yang sedang aktif' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
  });

  it('shows the next cabinet only through its preview link, under the preview band; a dead link says so', async () => {
    const next = addCabinet('BARU', '2030/2031');
    const missing = renderRoute(`/tentang/kabinet/${next.slug}`);
    expect(await screen.findByText('Kabinet tidak ditemukan.')).toBeInTheDocument();
    missing.unmount();

    db.cabinetPreviewTokens.push({ token: 'kabinet-uji.1', cabinetId: next.id });
    const preview = renderRoute(`/tentang/kabinet/${next.slug}?pratinjau=kabinet-uji.1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Kabinet ${next.name} ${next.period}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Pratinjau - belum terbit');
    expect(screen.queryByText('Arsip')).not.toBeInTheDocument();
    preview.unmount();

    renderRoute(`/tentang/kabinet/${next.slug}?pratinjau=kabinet-uji.lama`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tautan pratinjau ini sudah tidak berlaku.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kabinet tidak ditemukan.')).not.toBeInTheDocument();
  });

  it('says so for an unknown cabinet', async () => {
    renderRoute('/tentang/kabinet/tidak-ada-1999-2000');
    expect(await screen.findByText('Kabinet tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Tentang Kami' })).toHaveAttribute('href', '/tentang');
  });
});
