import { http, HttpResponse, delay } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { exactScreenDelays } from '@/testing/screen-delays';
import { LONG_WAIT } from '@/testing/timeouts';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, pngFile, recordRequests } from '@/testing/admin-helpers';
import type { RichTextEditorProps } from '@/components/admin/rich-text-editor';

// TinyMCE does not run in jsdom: the editor wrapper becomes its own textarea.
vi.mock('@/components/admin/rich-text-editor', () => ({
  RichTextEditor: ({ id, label, value, onChange, disabled }: RichTextEditorProps) => (
    <textarea
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));

beforeAll(async () => {
  await Promise.all([
    import('@/features/admin-kegiatan/routes/activity-add'),
    import('@/features/admin-kegiatan/routes/activity-edit'),
  ]);
});

function captureForm(path: string) {
  const seen: { fields: Record<string, string | File> | null } = { fields: null };
  server.use(
    http.post(path, async ({ request }) => {
      seen.fields = Object.fromEntries((await request.clone().formData()).entries()) as Record<string, string | File>;
      return undefined;
    }),
  );
  return seen;
}

describe('the admin sidebar', () => {
  it('appends Kelola Kegiatan after the six links of the spec (their order: features/auth)', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    const links = within(nav).getAllByRole('link');
    const index = links.findIndex((link) => link.textContent === 'Kelola Kegiatan');
    expect(index).toBeGreaterThanOrEqual(6);
    expect(links[index]).toHaveAttribute('href', '/admin/kegiatan');
  });
});

describe('Kelola Kegiatan', () => {
  it("shows 'Memuat data kegiatan...', then every activity, the latest start first, with Edit and Hapus", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/kegiatan', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/kegiatan');
    expect(await screen.findByText('Memuat data kegiatan...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Open House Laboratorium RPL',
      'Workshop React untuk Mahasiswa Baru',
      'Rapat Kerja Pengurus HMRPL',
      'Malam Keakraban RPL',
      'Workshop Git dan GitHub',
      'Seminar Nasional RPL',
      'Kunjungan Industri',
      'Buka Puasa Bersama',
      'Hackathon Internal',
    ]);
    // 09:00 WIB whatever the machine's zone, and the photo count
    const rapat = rows[2]!;
    expect(within(rapat).getAllByRole('cell')[2]!.textContent).toBe('2 Agu 2025, 08.00');
    expect(within(rapat).getAllByRole('cell')[3]!.textContent).toBe('3');
    expect(within(rapat).getByRole('link', { name: 'Edit Rapat Kerja Pengurus HMRPL' })).toHaveAttribute(
      'href',
      '/admin/kegiatan/edit/3',
    );
    expect(screen.getByRole('link', { name: 'Tambah Kegiatan Baru' })).toHaveAttribute(
      'href',
      '/admin/kegiatan/tambah',
    );
  });

  it('says so when there is none, and offers a retry when the list cannot load', async () => {
    signInAsAdmin();
    db.activities = [];
    const first = renderRoute('/admin/kegiatan');
    expect(await screen.findByText('Belum ada kegiatan. Silakan tambahkan kegiatan baru.')).toBeInTheDocument();
    first.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('/api/admin/kegiatan', () =>
        fail ? HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/admin/kegiatan');
    expect(await screen.findByText('Gagal memuat data kegiatan.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada kegiatan. Silakan tambahkan kegiatan baru.')).toBeInTheDocument();
  });

  it('asks before deleting; the row goes and its photos stay in the gallery, detached', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/kegiatan');
    await user.click(await screen.findByRole('button', { name: 'Hapus Rapat Kerja Pengurus HMRPL' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus kegiatan ini? Foto-fotonya tetap tersimpan di galeri. Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Kegiatan berhasil dihapus!');
    await waitFor(() => expect(screen.queryByText('Rapat Kerja Pengurus HMRPL')).not.toBeInTheDocument());
    expect(db.gallery.filter((photo) => [1, 2, 3].includes(photo.id)).map((photo) => photo.kegiatan_id)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('Tambah Kegiatan', () => {
  it('checks every field before sending, in Indonesian, naming the field', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kegiatan/tambah');
    expect(await screen.findByRole('heading', { name: 'Tambah Kegiatan' })).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Simpan Kegiatan' }));
    expect(screen.getByLabelText(/Judul Kegiatan/)).toHaveAccessibleDescription('Judul kegiatan wajib diisi.');
    expect(screen.getByText('Waktu mulai wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Ringkasan wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Deskripsi kegiatan wajib diisi.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Judul Kegiatan/), 'Workshop Docker');
    await user.type(screen.getByLabelText(/Waktu Mulai/), '2031-03-01T09:00');
    await user.type(screen.getByLabelText(/Waktu Selesai/), '2031-03-01T08:00');
    await user.type(screen.getByLabelText(/Ringkasan/), 'Belajar kontainer.');
    await user.type(screen.getByLabelText('Deskripsi Kegiatan'), '<p>Bawa laptop.</p>');
    await user.type(screen.getByLabelText(/Tautan Pendaftaran/), 'http://forms.example.org/docker');
    await user.click(screen.getByRole('button', { name: 'Simpan Kegiatan' }));
    expect(screen.getByLabelText(/Waktu Selesai/)).toHaveAccessibleDescription(
      expect.stringContaining('Waktu selesai harus setelah waktu mulai.'),
    );
    expect(screen.getByLabelText(/Tautan Pendaftaran/)).toHaveAccessibleDescription(
      expect.stringContaining('Tautan pendaftaran harus berupa alamat https:// yang valid.'),
    );
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('sends the activity with its poster (times as WIB wall clock), then opens its edit screen 2 seconds later', async () => {
    exactScreenDelays();
    signInAsAdmin();
    const seen = captureForm('/api/admin/kegiatan');
    const { user } = renderRoute('/admin/kegiatan/tambah');
    await user.type(await screen.findByLabelText(/Judul Kegiatan/), 'Workshop Docker');
    await user.type(screen.getByLabelText(/Waktu Mulai/), '2031-03-01T09:00');
    await user.type(screen.getByLabelText(/Waktu Selesai/), '2031-03-01T12:00');
    await user.type(screen.getByLabelText(/Tempat/), 'Lab RPL');
    await user.type(screen.getByLabelText(/Ringkasan/), 'Belajar kontainer.');
    await user.type(screen.getByLabelText('Deskripsi Kegiatan'), '<p>Bawa laptop.</p>');
    await user.type(screen.getByLabelText(/Tautan Pendaftaran/), 'https://forms.example.org/docker');
    await user.upload(screen.getByLabelText(/Poster/), pngFile('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Simpan Kegiatan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kegiatan berhasil ditambahkan!');
    const savedAt = Date.now();
    expect(screen.getByRole('heading', { name: 'Tambah Kegiatan' })).toBeInTheDocument();
    expect(seen.fields).toMatchObject({
      title: 'Workshop Docker',
      starts_at: '2031-03-01T09:00',
      ends_at: '2031-03-01T12:00',
      place: 'Lab RPL',
      summary: 'Belajar kontainer.',
      content: '<p>Bawa laptop.</p>',
      registration_url: 'https://forms.example.org/docker',
    });
    expect(seen.fields!.poster).toBeInstanceOf(File);
    const created = db.activities.find((a) => a.title === 'Workshop Docker')!;
    expect(created.starts_at).toBe('2031-03-01T02:00:00.000Z');
    expect(await screen.findByRole('heading', { name: 'Edit Kegiatan' }, LONG_WAIT)).toBeInTheDocument();
    // the edit screen opens 2000 ms after the success (the spec's pause, as the news form's)
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1990);
    expect(await screen.findByLabelText(/Waktu Mulai/)).toHaveValue('2031-03-01T09:00');
  });

  it("shows the server's field errors beside their fields and keeps every input", async () => {
    signInAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/admin/kegiatan', () =>
        HttpResponse.json(
          { message: 'Tempat maksimal 255 karakter.', errors: { place: ['Tempat maksimal 255 karakter.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/kegiatan/tambah');
    await user.type(await screen.findByLabelText(/Judul Kegiatan/), 'Seminar');
    await user.type(screen.getByLabelText(/Waktu Mulai/), '2031-03-01T09:00');
    await user.type(screen.getByLabelText(/Tempat/), 'Aula');
    await user.type(screen.getByLabelText(/Ringkasan/), 'Ringkas.');
    await user.type(screen.getByLabelText('Deskripsi Kegiatan'), '<p>Isi</p>');
    await user.click(screen.getByRole('button', { name: 'Simpan Kegiatan' }));
    const banner = await screen.findByText('Gagal menambah kegiatan. Coba lagi.');
    expect(banner).toBeInTheDocument();
    expect(screen.getByLabelText(/Tempat/)).toHaveAccessibleDescription('Tempat maksimal 255 karakter.');
    expect(screen.getByLabelText(/Judul Kegiatan/)).toHaveValue('Seminar');
    expect(screen.getByLabelText(/Tempat/)).toHaveValue('Aula');
  });
});

describe('Edit Kegiatan', () => {
  it('loads the activity with its times in WIB, saves a change and stays', async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/kegiatan/3');
    const { user } = renderRoute('/admin/kegiatan/edit/3');
    const title = await screen.findByLabelText(/Judul Kegiatan/);
    expect(title).toHaveValue('Rapat Kerja Pengurus HMRPL');
    expect(screen.getByLabelText(/Waktu Mulai/)).toHaveValue('2025-08-02T08:00');
    expect(screen.getByLabelText(/Waktu Selesai/)).toHaveValue('2025-08-03T16:00');
    await user.clear(screen.getByLabelText(/Waktu Selesai/));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kegiatan berhasil diperbarui!');
    expect(seen.fields).toMatchObject({ title: 'Rapat Kerja Pengurus HMRPL', ends_at: '' });
    expect(db.activities.find((a) => a.id === 3)!.ends_at).toBeNull();
    expect(screen.getByRole('heading', { name: 'Edit Kegiatan' })).toBeInTheDocument();
  });

  it('sends the version it loaded; a save over a newer one gets the 409, keeps the typing, loads theirs on request', async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/kegiatan/3');
    const loaded = db.activities.find((a) => a.id === 3)!.updated_at;
    const { user } = renderRoute('/admin/kegiatan/edit/3');
    const place = await screen.findByLabelText(/Tempat/);
    await user.clear(place);
    await user.type(place, 'Aula saya');
    // another admin saves first
    const stored = db.activities.find((a) => a.id === 3)!;
    Object.assign(stored, { place: 'Aula Sinta', updated_at: '2025-08-25T08:05:00.000Z' });
    db.audit.unshift({
      id: 997,
      at: stored.updated_at,
      actor: { id: 3, name: 'Sinta Redaksi' },
      action: 'kegiatan.ubah',
      target_type: 'kegiatan',
      target_id: 3,
      target_title: stored.title,
      summary: null,
    });
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    const alert = await screen.findByText(/Konten ini sudah diubah/);
    // 08.05 UTC is 15.05 in Jakarta
    expect(alert).toHaveTextContent(
      'Konten ini sudah diubah oleh Sinta Redaksi pada 15.05. Muat ulang untuk melihat versi terbaru.',
    );
    expect(seen.fields).toMatchObject({ place: 'Aula saya', updated_at: loaded });
    expect(stored.place).toBe('Aula Sinta');
    expect(screen.getByLabelText(/Tempat/)).toHaveValue('Aula saya');
    await user.click(screen.getByRole('button', { name: 'Muat versi terbaru' }));
    await waitFor(() => expect(screen.getByLabelText(/Tempat/)).toHaveValue('Aula Sinta'));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kegiatan berhasil diperbarui!');
    expect(seen.fields).toMatchObject({ updated_at: '2025-08-25T08:05:00.000Z' });
  });

  it('links the activity to a program of work from its own form, and the program’s page lists it', async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/kegiatan/3');
    const { user } = renderRoute('/admin/kegiatan/edit/3');
    const picker = await screen.findByLabelText('Program Kerja (Opsional)');
    expect(picker).toHaveValue('');
    await screen.findByRole('option', { name: 'Kelas Belajar Bersama' });
    await user.selectOptions(picker, 'Kelas Belajar Bersama');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kegiatan berhasil diperbarui!');
    expect(seen.fields).toMatchObject({ proker_id: '502' });
    const program = await (await fetch('/api/proker/kelas-belajar-bersama')).json();
    expect(program.kegiatan).toEqual([
      { slug: db.activities.find((a) => a.id === 3)!.slug, title: 'Rapat Kerja Pengurus HMRPL' },
    ]);
  });

  it('detaches an attached photo and attaches one from the gallery', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/kegiatan/edit/3');
    const attached = await screen.findByRole('list', { name: 'Foto terlampir (3)' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(3);
    await user.click(
      within(attached).getByRole('button', { name: 'Lepas Dokumentasi kegiatan HMRPL #2 dari kegiatan' }),
    );
    expect(await screen.findByText('Foto dilepas dari kegiatan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Foto terlampir (2)' })).toBeInTheDocument());
    expect(db.gallery.find((photo) => photo.id === 2)!.kegiatan_id).toBeNull();

    const picker = screen.getByRole('list', { name: 'Galeri, halaman 1' });
    await user.click(within(picker).getByRole('button', { name: 'Lampirkan Dokumentasi kegiatan HMRPL #14' }));
    expect(await screen.findByText('Foto dilampirkan ke kegiatan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Foto terlampir (3)' })).toBeInTheDocument());
    expect(db.gallery.find((photo) => photo.id === 14)!.kegiatan_id).toBe(3);
    expect(screen.getByRole('link', { name: 'Unggah Foto untuk Kegiatan Ini' })).toHaveAttribute(
      'href',
      '/admin/galeri/tambah?kegiatan=3',
    );
  });

  it('opens registration on the site: times in WIB, quota, waitlist; checks them before sending', async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/kegiatan/3');
    const { user } = renderRoute('/admin/kegiatan/edit/3');
    const group = await screen.findByRole('group', { name: 'Pendaftaran di situs (Opsional)' });
    // without an opening time the rest waits
    expect(within(group).getByLabelText('Kuota Peserta')).toBeDisabled();
    await user.type(within(group).getByLabelText('Pendaftaran Dibuka'), '2031-03-01T09:00');
    await user.type(within(group).getByLabelText('Pendaftaran Ditutup'), '2031-02-01T09:00');
    await user.type(within(group).getByLabelText('Kuota Peserta'), '0');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(within(group).getByLabelText('Pendaftaran Ditutup')).toHaveAccessibleDescription(
      'WIB. Kosong: ditutup saat kegiatan dimulai. Waktu tutup pendaftaran harus setelah waktu buka.',
    );
    expect(within(group).getByLabelText('Kuota Peserta')).toHaveAccessibleDescription(
      'Kosong: tanpa batas. Kuota harus bilangan bulat 1 sampai 100000, atau kosong.',
    );
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);

    await user.clear(within(group).getByLabelText('Pendaftaran Ditutup'));
    await user.type(within(group).getByLabelText('Pendaftaran Ditutup'), '2031-03-05T17:00');
    await user.clear(within(group).getByLabelText('Kuota Peserta'));
    await user.type(within(group).getByLabelText('Kuota Peserta'), '120');
    await user.click(within(group).getByRole('checkbox', { name: 'Buka daftar cadangan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kegiatan berhasil diperbarui!');
    expect(seen.fields).toMatchObject({
      registration_opens_at: '2031-03-01T09:00',
      registration_closes_at: '2031-03-05T17:00',
      registration_quota: '120',
      registration_waitlist: 'true',
    });
    expect(db.activities.find((a) => a.id === 3)!.registration).toMatchObject({
      opens_at: '2031-03-01T02:00:00.000Z',
      closes_at: '2031-03-05T10:00:00.000Z',
      quota: 120,
      waitlist: true,
    });
  });

  it('says so for an activity that does not exist', async () => {
    signInAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/admin/kegiatan/edit/999');
    expect(await screen.findByText('Kegiatan tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar kegiatan' })).toHaveAttribute('href', '/admin/kegiatan');
  });
});
