/**
 * A photo from a phone, in real Chromium against the real CMS: the admin picks a large JPEG in Tambah Galeri, the
 * browser shrinks it before sending (what goes over the network is a fraction of the file), the CMS stores it at most
 * 2560 px with WebP twins, and the largest image a visitor sees first (LCP) on an article and on the home page is a
 * WebP. Prints the byte sizes: what the browser sent, what is stored, what a visitor downloads.
 *
 * `PHOTO=/path/to/photo.jpg npx vitest run -c vitest.e2e.config.ts e2e/photos.e2e.test.ts` measures a real photo;
 * without it the test makes a 12 MB, 4032x3024 one (sensor-like noise over gradients).
 */
import { randomFillSync } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GalleryPage, NewsDetail } from '@hmrpl/contract';
import { launch, newSession, type Session } from './browser';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
let browser: Browser;
let admin: Session;

/** 4032x3024 (a 12 MP phone sensor), noisy enough to weigh about 12 MB as a quality 98 JPEG. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = randomFillSync(Buffer.alloc(width * height * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = Math.min(255, (x / width) * 200 + (raw[i]! % 96));
      raw[i + 1] = Math.min(255, (y / height) * 160 + (raw[i + 1]! % 96));
      raw[i + 2] = Math.min(255, 90 + (raw[i + 2]! % 96));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();
}

/** The URL of the page's Largest Contentful Paint element, once the page has settled. */
async function lcpUrl(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        let last = '';
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { url?: string; element?: Element }>;
          const entry = entries[entries.length - 1];
          const img = entry?.element instanceof HTMLImageElement ? entry.element : null;
          last = img?.currentSrc || entry?.url || '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
}

beforeAll(async () => {
  browser = await launch();
  admin = await newSession(browser, baseURL);
});
afterAll(async () => {
  await browser?.close();
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

describe('a photo straight from a phone', () => {
  let news: NewsDetail;

  it('is shrunk in the browser before it is sent, with the stage in the progress, and stored with WebP twins', async () => {
    const page = admin.page;
    const photo = process.env.PHOTO ? readFileSync(process.env.PHOTO) : await phonePhoto();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'hmrpl-photo-')), 'IMG_4032.jpg');
    writeFileSync(file, photo);

    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/galeri/tambah');
    await page.getByLabel(/Pilih Gambar/).setInputFiles(file);
    await page.getByRole('list', { name: 'Gambar yang dipilih' }).waitFor();

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/galeri'),
    );
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText(/Mengecilkan foto sebelum dikirim\.\.\. \d+%/).waitFor();
    const request = await sent;
    const sentBytes = request.postDataBuffer()?.length ?? 0;
    await page.getByRole('status').filter({ hasText: '1 gambar berhasil diunggah!' }).waitFor({ timeout: 30_000 });

    // a fraction of the photo went over the network
    expect(sentBytes).toBeGreaterThan(0);
    expect(sentBytes).toBeLessThan(photo.length / 3);

    const list = (await (await fetch(`${baseURL}/api/galeri`)).json()) as GalleryPage;
    const stored = list.data[0]!;
    expect(Math.max(stored.image_width!, stored.image_height!)).toBeLessThanOrEqual(2560);
    expect(stored.image_webp).toBeDefined();
    const sizeOf = async (storagePath: string) =>
      Number((await fetch(`${baseURL}/storage/${storagePath}`, { method: 'HEAD' })).headers.get('content-length'));
    const formats = Object.values(stored.image_formats ?? {});
    const storedBytes =
      (await sizeOf(stored.image_path)) +
      (await sizeOf(stored.image_webp!)) +
      (await Promise.all(formats.flatMap((f) => [sizeOf(f!.path), ...(f!.webp ? [sizeOf(f!.webp)] : [])]))).reduce(
        (a, b) => a + b,
        0,
      );
    console.info(
      `[photo] picked ${kb(photo.length)} (${(await sharp(photo).metadata()).width}px wide); ` +
        `the browser sent ${kb(sentBytes)} (multipart body); stored original ${kb(await sizeOf(stored.image_path))} ` +
        `(${stored.image_width}x${stored.image_height}), its WebP twin ${kb(await sizeOf(stored.image_webp!))}, ` +
        `all ${formats.length * 2 + 2} files ${kb(storedBytes)}`,
    );

    // the same photo as a news headline, for the article page below (sent as the browser would: already shrunk)
    const headline = await sharp(photo).rotate().resize(2560, 2560, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
    news = await page.evaluate(
      async ({ bytes }) => {
        const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
        const form = new FormData();
        form.append('title', `Foto dari ponsel ${Date.now()}`);
        form.append('content', '<p>Kegiatan himpunan, difoto dengan ponsel.</p>');
        form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
        const res = await fetch('/api/admin/berita', {
          method: 'POST',
          body: form,
          headers: { 'X-XSRF-TOKEN': token },
        });
        return ((await res.json()) as { data: NewsDetail }).data;
      },
      { bytes: [...headline] },
    );
    expect(news.image_webp).toBeDefined();
  });

  it('is what a visitor sees first as WebP, on the article and on the home page', async () => {
    // Lighthouse's phone (412 px at 1.75x) and a desktop at 1x
    for (const [viewport, scale, label] of [
      [{ width: 412, height: 823 }, 1.75, 'phone'],
      [{ width: 1350, height: 940 }, 1, 'desktop'],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: scale, locale: 'id-ID' });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
        route.fulfill({ status: 204, body: '' }),
      );
      const visitor = { context, page: await context.newPage() };
      const downloaded = new Map<string, number>();
      visitor.page.on('requestfinished', async (request) => {
        if (request.url().includes('/storage/')) {
          downloaded.set(new URL(request.url()).pathname, (await request.sizes()).responseBodySize);
        }
      });
      await visitor.page.goto(`/berita/${news.slug}`);
      await visitor.page.getByRole('heading', { level: 1, name: news.title }).waitFor();
      const article = await lcpUrl(visitor.page);
      expect({ label, article }).toEqual({
        label,
        article: expect.stringMatching(/\/storage\/[a-z_]*webp_[^/]+\.webp$/),
      });
      const articleBytes = downloaded.get(new URL(article).pathname) ?? 0;
      // the image the page preloads is the one the <picture> draws: it is downloaded once
      const headline = [...downloaded.keys()].filter((p) => p.includes(news.image_path.replace(/\.jpg$/, '')));
      expect({ label, headline }).toEqual({ label, headline: [new URL(article).pathname] });

      await visitor.page.goto('/');
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      await visitor.page.waitForLoadState('networkidle');
      const home = await lcpUrl(visitor.page);
      // the same rendition in the original format: what a visitor downloaded before the WebP twins
      const twinPath = new URL(article).pathname.replace('/storage/', '');
      const fallback =
        Object.values(news.image_formats ?? {}).find((f) => f?.webp === twinPath)?.path ??
        (twinPath === news.image_webp ? news.image_path : undefined);
      const fallbackBytes = fallback
        ? Number((await fetch(`${baseURL}/storage/${fallback}`, { method: 'HEAD' })).headers.get('content-length'))
        : 0;
      console.info(
        `[photo] ${label} ${viewport.width}px @${scale}x: article LCP ${twinPath} (${kb(articleBytes)}; as JPEG ${kb(fallbackBytes)}); ` +
          `home LCP ${home ? new URL(home).pathname : '(text)'}`,
      );
      if (home.includes('/storage/'))
        expect({ label, home }).toEqual({ label, home: expect.stringMatching(/\.webp$/) });
      await visitor.context.close();
    }
  });
});
