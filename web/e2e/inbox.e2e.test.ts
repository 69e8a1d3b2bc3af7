/**
 * The aspiration inbox as people use it, in real Chromium against the real CMS serving the built site:
 * 1. a student sends an aspiration through /aspirasi;
 * 2. the admin sees the unread count go up, opens the aspiration (it becomes 'Dibaca'), sets 'Diproses' with a note,
 *    and filters the list to it, with the keyboard only;
 * 3. the admin exports what the filter shows;
 * 4. the admin deletes a spam entry, and a batch of spam with one bulk delete of the filter.
 * axe runs on every screen of the way.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, tabTo } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const stamp = Date.now().toString(36);
const pesan = `Wifi di lab lantai 3 sering putus saat praktikum (${stamp}).`;
let browser: Browser;
let admin: Session;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await newSession(browser, baseURL);
  page = admin.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => {
  await browser?.close();
});

/** The sidebar's unread count ('' when there is none). */
async function unreadCount(): Promise<number> {
  const badge = page.locator('#admin-unread');
  return (await badge.count()) === 0 ? 0 : Number((await badge.innerText()).replace(/\D/g, ''));
}

/** A student (own browser) sends an aspiration through the form. */
async function studentSends(body: { nama?: string; nim?: string; kategori?: string; pesan: string }) {
  const student = await newSession(browser, baseURL);
  await student.page.goto('/aspirasi');
  await student.page.getByRole('heading', { level: 1, name: 'SE-Aspirasi' }).waitFor();
  if (body.nama) await student.page.getByLabel('Nama', { exact: true }).fill(body.nama);
  if (body.nim) await student.page.getByLabel('NIM', { exact: true }).fill(body.nim);
  if (body.kategori) await student.page.getByLabel('Kategori').selectOption(body.kategori);
  await student.page.getByLabel(/Pesan/).fill(body.pesan);
  await student.page.getByRole('button', { name: 'Kirim Aspirasi' }).click();
  await student.page.getByText('Aspirasi Anda berhasil terkirim. Terima kasih!').waitFor();
  return student;
}

describe('the aspiration inbox', () => {
  it('a student sends an aspiration; the form says what is kept, why and for how long', async () => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByText(/aspirasi belum dibaca/).waitFor();
    const before = await unreadCount();

    const student = await newSession(browser, baseURL);
    await student.page.goto('/aspirasi');
    await student.page
      .getByText(
        'Nama dan NIM disimpan paling lama 12 bulan untuk menindaklanjuti aspirasi Anda, lalu dihapus; pesan tetap disimpan sebagai arsip.',
      )
      .waitFor();
    // the honeypot is never reached with Tab
    const trap = student.page.locator('input[name="tautan"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    await expectAccessible(student.page, '/aspirasi');
    await student.context.close();
    await (await studentSends({ nama: 'Citra Lestari', nim: '1302224455', kategori: 'Kritik', pesan })).context.close();

    // the admin sees the count go up (the dashboard and the sidebar read it again on the next visit)
    await page.goto('/admin');
    await page.getByText(/aspirasi belum dibaca/).waitFor();
    await expect.poll(unreadCount).toBe(before + 1);
    await expectAccessible(page, 'Dashboard with the unread count');
  });

  it('the admin opens it (it becomes Dibaca), sets Diproses with a note and filters to it, with the keyboard', async () => {
    const before = await unreadCount();
    const sidebar = page.getByRole('navigation', { name: 'Navigasi admin' });
    await tabTo(page, sidebar.getByRole('link', { name: 'Lihat Responden', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/aspirasi$/);
    await page.getByRole('cell', { name: 'Citra Lestari' }).first().waitFor();
    await expectAccessible(page, 'Lihat Responden');

    await tabTo(page, page.getByRole('link', { name: /^Buka aspirasi dari Citra Lestari/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/aspirasi\/\d+$/);
    await page.getByText(pesan).waitFor();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('dibaca');
    await expect.poll(unreadCount).toBe(before - 1);
    await expectAccessible(page, 'Detail Aspirasi');

    await tabTo(page, page.getByLabel('Status'));
    await page.keyboard.press('ArrowDown'); // dibaca -> diproses
    expect(await page.getByLabel('Status').inputValue()).toBe('diproses');
    await tabTo(page, page.getByLabel('Catatan pengurus'));
    await page.keyboard.type('Sudah dilaporkan ke laboran.');
    await tabTo(page, page.getByRole('button', { name: 'Simpan', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText('Aspirasi berhasil diperbarui!').waitFor();
    await expectAccessible(page, 'Detail Aspirasi after saving');

    await tabTo(page, page.getByRole('link', { name: 'Kembali ke daftar' }), { backward: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/aspirasi$/);
    await tabTo(page, page.getByLabel('Cari pesan, nama, atau NIM'));
    await page.keyboard.type(stamp);
    await tabTo(page, page.getByLabel('Status'));
    await page.keyboard.press('End'); // the last choice: Selesai
    await page.keyboard.press('ArrowUp'); // Diproses
    expect(await page.getByLabel('Status').inputValue()).toBe('diproses');
    await tabTo(page, page.getByRole('button', { name: 'Terapkan' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/aspirasi\\?status=diproses&q=${stamp}$`));
    await page.getByText('1 aspirasi cocok dengan filter.').waitFor();
    const row = page.getByRole('row').filter({ hasText: pesan });
    await row.getByText('Diproses', { exact: true }).waitFor();
    await expectAccessible(page, 'Lihat Responden, filtered');

    // the filtered view is a link another admin can open
    const shared = await newSession(browser, baseURL);
    await shared.context.addCookies(await admin.context.cookies());
    await shared.page.goto(page.url());
    await shared.page.getByText('1 aspirasi cocok dengan filter.').waitFor();
    expect(await shared.page.getByLabel('Cari pesan, nama, atau NIM').inputValue()).toBe(stamp);
    await shared.context.close();
  });

  it('the admin exports what the filter shows', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Responden_Aspirasi_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync((await download.path())!));
    // one sheet: the spec's four columns first, then the status, the staff's note and the date (ADR 069)
    expect(book.SheetNames).toEqual(['Responden']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Responden!, { header: 1 });
    expect(rows[0]).toEqual(['Nama', 'NIM', 'Kategori', 'Pesan', 'Status', 'Catatan', 'Tanggal']);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ['Citra Lestari', '1302224455', 'Kritik', pesan, 'Diproses', 'Sudah dilaporkan ke laboran.'],
    ]);
    expect(rows[1]![6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('the admin deletes a spam entry, then a batch of spam with one bulk delete', async () => {
    const spam = `Promo slot gacor ${stamp}`;
    for (const n of [1, 2, 3])
      await (await studentSends({ kategori: 'Lainnya', pesan: `${spam} #${n}` })).context.close();

    await page.goto(`/admin/aspirasi?q=${encodeURIComponent(spam)}`);
    await page.getByText('3 aspirasi cocok dengan filter.').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: `${spam} #1` })
      .getByRole('button', { name: /^Hapus aspirasi dari/ })
      .click();
    await page.getByText('Aspirasi berhasil dihapus!').waitFor();
    expect(dialogs).toContain(
      'Apakah Anda yakin ingin menghapus aspirasi ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    await page.getByText('2 aspirasi cocok dengan filter.').waitFor();

    await page.getByRole('button', { name: 'Hapus semua hasil filter (2)' }).click();
    await page.getByText('2 aspirasi berhasil dihapus!').waitFor();
    expect(dialogs).toContain(
      'Apakah Anda yakin ingin menghapus 2 aspirasi yang cocok dengan filter ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    await page.getByText('Tidak ada aspirasi yang cocok dengan filter.').waitFor();
    await expectAccessible(page, 'Lihat Responden after deleting');
    const left = (await (await page.request.get(`/api/aspirasi?q=${encodeURIComponent(stamp)}`)).json()) as {
      data: Array<{ pesan: string }>;
    };
    expect(left.data.map((a) => a.pesan)).toEqual([pesan]);
    // the signed-out check of /api/me (401) before signing in is the only failed request the browser logs
    expect(admin.errors.filter((line) => !line.includes('status of 401'))).toEqual([]);
  });
});
