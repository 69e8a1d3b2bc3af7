import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("a super-admin in Strapi's dashboard at /cms", () => {
  it('offers no registration, signs in as the super-admin made at boot, stays signed in across a reload, and finds the content types', async () => {
    const { page, context } = await newSession(browser, baseURL);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401 && response.url().includes('/admin/')) unauthorized.push(response.url());
    });
    await page.goto('/cms');
    // the first-visit "create the first super-admin" form is never offered: the boot made one
    await page.getByLabel(/^Password/i).waitFor();
    expect(await page.getByLabel(/First name/i).count()).toBe(0);
    expect(await page.getByLabel(/Confirm/i).count()).toBe(0);
    // no "remember me": its token would sit in localStorage, readable by any script of the site's origin (ADR 064)
    expect(await page.getByRole('checkbox').filter({ visible: true }).count()).toBe(0);
    expect(
      await page
        .getByText(/Remember me/i)
        .filter({ visible: true })
        .count(),
    ).toBe(0);
    await page.getByLabel(/^Email/i).fill(inject('cmsAdminEmail'));
    await page.getByLabel(/^Password/i).fill(inject('cmsAdminPassword'));
    const [signedIn] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/admin/login')),
      page.locator('button[type=submit]').click(),
    ]);
    expect(signedIn.status()).toBe(200);
    await page.waitForURL(/\/cms\/?$/);
    // a full reload must keep the session (the dashboard reads its token from a cookie that must reach /cms)
    await page.goto('/cms/content-manager/collection-types/api::berita.berita');
    await page.getByRole('link', { name: 'Berita' }).first().waitFor();
    await page.getByText(/entries found/).waitFor();
    for (const name of ['Aspirasi', 'Galeri', 'Rekrutmen', 'Awarding'])
      await page.getByRole('link', { name }).first().waitFor();
    expect(unauthorized).toEqual([]);
    expect(page.url()).toContain('/cms/content-manager/');
    // the token is in no storage every script of the origin reads, even when the dashboard asks to remember it
    expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain('jwtToken');
    const stored = await page.evaluate(() => {
      window.localStorage.setItem('jwtToken', JSON.stringify('percobaan'));
      return window.localStorage.getItem('jwtToken');
    });
    expect(stored).toBeNull();
    await context.close();
  });

  it('keeps its script-readable token to /cms and renews it through the httpOnly refresh cookie at /admin', async () => {
    const { page, context } = await newSession(browser, baseURL);
    await page.goto('/cms');
    await page.getByLabel(/^Email/i).fill(inject('cmsAdminEmail'));
    await page.getByLabel(/^Password/i).fill(inject('cmsAdminPassword'));
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/cms\/?$/);
    const cookies = await context.cookies();
    const access = cookies.find((c) => c.name === 'jwtToken');
    expect(access).toMatchObject({ path: '/cms', httpOnly: false });
    for (const name of ['strapi_admin_refresh', 'strapi_admin_refresh.sig'])
      expect(
        cookies.find((c) => c.name === name),
        name,
      ).toMatchObject({ path: '/admin', httpOnly: true });
    // a page of the public site cannot read the token
    await page.goto('/tentang');
    expect(await page.evaluate(() => document.cookie)).not.toContain('jwtToken');
    // a dead access token: the dashboard renews it with the refresh cookie and stays where it was
    await context.addCookies([{ ...access!, value: 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoiYWNjZXNzIn0.kedaluwarsa' }]);
    const renewed = page.waitForResponse((response) => response.url().endsWith('/admin/access-token'));
    await page.goto('/cms/content-manager/collection-types/api::berita.berita');
    expect((await renewed).status()).toBe(200);
    await page.getByText(/entries found/).waitFor();
    expect(page.url()).toContain('/cms/content-manager/');
    await context.close();
  });
});
