import { http, HttpResponse, delay } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { exactScreenDelays } from '@/testing/screen-delays';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import {
  BUSY_NOTHING_STORED,
  busyAnswer,
  notAnImage,
  oversizedPng,
  pngFile,
  recordRequests,
} from '@/testing/admin-helpers';
import { LONG_WAIT } from '@/testing/timeouts';

// TinyMCE does not run in jsdom: the editor wrapper becomes a textarea
vi.mock('@/components/admin/rich-text-editor', () => import('@/testing/rich-text-editor-stub'));

// the screens are lazy chunks: compile them once before the timed assertions
beforeAll(async () => {
  await Promise.all([
    import('@/features/admin-berita/routes/news-add'),
    import('@/features/admin-berita/routes/news-edit'),
  ]);
});

/** Records the multipart fields of the next news write, then lets the contract's handler answer. */
function captureNewsForm(path: string) {
  const seen: { fields: Record<string, string | File> | null; at: number } = { fields: null, at: 0 };
  server.use(
    http.post(path, async ({ request }) => {
      const form = await request.clone().formData();
      seen.fields = Object.fromEntries(form.entries()) as Record<string, string | File>;
      seen.at = Date.now();
      await delay(60);
      return undefined;
    }),
  );
  return seen;
}

describe('Tambah Berita', () => {
  it('requires the headline image, the title and the content, and sends nothing without them', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita/tambah');
    expect(await screen.findByRole('heading', { name: 'Tambah Berita' })).toBeInTheDocument();
    expect(screen.getByText('Menambahkan berita pada halaman berita')).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    expect(screen.getByText('Gambar headline wajib diunggah.')).toBeInTheDocument();
    expect(screen.getByText('Judul berita wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Konten berita wajib diisi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Konten Berita'), '<p>&nbsp;</p>');
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    expect(screen.getByText('Konten berita wajib diisi.')).toBeInTheDocument();
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('refuses a file that is not a PNG, JPEG or WebP by its content, and one over 25 MB', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita/tambah');
    const input = await screen.findByLabelText(/Gambar Headline/);
    await user.upload(input, notAnImage('poster.png'));
    expect(await screen.findByText('poster.png: Berkas harus berupa gambar PNG, JPEG, atau WebP.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.upload(input, oversizedPng('besar.png'));
    expect(await screen.findByText('besar.png: Ukuran berkas melebihi 25 MB.')).toBeInTheDocument();
  });

  it("sends the form, shows 'Menyimpan...' and the progress, then the success and the list 2 seconds later", async () => {
    exactScreenDelays();
    signInAsAdmin();
    const seen = captureNewsForm('/api/admin/berita');
    const { user } = renderRoute('/admin/berita/tambah');
    await user.upload(await screen.findByLabelText(/Gambar Headline/), pngFile('headline.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau Gambar Headline' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.type(screen.getByLabelText(/Judul Berita/), 'Rapat Anggota Tahunan');
    await user.type(screen.getByLabelText('Konten Berita'), '<p>Isi berita baru.</p>');
    await user.type(screen.getByLabelText('Deskripsi Gambar (Opsional)'), 'Anggota rapat duduk di aula');
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    expect(await screen.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progres unggahan berita' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Berita berhasil ditambahkan!');
    expect(screen.getByRole('heading', { name: 'Tambah Berita' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kelola Berita' }, LONG_WAIT)).toBeInTheDocument();
    // the redirect waits 2000 ms after the server's answer (which came after the handler saw the request)
    expect(Date.now() - seen.at).toBeGreaterThanOrEqual(1990);
    expect(seen.fields?.title).toBe('Rapat Anggota Tahunan');
    expect(seen.fields?.content).toBe('<p>Isi berita baru.</p>');
    expect((seen.fields?.image as File).name).toBe('headline.png');
    expect(seen.fields?.image_alt).toBe('Anggota rapat duduk di aula');
    expect(seen.fields?.status).toBe('published');
    expect(db.news.find((news) => news.title === 'Rapat Anggota Tahunan')?.slug).toBe('rapat-anggota-tahunan');
    expect(db.news.find((news) => news.title === 'Rapat Anggota Tahunan')?.image_alt).toBe(
      'Anggota rapat duduk di aula',
    );
  });

  it("shows 'Gagal menambah berita. Coba lagi.' with the server's reason, and keeps every input", async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/admin/berita', () =>
        HttpResponse.json({ message: 'Ukuran berkas melebihi 25 MB.' }, { status: 413 }),
      ),
    );
    const { user } = renderRoute('/admin/berita/tambah');
    await user.upload(await screen.findByLabelText(/Gambar Headline/), pngFile('headline.png'));
    await user.type(screen.getByLabelText(/Judul Berita/), 'Judul yang ditolak');
    await user.type(screen.getByLabelText('Konten Berita'), 'Isi');
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal menambah berita. Coba lagi.');
    expect(alert).toHaveTextContent('Ukuran berkas melebihi 25 MB.');
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Judul yang ditolak');
    expect(screen.getByLabelText('Konten Berita')).toHaveValue('Isi');
    expect(screen.getByRole('img', { name: 'Pratinjau Gambar Headline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terbitkan' })).toBeEnabled();
  });

  it('says nothing was stored and that every input is still there when the server is busy (503)', async () => {
    signInAsAdmin();
    server.use(http.post('/api/admin/berita', () => busyAnswer()));
    const { user } = renderRoute('/admin/berita/tambah');
    await user.upload(await screen.findByLabelText(/Gambar Headline/), pngFile('headline.png'));
    await user.type(screen.getByLabelText(/Judul Berita/), 'Judul saat server sibuk');
    await user.type(screen.getByLabelText('Konten Berita'), '<p>Isi yang panjang</p>');
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal menambah berita. Coba lagi.');
    expect(alert).toHaveTextContent(BUSY_NOTHING_STORED);
    expect(alert).toHaveTextContent(
      'Isian Anda masih ada di formulir ini, tidak ada yang hilang. Kirim ulang sebentar lagi.',
    );
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Judul saat server sibuk');
    expect(screen.getByLabelText('Konten Berita')).toHaveValue('<p>Isi yang panjang</p>');
    expect(screen.getByRole('img', { name: 'Pratinjau Gambar Headline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terbitkan' })).toBeEnabled();
  });

  it('does not redirect after the admin has left the screen', async () => {
    exactScreenDelays();
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita/tambah');
    await user.upload(await screen.findByLabelText(/Gambar Headline/), pngFile());
    await user.type(screen.getByLabelText(/Judul Berita/), 'Berita singkat');
    await user.type(screen.getByLabelText('Konten Berita'), 'Isi');
    // the clock from here on is the test's: the spec's 2000 ms pass at once, below
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
      await screen.findByText('Berita berhasil ditambahkan!');
      await user.click(screen.getByRole('link', { name: 'Kelola Galeri' }));
      await screen.findByRole('heading', { name: 'Kelola Galeri' });
      await act(() => vi.advanceTimersByTimeAsync(2300));
      expect(screen.getByRole('heading', { name: 'Kelola Galeri' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Edit Berita', () => {
  it("shows 'Memuat data...', then the item with its current image", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/berita/:id', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/berita/edit/12');
    expect(await screen.findByText('Memuat data...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Judul Berita/)).toHaveValue('Rapat Kerja Pengurus HMRPL 2025');
    expect(screen.getByLabelText('Konten Berita')).toHaveValue(db.news.find((news) => news.id === 12)!.content);
    expect(screen.getByRole('img', { name: 'Gambar headline saat ini' })).toHaveAttribute(
      'src',
      '/storage/berita/berita-12.jpg',
    );
    expect(screen.getByLabelText('Upload gambar headline baru (Opsional)')).toHaveAttribute('type', 'file');
  });

  it('previews a newly chosen image instead of the current one', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita/edit/12');
    await user.upload(await screen.findByLabelText('Upload gambar headline baru (Opsional)'), pngFile('baru.png'));
    expect(
      await screen.findByRole('img', { name: 'Pratinjau Upload gambar headline baru (Opsional)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gambar baru: baru.png')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Gambar headline saat ini' })).not.toBeInTheDocument();
  });

  it("saves without a new image ('Menyimpan...'), says 'Berita berhasil diperbarui!' and returns to the list", async () => {
    signInAsAdmin();
    const seen = captureNewsForm('/api/admin/berita/:id');
    const { user } = renderRoute('/admin/berita/edit/12');
    const title = await screen.findByLabelText(/Judul Berita/);
    await user.clear(title);
    await user.type(title, 'Rapat Kerja (diperbarui)');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('Berita berhasil diperbarui!');
    expect(await screen.findByRole('heading', { name: 'Kelola Berita' }, LONG_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Rapat Kerja (diperbarui)')).toBeInTheDocument();
    expect(seen.fields && 'image' in seen.fields).toBe(false);
    expect(db.news.find((news) => news.id === 12)?.slug).toBe('rapat-kerja-pengurus-hmrpl-2025');
  });

  it('requires the title', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/berita/edit/12');
    await user.clear(await screen.findByLabelText(/Judul Berita/));
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(screen.getByText('Judul berita wajib diisi.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('keeps the edited text and says so when the server is busy (503)', async () => {
    signInAsAdmin();
    server.use(http.post('/api/admin/berita/:id', () => busyAnswer()));
    const { user } = renderRoute('/admin/berita/edit/12');
    const title = await screen.findByLabelText(/Judul Berita/);
    await user.clear(title);
    await user.type(title, 'Judul baru yang belum tersimpan');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUSY_NOTHING_STORED);
    expect(alert).toHaveTextContent('Isian Anda masih ada di formulir ini, tidak ada yang hilang.');
    expect(screen.getByLabelText(/Judul Berita/)).toHaveValue('Judul baru yang belum tersimpan');
    expect(screen.getByRole('heading', { name: 'Edit Berita' })).toBeInTheDocument();
  });

  it("shows the server's message as an error even without 'Gagal' in it", async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/admin/berita/:id', () =>
        HttpResponse.json(
          { message: 'Judul maksimal 255 karakter.', errors: { title: ['Judul maksimal 255 karakter.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/berita/edit/12');
    await screen.findByLabelText(/Judul Berita/);
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Judul maksimal 255 karakter\.$/);
    expect(screen.getByRole('heading', { name: 'Edit Berita' })).toBeInTheDocument();
  });

  it("falls back to 'Gagal memperbarui berita. Coba lagi.' without a server message", async () => {
    signInAsAdmin();
    server.use(http.post('/api/admin/berita/:id', () => new HttpResponse(null, { status: 502 })));
    const { user } = renderRoute('/admin/berita/edit/12');
    await screen.findByLabelText(/Judul Berita/);
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memperbarui berita. Coba lagi.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeEnabled());
  });

  it('says so when the item does not exist', async () => {
    signInAsAdmin();
    renderRoute('/admin/berita/edit/999');
    expect(await screen.findByText('Berita tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Kelola Berita' })).toHaveAttribute('href', '/admin/berita');
  });
});
