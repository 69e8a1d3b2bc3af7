/**
 * The visitors' speed (ADR 122) in real Chromium against the real CMS: a visitor opens /tentang; the page loads the
 * reporter after load, sends one report (without cookies) as it is hidden, and the pengelola's dashboard counts it;
 * the signed-in admin's own browser then opens /tentang and reports nothing.
 */
import type { Browser } from 'playwright-core';
import type { SpeedReport, SpeedSummary } from '@hmrpl/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession } from './browser';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
// a person's browser: headless Chromium says HeadlessChrome, which the CMS counts as a bot
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the visitors’ speed', () => {
  it('a visit to /tentang, then hiding it, shows on the dashboard’s “Kecepatan situs”', async () => {
    const context = await browser.newContext({
      baseURL,
      userAgent: PERSON,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
    // a cookie the visitor's browser holds for the site (as after sending a form): the report must not carry it
    await context.addCookies([{ name: 'kunjungan', value: 'jejak-pengunjung', url: baseURL }]);
    const page = await context.newPage();
    const reporter = page.waitForRequest(/\/assets\/speed-report-[^/]+\.js$/);
    await page.goto('/tentang');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await reporter;
    // an interaction, then the page is hidden as when the visitor switches tab: web-vitals hands over its values and
    // the report goes out. Headless Chromium neither hides a page it navigates away from nor reports its LCP (the
    // page counts as hidden from its start), so the hiding is dispatched and the journey counts CLS and INP.
    await page.mouse.click(5, 5);
    await page.waitForTimeout(1000);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/kecepatan'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const answer = await sent;
    expect(answer.status()).toBe(204);
    const report = JSON.parse(answer.request().postData() ?? '{}') as SpeedReport;
    expect(await answer.request().headerValue('cookie')).toBeNull();
    expect(report.page).toBe('/tentang');
    expect(report.metrics.map((metric) => metric.name)).toContain('CLS');
    await context.close();

    const { page: admin, context: adminContext } = await newSession(browser, baseURL);
    await admin.goto('/login');
    await admin.getByLabel('Username').fill(username);
    await admin.getByLabel('Password').fill(password);
    await admin.getByRole('button', { name: 'LOGIN' }).click();
    await admin.waitForURL(/\/admin$/);
    await expect
      .poll(
        async () => {
          const summary = (await (await admin.request.get('/api/admin/kecepatan')).json()) as SpeedSummary;
          return summary.pages.find((entry) => entry.page === '/tentang')?.week.CLS.samples ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await admin.reload();
    const card = admin.getByRole('region', { name: 'Kecepatan situs' });
    const row = card.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '/tentang', exact: true }) });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toMatch(/\d+ kunjungan/);

    // the staff's own browsing is left out: the signed-in admin's browser opens /tentang and reports nothing
    const asked: string[] = [];
    admin.on('request', (request) => {
      if (request.url().endsWith('/api/kecepatan')) asked.push(request.url());
    });
    await admin.goto('/tentang');
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    await admin.mouse.click(5, 5);
    await admin.waitForTimeout(1500);
    await admin.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await admin.waitForTimeout(500);
    expect(asked).toEqual([]);
    await adminContext.close();
  });
});
