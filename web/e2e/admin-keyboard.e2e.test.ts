/**
 * An admin's whole task with the keyboard only: sign in, add a news item (image, description, title, content in
 * the editor), save, sign out. Every step moves focus with Tab / Shift+Tab and acts with Enter, Space or typing;
 * the mouse is never used. The operating system's file dialog is answered by the test (it is not the site's).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession } from './browser';
import { makeImage, tabTo } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('an admin using only the keyboard', () => {
  it('signs in, adds a news item and signs out', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await newSession(browser, baseURL);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/login');

    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(username);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin(\/)?$/);

    await tabTo(page, page.getByRole('link', { name: 'Kelola Berita', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/berita$/);
    await tabTo(page, page.getByRole('link', { name: 'Tambah Berita Baru' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/berita\/tambah$/);

    const title = `Berita papan ketik ${Date.now()}`;
    await tabTo(page, page.getByLabel(/Gambar Headline/));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles({ name: 'papan-ketik.png', mimeType: 'image/png', buffer: await makeImage('KEYBOARD') });
    await page.getByRole('img', { name: /Pratinjau/ }).waitFor();
    await tabTo(page, page.getByLabel('Deskripsi Gambar (Opsional)'));
    await page.keyboard.type('Papan ketik di meja sekretariat');
    await tabTo(page, page.getByLabel(/Judul Berita/));
    await page.keyboard.type(title);
    const editor = page.locator('iframe.tox-edit-area__iframe');
    await editor.waitFor();
    await tabTo(page, editor);
    await page.keyboard.type('Ditulis tanpa tetikus.');
    await tabTo(page, page.getByRole('button', { name: 'Terbitkan', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText('Berita berhasil ditambahkan!').waitFor();
    await page.waitForURL(/\/admin\/berita$/, { timeout: 10_000 });
    await page.getByRole('cell', { name: title, exact: true }).waitFor();

    const saved = (await (await page.request.get('/api/berita?page=1')).json()) as {
      data: Array<{ title: string; image_alt: string | null; slug: string }>;
    };
    const item = saved.data.find((news) => news.title === title)!;
    expect(item.image_alt).toBe('Papan ketik di meja sekretariat');
    expect((await (await page.request.get(`/api/berita/${item.slug}`)).json()).content).toContain(
      'Ditulis tanpa tetikus.',
    );

    // the sidebar comes before the list: back up to it
    await tabTo(page, page.getByRole('button', { name: 'Keluar', exact: true }), { backward: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    // the signed-out check of /api/me (401) is the only failed request the browser logs
    expect(errors.filter((line) => !line.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
