import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, notAnImage, pngFile, recordRequests } from '@/testing/admin-helpers';

const founding = () => db.cabinets[0]!;

/** A second cabinet in the fixtures, not active (copied from the founding one, without members). */
function addCabinet(name: string, period: string, active = false) {
  const cabinet = {
    ...structuredClone(founding()),
    id: 800 + db.cabinets.length,
    slug: `${name.toLowerCase()}-${period.replace('/', '-')}`,
    name,
    period,
    active,
  };
  db.cabinets.push(cabinet);
  return cabinet;
}

describe('Kelola Kabinet', () => {
  it("shows 'Memuat data kabinet...', then every cabinet with its status and actions", async () => {
    signInAsAdmin();
    const next = addCabinet('NEXT', '2030/2031');
    const old = addCabinet('OLD', '2020/2021');
    server.use(
      http.get('/api/admin/kabinet', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/kabinet');
    expect(await screen.findByText('Memuat data kabinet...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      next.name,
      founding().name,
      old.name,
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      'Belum aktif',
      'Aktif',
      'Arsip',
    ]);
    // the active one can be neither activated nor deleted
    const active = rows[1]!;
    expect(within(active).queryByRole('button', { name: /Aktifkan|Hapus/ })).not.toBeInTheDocument();
    expect(
      within(active).getByRole('link', { name: `Struktur Kabinet ${founding().name} ${founding().period}` }),
    ).toHaveAttribute('href', `/admin/struktur?kabinet=${founding().id}`);
    expect(screen.getByRole('link', { name: 'Tambah Kabinet Baru' })).toHaveAttribute('href', '/admin/kabinet/tambah');
  });

  it('says so when the list fails, and when there is no cabinet', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/kabinet', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    renderRoute('/admin/kabinet');
    expect(
      await screen.findByText('Gagal memuat data kabinet. Muat ulang halaman lalu coba lagi.'),
    ).toBeInTheDocument();
  });

  it('activates a cabinet only after a confirmation that names it', async () => {
    signInAsAdmin();
    const next = addCabinet('NEXT', '2030/2031');
    const confirm = answerConfirm(false);
    const { user } = renderRoute('/admin/kabinet');
    const button = await screen.findByRole('button', { name: `Aktifkan Kabinet ${next.name} ${next.period}` });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(
      `Aktifkan Kabinet ${next.name} ${next.period}? Situs langsung menampilkan Kabinet ${next.name} di beranda, ` +
        `halaman Tentang, dan footer; Kabinet ${founding().name} ${founding().period} menjadi arsip.`,
    );
    expect(next.active).toBe(false);
    confirm.mockImplementation(() => true);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(`Kabinet ${next.name} sekarang aktif.`);
    expect(next.active).toBe(true);
    expect(founding().active).toBe(false);
    await waitFor(() => expect(screen.getAllByText('Aktif')).toHaveLength(1));
  });

  it("deletes a cabinet after asking; a refusal shows the server's reason", async () => {
    signInAsAdmin();
    const old = addCabinet('OLD', '2020/2021');
    const other = addCabinet('OTHER', '2021/2022');
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/kabinet');
    await user.click(await screen.findByRole('button', { name: `Hapus Kabinet ${old.name} ${old.period}` }));
    expect(confirm).toHaveBeenCalledWith(
      `Apakah Anda yakin ingin menghapus Kabinet ${old.name} ${old.period} beserta struktur dan seluruh anggotanya?`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Kabinet berhasil dihapus!');
    await waitFor(() => expect(screen.queryByText(old.name)).not.toBeInTheDocument());

    server.use(
      http.delete('/api/admin/kabinet/:id', () =>
        HttpResponse.json(
          {
            message: 'Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.',
            errors: { id: ['Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: `Hapus Kabinet ${other.name} ${other.period}` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal menghapus kabinet.');
    expect(alert).toHaveTextContent('Kabinet yang sedang aktif tidak dapat dihapus.');
  });
});

describe('Tambah Kabinet', () => {
  it('checks the fields before sending, naming each one', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kabinet/tambah');
    const submit = await screen.findByRole('button', { name: 'Tambah Kabinet' });
    const requests = recordRequests();
    await user.type(screen.getByLabelText(/^Periode/), '2026-2027');
    await user.click(submit);
    expect(screen.getByText('Nama kabinet wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Periode harus berupa dua tahun berurutan, misalnya 2026/2027.')).toBeInTheDocument();
    expect(screen.getByText('Tagline wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Judul misi wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Logo kabinet wajib diunggah.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nama kabinet/)).toHaveFocus();
    expect(screen.getByLabelText(/^Nama kabinet/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it("adds the next cabinet with the active one's structure and opens it; the site's cabinet does not change", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kabinet/tambah');
    const name = await screen.findByLabelText(/^Nama kabinet/);
    await user.type(name, 'NEXT');
    await user.type(screen.getByLabelText(/^Periode/), '2030/2031');
    await user.type(screen.getByLabelText(/^Tagline/), 'Maju Bersama');
    await user.type(screen.getByLabelText(/^Makna nama kabinet/), 'Arti nama.');
    await user.type(screen.getByLabelText(/^Visi/), 'Visi baru.');
    await user.type(screen.getByLabelText(/^Judul misi 1/), 'Satu');
    await user.type(screen.getByLabelText(/^Penjelasan misi 1/), 'Misi pertama.');
    await user.click(screen.getByRole('button', { name: 'Tambah Misi' }));
    await user.type(screen.getByLabelText(/^Judul misi 2/), 'Dua');
    await user.type(screen.getByLabelText(/^Penjelasan misi 2/), 'Misi kedua.');
    // move the second point up, from the keyboard
    screen.getByRole('button', { name: 'Naikkan misi 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/^Judul misi 1/)).toHaveValue('Dua');
    await user.upload(screen.getByLabelText(/^Logo kabinet/), pngFile('logo.png'));
    expect(screen.getByLabelText('Struktur awal')).toHaveDisplayValue(
      `Salin departemen dan divisi Kabinet ${founding().name} ${founding().period}`,
    );
    await user.click(screen.getByRole('button', { name: 'Tambah Kabinet' }));
    expect(await screen.findByRole('heading', { name: 'Edit Kabinet' })).toBeInTheDocument();
    expect(screen.getByText('Kabinet berhasil ditambahkan!')).toBeInTheDocument();
    const created = db.cabinets.find((c) => c.name === 'NEXT')!;
    expect(created.missions.map((m) => m.title)).toEqual(['Dua', 'Satu']);
    expect(created.departments.map((d) => d.name)).toEqual(founding().departments.map((d) => d.name));
    expect(created.departments.every((d) => !d.head && d.members.length === 0)).toBe(true);
    expect(created.active).toBe(false);
    expect(founding().active).toBe(true);
  });

  it("shows the server's 422 next to its field and keeps what was typed", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kabinet/tambah');
    await user.type(await screen.findByLabelText(/^Nama kabinet/), founding().name);
    await user.type(screen.getByLabelText(/^Periode/), founding().period);
    await user.type(screen.getByLabelText(/^Tagline/), 'x');
    await user.type(screen.getByLabelText(/^Makna nama kabinet/), 'x');
    await user.type(screen.getByLabelText(/^Visi/), 'x');
    await user.type(screen.getByLabelText(/^Judul misi 1/), 'x');
    await user.type(screen.getByLabelText(/^Penjelasan misi 1/), 'x');
    await user.upload(screen.getByLabelText(/^Logo kabinet/), pngFile('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Tambah Kabinet' }));
    expect(
      await screen.findByText('Kabinet dengan nama dan periode ini sudah ada.', { selector: 'p[id]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gagal menambah kabinet. Coba lagi.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nama kabinet/)).toHaveValue(founding().name);
  });

  it('refuses a logo that is not an image, before sending it', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kabinet/tambah');
    await user.upload(await screen.findByLabelText(/^Logo kabinet/), notAnImage('logo.png'));
    expect(await screen.findByText(/harus berupa gambar PNG, JPEG, atau WebP/)).toBeInTheDocument();
  });
});

describe('Edit Kabinet', () => {
  it('loads the cabinet, saves changed texts, and can drop the chart image', async () => {
    signInAsAdmin();
    const { user } = renderRoute(`/admin/kabinet/edit/${founding().id}`);
    const tagline = await screen.findByLabelText(/^Tagline/);
    expect(tagline).toHaveValue(founding().tagline);
    expect(screen.getByRole('img', { name: `Logo Kabinet ${founding().name} saat ini` })).toBeInTheDocument();
    await user.clear(tagline);
    await user.type(tagline, 'Tagline baru');
    await user.click(screen.getByLabelText(/Hapus gambar struktur/));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kabinet berhasil diperbarui!');
    expect(founding().tagline).toBe('Tagline baru');
    expect(founding().structure_path).toBeNull();
  });

  it('edits the next cabinet, which is not public, and makes a preview link of its page', async () => {
    signInAsAdmin();
    const next = addCabinet('NEXT', '2030/2031');
    const { user } = renderRoute(`/admin/kabinet/edit/${next.id}`);
    expect(await screen.findByLabelText(/^Tagline/)).toHaveValue(next.tagline);
    // the public reads do not know it
    expect((await fetch(`/api/kabinet/${next.slug}`)).status).toBe(404);
    const panel = screen.getByRole('region', { name: 'Pratinjau' });
    expect(within(panel).getByText(/Kabinet yang belum pernah aktif tidak tampil di situs/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cabut tautan pratinjau' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Buat Tautan Pratinjau' }));
    const url = ((await within(panel).findByLabelText('Tautan pratinjau')) as HTMLInputElement).value;
    expect(url).toMatch(new RegExp(`/tentang/kabinet/${next.slug}\\?pratinjau=kabinet${next.id}\\.\\w+$`));
    const opened = await (await fetch(`/api/kabinet/${next.slug}?${new URL(url).searchParams}`)).json();
    expect(opened).toMatchObject({ id: next.id, preview: true });
  });

  it('offers no preview link for the active cabinet (its page is public)', async () => {
    signInAsAdmin();
    renderRoute(`/admin/kabinet/edit/${founding().id}`);
    await screen.findByLabelText(/^Tagline/);
    expect(screen.queryByRole('region', { name: 'Pratinjau' })).not.toBeInTheDocument();
  });

  it('says so for an unknown cabinet', async () => {
    signInAsAdmin();
    renderRoute('/admin/kabinet/edit/99999');
    expect(await screen.findByText('Kabinet tidak ditemukan.')).toBeInTheDocument();
  });
});
