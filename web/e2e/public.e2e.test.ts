import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession } from './browser';
import { chunkSides, expectAccessible } from './helpers';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor on the public site', () => {
  it('sees the home page in order, from the seeded CMS, and loads no admin code', async () => {
    const { page, requests, errors, context } = await newSession(browser, baseURL);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Tentang Kami' }).first().isVisible()).resolves.toBe(true);
    // the latest-news carousel links to seeded articles
    await page.locator('a[href^="/berita/"]').first().waitFor();
    // the gallery section is the scroll target and shows photos from /storage
    const gallery = page.locator('#galeri-kegiatan');
    await gallery.locator('img').first().waitFor();
    expect(await gallery.locator('img').count()).toBeGreaterThanOrEqual(6);
    // the calendar is a lazily loaded iframe titled 'Kalender HMRPL', put in once the visitor scrolls near it
    await page.getByRole('heading', { name: 'Kalender HMRPL' }).scrollIntoViewIfNeeded();
    const calendar = page.locator('iframe[title="Kalender HMRPL"]');
    expect(await calendar.getAttribute('loading')).toBe('lazy');
    // navigate the public pages through the menu; axe finds nothing serious on any of them
    for (const name of ['Tentang', 'Berita', 'Kegiatan', 'Rekrutmen', 'Aspirasi', 'Beranda']) {
      await page.getByRole('navigation').first().getByRole('link', { name, exact: true }).click();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, name);
    }
    const { publicFiles, adminOnlyFiles } = chunkSides(inject('distDir'));
    expect(adminOnlyFiles.length).toBeGreaterThan(0);
    const assets = requests
      .filter((url) => url.startsWith(`${baseURL}/assets/`) && /\.(js|css)$/.test(url))
      .map((url) => new URL(url).pathname.slice(1));
    expect(assets.length).toBeGreaterThan(0);
    // every script and stylesheet a visitor loaded belongs to the public side; none is admin-only
    expect(assets.filter((file) => !publicFiles.has(file))).toEqual([]);
    expect(assets.filter((file) => adminOnlyFiles.includes(file))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the gallery lightbox at the clicked photo and closes it with Escape', async () => {
    const { page, context } = await newSession(browser, baseURL);
    await page.goto('/kegiatan');
    const photos = page.locator('#galeri-kegiatan img');
    await photos.nth(1).waitFor();
    const [clicked, next] = [await photos.nth(1).getAttribute('alt'), await photos.nth(2).getAttribute('alt')];
    expect(clicked).not.toBe(next);
    await photos.nth(1).click();
    const lightbox = page.locator('.yarl__root');
    await lightbox.waitFor();
    // the slide on screen (the only one not made inert) is the photo that was clicked, then the next one
    const current = lightbox.locator('[role="group"]:not([inert]) img');
    await expect.poll(() => current.getAttribute('alt')).toBe(clicked);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => current.getAttribute('alt')).toBe(next);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    // 'See more' loads the next page of 6
    const before = await photos.count();
    await page.getByRole('button', { name: 'See more' }).click();
    await expect.poll(() => photos.count()).toBeGreaterThan(before);
    await context.close();
  });

  it('reads every news item through the pager and opens an article', async () => {
    const { page, context, errors } = await newSession(browser, baseURL);
    await page.goto('/berita');
    await page.getByText('Berita Lainnya').waitFor();
    expect(await page.title()).toContain('SE-NEWS');
    const firstPageLinks = await page
      .locator('main a[href^="/berita/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await page.getByRole('link', { name: 'Berikutnya' }).first().click();
    await page.waitForURL(/page=2/);
    // page 2 shows other stories than page 1
    await expect
      .poll(async () => {
        const links = await page
          .locator('main a[href^="/berita/"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        return links.length > 0 && links.every((href) => !firstPageLinks.includes(href));
      })
      .toBe(true);
    await page
      .getByRole('link', { name: /Selengkapnya/ })
      .first()
      .click();
    await page.getByText('/ Admin').waitFor();
    await expectAccessible(page, 'an article');
    expect(errors).toEqual([]);
    // a slug that does not exist: 404 from the server, the SPA says so
    const missing = await page.goto('/berita/tidak-ada-berita-ini');
    expect(missing?.status()).toBe(404);
    await page.getByText('Artikel tidak ditemukan.').waitFor();
    await context.close();
  });

  it('sends an aspiration anonymously and the form resets', async () => {
    const { page, context } = await newSession(browser, baseURL);
    await page.goto('/aspirasi');
    await page.getByLabel(/nama/i).fill('Tidak Terkirim');
    await page.getByRole('checkbox').check();
    expect(await page.getByLabel(/nama/i).isDisabled()).toBe(true);
    expect(await page.getByLabel(/nama/i).inputValue()).toBe('');
    await page.getByLabel(/kategori/i).selectOption('Saran');
    await page.getByLabel(/pesan/i).fill('Perbanyak workshop teknis untuk angkatan baru. (e2e)');
    await page.getByRole('button', { name: /kirim/i }).click();
    await page.getByText('Aspirasi Anda berhasil terkirim. Terima kasih!').waitFor();
    expect(await page.getByLabel(/pesan/i).inputValue()).toBe('');
    expect(await page.getByLabel(/kategori/i).inputValue()).toBe('Kritik');
    await context.close();
  });

  it('answers unknown pages with the SPA 404 page and keeps the menu', async () => {
    const { page, context } = await newSession(browser, baseURL);
    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await page.getByRole('navigation').first().waitFor();
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    await expectAccessible(page, 'the 404 page');
    await context.close();
  });

  it('works on a phone: the menu collapses behind a toggle', async () => {
    const { page, context } = await newSession(browser, baseURL, { width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { expanded: false }).first();
    await toggle.click();
    // a press before the app has taken the page over is held and pressed again once it has (src/app/early-actions.ts)
    await page.getByRole('button', { expanded: true }).first().waitFor();
    await expectAccessible(page, 'the phone menu');
    await page.getByRole('link', { name: 'Berita', exact: true }).first().click();
    await page.waitForURL(/\/berita$/);
    await context.close();
  });
});
