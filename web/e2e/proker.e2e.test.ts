/**
 * Programs of work and the cabinet report in real Chromium against the real CMS (ADR 091, 092): an admin adds a
 * program to a department in Kelola Proker, links an activity to it from the activity's own form, moves it to
 * `berjalan` at 40 % from the list, and a visitor's /proker shows it at once (status, a progress bar read as a
 * number, its activity on its page); then the report of the active cabinet is downloaded as XLSX and PDF, and both
 * files are opened and hold the program with its status.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, signedInSession, type Session } from './browser';
import { editActivity, expectAccessible } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');

let browser: Browser;
let admin: Session;
let page: Page;
const title = `Hackathon Internal E2E ${Date.now()}`;

/** The text drawn by a PDF's `Tj` operators (pdf-lib writes hex strings into deflated content streams). */
function pdfText(bytes: Buffer): string {
  const texts: string[] = [];
  for (let from = 0; ;) {
    const start = bytes.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    let at = start + 6;
    if (bytes[at] === 0x0d) at += 1;
    if (bytes[at] === 0x0a) at += 1;
    const end = bytes.indexOf('endstream', at, 'latin1');
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(at, end)).toString('latin1');
    } catch {
      content = bytes.subarray(at, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    from = end + 9;
  }
  return texts.join(' ');
}

beforeAll(async () => {
  browser = await launch();
  admin = await signedInSession(browser, baseURL, { username, password });
  page = admin.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('programs of work, from the board to a visitor and into the report', () => {
  let department = '';
  let slug = '';

  it('adds a program to a department in Kelola Proker', async () => {
    await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Kelola Proker' }).click();
    await page.waitForURL(/\/admin\/proker$/);
    const add = page.getByRole('button', { name: /^Tambah Program Kerja di / }).nth(1);
    await add.waitFor();
    department = ((await add.textContent()) ?? '').replace('Tambah Program Kerja di ', '');
    await expectAccessible(page, 'Kelola Proker');
    await add.click();
    const form = page.getByRole('form', { name: `Tambah Program Kerja ${department}` });
    await form.getByLabel(/Nama Program Kerja/).fill(title);
    await form.getByLabel('Tanggal Mulai').fill('2025-03-01');
    await form.getByLabel('Tanggal Selesai').fill('2025-03-02');
    await form.getByLabel('Penanggung Jawab').fill('Divisi Akademik & Riset');
    await form.getByLabel(/Ringkasan/).fill('Membangun aplikasi dalam 24 jam bersama.');
    await expectAccessible(page, 'Tambah Program Kerja');
    await form.getByRole('button', { name: 'Simpan Program Kerja' }).click();
    await page.getByText('Program kerja berhasil ditambahkan!').waitFor();
    await page.getByRole('region', { name: department }).getByRole('cell', { name: title, exact: true }).waitFor();
  });

  it('links an activity to it from the activity’s own form', async () => {
    const list = await (await page.request.get('/api/admin/kegiatan?per_page=100')).json();
    const activity = (list.data as Array<{ id: number; title: string }>).find(
      (item) => item.title === 'Workshop Git dan GitHub',
    )!;
    await editActivity(page, activity.id, async () => {
      await page.getByRole('option', { name: title }).waitFor({ state: 'attached' });
      await page.getByLabel('Program Kerja (Opsional)').selectOption({ label: title });
    });
  });

  it('moves it to berjalan at 40 % from the list, and /proker shows it at once', async () => {
    await page.goto('/admin/proker');
    const region = page.getByRole('region', { name: department });
    await region.getByRole('cell', { name: title, exact: true }).waitFor();
    await region.getByRole('combobox', { name: `Status ${title}` }).selectOption('berjalan');
    await region.getByRole('spinbutton', { name: `Progres ${title} (persen)` }).fill('40');
    await region.getByRole('button', { name: `Perbarui ${title}` }).click();
    await page.getByText('Program kerja berhasil diperbarui!').waitFor();

    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto('/proker');
    const card = visitor.page.getByRole('listitem').filter({ has: visitor.page.getByRole('heading', { name: title }) });
    await card.waitFor();
    expect(await card.getByText('Berjalan', { exact: true }).count()).toBe(1);
    const bar = card.getByRole('progressbar', { name: `Progres ${title}` });
    expect(await bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await bar.getAttribute('aria-valuetext')).toBe('40 persen');
    await expectAccessible(visitor.page, '/proker');
    await card.getByRole('link', { name: title }).click();
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    slug = new URL(visitor.page.url()).pathname.split('/').pop()!;
    await visitor.page.getByRole('link', { name: 'Workshop Git dan GitHub' }).waitFor();
    await expectAccessible(visitor.page, '/proker/{slug}');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(slug).toMatch(/^hackathon-internal-e2e-/);
  });

  it('downloads the cabinet report as XLSX and PDF, and both hold the program with its status', async () => {
    await page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name: 'Laporan Kabinet' })
      .click();
    await page.getByRole('button', { name: 'Unduh XLSX' }).waitFor();
    await expectAccessible(page, 'Laporan Kabinet');
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^laporan-.+\.xlsx$/);
    const book = XLSX.read(readFileSync((await xlsx.path())!));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Program Kerja']!, { header: 1 });
    expect(rows).toContainEqual(expect.arrayContaining([department, title, 'Berjalan', 40]));
    await page.getByText(/berhasil diunduh\.$/).waitFor();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^laporan-.+\.pdf$/);
    const text = pdfText(readFileSync((await pdf.path())!));
    expect(text).toContain('1. Program Kerja');
    expect(text).toContain(title);
    // a cell's long word may be cut across lines (drawn as pieces): compare without the spaces between them
    const flat = text.replace(/\s+/g, '');
    expect(flat).toMatch(new RegExp(`${title.replace(/\s+/g, '')}.*Berjalan`));
    // the admin session logged the sign-in page's own 401 (GET /api/me before signing in): only the other errors count
    expect(admin.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });
});
