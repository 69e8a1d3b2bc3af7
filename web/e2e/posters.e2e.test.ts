/**
 * Posters are shown whole: award images, recruitment posters and the news carousel's images, measured in the real
 * page at phone and laptop widths. For each image: the box it is drawn in, its natural size, its `object-fit` and
 * `object-position`, and every ancestor that clips (overflow); from those, how much of the picture a visitor cannot
 * see. The carousel's title sits beside or under its image, never over it, and image boxes keep their shape while
 * the pictures are still on their way (no layout shift).
 */
import { request, type APIRequestContext, type Browser, type Locator, type Page, type Route } from 'playwright-core';
import type { LatestNews, UploadPosterResponse } from '@hmrpl/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession } from './browser';
import { makeImage } from './helpers';

const baseURL = inject('baseURL');
/** The widths the issue names (phone, laptop) and the ends of the range every poster must fit (320 to 1440 px). */
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
];
/** The most of a poster that may be out of sight (rounding, sub-pixel layout). */
const MAX_CUT = 0.03;

let browser: Browser;
let admin: APIRequestContext;
/** A phone-story recruitment poster (9:16) among the seeded 4:5 one: the newest, so the home page shows it. */
let story: UploadPosterResponse['data'];

/** The admin's XSRF token as the SPA sends it. */
async function xsrf(api: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' };
}

beforeAll(async () => {
  browser = await launch();
  admin = await request.newContext({ baseURL });
  await admin.get('/sanctum/csrf-cookie');
  const login = await admin.post('/api/login', {
    data: { email: inject('adminUsername'), password: inject('adminPassword') },
    headers: await xsrf(admin),
  });
  expect(login.status()).toBe(200);
  const upload = await admin.post('/api/rekrutmen', {
    multipart: {
      poster: { name: 'story.png', mimeType: 'image/png', buffer: await makeImage('Oprec', 'png', 1080, 1920) },
    },
    headers: await xsrf(admin),
  });
  expect(upload.status()).toBe(201);
  story = ((await upload.json()) as UploadPosterResponse).data;
  expect(story).toMatchObject({ image_width: 1080, image_height: 1920 });
});
afterAll(async () => {
  if (story)
    expect((await admin.delete(`/api/admin/rekrutmen/${story.id}`, { headers: await xsrf(admin) })).status()).toBe(200);
  await admin?.dispose();
  await browser?.close();
});

interface Shown {
  src: string;
  fit: string;
  box: { width: number; height: number };
  natural: { width: number; height: number };
  /** Share of the picture's width and height that is out of sight (0 = whole). */
  cut: number;
  /** How far the drawn picture's aspect ratio is from its own (0 = undistorted). */
  distortion: number;
}

/** What of an image a visitor sees: runs in the page. */
function measure(img: HTMLImageElement): Shown {
  const style = getComputedStyle(img);
  const rect = img.getBoundingClientRect();
  const px = (value: string) => Number.parseFloat(value) || 0;
  const box = {
    left: rect.left + px(style.borderLeftWidth) + px(style.paddingLeft),
    top: rect.top + px(style.borderTopWidth) + px(style.paddingTop),
    width:
      rect.width -
      px(style.borderLeftWidth) -
      px(style.paddingLeft) -
      px(style.borderRightWidth) -
      px(style.paddingRight),
    height:
      rect.height -
      px(style.borderTopWidth) -
      px(style.paddingTop) -
      px(style.borderBottomWidth) -
      px(style.paddingBottom),
  };
  const natural = { width: img.naturalWidth, height: img.naturalHeight };
  const contain = Math.min(box.width / natural.width, box.height / natural.height);
  const cover = Math.max(box.width / natural.width, box.height / natural.height);
  const scale: Record<string, [number, number]> = {
    fill: [box.width / natural.width, box.height / natural.height],
    contain: [contain, contain],
    cover: [cover, cover],
    none: [1, 1],
    'scale-down': [Math.min(1, contain), Math.min(1, contain)],
  };
  const [sx, sy] = scale[style.objectFit] ?? scale.fill!;
  const drawn = { width: natural.width * sx, height: natural.height * sy };
  // object-position: two lengths or percentages (computed style always gives both)
  const [posX = '50%', posY = '50%'] = style.objectPosition.split(' ');
  const offset = (pos: string, free: number) => (pos.endsWith('%') ? (free * Number.parseFloat(pos)) / 100 : px(pos));
  const left = box.left + offset(posX, box.width - drawn.width);
  const top = box.top + offset(posY, box.height - drawn.height);
  // the image's own box clips what is drawn outside it, and so does every ancestor that hides its overflow
  let clip = { left: box.left, top: box.top, right: box.left + box.width, bottom: box.top + box.height };
  for (let el = img.parentElement; el && el !== document.body; el = el.parentElement) {
    const ancestor = getComputedStyle(el);
    if (ancestor.overflowX === 'visible' && ancestor.overflowY === 'visible') continue;
    const r = el.getBoundingClientRect();
    clip = {
      left: Math.max(clip.left, r.left),
      top: Math.max(clip.top, r.top),
      right: Math.min(clip.right, r.right),
      bottom: Math.min(clip.bottom, r.bottom),
    };
  }
  const seenWidth = Math.max(0, Math.min(clip.right, left + drawn.width) - Math.max(clip.left, left));
  const seenHeight = Math.max(0, Math.min(clip.bottom, top + drawn.height) - Math.max(clip.top, top));
  return {
    src: img.currentSrc,
    fit: style.objectFit,
    box: { width: Math.round(box.width), height: Math.round(box.height) },
    natural,
    cut: Math.max(1 - seenWidth / drawn.width, 1 - seenHeight / drawn.height),
    distortion: Math.abs(drawn.width / drawn.height / (natural.width / natural.height) - 1),
  };
}

/** Scrolls the image into view, waits until its picture has arrived, and measures it. */
async function shown(image: Locator): Promise<Shown> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  return image.evaluate(measure);
}

/** The carousel's active slide, once it has stopped moving. */
async function settledSlide(page: Page): Promise<Locator> {
  const carousel = page.locator('section[aria-labelledby="latest-news-title"]');
  const slide = carousel.locator('.swiper-slide-active');
  await expect
    .poll(async () =>
      carousel.evaluate((section) => {
        const active = section.querySelector('.swiper-slide-active');
        const frame = section.querySelector('.swiper');
        return active && frame
          ? Math.abs(active.getBoundingClientRect().left - frame.getBoundingClientRect().left)
          : -1;
      }),
    )
    .toBeLessThan(1);
  return slide;
}

/** Stops the autoplay with the page's own pause button, then shows each slide through its dot. */
async function eachSlide(page: Page, visit: (slide: Locator, index: number) => Promise<void>): Promise<number> {
  const carousel = page.locator('section[aria-labelledby="latest-news-title"]');
  await carousel.scrollIntoViewIfNeeded();
  const pause = carousel.getByRole('button', { name: 'Jeda putar otomatis' });
  await pause.click();
  const dots = carousel.getByRole('button', { name: /^Tampilkan berita \d+$/ });
  // the carousel's code comes once the section is near: its dots appear then
  await dots.first().waitFor();
  const count = await dots.count();
  for (let index = 0; index < count; index += 1) {
    await dots.nth(index).click();
    await expect.poll(() => dots.nth(index).getAttribute('aria-current')).toBe('true');
    await visit(await settledSlide(page), index);
  }
  return count;
}

const latest = async () => (await (await fetch(`${baseURL}/api/berita/terbaru`)).json()) as LatestNews;

describe('posters are shown whole', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: every award, recruitment and carousel image on / and /rekrutmen`, async () => {
      const { page, context, errors } = await newSession(browser, baseURL, viewport);
      const results: Array<Shown & { what: string }> = [];
      const record = async (what: string, image: Locator) => {
        results.push({ what, ...(await shown(image)) });
      };

      await page.goto('/');
      await record('home recruitment poster', page.getByRole('img', { name: 'Poster open recruitment HMRPL terbaru' }));
      const awards = page.getByRole('img', { name: /^Poster penghargaan / });
      await awards.first().waitFor();
      expect(await awards.count()).toBe(3);
      for (let i = 0; i < 3; i += 1) await record(`award ${i + 1}`, awards.nth(i));
      const slides = await eachSlide(page, (slide, index) =>
        record(`carousel slide ${index + 1}`, slide.locator('img')),
      );
      expect(slides).toBe((await latest()).length);

      await page.goto('/rekrutmen');
      const posters = page.getByRole('img', { name: /^Poster open recruitment HMRPL, diunggah / });
      await posters.first().waitFor();
      for (let i = 0; i < (await posters.count()); i += 1) await record(`recruitment poster ${i + 1}`, posters.nth(i));

      // a poster counts as whole when (almost) nothing is out of sight and it is not stretched
      const failures = results.filter((r) => r.cut > MAX_CUT || r.distortion > MAX_CUT);
      expect(
        failures.map(
          (r) =>
            `${r.what}: ${r.fit} ${r.box.width}x${r.box.height} of ${r.natural.width}x${r.natural.height}, ${(r.cut * 100).toFixed(1)}% cut, ${(r.distortion * 100).toFixed(1)}% stretched`,
        ),
      ).toEqual([]);
      // the three award cards stay even: the same width and the same picture-box height
      const awardBoxes = results.filter((r) => r.what.startsWith('award'));
      expect(new Set(awardBoxes.map((r) => `${r.box.width}x${r.box.height}`)).size).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the news carousel', () => {
  for (const viewport of [VIEWPORTS[1]!, VIEWPORTS[2]!]) {
    it(`at ${viewport.width} px: the title sits beside or under the image, never over it, and links to the article`, async () => {
      const { page, context } = await newSession(browser, baseURL, viewport);
      const items = await latest();
      await page.goto('/');
      const seen = new Set<string>();
      await eachSlide(page, async (slide) => {
        const link = slide.getByRole('link');
        const href = await link.getAttribute('href');
        const item = items.find((candidate) => `/berita/${candidate.slug}` === href);
        expect(item, `slide links to ${href}`).toBeDefined();
        seen.add(item!.slug);
        const title = link.getByText(item!.title, { exact: true });
        const [titleBox, imageBox] = await Promise.all([title.boundingBox(), slide.locator('img').boundingBox()]);
        expect(titleBox && imageBox).toBeTruthy();
        const overlapWidth =
          Math.min(titleBox!.x + titleBox!.width, imageBox!.x + imageBox!.width) - Math.max(titleBox!.x, imageBox!.x);
        const overlapHeight =
          Math.min(titleBox!.y + titleBox!.height, imageBox!.y + imageBox!.height) - Math.max(titleBox!.y, imageBox!.y);
        expect(Math.min(overlapWidth, overlapHeight), `title box over the image of ${item!.slug}`).toBeLessThanOrEqual(
          0,
        );
      });
      expect(seen.size).toBe(items.length);
      await context.close();
    });
  }
});

/** The boxes of the pictures a visitor sees first on the home page, and of the news section. */
async function homeBoxes(page: Page) {
  const size = async (locator: Locator) => {
    const box = (await locator.count()) > 0 ? await locator.boundingBox() : null;
    return box && `${Math.round(box.width)}x${Math.round(box.height)}`;
  };
  const news = page.locator('section[aria-labelledby="latest-news-title"]');
  return {
    poster: await size(page.getByRole('img', { name: 'Poster open recruitment HMRPL terbaru' })),
    awards: await Promise.all(
      [0, 1, 2].map((i) => size(page.getByRole('img', { name: /^Poster penghargaan / }).nth(i))),
    ),
    news: await size(news),
    // the first story with its picture, whichever it is (other journeys may have added newer news): every slide
    // shares one frame, so its box is the carousel's picture box
    firstStory: await size(
      news
        .getByRole('link')
        .filter({ has: page.locator('img') })
        .first()
        .locator('img'),
    ),
  };
}

describe('no layout shift', () => {
  for (const viewport of [VIEWPORTS[1]!, VIEWPORTS[2]!]) {
    it(`at ${viewport.width} px: picture boxes and the news carousel keep their size while pictures and code arrive`, async () => {
      const { page, context, errors } = await newSession(browser, baseURL, viewport);
      await page.addInitScript(() => {
        const state = window as Window & { layoutShift?: number };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) state.layoutShift! += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // no picture arrives until the boxes have been measured
      const held: Route[] = [];
      let holding = true;
      await page.route('**/storage/**', (route) => (holding ? held.push(route) : route.continue()));
      // the server-drawn page holds its pictures: its load event waits for the ones held here
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('img', { name: /^Poster penghargaan / })
        .first()
        .waitFor({ state: 'attached' });
      const before = await homeBoxes(page);
      // the story poster's box has its own 9:16 shape before a byte of it has arrived
      const [posterWidth, posterHeight] = before.poster!.split('x').map(Number);
      expect(Math.abs(posterHeight! - (posterWidth! * 1920) / 1080)).toBeLessThanOrEqual(1);

      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      // walk down the page: every lazy picture and the carousel's code arrive
      for (let y = 0; y < 6000; y += 300) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(50);
      }
      const news = page.locator('section[aria-labelledby="latest-news-title"]');
      await news
        .getByRole('button', { name: /^Tampilkan berita \d+$/ })
        .first()
        .waitFor();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('main img')]
              .filter((img) =>
                img.closest('section[aria-labelledby="awarding-title"], section[aria-labelledby="oprec-title"]'),
              )
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await homeBoxes(page)).toEqual(before);
      const shift = await page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift);
      expect(shift).toBeLessThan(0.05);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
