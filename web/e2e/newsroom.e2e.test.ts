/**
 * The newsroom in real Chromium against the built site: a writer keeps a draft, shares its preview link with someone
 * who has no account, publishes it, edits it twice and brings back the first version, moves it to another slug (the
 * old link still arrives), and a visitor finds it by one word of its text.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const stamp = Date.now().toString(36);
const title = `Pengumuman Redaksi ${stamp}`;
const word = `kataunik${stamp}`;
let browser: Browser;
let writer: Session;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launch();
  writer = await newSession(browser, baseURL);
  await writer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  page = writer.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => {
  await browser?.close();
});

async function openEdit() {
  await page.goto('/admin/berita');
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(/\/admin\/berita\/edit\/\d+$/);
  await page.getByText('Memuat data...').waitFor({ state: 'detached' });
  await page.locator('iframe.tox-edit-area__iframe').waitFor();
}

/** Saves with the given button and waits for the success banner and the way back to the list. */
async function saveWith(button: string, banner = 'Berita berhasil diperbarui!') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(banner).waitFor();
  await page.waitForURL(/\/admin\/berita$/, { timeout: 10_000 });
}

describe('the newsroom, end to end', () => {
  let previewLink = '';
  let slug = '';

  it('writes a draft that stays off the site', async () => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/berita/tambah');
    await page
      .getByLabel(/Gambar Headline/)
      .setInputFiles({ name: 'redaksi.png', mimeType: 'image/png', buffer: await makeImage('REDAKSI') });
    await page.getByLabel(/Judul Berita/).fill(title);
    const editor = page.frameLocator('iframe.tox-edit-area__iframe').locator('body');
    await editor.click();
    await page.keyboard.type(`Rapat redaksi membahas ${word} untuk pekan depan.`);
    await saveWith('Simpan Draf', 'Berita berhasil ditambahkan!');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('cell', { name: 'Draf', exact: true }).waitFor();
    await expectAccessible(page, 'Kelola Berita with a draft');
    const list = (await (await page.request.get('/api/berita?page=1')).json()) as { data: Array<{ title: string }> };
    expect(list.data.map((item) => item.title)).not.toContain(title);
  });

  it('copies its preview link, which opens in a fresh browser with no session', async () => {
    await openEdit();
    await page.getByText('belum tampil di situs').waitFor();
    const panel = page.getByRole('region', { name: 'Pratinjau' });
    await panel.getByRole('button', { name: 'Buat Tautan Pratinjau' }).click();
    previewLink = await panel.getByLabel('Tautan pratinjau').inputValue();
    expect(previewLink).toMatch(new RegExp(`^${baseURL}/berita/[a-z0-9-]+\\?pratinjau=`));
    await panel.getByRole('button', { name: 'Salin Tautan' }).click();
    await panel.getByText('Tautan pratinjau disalin.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(previewLink);
    await expectAccessible(page, 'Edit Berita with its newsroom panels');
    slug = new URL(previewLink).pathname.split('/').pop()!;

    const stranger = await newSession(browser, baseURL);
    const response = await stranger.page.goto(previewLink);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await stranger.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await stranger.page.getByText(`Rapat redaksi membahas ${word} untuk pekan depan.`).waitFor();
    // a visible band says it is not public yet
    await stranger.page.getByRole('note').getByText('Pratinjau - belum terbit').waitFor();
    await expectAccessible(stranger.page, 'a preview of a draft');
    expect(await stranger.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await stranger.context.cookies()).toEqual([]);
    // without the token: not found, as for any visitor
    const bare = await stranger.page.goto(`/berita/${slug}`);
    expect(bare?.status()).toBe(404);
    await stranger.page.getByText('Artikel tidak ditemukan.').waitFor();
    await stranger.context.close();
  });

  it('revokes its preview links ("Cabut tautan pratinjau"): the copied link now says it is no longer valid', async () => {
    await openEdit();
    const panel = page.getByRole('region', { name: 'Pratinjau' });
    await panel.getByRole('button', { name: 'Cabut tautan pratinjau' }).click();
    await panel.getByText('Tautan pratinjau berhasil dicabut!').waitFor();
    expect(dialogs.at(-1)).toContain('Cabut semua tautan pratinjau');
    const stranger = await newSession(browser, baseURL);
    const response = await stranger.page.goto(previewLink);
    expect(response?.status()).toBe(404);
    await stranger.page.getByRole('heading', { level: 1, name: 'Tautan pratinjau ini sudah tidak berlaku.' }).waitFor();
    expect(await stranger.page.getByText('Artikel tidak ditemukan.').count()).toBe(0);
    await expectAccessible(stranger.page, 'a revoked preview link');
    await stranger.context.close();
  });

  it('publishes it', async () => {
    await openEdit();
    await saveWith('Terbitkan');
    await page.getByRole('row').filter({ hasText: title }).getByRole('cell', { name: 'Draf' }).waitFor({
      state: 'detached',
    });
    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto(`/berita/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.context.close();
  });

  it('edits it twice, then restores the first version after a confirmation', async () => {
    for (const suffix of ['(revisi dua)', '(revisi tiga)']) {
      await openEdit();
      await page.getByLabel(/Judul Berita/).fill(`${title} ${suffix}`);
      await saveWith('Simpan Perubahan');
    }
    await openEdit();
    const revisions = page.getByRole('region', { name: 'Riwayat Revisi' });
    const rows = revisions.getByRole('row');
    await expect.poll(() => rows.count()).toBe(5); // header + draft, publish, two edits
    await expect.poll(() => rows.nth(1).textContent()).toContain(`${title} (revisi tiga)`);
    const first = rows.nth(4);
    expect(await first.getByRole('cell').nth(1).textContent()).toBe(title);
    await first.getByRole('button', { name: /^Bandingkan/ }).click();
    await revisions.getByRole('region', { name: 'Versi saat ini' }).waitFor();
    await expectAccessible(page, 'Edit Berita comparing two versions');
    await first.getByRole('button', { name: /^Pulihkan/ }).click();
    await page.getByText('Revisi berhasil dipulihkan!').waitFor();
    expect(dialogs.some((text) => text.startsWith('Pulihkan versi'))).toBe(true);
    await expect.poll(() => page.getByLabel(/Judul Berita/).inputValue()).toBe(title);
    await expect.poll(() => rows.count()).toBe(6);
    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto(`/berita/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await visitor.context.close();
  });

  it('moves it to a new slug; the old link still arrives', async () => {
    await openEdit();
    const newSlug = `redaksi-pindah-${stamp}`;
    await page.getByLabel('Slug (alamat berita)').fill(newSlug);
    await page.getByText(/Mengubah slug memindahkan alamat berita/).waitFor();
    await saveWith('Simpan Perubahan');
    const visitor = await newSession(browser, baseURL);
    const response = await visitor.page.goto(`/berita/${slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/berita/${slug}`);
    expect(visitor.page.url()).toBe(`${baseURL}/berita/${newSlug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.context.close();
  });

  it('is found by one word of its text', async () => {
    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto('/berita');
    await visitor.page.getByRole('searchbox', { name: 'Cari berita' }).fill(word.toUpperCase());
    await visitor.page.getByRole('button', { name: 'Cari' }).click();
    await visitor.page.waitForURL(new RegExp(`/berita\\?q=${word.toUpperCase()}$`));
    await visitor.page.getByText(`1 berita ditemukan untuk “${word.toUpperCase()}”.`).waitFor();
    await visitor.page.getByRole('heading', { name: title }).waitFor();
    await expectAccessible(visitor.page, '/berita with search results');
    // the search reloads whole from its URL (the server embeds the same answer)
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: title }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
