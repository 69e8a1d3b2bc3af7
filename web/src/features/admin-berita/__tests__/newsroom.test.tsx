import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminNewsDetail } from '@hmrpl/contract';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, pngFile, recordRequests } from '@/testing/admin-helpers';
import { REVOKE_CONFIRMATION } from '@/components/admin/preview-link-panel';
import { LONG_WAIT } from '@/testing/timeouts';
import { exactScreenDelays } from '@/testing/screen-delays';

// TinyMCE does not run in jsdom: the editor wrapper becomes a textarea
vi.mock('@/components/admin/rich-text-editor', () => import('@/testing/rich-text-editor-stub'));

beforeAll(async () => {
  await Promise.all([
    import('@/features/admin-berita/routes/news-add'),
    import('@/features/admin-berita/routes/news-edit'),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records the multipart fields of the next write to `path`, then lets the contract's handler answer. */
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

/** A saved edit under test: the list opens at once (no screen delays; the spec's 2 s: the first Edit Berita test). */
const savedToTheList = () => screen.findByRole('heading', { name: 'Kelola Berita' }, LONG_WAIT);

/** A news item of the fixtures with another status (the fixtures are all published). */
function withStatus(id: number, status: AdminNewsDetail['status'], publishAt: string | null = null): AdminNewsDetail {
  const news = db.news.find((item) => item.id === id)!;
  news.status = status;
  news.publish_at = publishAt;
  if (publishAt) news.date = publishAt;
  return news;
}

async function fillNewItem(user: ReturnType<typeof renderRoute>['user'], title: string) {
  await user.upload(await screen.findByLabelText(/Gambar Headline/), pngFile('headline.png'));
  await user.type(screen.getByLabelText(/Judul Berita/), title);
  await user.type(screen.getByLabelText('Konten Berita'), '<p>Isi berita.</p>');
}

describe('Tambah Berita: Terbitkan, Simpan Draf, Jadwalkan', () => {
  it('offers the three ways to save', async () => {
    signInAsAdmin();
    renderRoute('/admin/berita/tambah');
    await screen.findByRole('heading', { name: 'Tambah Berita' });
    for (const name of ['Terbitkan', 'Simpan Draf', 'Jadwalkan'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByLabelText('Tanggal dan jam terbit (WIB)')).toHaveAttribute('type', 'datetime-local');
    // a new item has no slug field (its slug comes from the title)
    expect(screen.queryByLabelText('Slug (alamat berita)')).not.toBeInTheDocument();
  });

  it("'Simpan Draf' keeps the item off the site and says so", async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/berita');
    const { user } = renderRoute('/admin/berita/tambah');
    await fillNewItem(user, 'Draf Rapat Pengurus');
    await user.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Berita berhasil ditambahkan!');
    expect(status).toHaveTextContent('Disimpan sebagai draf: belum tampil di situs.');
    expect(seen.fields?.status).toBe('draft');
    expect(seen.fields).not.toHaveProperty('publish_at');
    expect(db.news.find((news) => news.title === 'Draf Rapat Pengurus')?.status).toBe('draft');
    expect(await screen.findByRole('heading', { name: 'Kelola Berita' }, LONG_WAIT)).toBeInTheDocument();
  });

  it("'Jadwalkan' needs a date and time in the future", async () => {
    signInAsAdmin();
    const requests = recordRequests();
    const { user } = renderRoute('/admin/berita/tambah');
    await fillNewItem(user, 'Pengumuman Senin');
    await user.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tanggal dan jam terbit wajib diisi untuk berita terjadwal.');
    const field = screen.getByLabelText('Tanggal dan jam terbit (WIB)');
    await user.type(field, '2020-01-06T09:00');
    await user.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tanggal dan jam terbit harus di masa depan.');
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it("'Jadwalkan' sends the status and the time with its +07:00 zone", async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/berita');
    const { user } = renderRoute('/admin/berita/tambah');
    await fillNewItem(user, 'Pengumuman Jumat');
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const local = new Date(at.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 16);
    await user.type(screen.getByLabelText('Tanggal dan jam terbit (WIB)'), local);
    await user.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Berita berhasil ditambahkan!');
    expect(status).toHaveTextContent(/Dijadwalkan terbit \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB\./);
    expect(seen.fields?.status).toBe('scheduled');
    expect(seen.fields?.publish_at).toBe(`${local}:00+07:00`);
    const item = db.news.find((news) => news.title === 'Pengumuman Jumat')!;
    expect(item.status).toBe('scheduled');
    expect(item.publish_at).toBe(new Date(`${local}:00+07:00`).toISOString());
  });
});

describe('Edit Berita: status, slug, preview link, revisions', () => {
  it("shows the status; 'Simpan Perubahan' keeps it, 'Terbitkan' publishes a draft", async () => {
    exactScreenDelays();
    signInAsAdmin();
    withStatus(10, 'draft');
    const seen = captureForm('/api/admin/berita/10');
    const { user } = renderRoute('/admin/berita/edit/10');
    expect(await screen.findByText('belum tampil di situs')).toBeInTheDocument();
    expect(screen.getByText('Draf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    // the success stays on the edit screen for the spec's 2 seconds, then the list opens
    await screen.findByText('Berita berhasil diperbarui!');
    expect(screen.getByRole('heading', { name: 'Edit Berita' })).toBeInTheDocument();
    expect(seen.fields).not.toHaveProperty('status');
    expect(db.news.find((news) => news.id === 10)?.status).toBe('draft');
  });

  it("'Terbitkan' on a draft sends status published; a published item has no such button", async () => {
    signInAsAdmin();
    withStatus(9, 'draft');
    const seen = captureForm('/api/admin/berita/9');
    const { user } = renderRoute('/admin/berita/edit/9');
    await user.click(await screen.findByRole('button', { name: 'Terbitkan' }));
    await savedToTheList();
    expect(seen.fields?.status).toBe('published');
    expect(db.news.find((news) => news.id === 9)?.status).toBe('published');
  });

  it("asks before 'Simpan Draf' takes a published item off the site, and sends nothing when cancelled", async () => {
    signInAsAdmin();
    const confirm = answerConfirm(false);
    const requests = recordRequests();
    const { user } = renderRoute('/admin/berita/edit/12');
    expect(await screen.findByText(/^sejak 25 Agustus 2025 10\.14 WIB$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terbitkan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('ditarik dari situs'));
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    await savedToTheList();
    expect(db.news.find((news) => news.id === 12)?.status).toBe('draft');
  });

  it('shows a scheduled item’s time in the field, and reschedules it', async () => {
    signInAsAdmin();
    const at = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    at.setUTCSeconds(0, 0);
    withStatus(8, 'scheduled', at.toISOString());
    const seen = captureForm('/api/admin/berita/8');
    const { user } = renderRoute('/admin/berita/edit/8');
    const field = await screen.findByLabelText('Tanggal dan jam terbit (WIB)');
    const local = new Date(at.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 16);
    expect(field).toHaveValue(local);
    expect(screen.getByText(/^terbit otomatis .* WIB$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jadwalkan' }));
    await savedToTheList();
    expect(seen.fields?.status).toBe('scheduled');
    expect(seen.fields?.publish_at).toBe(`${local}:00+07:00`);
  });

  it('changes the slug after warning that shared links move, and shows a refused slug’s reason', async () => {
    signInAsAdmin();
    const seen = captureForm('/api/admin/berita/11');
    const { user } = renderRoute('/admin/berita/edit/11');
    const slug = await screen.findByLabelText('Slug (alamat berita)');
    expect(slug).toHaveValue('makrab-rpl-sync-for-change');
    expect(screen.queryByText(/Mengubah slug memindahkan alamat berita/)).not.toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'Makrab RPL');
    expect(screen.getByText(/Mengubah slug memindahkan alamat berita/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.',
    );
    // another item's slug: the server refuses it with its reason
    await user.clear(slug);
    await user.type(slug, 'rapat-kerja-pengurus-hmrpl-2025');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Slug sudah dipakai berita lain.')).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'makrab-rpl-2025');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await savedToTheList();
    expect(seen.fields?.slug).toBe('makrab-rpl-2025');
    expect(db.news.find((news) => news.id === 11)?.slug).toBe('makrab-rpl-2025');
    expect(db.newsSlugAliases).toEqual([{ slug: 'makrab-rpl-sync-for-change', newsId: 11 }]);
  });

  it('makes a preview link to copy and open', async () => {
    signInAsAdmin();
    withStatus(7, 'draft');
    const { user } = renderRoute('/admin/berita/edit/7');
    const panel = await screen.findByRole('region', { name: 'Pratinjau' });
    expect(
      within(panel).getByText(/Berlaku 7 hari, sampai status atau slug berita berubah, atau sampai dicabut/),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Buat Tautan Pratinjau' }));
    const link = await within(panel).findByLabelText('Tautan pratinjau');
    const url = (link as HTMLInputElement).value;
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/berita\/bakti-sosial-di-desa-sukapura\?pratinjau=uji7\.\w+$/);
    expect(within(panel).getByRole('link', { name: 'Buka Pratinjau' })).toHaveAttribute('href', url);
    await user.click(within(panel).getByRole('button', { name: 'Salin Tautan' }));
    // user-event's clipboard stands in for the browser's
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(panel).findByText('Tautan pratinjau disalin.')).toBeInTheDocument();
  });

  it('revokes every preview link of the item after a confirmation: the links open nothing any more', async () => {
    signInAsAdmin();
    withStatus(7, 'draft');
    const { user } = renderRoute('/admin/berita/edit/7');
    const panel = await screen.findByRole('region', { name: 'Pratinjau' });
    await user.click(within(panel).getByRole('button', { name: 'Buat Tautan Pratinjau' }));
    await within(panel).findByLabelText('Tautan pratinjau');
    expect(db.previewTokens.filter((token) => token.newsId === 7)).toHaveLength(1);

    // cancelled: nothing changes
    const refuse = answerConfirm(false);
    await user.click(within(panel).getByRole('button', { name: 'Cabut tautan pratinjau' }));
    expect(refuse).toHaveBeenCalledWith(REVOKE_CONFIRMATION);
    expect(db.previewTokens.filter((token) => token.newsId === 7)).toHaveLength(1);

    answerConfirm(true);
    await user.click(within(panel).getByRole('button', { name: 'Cabut tautan pratinjau' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Tautan pratinjau berhasil dicabut!');
    expect(within(panel).queryByLabelText('Tautan pratinjau')).not.toBeInTheDocument();
    expect(db.previewTokens.filter((token) => token.newsId === 7)).toEqual([]);
  });

  it('lists the revisions, shows an old one beside the current, and restores it after a confirmation', async () => {
    signInAsAdmin();
    const item = db.news.find((news) => news.id === 6)!;
    const original = { title: item.title, content: item.content };
    // two saves: the fixture's version becomes the first revision
    const { user, unmount } = renderRoute('/admin/berita/edit/6');
    await user.clear(await screen.findByLabelText(/Judul Berita/));
    await user.type(screen.getByLabelText(/Judul Berita/), 'Judul kedua');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await savedToTheList();
    unmount();

    const confirm = answerConfirm(false);
    const view = renderRoute('/admin/berita/edit/6');
    const panel = await screen.findByRole('region', { name: 'Riwayat Revisi' });
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/\(versi saat ini\)/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Judul kedua')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Admin HMRPL')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(original.title)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('-')).toBeInTheDocument();

    await view.user.click(within(rows[1]!).getByRole('button', { name: /^Bandingkan/ }));
    const old = await within(panel).findByRole('region', { name: /^Versi \d/ });
    expect(within(old).getByText(original.title, { selector: 'p' })).toBeInTheDocument();
    const current = within(panel).getByRole('region', { name: 'Versi saat ini' });
    expect(within(current).getByText('Judul kedua', { selector: 'p' })).toBeInTheDocument();

    await view.user.click(within(rows[1]!).getByRole('button', { name: /^Pulihkan/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Pulihkan versi .* WIB\?/));
    expect(db.news.find((news) => news.id === 6)?.title).toBe('Judul kedua');
    confirm.mockReturnValue(true);
    await view.user.click(within(rows[1]!).getByRole('button', { name: /^Pulihkan/ }));
    expect(await screen.findByText('Revisi berhasil dipulihkan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Judul Berita/)).toHaveValue(original.title));
    expect(db.news.find((news) => news.id === 6)?.content).toBe(original.content);
    // the restore is a new revision
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(4));
  });
});

describe('Kelola Berita: status in the row, filter by status', () => {
  it('keeps the four columns and puts a badge in the date cell', async () => {
    signInAsAdmin();
    withStatus(12, 'scheduled', '2025-08-25T02:00:00.000Z');
    withStatus(11, 'draft');
    renderRoute('/admin/berita');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Judul Berita', 'Tanggal Publikasi', 'Aksi']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^Terjadwal 25 Agustus 2025 09\.00$/);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^Draf$/);
    expect(within(rows[2]!).getAllByRole('cell')[2]).toHaveTextContent(/^13 Agustus 2025$/);
  });

  it('filters by status through the URL', async () => {
    signInAsAdmin();
    withStatus(11, 'draft');
    withStatus(5, 'draft');
    const requests = recordRequests();
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Draf');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(requests).toContain('GET /api/admin/berita?page=1&status=draft');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Makrab RPL: Sync for Change!',
      'Pelatihan Git dan Kolaborasi Tim',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Terjadwal');
    expect(await screen.findByText('Tidak ada berita berstatus terjadwal.')).toBeInTheDocument();
  });
});
