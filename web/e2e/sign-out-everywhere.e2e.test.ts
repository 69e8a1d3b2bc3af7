/**
 * "Keluar dari semua perangkat": an admin signed in on two browsers ends both from one, and the other is sent to
 * /login at its next request; the header keeps its place in the page's accessibility and keyboard order.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible } from './helpers';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(session: Session) {
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Username').fill(inject('adminUsername'));
  await page.getByLabel('Password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/admin$/);
}

describe('an admin who leaves every device at once', () => {
  it('ends the sessions of both browsers from one of them', async () => {
    const laptop = await newSession(browser, baseURL);
    const labComputer = await newSession(browser, baseURL);
    await signIn(laptop);
    await signIn(labComputer);
    const dialogs: string[] = [];
    laptop.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const button = laptop.page.getByRole('button', { name: 'Keluar dari semua perangkat' });
    await button.waitFor();
    await expectAccessible(laptop.page, 'the admin header');
    await button.click();
    await laptop.page.waitForURL(/\/login$/);
    expect(dialogs).toEqual([
      'Keluar dari semua perangkat? Semua sesi admin Anda, termasuk di perangkat ini, akan diakhiri.',
    ]);
    expect((await laptop.page.request.get('/api/me')).status()).toBe(401);
    // the other browser finds out at its next request
    await labComputer.page.goto('/admin/berita');
    await labComputer.page.waitForURL(/\/login/);
    expect((await labComputer.page.request.get('/api/me')).status()).toBe(401);
    await laptop.context.close();
    await labComputer.context.close();
  });
});
