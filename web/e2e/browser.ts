/**
 * Debian's Chromium driven by playwright-core (no downloaded browser). One browser per test file. Elsewhere (macOS,
 * Windows) the installed Google Chrome, or CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launch(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
  return chromium.launch({
    executablePath,
    // Playwright finds Google Chrome where its installer puts it on each system
    channel: executablePath ? undefined : 'chrome',
    headless: true,
    args: FLAGS,
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested. */
  requests: string[];
  /** Console errors and page errors, to assert a clean run. */
  errors: string[];
}

export async function newSession(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<Session> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  // nothing leaves this machine: the calendar embed and other outside hosts are answered empty
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, requests, errors };
}

/** A new session signed in through /login as this account, its confirm dialogs accepted, on /admin. */
export async function signedInSession(
  browser: Browser,
  baseURL: string,
  account: { username: string; password: string },
): Promise<Session> {
  const session = await newSession(browser, baseURL);
  const { page } = session;
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/admin$/);
  return session;
}
