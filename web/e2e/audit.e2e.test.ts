/**
 * No silent overwrites and the audit log, in real Chromium against the built site (ADR 086, 087):
 * 1. two browser contexts open one article's editor; the first saves; the second saves over the older version and gets
 *    the 409 naming who and when, its typed text kept in the editor, and loads the newer version on request;
 * 2. Riwayat (/admin/riwayat) shows the sign-ins and the edit with its actor, filters by kind, and is axe clean.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const stamp = Date.now().toString(36);
const title = `Rapat koordinasi ${stamp}`;
let browser: Browser;
let first: Session;
let second: Session;
let editUrl = '';

async function signIn(session: Session) {
  await session.page.goto('/login');
  await session.page.getByLabel('Username').fill(username);
  await session.page.getByLabel('Password').fill(password);
  await session.page.getByRole('button', { name: 'LOGIN' }).click();
  await session.page.waitForURL(/\/admin$/);
}

async function openEditor(session: Session) {
  await session.page.goto(editUrl);
  await session.page.getByText('Memuat data...').waitFor({ state: 'detached' });
  await session.page.locator('iframe.tox-edit-area__iframe').waitFor();
}

const editorText = (session: Session) =>
  session.page.frameLocator('iframe.tox-edit-area__iframe').locator('body').innerText();

beforeAll(async () => {
  browser = await launch();
  first = await newSession(browser, baseURL);
  second = await newSession(browser, baseURL);
});
afterAll(async () => {
  await browser?.close();
});

describe('two editors, one article', () => {
  it('the second save gets the 409 with who and when, and keeps its text', async () => {
    await signIn(first);
    await signIn(second);
    // the article both will edit
    await first.page.goto('/admin/berita/tambah');
    await first.page
      .getByLabel(/Gambar Headline/)
      .setInputFiles({ name: 'rapat.png', mimeType: 'image/png', buffer: await makeImage('RAPAT') });
    await first.page.getByLabel(/Judul Berita/).fill(title);
    await first.page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
    await first.page.keyboard.type('Isi pertama.');
    await first.page.getByRole('button', { name: 'Simpan Draf', exact: true }).click();
    await first.page.getByText('Berita berhasil ditambahkan!').waitFor();
    await first.page.waitForURL(/\/admin\/berita$/, { timeout: 10_000 });
    await first.page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click();
    await first.page.waitForURL(/\/admin\/berita\/edit\/\d+$/);
    editUrl = new URL(first.page.url()).pathname;

    // both open it
    await openEditor(first);
    await openEditor(second);
    // the first saves
    await first.page.getByLabel(/Judul Berita/).fill(`${title} (versi pertama)`);
    await first.page.getByRole('button', { name: 'Simpan Perubahan', exact: true }).click();
    await first.page.getByText('Berita berhasil diperbarui!').waitFor();
    // the second, still on the older version, types and saves
    await second.page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
    await second.page.keyboard.press('End');
    await second.page.keyboard.type(' Tambahan penting dari editor kedua.');
    await second.page.getByLabel(/Judul Berita/).fill(`${title} (versi kedua)`);
    await second.page.getByRole('button', { name: 'Simpan Perubahan', exact: true }).click();
    const alert = second.page.getByRole('alert').filter({ hasText: 'Konten ini sudah diubah oleh' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(
      /Konten ini sudah diubah oleh .+ pada \d{2}\.\d{2}\. Muat ulang untuk melihat versi terbaru\./,
    );
    await alert.getByText('Isian Anda masih ada di formulir ini dan belum tersimpan.').waitFor();
    // nothing was stored, and nothing typed is lost
    expect(await second.page.getByLabel(/Judul Berita/).inputValue()).toBe(`${title} (versi kedua)`);
    expect(await editorText(second)).toContain('Tambahan penting dari editor kedua.');
    const id = editUrl.split('/').pop();
    const stored = (await (await second.page.request.get(`/api/admin/berita/${id}`)).json()) as { title: string };
    expect(stored.title).toBe(`${title} (versi pertama)`);
    await expectAccessible(second.page, 'Edit Berita after a 409');
    // the newer version, on request; the typed text is offered back from the browser's copy
    await alert.getByRole('button', { name: 'Muat versi terbaru' }).click();
    await second.page.locator('iframe.tox-edit-area__iframe').waitFor();
    await expect.poll(() => second.page.getByLabel(/Judul Berita/).inputValue()).toBe(`${title} (versi pertama)`);
    await second.page.getByText(/Ada tulisan yang belum tersimpan dari/).waitFor();
  });
});

describe('Riwayat', () => {
  it('shows each step with its actor, filters by kind, and is axe clean', async () => {
    await first.page.goto('/admin/riwayat');
    const table = first.page.getByRole('table');
    await table.waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: `${title} (versi pertama)` })
      .filter({ hasText: 'Mengubah berita' })
      .first()
      .waitFor();
    await table.getByRole('row').filter({ hasText: 'Masuk' }).first().waitFor();
    await expectAccessible(first.page, 'Riwayat');
    await first.page.getByLabel('Jenis').selectOption('berita');
    await first.page.getByRole('button', { name: 'Terapkan' }).click();
    await first.page.waitForURL(/target_type=berita/);
    await first.page.getByText(/riwayat cocok dengan filter\./).waitFor();
    // the filtered page replaces the rows a moment after the count: every row then names news, and there are some
    await expect
      .poll(
        async () => {
          const rows = (await first.page.getByRole('table').getByRole('row').allInnerTexts()).slice(1);
          return rows.length > 0 && rows.every((row) => /berita/i.test(row));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expectAccessible(first.page, 'Riwayat filtered');
  });
});
