import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage, typeInEditor } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
let browser: Browser;
let session: Session;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launch();
  session = await newSession(browser, baseURL);
  page = session.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('an admin of the association', () => {
  it('is sent to /login from a protected page, signs in and comes back to it', async () => {
    await page.goto('/admin/berita');
    await page.waitForURL(/\/login/);
    await page.getByText('LOGIN ADMIN').waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('salah-sekali');
    await expectAccessible(page, '/login');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByText('Username atau password salah.').waitFor();
    await expectAccessible(page, '/login with an error');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin\/berita$/);
    await page.getByText('Memuat data berita...').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Tambah Berita Baru' }).waitFor();
    await expectAccessible(page, 'Kelola Berita');
    // the session lives in an httpOnly cookie; web storage holds nothing but the staff mark (ADR 122: '1', no secret)
    const cookies = await session.context.cookies();
    const sessionCookie = cookies.find((cookie) => cookie.httpOnly);
    expect(sessionCookie).toBeTruthy();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).toBe(
      '{"hmrpl-staf":"1"}{}',
    );
    expect(await page.evaluate(() => document.cookie)).not.toContain(sessionCookie!.value);
  });

  const title = `Liputan E2E ${Date.now()}`;
  let editedTitle = '';

  it('adds a news item with the self-hosted editor, and visitors read it', async () => {
    await page.getByRole('link', { name: 'Tambah Berita Baru' }).click();
    await page.waitForURL(/\/admin\/berita\/tambah$/);
    await page
      .getByLabel(/Gambar Headline/)
      .setInputFiles({ name: 'headline.png', mimeType: 'image/png', buffer: await makeImage('E2E') });
    await page.getByLabel(/Judul Berita/).fill(title);
    await page.locator('iframe.tox-edit-area__iframe').waitFor();
    await typeInEditor(page, 'Isi berita dari uji ujung ke ujung.');
    await expectAccessible(page, 'Tambah Berita');
    // TinyMCE came from our own origin: no request left for a cloud host
    expect(session.requests.filter((url) => /tiny(mce)?\.cloud|cdn\.tiny/.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await page.getByText('Berita berhasil ditambahkan!').waitFor();
    await page.waitForURL(/\/admin\/berita$/, { timeout: 10_000 });
    await page.getByRole('cell', { name: title, exact: true }).waitFor();

    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto('/berita');
    await visitor.page.getByRole('heading', { name: title }).first().waitFor();
    await visitor.page
      .getByRole('link', { name: /Selengkapnya/ })
      .first()
      .click();
    await visitor.page.getByText('Isi berita dari uji ujung ke ujung.').waitFor();
    await visitor.page.getByText('/ Admin').waitFor();
    await visitor.context.close();
  });

  it('edits it (the shared link keeps working) and deletes it with a confirmation', async () => {
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/berita\/edit\/\d+$/);
    await page.getByText('Memuat data...').waitFor({ state: 'detached' });
    await page.locator('iframe.tox-edit-area__iframe').waitFor();
    await expectAccessible(page, 'Edit Berita');
    const slugUrl = await page.evaluate(async (t) => {
      const res = await fetch('/api/berita?page=1');
      const body = (await res.json()) as { data: Array<{ title: string; slug: string }> };
      return `/berita/${body.data.find((item) => item.title === t)?.slug}`;
    }, title);
    editedTitle = `${title} (diperbarui)`;
    await page.getByLabel(/Judul Berita/).fill(editedTitle);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await page.getByText('Berita berhasil diperbarui!').waitFor();
    await page.waitForURL(/\/admin\/berita$/, { timeout: 10_000 });
    await page.getByRole('cell', { name: editedTitle, exact: true }).waitFor();
    expect((await page.request.get(slugUrl, { headers: { Accept: 'text/html' } })).status()).toBe(200);
    expect((await (await page.request.get(`/api${slugUrl}`)).json()).title).toBe(editedTitle);

    await page.getByRole('row').filter({ hasText: editedTitle }).getByRole('button', { name: /Hapus/ }).click();
    await page.getByText('Berita berhasil dihapus!').waitFor();
    // the spec's question, then where the item goes (the trash, ADR 089)
    expect(dialogs).toContain(
      'Apakah Anda yakin ingin menghapus berita ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    await page.getByRole('cell', { name: editedTitle, exact: true }).waitFor({ state: 'detached' });
    expect((await page.request.get(`/api${slugUrl}`)).status()).toBe(404);
  });

  it('uploads two gallery images and deletes one', async () => {
    const before = ((await (await page.request.get('/api/galeri')).json()) as { total: number }).total;
    await page.goto('/admin/galeri/tambah');
    await page.getByLabel(/Pilih Gambar/).setInputFiles([
      { name: 'satu.jpg', mimeType: 'image/jpeg', buffer: await makeImage('Satu', 'jpeg') },
      { name: 'dua.webp', mimeType: 'image/webp', buffer: await makeImage('Dua', 'webp') },
    ]);
    await page.getByLabel('Deskripsi gambar satu.jpg (opsional)').fill('Foto pertama dari uji e2e');
    await expectAccessible(page, 'Tambah Galeri');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByRole('button', { name: 'Mengunggah 2 Gambar...' }).waitFor();
    await page.getByText('2 gambar berhasil diunggah!').waitFor({ timeout: 15_000 });
    expect(((await (await page.request.get('/api/galeri')).json()) as { total: number }).total).toBe(before + 2);

    await page.goto('/admin/galeri');
    const deleteButtons = page.getByRole('button', { name: /^Hapus/ });
    // Kelola Galeri shows 24 a page
    await expect.poll(() => deleteButtons.count()).toBe(Math.min(before + 2, 24));
    await expectAccessible(page, 'Kelola Galeri');
    await deleteButtons.first().click();
    await page.getByText('Gambar berhasil dihapus!').waitFor();
    // the spec's question, then where the item goes (the trash, ADR 089)
    expect(dialogs).toContain(
      'Apakah Anda yakin ingin menghapus gambar ini? Konten akan dipindahkan ke Tempat Sampah dan dapat dipulihkan selama 30 hari.',
    );
    await expect.poll(() => deleteButtons.count()).toBe(Math.min(before + 2, 24) - 1);
  });

  it('uploads a recruitment poster that the home page then shows', async () => {
    await page.goto('/admin/oprec/tambah');
    await page.getByLabel(/Poster Open Recruitment/).waitFor();
    await expectAccessible(page, 'Tambah Oprec');
    await page
      .getByLabel(/Poster Open Recruitment/)
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await makeImage('OPREC', 'png', 800, 1100) });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Poster rekrutmen berhasil diunggah!').waitFor({ timeout: 15_000 });
    const { poster_url } = (await (await page.request.get('/api/rekrutmen')).json()) as { poster_url: string };
    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto('/');
    await visitor.page.locator(`img[src="${poster_url}"]`).waitFor();
    await visitor.context.close();
  });

  it('refuses a file that is not an image before sending it', async () => {
    await page.goto('/admin/oprec/tambah');
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));
    await page.getByLabel(/Poster Open Recruitment/).setInputFiles({
      name: 'bukan-gambar.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg onload="alert(1)"/>'),
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(sent.filter((url) => url.includes('/api/rekrutmen'))).toEqual([]);
  });

  it('updates one awarding slot', async () => {
    const before = await (await page.request.get('/api/awarding')).json();
    await page.goto('/admin/awarding');
    await page.getByLabel('Staff of the month').waitFor();
    await expectAccessible(page, 'Awarding');
    // the month shown on the site (the awards' archive keeps one entry per month, ADR 098): one slot of it changes
    await page.getByLabel(/Periode/).fill(before.periode);
    await page
      .getByLabel('Staff of the month')
      .setInputFiles({ name: 'staff.png', mimeType: 'image/png', buffer: await makeImage('STAFF', 'png', 600, 800) });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Gambar awarding berhasil diperbarui!').waitFor({ timeout: 15_000 });
    const after = await (await page.request.get('/api/awarding')).json();
    expect(after.staff_image_path).not.toBe(before.staff_image_path);
    expect(after.divisi_image_path).toBe(before.divisi_image_path);
    expect(after.periode).toBe(before.periode);
  });

  it('reads the aspirations and exports them to Excel', async () => {
    await page.goto('/admin/aspirasi');
    await page.getByText('Memuat data responden...').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Anonim' }).first().waitFor();
    await expectAccessible(page, 'Aspirasi');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Responden_Aspirasi_.+\.xlsx$/);
    const workbook = XLSX.read(readFileSync((await download.path())!));
    // one sheet: the spec's four columns first, then the staff's status, note and date (ADR 069)
    expect(workbook.SheetNames).toEqual(['Responden']);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(workbook.Sheets.Responden!, { defval: '' });
    expect(Object.keys(rows[0]!)).toEqual(['Nama', 'NIM', 'Kategori', 'Pesan', 'Status', 'Catatan', 'Tanggal']);
    expect(rows.some((row) => row.Nama === 'Anonim' && row.NIM === 'Anonim')).toBe(true);
    // the export holds every row, not just the page on screen
    const api = (await (await page.request.get('/api/aspirasi')).json()) as { meta: { total: number } };
    expect(rows).toHaveLength(api.meta.total);
  });

  it('signs out after confirming, and the old session is dead', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Keluar', exact: true }).waitFor();
    await expectAccessible(page, 'Dashboard');
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await page.waitForURL(/\/login$/);
    expect(dialogs).toContain('Apakah Anda yakin ingin keluar?');
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.goto('/admin/galeri');
    await page.waitForURL(/\/login/);
  });
});
