/**
 * What the association keeps (issue 30; ADR 097, ADR 098), in headless Chromium against the real CMS serving the built
 * site: a document uploaded in Kelola Dokumen downloads from /dokumen as a sandboxed PDF (the contract's headers, the
 * same bytes); saving September's awards keeps August's on /awarding. axe finds nothing serious on the screens.
 */
import type { Browser, Page } from 'playwright-core';
import type { AwardingMonth } from '@hmrpl/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { ONE_PAGE_PDF as PDF, expectAccessible, makeImage } from './helpers';

const baseURL = inject('baseURL');
let browser: Browser;
let admin: Session;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  admin = await newSession(browser, baseURL);
  page = admin.page;
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/login');
  await page.getByLabel('Username').fill(inject('adminUsername'));
  await page.getByLabel('Password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/admin$/);
});
afterAll(async () => {
  await browser?.close();
});

describe('the association’s documents', () => {
  it('a PDF uploaded in Kelola Dokumen downloads from /dokumen with the contract’s headers', async () => {
    const title = `LPJ Uji ${Date.now()}`;
    await page.goto('/admin/dokumen');
    await page.getByRole('heading', { name: 'Kelola Dokumen' }).waitFor();
    await page.getByLabel(/Judul Dokumen/).fill(title);
    await page.getByLabel(/Kategori/).selectOption('LPJ');
    await page.getByLabel(/Berkas PDF/).setInputFiles({ name: 'lpj.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectAccessible(page, 'Kelola Dokumen');
    await page.getByRole('button', { name: 'Simpan Dokumen' }).click();
    await page.getByText('Dokumen berhasil ditambahkan!').waitFor();
    await page.getByRole('cell', { name: `${title} (buka PDF di tab baru)`, exact: true }).waitFor();

    // a page with a PDF name is refused with the contract's message, nothing added
    await page.getByLabel(/Judul Dokumen/).fill('Bukan PDF');
    await page.getByLabel(/Berkas PDF/).setInputFiles({
      name: 'halaman.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    });
    await page.getByRole('button', { name: 'Simpan Dokumen' }).click();
    await page.getByText('Berkas harus berupa PDF.').first().waitFor();
    expect(await page.getByRole('cell', { name: /Bukan PDF/ }).count()).toBe(0);

    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto('/dokumen');
    await visitor.page.getByRole('heading', { level: 3, name: title }).waitFor();
    await expectAccessible(visitor.page, '/dokumen');
    const link = visitor.page.getByRole('link', { name: new RegExp(`Unduh ${title}`) });
    const [download] = await Promise.all([visitor.page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^lpj-uji-\d+\.pdf$/);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/storage\/dokumen_[0-9a-f]{24}_[0-9a-f]{10}\.pdf$/);
    const file = await visitor.context.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-security-policy']).toBe('sandbox');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(await file.body(), PDF)).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});

describe('the awards’ archive', () => {
  const saveMonth = async (periode: string, slot: string, label: string) => {
    await page.goto('/admin/awarding');
    const field = page.getByLabel(/Periode/);
    await field.fill(periode);
    await page.getByLabel(slot).setInputFiles({
      name: `${periode}.png`,
      mimeType: 'image/png',
      buffer: await makeImage(label, 'png', 1080, 1080),
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Gambar awarding berhasil diperbarui!').waitFor();
  };
  const month = async (periode: string) =>
    (await (await admin.context.request.get(`/api/awarding/arsip/${periode}`)).json()) as AwardingMonth;

  it('saving September’s awards keeps August’s on /awarding, each poster whole', async () => {
    await saveMonth('2025-08', 'Staff of the month', 'Staff Agustus');
    await expectAccessible(page, 'Edit Awarding');
    const august = await month('2025-08');
    await saveMonth('2025-09', 'Divisi of the month', 'Divisi September');
    // August is as it was
    expect(await month('2025-08')).toEqual(august);

    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto('/awarding');
    const main = visitor.page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'September 2025' }).waitFor();
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('September 2025')).toBeLessThan(headings.indexOf('Agustus 2025'));
    expect(headings.indexOf('Agustus 2025')).toBeGreaterThan(-1);
    const augustSection = visitor.page.getByRole('region', { name: 'Agustus 2025' });
    const staff = augustSection.getByRole('img', { name: 'Poster penghargaan Staff Terbaik Agustus 2025' });
    await staff.waitFor();
    expect(await staff.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).toContain(
      august.staff_image_path!.replace(/\.[a-z]+$/, ''),
    );
    // whole: drawn with object-fit contain
    expect(await staff.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    await expectAccessible(visitor.page, '/awarding');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
