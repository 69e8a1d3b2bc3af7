import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { exactScreenDelays } from '@/testing/screen-delays';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import {
  BUSY_NOTHING_STORED,
  answerConfirm,
  busyAnswer,
  notAnImage,
  pngFile,
  recordRequests,
} from '@/testing/admin-helpers';
import { LONG_WAIT } from '@/testing/timeouts';

describe('Kelola Galeri', () => {
  it("shows 'Memuat data galeri...', then a card with 'Hapus' for every image", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/galeri', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/galeri');
    expect(await screen.findByText('Memuat data galeri...')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Gambar galeri (14)' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(14);
    expect(within(grid).getAllByRole('button', { name: /^Hapus/ })).toHaveLength(14);
    expect(within(grid).getByRole('img', { name: 'Dokumentasi kegiatan HMRPL #14' })).toHaveAttribute(
      'src',
      '/storage/galeri/galeri-14.webp',
    );
    expect(within(grid).getByRole('img', { name: 'Galeri 10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Gambar Baru' })).toHaveAttribute('href', '/admin/galeri/tambah');
  });

  it('says so when the gallery is empty', async () => {
    signInAsAdmin();
    db.gallery = [];
    renderRoute('/admin/galeri');
    expect(await screen.findByText('Belum ada gambar di galeri. Silakan tambahkan gambar baru.')).toBeInTheDocument();
  });

  it('asks before deleting; the card goes without a reload and the success is announced', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(false);
    const { user } = renderRoute('/admin/galeri');
    await user.click(await screen.findByRole('button', { name: 'Hapus Dokumentasi kegiatan HMRPL #13' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus gambar ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(db.gallery).toHaveLength(14);
    confirm.mockImplementation(() => true);
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Hapus Dokumentasi kegiatan HMRPL #13' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gambar berhasil dihapus!');
    expect(screen.queryByRole('img', { name: 'Dokumentasi kegiatan HMRPL #13' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Gambar galeri (13)' })).toBeInTheDocument();
    expect(requests.filter((line) => line.startsWith('GET /api/galeri'))).toEqual([]);
    expect(db.gallery.some((image) => image.id === 13)).toBe(false);
  });

  it("says 'Gagal menghapus gambar.' and keeps the card when the server refuses", async () => {
    signInAsAdmin();
    answerConfirm(true);
    server.use(
      http.delete('/api/admin/galeri/:id', () =>
        HttpResponse.json({ message: 'Gambar tidak ditemukan.' }, { status: 404 }),
      ),
    );
    const { user } = renderRoute('/admin/galeri');
    await user.click(await screen.findByRole('button', { name: 'Hapus Dokumentasi kegiatan HMRPL #13' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menghapus gambar.');
    expect(screen.getByRole('img', { name: 'Dokumentasi kegiatan HMRPL #13' })).toBeInTheDocument();
  });
});

describe('Tambah Galeri', () => {
  it("requires at least one image: 'Silakan pilih gambar terlebih dahulu.'", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/galeri/tambah');
    expect(
      await screen.findByText('Menambahkan gambar pada galeri kegiatan pada website himpunan'),
    ).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan pilih gambar terlebih dahulu.');
    expect(requests).toEqual([]);
  });

  it('previews each chosen image, leaves out what is not an image, and lets a choice be removed', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/galeri/tambah');
    const input = await screen.findByLabelText(/Pilih Gambar/);
    await user.upload(input, [pngFile('satu.png'), notAnImage('dua.png'), pngFile('tiga.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'dua.png: Berkas harus berupa gambar PNG, JPEG, atau WebP.',
    );
    const chosen = screen.getByRole('list', { name: 'Gambar yang dipilih' });
    expect((await within(chosen).findAllByRole('img')).map((img) => img.getAttribute('alt'))).toEqual([
      'Pratinjau satu.png',
      'Pratinjau tiga.png',
    ]);
    await user.click(within(chosen).getByRole('button', { name: 'Batalkan satu.png' }));
    await waitFor(() => expect(within(chosen).getAllByRole('img')).toHaveLength(1));
    expect(within(chosen).getByText('tiga.png')).toBeInTheDocument();
  });

  it("uploads as images[] with 'Mengunggah {n} Gambar...', shows the result 2 seconds later and clears the choice", async () => {
    exactScreenDelays();
    signInAsAdmin();
    let fieldNames: string[] = [];
    let answeredAt = 0;
    server.use(
      http.post('/api/admin/galeri', async ({ request }) => {
        fieldNames = [...(await request.clone().formData()).keys()];
        answeredAt = Date.now();
        return undefined;
      }),
    );
    const { user } = renderRoute('/admin/galeri/tambah');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [pngFile('a.png'), pngFile('b.png')]);
    await screen.findByRole('list', { name: 'Gambar yang dipilih' });
    await user.type(screen.getByLabelText('Deskripsi gambar b.png (opsional)'), 'Panitia menata panggung');
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const busy = await screen.findByRole('button', { name: 'Mengunggah 2 Gambar...' });
    expect(busy).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progres unggahan gambar' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('status', {}, LONG_WAIT)).toHaveTextContent('2 gambar berhasil diunggah!');
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1990);
    expect(fieldNames).toEqual(['images[]', 'images[]', 'image_alts[]', 'image_alts[]']);
    expect(db.gallery.filter((image) => image.image_alt === 'Panitia menata panggung')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Gambar yang dipilih' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    expect(db.gallery).toHaveLength(16);
  });

  it("shows 'Gagal upload gambar. Coba lagi.' (with the server's reason) and keeps the chosen images", async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/admin/galeri', () =>
        HttpResponse.json(
          { message: 'b.png: Berkas harus berupa gambar PNG, JPEG, atau WebP.', errors: {} },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/galeri/tambah');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [pngFile('a.png'), pngFile('b.png')]);
    await screen.findByRole('list', { name: 'Gambar yang dipilih' });
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const alert = await screen.findByRole('alert', {}, LONG_WAIT);
    expect(alert).toHaveTextContent('Gagal upload gambar. Coba lagi.');
    expect(alert).toHaveTextContent('b.png: Berkas harus berupa gambar PNG, JPEG, atau WebP.');
    expect(within(screen.getByRole('list', { name: 'Gambar yang dipilih' })).getAllByText(/^[ab]\.png$/)).toHaveLength(
      2,
    );
  });

  it('keeps the chosen images and says so when the server stores nothing (503)', async () => {
    signInAsAdmin();
    server.use(http.post('/api/admin/galeri', () => busyAnswer()));
    const { user } = renderRoute('/admin/galeri/tambah');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [pngFile('a.png'), pngFile('b.png')]);
    await screen.findByRole('list', { name: 'Gambar yang dipilih' });
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('Gagal upload gambar. Coba lagi.');
    expect(alert).toHaveTextContent(BUSY_NOTHING_STORED);
    expect(alert).toHaveTextContent('Isian Anda masih ada di formulir ini, tidak ada yang hilang.');
    expect(within(screen.getByRole('list', { name: 'Gambar yang dipilih' })).getAllByText(/^[ab]\.png$/)).toHaveLength(
      2,
    );
  });
});

describe('Kelola Galeri: every image, a page at a time', () => {
  it('pages through 30 images, 24 a page, and reaches the last one', async () => {
    signInAsAdmin();
    for (let id = 15; id <= 30; id += 1)
      db.gallery.push({
        id,
        image_path: `galeri/galeri-${id}.webp`,
        imageUrl: `/storage/galeri/galeri-${id}.webp`,
        caption: `Foto ke-${id}`,
        image_alt: null,
        created_at: '2025-09-01T02:00:00.000Z',
        kegiatan_id: null,
      });
    const requests = recordRequests();
    const { user } = renderRoute('/admin/galeri');
    const grid = await screen.findByRole('list', { name: 'Gambar galeri (30)' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(requests).toContain('GET /api/galeri?page=1&limit=24');
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(screen.getByText('Halaman 2 dari 2')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Gambar galeri (30)' })).getAllByRole('listitem')).toHaveLength(6),
    );
    // the oldest photo is there too
    expect(screen.getByRole('img', { name: 'Dokumentasi kegiatan HMRPL #1' })).toBeInTheDocument();
  });
});

describe('Kelola Galeri: edit one image', () => {
  it('changes the caption, the description and the activity, and shows the result on the card', async () => {
    signInAsAdmin();
    const loaded = db.gallery.find((image) => image.id === 13)!.updated_at;
    let sent: unknown = null;
    server.use(
      http.post('/api/admin/galeri/:id', async ({ request }) => {
        sent = await request.clone().json();
        return undefined;
      }),
    );
    const { user } = renderRoute('/admin/galeri');
    await user.click(await screen.findByRole('button', { name: 'Edit Dokumentasi kegiatan HMRPL #13' }));
    const form = screen.getByRole('form', { name: 'Edit Dokumentasi kegiatan HMRPL #13' });
    const caption = within(form).getByLabelText('Keterangan');
    await user.clear(caption);
    await user.type(caption, 'Sesi pembukaan raker');
    await user.type(within(form).getByLabelText('Deskripsi gambar'), 'Ketua membuka rapat');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Rapat Kerja Pengurus HMRPL' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(form).getByLabelText('Kegiatan'), 'Rapat Kerja Pengurus HMRPL');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gambar berhasil diperbarui!');
    // with the version the form loaded (ADR 101)
    expect(sent).toEqual({
      caption: 'Sesi pembukaan raker',
      image_alt: 'Ketua membuka rapat',
      kegiatan_id: 3,
      updated_at: loaded,
    });
    const card = (await screen.findByRole('img', { name: 'Ketua membuka rapat' })).closest('li')!;
    expect(within(card).getByText('Kegiatan: Rapat Kerja Pengurus HMRPL')).toBeInTheDocument();
    expect(within(card).getByText('Sesi pembukaan raker')).toBeInTheDocument();
    expect(db.gallery.find((image) => image.id === 13)).toMatchObject({
      caption: 'Sesi pembukaan raker',
      kegiatan_id: 3,
    });
  });

  it("keeps what was typed and names the field the server refuses; 'Tidak terkait kegiatan' detaches", async () => {
    signInAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute('/admin/galeri');
    await user.click(await screen.findByRole('button', { name: 'Edit Dokumentasi kegiatan HMRPL #3' }));
    let form = screen.getByRole('form', { name: 'Edit Dokumentasi kegiatan HMRPL #3' });
    server.use(
      http.post('/api/admin/galeri/:id', () =>
        HttpResponse.json(
          { message: 'Kegiatan tidak ditemukan.', errors: { kegiatan_id: ['Kegiatan tidak ditemukan.'] } },
          { status: 422 },
        ),
      ),
    );
    await user.type(within(form).getByLabelText('Keterangan'), ' (revisi)');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Kegiatan tidak ditemukan.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Kegiatan')).toHaveAccessibleDescription('Kegiatan tidak ditemukan.');
    expect(within(form).getByLabelText('Keterangan')).toHaveValue('Dokumentasi kegiatan HMRPL #3 (revisi)');
    server.resetHandlers();
    await user.selectOptions(within(form).getByLabelText('Kegiatan'), 'Tidak terkait kegiatan');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gambar berhasil diperbarui!');
    expect(db.gallery.find((image) => image.id === 3)!.kegiatan_id).toBeNull();
    form = screen.getByRole('list', { name: /Gambar galeri/ });
    expect(within(form).getByText('Dokumentasi kegiatan HMRPL #3 (revisi)')).toBeInTheDocument();
  });
});

describe('Tambah Galeri: captions and the activity', () => {
  it("sends one caption per photo, the batch's caption where a photo has none, and the activity from the address", async () => {
    signInAsAdmin();
    let fields: Array<[string, string]> = [];
    server.use(
      http.post('/api/admin/galeri', async ({ request }) => {
        fields = [...(await request.clone().formData()).entries()].filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        );
        return undefined;
      }),
    );
    const { user } = renderRoute('/admin/galeri/tambah?kegiatan=3');
    await user.upload(await screen.findByLabelText(/Pilih Gambar/), [
      pngFile('a.png'),
      pngFile('b.png'),
      pngFile('c.png'),
    ]);
    await screen.findByRole('list', { name: 'Gambar yang dipilih' });
    await user.type(screen.getByLabelText('Keterangan b.png (opsional)'), 'Pemateri menjelaskan');
    await user.type(screen.getByLabelText('Keterangan untuk semua gambar (opsional)'), 'Rapat kerja hari pertama');
    await waitFor(() =>
      expect(screen.getByLabelText('Kegiatan (opsional)')).toHaveDisplayValue('Rapat Kerja Pengurus HMRPL'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('status', {}, LONG_WAIT)).toHaveTextContent('3 gambar berhasil diunggah!');
    expect(fields).toEqual([
      ['captions[]', 'Rapat kerja hari pertama'],
      ['captions[]', 'Pemateri menjelaskan'],
      ['captions[]', 'Rapat kerja hari pertama'],
      ['kegiatan_id', '3'],
    ]);
    expect(db.gallery.filter((image) => image.kegiatan_id === 3)).toHaveLength(6);
  });
});
