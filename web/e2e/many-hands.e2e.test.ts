/**
 * Many hands on one site (issue 28), in real Chromium against the real CMS serving the built site: roles (ADR 083),
 * the second factor (ADR 080), the trash (ADR 089), no silent overwrites (ADR 087) and the audit log (ADR 086) in one
 * story, each by the person who would do it:
 * 1. a pengelola with the second factor on signs in with the password, then the code from the app (this test is the
 *    phone: it computes the RFC 6238 code from the key the set-up returned), and adds a redaksi and an aspirasi admin;
 * 2. each of them signs in, chooses a password and sees only the screens of their role;
 * 3. the redaksi deletes an article and restores it from Tempat Sampah: same address, same image;
 * 4. the redaksi and the pengelola edit that article at once: the second save gets the 409 naming the redaksi, with
 *    what the pengelola typed still in the form;
 * 5. the pengelola's Riwayat shows each of these steps with its actor, and the person filter keeps to one of them.
 * The pengelola is an account of this file, so the shared admin of the other journeys keeps signing in with a password.
 */
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { generateSync } from 'otplib';
import type { CreateAdminResponse, CreateNewsResponse, TwoFactorSetup } from '@hmrpl/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage } from './helpers';

const baseURL = inject('baseURL');
const stamp = Date.now().toString(36);
const ketua = {
  username: `ketua${stamp}`,
  name: `Ketua ${stamp}`,
  first: 'sementara-ketua-1',
  own: 'pilihan-ketua-2026',
};
const redaksi = {
  username: `redaksi${stamp}`,
  name: `Redaksi ${stamp}`,
  role: 'Redaksi',
  first: 'sementara-redaksi-1',
  own: 'pilihan-redaksi-2026',
};
const aspirasi = {
  username: `aspirasi${stamp}`,
  name: `Aspirasi ${stamp}`,
  role: 'Aspirasi',
  first: 'sementara-aspirasi-1',
  own: 'pilihan-aspirasi-2026',
};
const title = `Berita banyak tangan ${stamp}`;
const FORBIDDEN = 'Anda tidak memiliki akses ke fitur ini.';

let browser: Browser;
/** The key the set-up returned (what the pengelola's phone keeps). */
let secret = '';
let article: CreateNewsResponse['data'];
let boss: Session;
let editor: Session;
let inbox: Session;
const ids: Record<'ketua' | 'redaksi', number> = { ketua: 0, redaksi: 0 };

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const appCode = (stepsAhead = 0) =>
  generateSync({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function xsrf(context: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' };
}

/** An API client signed in with a password (no second factor). */
async function apiAs(username: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await api.get('/sanctum/csrf-cookie');
  const login = await api.post('/api/login', { data: { email: username, password }, headers: await xsrf(api) });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

async function post<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await api.post(path, { data, headers: await xsrf(api) });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigasi admin' });
const sidebarLinks = async (page: Page) =>
  (await sidebar(page).getByRole('link').allTextContents()).map((t) => t.trim());

async function passwordStep(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** The article's public page: its status and the headline image's address. */
async function publicPage() {
  const visitor = await newSession(browser, baseURL);
  const response = await visitor.page.goto(`/berita/${article.slug}`);
  const status = response?.status() ?? 0;
  let image: string | null = null;
  if (status === 200) {
    await visitor.page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    image = await visitor.page.locator('article img, main img').first().getAttribute('src');
  }
  await visitor.context.close();
  return { status, image };
}

/** The rows of Riwayat's table as [Pelaku, Tindakan, Konten, Keterangan] (the time left out). */
async function auditRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table');
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent?.trim() ?? '')),
    );
}

beforeAll(async () => {
  browser = await launch();
  // the pengelola's account, with the second factor on, made through the API (the Akun screen has its own journey)
  const first = await apiAs(inject('adminUsername'), inject('adminPassword'));
  const created = await post<CreateAdminResponse>(first, '/api/admin/pengguna', {
    username: ketua.username,
    email: `${ketua.username}@hmrpl.local`,
    name: ketua.name,
    password: ketua.first,
    roles: ['pengelola'],
  });
  ids.ketua = created.data.id;
  await first.dispose();

  const own = await apiAs(ketua.username, ketua.first);
  await post(own, '/api/me/password', { current_password: ketua.first, password: ketua.own });
  secret = (await post<TwoFactorSetup>(own, '/api/me/2fa/mulai', {})).secret;
  await post(own, '/api/me/2fa/aktifkan', { code: appCode() });
  // the article the others will delete, restore and edit
  const res = await own.post('/api/admin/berita', {
    multipart: {
      title,
      content: '<p>Isi awal dari ketua.</p>',
      image: { name: 'foto.png', mimeType: 'image/png', buffer: await makeImage('TANGAN', 'png', 800, 450) },
    },
    headers: await xsrf(own),
  });
  expect(res.status(), await res.text()).toBe(201);
  article = ((await res.json()) as CreateNewsResponse).data;
  await own.dispose();
});
afterAll(async () => {
  await browser?.close();
});

describe('many hands', () => {
  it('the pengelola signs in with a code from the app and adds a redaksi and an aspirasi admin', async () => {
    boss = await newSession(browser, baseURL);
    const { page } = boss;
    page.on('dialog', (dialog) => void dialog.accept());
    await passwordStep(page, ketua.username, ketua.own);
    const field = page.getByLabel('Kode verifikasi');
    await field.waitFor();
    // the password alone opens nothing
    expect((await page.request.get('/api/me')).status()).toBe(401);
    // the code the set-up used is spent: the app's next one (the server takes one step either side)
    await field.fill(appCode(1));
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await sidebar(page).getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('table').waitFor();
    for (const person of [redaksi, aspirasi]) {
      const form = page.getByRole('form', { name: 'Tambah Admin' });
      await form.getByLabel(/^Username/).fill(person.username);
      await form.getByLabel(/^Email/).fill(`${person.username}@hmrpl.local`);
      await form.getByLabel(/^Nama/).fill(person.name);
      await form.getByLabel(/^Password sementara/).fill(person.first);
      await form.getByRole('checkbox', { name: person.role }).check();
      await form.getByRole('button', { name: 'Tambah Admin' }).click();
      await form.getByText('Admin berhasil ditambahkan!').waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: `${person.username}@hmrpl.local` })
        .getByRole('cell', { name: person.role, exact: true })
        .waitFor();
    }
  });

  it('each signs in, chooses a password and sees only the screens of their role', async () => {
    const sessions: Session[] = [];
    for (const person of [redaksi, aspirasi]) {
      const session = await newSession(browser, baseURL);
      sessions.push(session);
      const { page } = session;
      page.on('dialog', (dialog) => void dialog.accept());
      await passwordStep(page, person.username, person.first);
      await page.getByRole('heading', { level: 1, name: 'Ganti Password' }).waitFor();
      await page.getByLabel(/^Password saat ini/).fill(person.first);
      await page.getByLabel(/^Password baru/).fill(person.own);
      await page.getByLabel(/^Ulangi password baru/).fill(person.own);
      await page.getByRole('button', { name: 'Ganti Password' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await sidebar(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    }
    [editor, inbox] = sessions as [Session, Session];
    ids.redaksi = ((await (await editor.page.request.get('/api/me')).json()) as { id: number }).id;

    const theirs = await sidebarLinks(editor.page);
    expect(theirs).toEqual(expect.arrayContaining(['Kelola Berita', 'Tempat Sampah']));
    for (const foreign of ['Lihat Responden', 'Admin', 'Riwayat']) expect(theirs).not.toContain(foreign);
    const inboxOnly = await sidebarLinks(inbox.page);
    expect(inboxOnly).toContain('Lihat Responden');
    for (const foreign of ['Kelola Berita', 'Admin', 'Riwayat']) expect(inboxOnly).not.toContain(foreign);
    await inbox.page.goto('/admin/riwayat');
    await inbox.page.getByText(FORBIDDEN).waitFor();
    const bossLinks = await sidebarLinks(boss.page);
    expect(bossLinks).toEqual(expect.arrayContaining(['Kelola Berita', 'Lihat Responden', 'Riwayat', 'Admin']));
    await inbox.context.close();
  });

  it('the redaksi deletes the article and restores it from Tempat Sampah: same address, same image', async () => {
    const before = await publicPage();
    expect(before.status).toBe(200);
    const { page } = editor;
    await sidebar(page).getByRole('link', { name: 'Kelola Berita', exact: true }).click();
    await page.getByRole('button', { name: `Hapus ${title}` }).click();
    await page.getByRole('status').filter({ hasText: 'Berita berhasil dihapus!' }).waitFor();
    expect((await publicPage()).status).toBe(404);

    await sidebar(page).getByRole('link', { name: 'Tempat Sampah', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await page.getByRole('button', { name: `Pulihkan ${title}` }).click();
    await page.getByRole('status').filter({ hasText: 'Konten berhasil dipulihkan!' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await publicPage()).toEqual(before);
  });

  it('two editors at once: the second save gets the 409 naming the first, with what was typed kept', async () => {
    const editUrl = `/admin/berita/edit/${article.id}`;
    for (const session of [editor, boss]) {
      await session.page.goto(editUrl);
      await session.page.getByText('Memuat data...').waitFor({ state: 'detached' });
      await session.page.locator('iframe.tox-edit-area__iframe').waitFor();
      await expect.poll(() => session.page.getByLabel(/Judul Berita/).inputValue()).toBe(title);
    }
    await editor.page.getByLabel(/Judul Berita/).fill(`${title} (redaksi)`);
    await editor.page.getByRole('button', { name: 'Simpan Perubahan', exact: true }).click();
    await editor.page.getByText('Berita berhasil diperbarui!').waitFor();

    const { page } = boss;
    await page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Catatan ketua yang tidak boleh hilang.');
    await page.getByLabel(/Judul Berita/).fill(`${title} (ketua)`);
    await page.getByRole('button', { name: 'Simpan Perubahan', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Konten ini sudah diubah oleh' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(
      new RegExp(`Konten ini sudah diubah oleh ${redaksi.name} pada \\d{2}\\.\\d{2}\\. Muat ulang untuk melihat`),
    );
    expect(await page.getByLabel(/Judul Berita/).inputValue()).toBe(`${title} (ketua)`);
    expect(await page.frameLocator('iframe.tox-edit-area__iframe').locator('body').innerText()).toContain(
      'Catatan ketua yang tidak boleh hilang.',
    );
    const stored = (await (await page.request.get(`/api/admin/berita/${article.id}`)).json()) as { title: string };
    expect(stored.title).toBe(`${title} (redaksi)`);
  });

  it("the pengelola's Riwayat shows each step with its actor", async () => {
    const { page } = boss;
    await sidebar(page).getByRole('link', { name: 'Riwayat', exact: true }).click();
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'Riwayat');

    // one person at a time, as the filter shows them (newest first)
    await page.getByLabel('Pelaku').selectOption(String(ids.redaksi));
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await page.waitForURL(new RegExp(`actor=${ids.redaksi}`));
    await expect
      .poll(async () => (await auditRows(page)).map(([actor, action, target]) => [actor, action, target]))
      .toEqual([
        [redaksi.name, 'Mengubah berita', `${title} (redaksi) (#${article.id})`],
        [redaksi.name, 'Memulihkan dari Tempat Sampah', expect.stringContaining(title)],
        [redaksi.name, 'Menghapus berita', `${title} (#${article.id})`],
        [redaksi.name, 'Mengubah akun admin', expect.stringContaining(redaksi.name)],
        [redaksi.name, 'Masuk', expect.stringContaining(redaksi.name)],
      ]);

    await page.getByLabel('Pelaku').selectOption(String(ids.ketua));
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await page.waitForURL(new RegExp(`actor=${ids.ketua}`));
    // the address changes before the table does: wait for the rows of the person asked for
    await expect
      .poll(async () => {
        const rows = await auditRows(page);
        return rows.length > 0 && rows.every(([actor]) => actor === ketua.name);
      })
      .toBe(true);
    const mine = await auditRows(page);
    const actions = mine.map(([, action, target, summary]) => `${action} | ${target} | ${summary}`);
    // the refused save left no entry; the accounts it added and its sign-in with the code did
    expect(actions.filter((row) => row.startsWith('Mengubah berita'))).toEqual([]);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Menambah akun admin \\| ${aspirasi.name} `)),
        expect.stringMatching(new RegExp(`^Menambah akun admin \\| ${redaksi.name} `)),
        expect.stringMatching(/^Masuk \| .* \| Masuk dengan kode verifikasi$/),
      ]),
    );
    await expectAccessible(page, 'Riwayat, one person');
    // only the refusals this story has (the 401 of a signed-out /api/me, the 403 of a foreign screen, the 409) and the
    // editor's log of the 409 it showed
    for (const session of [boss, editor])
      expect(
        session.errors.filter((e) => !/status of 40[139]|ApiError: Konten ini sudah diubah oleh /.test(e)),
      ).toEqual([]);
  });
});
