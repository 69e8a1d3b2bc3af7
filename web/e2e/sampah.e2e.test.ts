/**
 * The trash, as an admin meets it (ADR 089): an article with an image is deleted from Kelola Berita (the confirmation
 * names the trash), its public page answers 404, Tempat Sampah lists it and restores it with the keyboard, and the
 * public page is back at the same address with the same image. axe runs on Tempat Sampah, full and empty. A document
 * deleted in Kelola Dokumen leaves /dokumen and, restored, downloads again from the same address, the same bytes.
 */
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import type { CreateDokumenResponse, CreateNewsResponse } from '@hmrpl/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { ONE_PAGE_PDF, expectAccessible, makeImage, tabTo } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const stamp = Date.now().toString(36);
const title = `Berita Tempat Sampah ${stamp}`;
let browser: Browser;
let admin: Session;
let page: Page;
let api: APIRequestContext;
let article: CreateNewsResponse['data'];
const dialogs: string[] = [];

async function xsrf(context: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' };
}

beforeAll(async () => {
  browser = await launch();
  // the article is written through the API (the editor has its own journey); the delete and restore in the browser
  api = await request.newContext({ baseURL });
  await api.get('/sanctum/csrf-cookie');
  const login = await api.post('/api/login', { data: { email: username, password }, headers: await xsrf(api) });
  expect(login.status()).toBe(200);
  const created = await api.post('/api/admin/berita', {
    multipart: {
      title,
      content: '<p>Isi berita yang akan dihapus lalu dipulihkan.</p>',
      image: { name: 'foto.png', mimeType: 'image/png', buffer: await makeImage('Sampah', 'png', 800, 450) },
    },
    headers: await xsrf(api),
  });
  expect(created.status()).toBe(201);
  article = ((await created.json()) as CreateNewsResponse).data;

  admin = await newSession(browser, baseURL);
  page = admin.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => {
  await api?.dispose();
  await browser?.close();
});

/** The article's public page: its status and the headline image's address. */
async function publicPage() {
  const visitor = await newSession(browser, baseURL);
  const response = await visitor.page.goto(`/berita/${article.slug}`);
  const status = response?.status() ?? 0;
  let image: string | null = null;
  if (status === 200) {
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    image = await visitor.page.locator('article img, main img').first().getAttribute('src');
  }
  await visitor.context.close();
  return { status, image };
}

describe('the trash', () => {
  it('an admin deletes an article and restores it from Tempat Sampah: same address, same image', async () => {
    const before = await publicPage();
    expect(before.status).toBe(200);
    expect(before.image).toContain(article.image_path!.replace(/\.[a-z]+$/, ''));

    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    // the login page's own session check (401 before signing in) is not this journey's error
    const errorsBefore = admin.errors.length;

    await page.goto('/admin/berita');
    await page.getByRole('button', { name: `Hapus ${title}` }).click();
    await page.getByRole('status').filter({ hasText: 'Berita berhasil dihapus!' }).waitFor();
    expect(dialogs.at(-1)).toBe(
      'Apakah Anda yakin ingin menghapus berita ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect((await publicPage()).status).toBe(404);

    const sidebar = page.getByRole('navigation', { name: 'Navigasi admin' });
    await sidebar.getByRole('link', { name: 'Tempat Sampah', exact: true }).click();
    await page.waitForURL(/\/admin\/sampah$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await expectAccessible(page, 'Tempat Sampah');

    const restore = page.getByRole('button', { name: `Pulihkan ${title}` });
    await tabTo(page, restore);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Konten berhasil dipulihkan!' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await expectAccessible(page, 'Tempat Sampah after a restore');

    const after = await publicPage();
    expect(after).toEqual(before);
    expect(admin.errors.slice(errorsBefore)).toEqual([]);
  });

  it('a document deleted in Kelola Dokumen leaves /dokumen and, restored, downloads again: same address, same bytes', async () => {
    const docTitle = `SOP Tempat Sampah ${stamp}`;
    const created = await api.post('/api/admin/dokumen', {
      multipart: {
        title: docTitle,
        kategori: 'SOP',
        file: { name: 'sop.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
      },
      headers: await xsrf(api),
    });
    expect(created.status()).toBe(201);
    const doc = ((await created.json()) as CreateDokumenResponse).data;
    /** /dokumen as a visitor sees it: the document's download address, or null when it is not listed. */
    const listed = async () => {
      const visitor = await newSession(browser, baseURL);
      await visitor.page.goto('/dokumen');
      // the list has loaded: a document's heading, or the empty text
      await visitor.page
        .getByRole('heading', { level: 3 })
        .or(visitor.page.getByText('Belum ada dokumen yang diterbitkan.'))
        .first()
        .waitFor();
      const link = visitor.page.getByRole('link', { name: new RegExp(`Unduh ${docTitle}`) });
      const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
      await visitor.context.close();
      return href;
    };
    expect(await listed()).toBe(`/storage/${doc.file_path}`);

    const errorsBefore = admin.errors.length;
    await page.goto('/admin/dokumen');
    await page.getByRole('button', { name: `Hapus ${docTitle}` }).click();
    await page.getByText('Dokumen berhasil dihapus!').waitFor();
    expect(dialogs.at(-1)).toBe(
      'Apakah Anda yakin ingin menghapus dokumen ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    expect(await listed()).toBeNull();

    await page.goto('/admin/sampah');
    const row = page.getByRole('row').filter({ hasText: docTitle });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Dokumen', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: `Pulihkan ${docTitle}` }).click();
    await page.getByRole('status').filter({ hasText: 'Konten berhasil dipulihkan!' }).waitFor();
    await row.waitFor({ state: 'detached' });

    const href = await listed();
    expect(href).toBe(`/storage/${doc.file_path}`);
    const file = await api.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await file.body(), ONE_PAGE_PDF)).toBe(0);
    expect(admin.errors.slice(errorsBefore)).toEqual([]);
  });
});
