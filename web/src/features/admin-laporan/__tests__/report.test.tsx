import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';

/** What the page hands the browser to save: the blob and the file name of the hidden link it clicks. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const href = `blob:test/${++n}`;
      blobs.set(href, blob);
      return href;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('Laporan Kabinet', () => {
  it('is in the sidebar and downloads the active cabinet’s report as XLSX, with the programs and their status', async () => {
    signInAsAdmin();
    const saved = captureDownloads();
    const { user } = renderRoute('/admin/laporan');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    expect(within(nav).getByRole('link', { name: 'Laporan Kabinet' })).toHaveAttribute('href', '/admin/laporan');
    const cabinet = db.cabinets[0]!;
    expect(await screen.findByLabelText('Kabinet')).toHaveValue(cabinet.slug);
    await user.click(screen.getByRole('button', { name: 'Unduh XLSX' }));
    expect(await screen.findByText(`Laporan laporan-${cabinet.slug}.xlsx berhasil diunduh.`)).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual([`laporan-${cabinet.slug}.xlsx`]);
    const book = XLSX.read(new Uint8Array(await saved[0]!.blob.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Program Kerja']!, { header: 1 });
    expect(rows).toContainEqual([cabinet.departments[1]!.name, 'Kelas Belajar Bersama', 'berjalan', 45]);
  });

  it('downloads the PDF', async () => {
    signInAsAdmin();
    const saved = captureDownloads();
    const { user } = renderRoute('/admin/laporan');
    await user.click(await screen.findByRole('button', { name: 'Unduh PDF' }));
    await screen.findByText(/berhasil diunduh\.$/);
    expect(saved[0]!.name).toMatch(/\.pdf$/);
    const text = await saved[0]!.blob.text();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Kelas Belajar Bersama');
    // the download is in the audit log, as the CMS writes it
    expect(db.audit[0]).toMatchObject({ action: 'laporan.ekspor', target_type: 'laporan', summary: 'PDF, 7 bagian' });
  });

  it('says so, with the server’s reason, when the report cannot be made', async () => {
    signInAsAdmin();
    captureDownloads();
    server.use(
      http.get('/api/admin/laporan', () => HttpResponse.json({ message: 'Kabinet tidak ditemukan.' }, { status: 404 })),
    );
    const { user } = renderRoute('/admin/laporan');
    await user.click(await screen.findByRole('button', { name: 'Unduh XLSX' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal membuat laporan.');
    expect(alert).toHaveTextContent('Kabinet tidak ditemukan.');
    expect(screen.getByRole('button', { name: 'Unduh XLSX' })).toBeEnabled();
  });
});
