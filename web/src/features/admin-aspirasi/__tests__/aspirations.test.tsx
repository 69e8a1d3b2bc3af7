import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('Lihat Responden', () => {
  it("shows 'Memuat data responden...', then every answer with 'Anonim' and '-' for anonymous ones", async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/aspirasi', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/aspirasi');
    expect(await screen.findByText('Memuat data responden...')).toBeInTheDocument();
    expect(screen.getByText('Melihat hasil responden dari form aspirasi')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nama', 'NIM', 'Kategori', 'Pesan']);
    // the four columns; the Pesan cell holds the message, then the status badge and the row's actions
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const [nama, nim, kategori, pesan] = within(row).getAllByRole('cell');
        return [nama!.textContent, nim!.textContent, kategori!.textContent, pesan!.querySelector('p')!.textContent];
      });
    expect(cells).toEqual([
      ['Rina Pratiwi', '1302223001', 'Saran', 'Adakan lebih banyak workshop teknis.'],
      ['Anonim', '-', 'Kritik', 'Informasi kegiatan sering mendadak.'],
      ['Bagas Saputra', '1302223002', 'Apresiasi', 'Makrab tahun ini seru sekali!'],
      ['Dewi Lestari', '-', 'Lainnya', 'Boleh minta jadwal asistensi?'],
      ['Anonim', '-', 'Saran', 'Perbanyak kolaborasi dengan himpunan lain.'],
    ]);
    expect(within(table).getAllByRole('cell').length).toBe(5 * 4);
  });

  it("says 'Belum ada data responden.' and disables the export when there are none", async () => {
    signInAsAdmin();
    db.aspirations = [];
    renderRoute('/admin/aspirasi');
    expect(await screen.findByText('Belum ada data responden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it("exports 'Responden_Aspirasi_{local date}.xlsx' with sheet 'Responden', its columns, and 'Anonim' for both on anonymous rows", async () => {
    signInAsAdmin();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 7, 25, 23, 45)); // late evening, local time
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      const { user } = renderRoute('/admin/aspirasi');
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Export Excel' }));
      await waitFor(() => expect(names).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
    expect(names[0]).toBe('Responden_Aspirasi_2025-08-25.xlsx');
    const book = XLSX.read(new Uint8Array(await readBlob(blobs[0]!)), { type: 'array' });
    // one sheet: the spec's four columns first, then the staff's status, note and the time it was sent (Jakarta)
    expect(book.SheetNames).toEqual(['Responden']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Responden!, { header: 1, defval: '' });
    expect(rows).toEqual([
      ['Nama', 'NIM', 'Kategori', 'Pesan', 'Status', 'Catatan', 'Tanggal'],
      ['Rina Pratiwi', '1302223001', 'Saran', 'Adakan lebih banyak workshop teknis.', 'Baru', '', '2025-08-20 11:00'],
      ['Anonim', 'Anonim', 'Kritik', 'Informasi kegiatan sering mendadak.', 'Baru', '', '2025-08-18 11:00'],
      ['Bagas Saputra', '1302223002', 'Apresiasi', 'Makrab tahun ini seru sekali!', 'Dibaca', '', '2025-08-15 11:00'],
      [
        'Dewi Lestari',
        '-',
        'Lainnya',
        'Boleh minta jadwal asistensi?',
        'Diproses',
        'Jadwal asistensi ditanyakan ke koordinator lab.',
        '2025-08-10 11:00',
      ],
      [
        'Anonim',
        'Anonim',
        'Saran',
        'Perbanyak kolaborasi dengan himpunan lain.',
        'Selesai',
        'Sudah dibahas di rapat kerja.',
        '2025-08-05 11:00',
      ],
    ]);
  });

  it('shows the empty state when the answers cannot be loaded', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/aspirasi', () => HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 })),
    );
    renderRoute('/admin/aspirasi');
    expect(await screen.findByText('Belum ada data responden.')).toBeInTheDocument();
  });

  it('pages through many answers 20 at a time, and the export still holds every answer', async () => {
    signInAsAdmin();
    db.aspirations = Array.from({ length: 45 }, (_, i) => ({
      id: 1000 - i,
      nama: `Responden ${i + 1}`,
      nim: String(1302220000 + i),
      kategori: 'Saran' as const,
      pesan: `Pesan nomor ${i + 1}`,
      isAnonim: false,
      created_at: new Date(Date.UTC(2025, 7, 25) - i * 60_000).toISOString(),
      status: 'baru' as const,
      catatan: null,
    }));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/aspirasi') asked.push(new URL(request.url).search);
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRoute('/admin/aspirasi');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Pesan nomor 1')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Halaman daftar responden' });
    expect(within(pager).getByText('Halaman 1 dari 3')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Berikutnya' }));
    expect(await within(screen.getByRole('table')).findByText('Pesan nomor 21')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Halaman daftar responden' })).getByText('Halaman 2 dari 3'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const book = XLSX.read(new Uint8Array(await readBlob(blobs[0]!)), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Responden!, { header: 1 });
    expect(rows).toHaveLength(46);
    expect(rows[45]!.slice(0, 4)).toEqual(['Responden 45', '1302220044', 'Saran', 'Pesan nomor 45']);
    // no screen ever asked for more than a bounded page
    expect(asked.every((q) => !/per_page=(?:[2-9]\d{2}|\d{4,})/.test(q))).toBe(true);
    server.events.removeAllListeners();
  });
});
