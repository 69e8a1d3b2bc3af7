/**
 * The aspiration inbox on screen (MSW fixtures typed by the contract): status badges and the unread count, the filter in
 * the URL, the export of what the filter shows, delete and bulk delete with confirmations, and the aspiration's own
 * view (opening marks it read; status and note are edited there).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as XLSX from 'xlsx';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, recordRequests } from '@/testing/admin-helpers';

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.querySelector('p')!.textContent);

async function openInbox(route = '/admin/aspirasi') {
  signInAsAdmin();
  const result = renderRoute(route);
  await screen.findByRole('heading', { name: 'Lihat Responden' });
  return result;
}

describe('the inbox list', () => {
  it('shows each row’s status as a badge, and the unread count in the sidebar', async () => {
    await openInbox();
    const table = await screen.findByRole('table');
    const badges = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByText(/^(Baru|Dibaca|Diproses|Selesai)$/).textContent);
    expect(badges).toEqual(['Baru', 'Baru', 'Dibaca', 'Diproses', 'Selesai']);
    const nav = screen.getByRole('navigation', { name: 'Navigasi admin' });
    const link = within(nav).getByRole('link', { name: 'Lihat Responden' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('2 belum dibaca'));
  });

  it('filters through the form: the filter goes into the URL and the request, and the form shows it', async () => {
    const requests = recordRequests();
    const { user } = await openInbox();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari pesan, nama, atau NIM' }), 'workshop');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Saran');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'baru');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(rowTexts()).toEqual(['Adakan lebih banyak workshop teknis.']));
    expect(requests).toContain('GET /api/aspirasi?status=baru&kategori=Saran&q=workshop');
    expect(screen.getByText('1 aspirasi cocok dengan filter.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(5));
    expect(screen.getByRole('searchbox', { name: 'Cari pesan, nama, atau NIM' })).toHaveValue('');
  });

  it('opens a shared link with its filter (Jakarta dates included), and ignores values it cannot read', async () => {
    const requests = recordRequests();
    await openInbox('/admin/aspirasi?dari=2025-08-15&sampai=2025-08-18&status=rusak&kategori=Pujian&dari=x');
    await waitFor(() =>
      expect(rowTexts()).toEqual(['Informasi kegiatan sering mendadak.', 'Makrab tahun ini seru sekali!']),
    );
    expect(requests.filter((r) => r.startsWith('GET /api/aspirasi?'))).toContain(
      'GET /api/aspirasi?dari=2025-08-15&sampai=2025-08-18',
    );
    expect(screen.getByLabelText('Dari tanggal')).toHaveValue('2025-08-15');
    expect(screen.getByLabelText('Sampai tanggal')).toHaveValue('2025-08-18');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('says when nothing matches the filter, and offers the whole list again', async () => {
    const { user } = await openInbox('/admin/aspirasi?q=tidak-ada-yang-cocok');
    expect(await screen.findByText('Tidak ada aspirasi yang cocok dengan filter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hapus semua hasil filter (0)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tampilkan semua aspirasi' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(5));
  });

  it('exports what the filter shows, with the status, the note and the date in the same sheet', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openInbox('/admin/aspirasi?kategori=Saran');
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const book = XLSX.read(new Uint8Array(await new Response(blobs[0]!).arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Responden']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Responden!, { header: 1, defval: '' });
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['Nama', 'NIM', 'Kategori', 'Pesan'],
      ['Rina Pratiwi', '1302223001', 'Saran', 'Adakan lebih banyak workshop teknis.'],
      ['Anonim', 'Anonim', 'Saran', 'Perbanyak kolaborasi dengan himpunan lain.'],
    ]);
    expect(rows.map((row) => row.slice(4))).toEqual([
      ['Status', 'Catatan', 'Tanggal'],
      ['Baru', '', '2025-08-20 11:00'],
      ['Selesai', 'Sudah dibahas di rapat kerja.', '2025-08-05 11:00'],
    ]);
  });

  it('deletes one row after the confirmation; a refusal deletes nothing', async () => {
    const { user } = await openInbox();
    await screen.findByRole('table');
    const confirm = answerConfirm(false);
    const button = screen.getByRole('button', { name: /^Hapus aspirasi dari Bagas Saputra/ });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus aspirasi ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(db.aspirations).toHaveLength(5);
    confirm.mockReturnValue(true);
    await user.click(button);
    expect(await screen.findByText('Aspirasi berhasil dihapus!')).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()).not.toContain('Makrab tahun ini seru sekali!'));
    expect(db.aspirations.map((a) => a.id)).not.toContain(3);
  });

  it('bulk-deletes what the filter shows, up to the newest row it showed, after a confirmation', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/admin/aspirasi/hapus') bodies.push(await request.clone().json());
    });
    const { user } = await openInbox('/admin/aspirasi?kategori=Saran');
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    const confirm = answerConfirm(true);
    await user.click(screen.getByRole('button', { name: 'Hapus semua hasil filter (2)' }));
    expect(confirm).toHaveBeenCalledWith(
      'Apakah Anda yakin ingin menghapus 2 aspirasi yang cocok dengan filter ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(await screen.findByText('2 aspirasi berhasil dihapus!')).toBeInTheDocument();
    expect(bodies).toEqual([{ kategori: 'Saran', max_id: 5 }]);
    expect(await screen.findByText('Tidak ada aspirasi yang cocok dengan filter.')).toBeInTheDocument();
    expect(db.aspirations.map((a) => a.kategori)).not.toContain('Saran');
    expect(db.aspirations).toHaveLength(3);
    server.events.removeAllListeners();
  });

  it('offers no bulk delete without a filter (the whole inbox is never one click away)', async () => {
    await openInbox();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Hapus semua hasil filter/ })).toBeNull();
  });
});

describe("an aspiration's own view", () => {
  it('opening it marks it read: its badge says Dibaca and the sidebar count goes down', async () => {
    const requests = recordRequests();
    signInAsAdmin();
    renderRoute('/admin/aspirasi/5');
    expect(await screen.findByRole('heading', { name: 'Detail Aspirasi' })).toBeInTheDocument();
    expect(await screen.findByText('Adakan lebih banyak workshop teknis.')).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('POST /api/admin/aspirasi/5/dibaca'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('dibaca'));
    expect(db.aspirations.find((a) => a.id === 5)?.status).toBe('dibaca');
    const link = within(screen.getByRole('navigation', { name: 'Navigasi admin' })).getByRole('link', {
      name: 'Lihat Responden',
    });
    await waitFor(() => expect(link).toHaveAccessibleDescription('1 belum dibaca'));
    expect(screen.getByText('Rina Pratiwi')).toBeInTheDocument();
    expect(screen.getByText('1302223001')).toBeInTheDocument();
  });

  it('does not mark again what is already read or further along', async () => {
    const requests = recordRequests();
    signInAsAdmin();
    renderRoute('/admin/aspirasi/2');
    await screen.findByText('Boleh minta jadwal asistensi?');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('diproses');
    expect(screen.getByRole('textbox', { name: 'Catatan pengurus' })).toHaveValue(
      'Jadwal asistensi ditanyakan ke koordinator lab.',
    );
    expect(requests.filter((r) => r.includes('/dibaca'))).toEqual([]);
  });

  it('sets diproses with a note', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/aspirasi/4');
    await screen.findByText('Informasi kegiatan sering mendadak.');
    expect(screen.getAllByText('Anonim').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('dibaca'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'diproses');
    const note = screen.getByRole('textbox', { name: 'Catatan pengurus' });
    expect(note).toHaveAccessibleDescription(
      'Hanya terlihat oleh admin, tidak pernah ditampilkan untuk publik. 0/2000 karakter',
    );
    await user.type(note, 'Dibahas di rapat Senin.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Aspirasi berhasil diperbarui!')).toBeInTheDocument();
    expect(db.aspirations.find((a) => a.id === 4)).toMatchObject({
      status: 'diproses',
      catatan: 'Dibahas di rapat Senin.',
    });
  });

  it("shows the server's reason when saving fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAsAdmin();
    server.use(
      http.post('/api/admin/aspirasi/:id', () =>
        HttpResponse.json(
          { message: 'Catatan maksimal 2000 karakter.', errors: { catatan: ['Catatan maksimal 2000 karakter.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/aspirasi/3');
    await screen.findByText('Makrab tahun ini seru sekali!');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memperbarui aspirasi.');
    expect(alert).toHaveTextContent('Catatan maksimal 2000 karakter.');
  });

  it('deletes it after the confirmation and goes back to the list it came from, with the notice', async () => {
    const { user } = await openInbox('/admin/aspirasi?kategori=Apresiasi');
    await waitFor(() => expect(rowTexts()).toEqual(['Makrab tahun ini seru sekali!']));
    await user.click(screen.getByRole('link', { name: /^Buka aspirasi dari Bagas Saputra/ }));
    await screen.findByRole('heading', { name: 'Detail Aspirasi' });
    await screen.findByText('Makrab tahun ini seru sekali!');
    answerConfirm(true);
    await user.click(screen.getByRole('button', { name: 'Hapus Aspirasi' }));
    expect(await screen.findByText('Aspirasi berhasil dihapus!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lihat Responden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Apresiasi');
    expect(await screen.findByText('Tidak ada aspirasi yang cocok dengan filter.')).toBeInTheDocument();
  });

  it('says so when the aspiration does not exist', async () => {
    signInAsAdmin();
    renderRoute('/admin/aspirasi/424242');
    expect(await screen.findByText('Aspirasi tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute('href', '/admin/aspirasi');
  });
});

describe('the dashboard', () => {
  it('shows how many aspirations are unread, with a link to them', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveTextContent('2 aspirasi belum dibaca'));
    expect(within(main).getByRole('link', { name: 'lihat yang baru' })).toHaveAttribute(
      'href',
      '/admin/aspirasi?status=baru',
    );
  });
});
