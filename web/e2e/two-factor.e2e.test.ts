/**
 * The second factor as an admin uses it, in real Chromium against the real CMS serving the built site (ADR 080):
 * 1. the first admin adds a colleague, who chooses their own password and sets up the second factor in Akun (the QR
 *    code and the same key as text; this test is the phone: it computes the RFC 6238 code from that key) and is shown
 *    the 10 recovery codes once;
 * 2. they sign out and in again with the password and the code from the app;
 * 3. then with a recovery code instead; the same recovery code a second time is refused, and five wrong codes end the
 *    attempt (429) and send them back to the password.
 * A colleague of their own, so the shared admin of the other journeys keeps signing in with a password. axe runs on
 * every new screen.
 */
import type { Browser, Page } from 'playwright-core';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible } from './helpers';

const baseURL = inject('baseURL');
const stamp = Date.now().toString(36);
const colleague = { username: `bendahara${stamp}`, first: 'sementara-12345', own: 'pilihan-sendiri-2026' };
let browser: Browser;
let colleagueSession: Session;
let page: Page;
/** The key the Akun screen showed (what the phone's app keeps). */
let secret = '';
let recoveryCodes: string[] = [];

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const appCode = (stepsAhead = 0) =>
  generateSync({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function passwordStep(password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(colleague.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

async function signOut() {
  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await page.waitForURL(/\/login$/);
}

describe('the second factor', () => {
  it('the first admin adds a colleague, who chooses a password and sets up the second factor in Akun', async () => {
    const first = await newSession(browser, baseURL);
    await first.page.goto('/login');
    await first.page.getByLabel('Username').fill(inject('adminUsername'));
    await first.page.getByLabel('Password').fill(inject('adminPassword'));
    await first.page.getByRole('button', { name: 'LOGIN' }).click();
    await first.page.waitForURL(/\/admin$/);
    await first.page.goto('/admin/pengguna');
    const form = first.page.getByRole('form', { name: 'Tambah Admin' });
    await form.getByLabel(/^Username/).fill(colleague.username);
    await form.getByLabel(/^Email/).fill(`${colleague.username}@hmrpl.local`);
    await form.getByLabel(/^Nama/).fill('Bendahara Baru');
    await form.getByLabel(/^Password sementara/).fill(colleague.first);
    // every admin has a role (ADR 083); the second factor is theirs to choose outside pengelola's requirement
    await form.getByRole('checkbox', { name: 'Redaksi' }).check();
    await form.getByRole('button', { name: 'Tambah Admin' }).click();
    await first.page.getByText('Admin berhasil ditambahkan!').waitFor();
    await first.context.close();

    colleagueSession = await newSession(browser, baseURL);
    page = colleagueSession.page;
    // 'Keluar' asks first
    page.on('dialog', (dialog) => void dialog.accept());
    await passwordStep(colleague.first);
    await page.getByLabel(/^Password saat ini/).fill(colleague.first);
    await page.getByLabel(/^Password baru/).fill(colleague.own);
    await page.getByLabel(/^Ulangi password baru/).fill(colleague.own);
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'Akun', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Akun' }).waitFor();
    await page.getByText('Google Authenticator').waitFor();
    await expectAccessible(page, 'Akun (second factor off)');
    await page.getByRole('button', { name: 'Mulai Pengaturan' }).click();
    // the QR code is the server's SVG, shown as an image; the same key is written out for typing
    const qr = page.getByRole('img', { name: /^Kode QR verifikasi dua langkah HMRPL/ });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    secret = (
      await page
        .locator('code')
        .filter({ hasText: /^[A-Z2-7]{4}( [A-Z2-7]{4})+$/ })
        .innerText()
    ).trim();
    expect(secret.replace(/ /g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'Akun (scan the QR code)');

    const field = page.getByLabel(/^Kode dari aplikasi/);
    // a code of another moment is refused, and the typed text stays for correcting
    await field.fill(appCode(10));
    await field.press('Enter');
    await page.getByText('Kode verifikasi salah.').waitFor();
    await field.fill(appCode());
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    const list = page.getByRole('list', { name: 'Kode pemulihan' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await expectAccessible(page, 'Akun (the recovery codes)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`kode-pemulihan-hmrpl-${colleague.username}.txt`);
    await page.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }).click();
    await page.getByText(/Sisa kode pemulihan: 10 dari 10\./).waitFor();
    await expectAccessible(page, 'Akun (second factor on)');
    expect(((await (await page.request.get('/api/me')).json()) as { two_factor: unknown }).two_factor).toEqual({
      enabled: true,
      required: false,
    });
  });

  it('signs in with the password, then the code from the app (the password alone opens nothing)', async () => {
    await signOut();
    await passwordStep(colleague.own);
    const field = page.getByLabel('Kode verifikasi');
    await field.waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await expectAccessible(page, 'the sign-in: second step');
    // the code set-up used is spent: the app's next one (the server takes one step either side)
    await page.keyboard.type(appCode(1));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toMatch(/\/admin$/);
  });

  it('signs in with a recovery code instead; the same code a second time is refused', async () => {
    await signOut();
    await passwordStep(colleague.own);
    await page.getByRole('button', { name: 'Gunakan kode pemulihan' }).click();
    await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'VERIFIKASI' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto('/admin/akun');
    await page.getByText(/Sisa kode pemulihan: 9 dari 10\./).waitFor();

    await signOut();
    await passwordStep(colleague.own);
    await page.getByRole('button', { name: 'Gunakan kode pemulihan' }).click();
    const field = page.getByLabel('Kode pemulihan');
    await field.fill(recoveryCodes[0]!.toUpperCase());
    await page.getByRole('button', { name: 'VERIFIKASI' }).click();
    await page.getByText('Kode verifikasi salah.').waitFor();
    expect(await field.inputValue()).toBe(recoveryCodes[0]!.toUpperCase());
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await expectAccessible(page, 'the sign-in: a wrong code');

    // more wrong codes: the attempt ends (429) at its fifth code (the sign-in limits may end it sooner, never later)
    // and the form is back at the password
    const answers: number[] = [];
    for (let i = 0; i < 4 && !answers.includes(429); i += 1) {
      await field.fill(`aaaa-bbbb-cccc-ddd${i + 2}`);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/login/2fa')),
        page.getByRole('button', { name: 'VERIFIKASI' }).click(),
      ]);
      answers.push(answer.status());
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((status) => status === 422)).toBe(true);
    await page
      .getByRole('alert')
      .filter({ hasText: /^Terlalu banyak percobaan\./ })
      .waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(colleague.username);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect((await page.request.get('/api/me')).status()).toBe(401);
    // only the refusals this test asked for (401, 422, 429) and the screen's log of the wrong set-up code
    expect(
      colleagueSession.errors.filter((e) => !/status of (401|422|429)|ApiError: Kode verifikasi salah\./.test(e)),
    ).toEqual([]);
  });
});
