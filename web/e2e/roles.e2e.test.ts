/**
 * Roles (ADR 083), end to end in Chromium against the real CMS: a pengelola adds a redaksi and an aspirasi admin on
 * the Admin screen (their roles ticked with the keyboard); each signs in, chooses their password and sees only the
 * screens of their role (sidebar and dashboard); a foreign screen typed by hand shows the 403 text, and the server
 * refuses its calls with the same text. Then the pengelola blocks both in one step, and their sessions end.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible } from './helpers';

const baseURL = inject('baseURL');
const FORBIDDEN = 'Anda tidak memiliki akses ke fitur ini.';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigasi admin' });
const sidebarLinks = async (page: Page) =>
  (await sidebar(page).getByRole('link').allTextContents()).map((t) => t.trim());

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

describe('roles', () => {
  it('a pengelola adds a redaksi and an aspirasi admin; each sees only their screens', async () => {
    const stamp = Date.now().toString(36);
    const people = [
      { username: `redaksi${stamp}`, role: 'Redaksi', first: 'sementara-redaksi-1', own: 'pilihan-redaksi-2026' },
      { username: `aspirasi${stamp}`, role: 'Aspirasi', first: 'sementara-aspirasi-1', own: 'pilihan-aspirasi-2026' },
    ];
    const boss = await newSession(browser, baseURL);
    boss.page.on('dialog', (dialog) => void dialog.accept());
    await signIn(boss.page, inject('adminUsername'), inject('adminPassword'));
    await boss.page.waitForURL(/\/admin$/);
    await sidebar(boss.page).getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await sidebar(boss.page).getByRole('link', { name: 'Admin', exact: true }).click();
    await boss.page.getByRole('table').waitFor();
    for (const person of people) {
      const form = boss.page.getByRole('form', { name: 'Tambah Admin' });
      await form.getByLabel(/^Username/).fill(person.username);
      await form.getByLabel(/^Email/).fill(`${person.username}@hmrpl.local`);
      await form.getByLabel(/^Password sementara/).fill(person.first);
      // the role ticked from the keyboard: focus the box, Space
      await form.getByRole('checkbox', { name: person.role }).focus();
      await boss.page.keyboard.press('Space');
      await form.getByRole('button', { name: 'Tambah Admin' }).click();
      await form.getByText('Admin berhasil ditambahkan!').waitFor();
      await boss.page
        .getByRole('row')
        .filter({ hasText: `${person.username}@hmrpl.local` })
        .getByRole('cell', { name: person.role, exact: true })
        .waitFor();
    }
    await expectAccessible(boss.page, 'Admin, with roles');

    const sessions: Session[] = [];
    for (const person of people) {
      const session = await newSession(browser, baseURL);
      sessions.push(session);
      const { page } = session;
      await signIn(page, person.username, person.first);
      await page.getByRole('heading', { level: 1, name: 'Ganti Password' }).waitFor();
      await page.getByLabel(/^Password saat ini/).fill(person.first);
      await page.getByLabel(/^Password baru/).fill(person.own);
      await page.getByLabel(/^Ulangi password baru/).fill(person.own);
      await page.getByRole('button', { name: 'Ganti Password' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await sidebar(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    }
    const [redaksi, aspirasi] = sessions as [Session, Session];

    // redaksi: the content, no inbox (not even its count), no accounts
    expect(await sidebarLinks(redaksi.page)).toEqual([
      'Dashboard',
      'Edit Awarding',
      'Kelola Berita',
      'Kelola Galeri',
      'Tambah Oprec',
      'Kelola Kegiatan',
      'Kelola Prestasi',
      'Kelola Dokumen',
      'Kelola Proker',
      'Tempat Sampah',
    ]);
    await redaksi.page.getByRole('link', { name: 'Tambah Berita' }).waitFor();
    expect(await redaksi.page.getByRole('link', { name: 'Lihat Responden' }).count()).toBe(0);
    expect(redaksi.requests.filter((url) => url.includes('/api/aspirasi'))).toEqual([]);
    await sidebar(redaksi.page).getByRole('link', { name: 'Kelola Berita' }).click();
    await redaksi.page.getByRole('link', { name: 'Tambah Berita Baru' }).waitFor();
    // a foreign screen typed by hand, and its call
    await redaksi.page.goto('/admin/aspirasi');
    await redaksi.page.getByText(FORBIDDEN).waitFor();
    await expectAccessible(redaksi.page, 'a foreign screen (403)');
    const refused = await redaksi.page.evaluate(async () => {
      const res = await fetch('/api/aspirasi');
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({ status: 403, body: { message: FORBIDDEN } });

    // aspirasi: the inbox only
    expect(await sidebarLinks(aspirasi.page)).toEqual(['Dashboard', 'Lihat Responden', 'Tempat Sampah']);
    await sidebar(aspirasi.page).getByRole('link', { name: 'Lihat Responden' }).click();
    await aspirasi.page.getByRole('heading', { level: 1, name: 'Lihat Responden' }).waitFor();
    for (const path of ['/admin/berita', '/admin/pengguna', '/admin/pengaturan']) {
      await aspirasi.page.goto(path);
      await aspirasi.page.getByText(FORBIDDEN).waitFor();
    }

    // the handover's one step: both blocked at once; their next request finds them signed out
    await boss.page.reload();
    for (const person of people) await boss.page.getByRole('checkbox', { name: `Pilih ${person.username}` }).check();
    await boss.page.getByRole('button', { name: /^Blokir yang Dipilih \(2\)$/ }).click();
    await boss.page.getByText('2 admin berhasil diblokir.').waitFor();
    for (const session of sessions) expect((await session.page.request.get('/api/me')).status()).toBe(401);

    // only the refusals this test asked for (403) and the signed-out /api/me of the login page (401)
    for (const session of [boss, ...sessions]) {
      expect(session.errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
      await session.context.close();
    }
  }, 240_000);
});
