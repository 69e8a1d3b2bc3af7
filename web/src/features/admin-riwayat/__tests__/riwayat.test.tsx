import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import * as XLSX from 'xlsx';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { recordRequests } from '@/testing/admin-helpers';
import type { AuditAction } from '@hmrpl/contract';
import { actionLabel } from '../api/admin-riwayat';

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Riwayat', () => {
  it("names each action in words: the kind of content, or for the trash's writes where the item comes from", () => {
    const label = (action: AuditAction) => actionLabel({ action, target_type: action.split('.')[0] ?? '' });
    expect(label('berita.hapus')).toBe('Menghapus berita');
    expect(label('proker.ubah')).toBe('Mengubah program kerja');
    expect(label('pengguna.buat')).toBe('Menambah akun admin');
    expect(label('sesi.masuk')).toBe('Masuk');
    expect(label('sampah.pulihkan')).toBe('Memulihkan dari Tempat Sampah');
    expect(label('sampah.hapus')).toBe('Menghapus permanen dari Tempat Sampah');
  });

  it('lists who did what, newest first, 25 a page, and pages with the keyboard', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/riwayat');
    expect(await screen.findByRole('heading', { name: 'Riwayat' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: /Riwayat admin \(30\), terbaru lebih dulu, halaman 1 dari 2/,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Waktu', 'Pelaku', 'Tindakan', 'Konten', 'Keterangan']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual(['25 Agustus 2025 10.00', 'Admin HMRPL', 'Masuk', 'Admin HMRPL (#1)', '-']);
    expect(rows[2]).toEqual([
      '23 Agustus 2025 12.00',
      'Sinta Redaksi',
      'Mengubah berita',
      'Rapat Kerja Pengurus HMRPL 2025 (#12)',
      'Kolom: title, content',
    ]);
    expect(rows[4]).toEqual([
      '21 Agustus 2025 14.00',
      'Tidak dikenal',
      'Gagal masuk',
      'Sesi masuk',
      'Username atau password salah',
    ]);
    // the pager, by keyboard alone
    const next = screen.getByRole('button', { name: 'Berikutnya' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: /halaman 2 dari 2/ })).toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(5);
  });

  it('filters by person, kind and days (kept in the URL), and says when nothing matches', async () => {
    signInAsAdmin();
    db.users.push({ ...db.users[0]!, id: 3, name: 'Sinta Redaksi', username: 'sinta', email: 's@hmrpl.local' });
    const requests = recordRequests();
    const { user } = renderRoute('/admin/riwayat');
    await screen.findByRole('table');
    await user.selectOptions(await screen.findByLabelText('Pelaku'), 'Sinta Redaksi');
    await user.selectOptions(screen.getByLabelText('Jenis'), 'Berita');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByText('10 riwayat cocok dengan filter.')).toBeInTheDocument();
    expect(requests).toContain('GET /api/admin/riwayat?actor=3&target_type=berita');
    expect(bodyRows(screen.getByRole('table')).every((row) => row[1] === 'Sinta Redaksi')).toBe(true);
    // a day with nothing
    await user.type(screen.getByLabelText('Dari tanggal'), '2020-01-01');
    await user.type(screen.getByLabelText('Sampai tanggal'), '2020-01-02');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByText('Tidak ada riwayat yang cocok dengan filter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tampilkan semua riwayat' }));
    expect(await screen.findByRole('table', { name: /\(30\)/ })).toBeInTheDocument();
  });

  it('exports what the filter shows to Excel, after recording the export in the log itself', async () => {
    signInAsAdmin();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 7, 26, 9, 0));
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:riwayat';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const requests = recordRequests();
    try {
      const { user } = renderRoute('/admin/riwayat?target_type=sesi');
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Export Excel' }));
      await waitFor(() => expect(names).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
    expect(names[0]).toBe('Riwayat_Admin_2025-08-26.xlsx');
    // the record comes before the file, and it is itself in the log
    expect(requests.indexOf('POST /api/admin/riwayat/ekspor')).toBeGreaterThan(-1);
    expect(db.audit[0]).toMatchObject({
      action: 'riwayat.ekspor',
      actor: { id: 1, name: 'Admin HMRPL' },
      summary: '10 baris; filter: target_type=sesi',
    });
    const book = XLSX.read(new Uint8Array(await readBlob(blobs[0]!)), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Riwayat!, { header: 1 });
    expect(rows[0]).toEqual([
      'Waktu',
      'Pelaku',
      'ID Pelaku',
      'Tindakan',
      'Aksi',
      'Jenis',
      'ID Konten',
      'Judul',
      'Ringkasan',
    ]);
    expect(rows).toHaveLength(11);
    expect(rows[1]).toEqual([
      '2025-08-25 10:00',
      'Admin HMRPL',
      1,
      'Masuk',
      'sesi.masuk',
      'Sesi masuk',
      1,
      'Admin HMRPL',
      '-',
    ]);
  });

  it('makes no file when the export cannot be recorded, and says why', async () => {
    signInAsAdmin();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { server } = await import('@/testing/msw/server');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('/api/admin/riwayat/ekspor', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/admin/riwayat');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText(/Gagal membuat berkas Excel\./)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('has no axe violations (loaded, filtered)', async () => {
    signInAsAdmin();
    const { container } = renderRoute('/admin/riwayat');
    await screen.findByRole('table');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
