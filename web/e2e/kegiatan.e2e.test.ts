/**
 * The activities journey in real Chromium against the real CMS: an admin adds an activity with a poster and a
 * registration link, uploads three captioned photos to it; a visitor sees it under "upcoming"; once its time is moved
 * back it is under the ended activities with its photos; the viewer shows a caption and its date; its `.ics` downloads
 * with the times in Asia/Jakarta.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, signedInSession, type Session } from './browser';
import { editActivity, expectAccessible, makeImage, typeInEditor } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let browser: Browser;
let admin: Session;
let page: Page;

/** `YYYY-MM-DDTHH:mm`: the wall clock in Asia/Jakarta `days` from now at `hour`:00, as a datetime-local input takes it. */
function jakartaAt(days: number, hour: number): string {
  const day = new Date(Date.now() + 7 * HOUR + days * DAY).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

const title = `Workshop Kontainer E2E ${Date.now()}`;
const captions = ['Pemateri membuka sesi', 'Peserta praktik bersama', 'Foto bersama di akhir acara'];
let activityId = 0;
let slug = '';

beforeAll(async () => {
  browser = await launch();
  admin = await signedInSession(browser, baseURL, { username, password });
  page = admin.page;
});
afterAll(async () => {
  await browser?.close();
});

/** The titles of the activities a list region shows. */
async function titlesIn(visitor: Page, region: string) {
  return visitor.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).allTextContents();
}

describe('activities, from the admin to a visitor', () => {
  it('adds an activity with a poster and a registration link in Kelola Kegiatan', async () => {
    await page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name: 'Kelola Kegiatan' })
      .click();
    await page.waitForURL(/\/admin\/kegiatan$/);
    await page.getByRole('link', { name: 'Tambah Kegiatan Baru' }).waitFor();
    await expectAccessible(page, 'Kelola Kegiatan');
    await page.getByRole('link', { name: 'Tambah Kegiatan Baru' }).click();
    await page.waitForURL(/\/admin\/kegiatan\/tambah$/);
    await page.getByLabel(/Judul Kegiatan/).fill(title);
    await page.getByLabel(/Waktu Mulai/).fill(jakartaAt(2, 9));
    await page.getByLabel(/Waktu Selesai/).fill(jakartaAt(2, 12));
    await page.getByLabel(/Tempat/).fill('Laboratorium RPL, Gedung A');
    await page.getByLabel(/Ringkasan/).fill('Belajar Docker dari nol: image, container, dan compose.');
    await page.locator('iframe.tox-edit-area__iframe').waitFor();
    await typeInEditor(page, 'Bawa laptop dengan Docker terpasang.');
    await page.getByLabel(/Poster/).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await makeImage('Poster', 'png', 1080, 1350),
    });
    await page.getByLabel(/Tautan Pendaftaran/).fill('https://forms.example.org/workshop-kontainer');
    await expectAccessible(page, 'Tambah Kegiatan');
    await page.getByRole('button', { name: 'Simpan Kegiatan' }).click();
    await page.getByText('Kegiatan berhasil ditambahkan!').waitFor();
    // two seconds later its edit screen, where its photos are managed
    await page.waitForURL(/\/admin\/kegiatan\/edit\/\d+$/, { timeout: 10_000 });
    activityId = Number(page.url().split('/').pop());
    await page.getByRole('heading', { name: /Foto Kegiatan/ }).waitFor();
    await expectAccessible(page, 'Edit Kegiatan');
    const api = (await (await page.request.get(`/api/admin/kegiatan/${activityId}`)).json()) as { slug: string };
    slug = api.slug;
    expect(slug).toMatch(/^workshop-kontainer-e2e-\d+$/);
  });

  it('uploads three photos with their captions to it', async () => {
    await page.getByRole('link', { name: 'Unggah Foto untuk Kegiatan Ini' }).click();
    await page.waitForURL(new RegExp(`/admin/galeri/tambah\\?kegiatan=${activityId}$`));
    await expect.poll(() => page.getByLabel('Kegiatan (opsional)').inputValue()).toBe(String(activityId));
    await page.getByLabel(/Pilih Gambar/).setInputFiles(
      await Promise.all(
        ['satu', 'dua', 'tiga'].map(async (name) => ({
          name: `${name}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await makeImage(name, 'jpeg'),
        })),
      ),
    );
    await page.getByLabel('Keterangan satu.jpg (opsional)').fill(captions[0]!);
    await page.getByLabel('Keterangan dua.jpg (opsional)').fill(captions[1]!);
    // the third takes the batch's caption
    await page.getByLabel('Keterangan untuk semua gambar (opsional)').fill(captions[2]!);
    await expectAccessible(page, 'Tambah Galeri with captions');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('3 gambar berhasil diunggah!').waitFor({ timeout: 15_000 });
    const activity = (await (await page.request.get(`/api/admin/kegiatan/${activityId}`)).json()) as {
      photos: Array<{ caption: string }>;
    };
    expect(activity.photos.map((photo) => photo.caption)).toEqual(captions);
  });

  it('shows it to a visitor under "upcoming" with its poster and registration link', async () => {
    const { page: visitor, context, errors } = await newSession(browser, baseURL);
    await visitor.goto('/kegiatan');
    await visitor.getByRole('region', { name: 'Kegiatan Mendatang' }).getByRole('heading', { name: title }).waitFor();
    expect(await titlesIn(visitor, 'Kegiatan Sebelumnya')).not.toContain(title);
    const card = visitor.getByRole('article', { name: title });
    expect(await card.getByRole('img', { name: `Poster ${title}` }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: /^Daftar/ }).getAttribute('href')).toBe(
      'https://forms.example.org/workshop-kontainer',
    );
    await expectAccessible(visitor, '/kegiatan');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves it to the ended activities, with its photos, once its time is moved back', async () => {
    await editActivity(page, activityId, async () => {
      await page.getByLabel(/Waktu Mulai/).fill(jakartaAt(-3, 9));
      await page.getByLabel(/Waktu Selesai/).fill(jakartaAt(-3, 12));
    });

    const { page: visitor, context, errors } = await newSession(browser, baseURL);
    await visitor.goto('/kegiatan');
    const past = visitor.getByRole('region', { name: 'Kegiatan Sebelumnya' });
    const article = past.getByRole('article', { name: title });
    await article.waitFor();
    expect(await titlesIn(visitor, 'Kegiatan Mendatang')).not.toContain(title);
    const photos = article.getByRole('button', { name: /\(perbesar\)$/ });
    expect(await photos.count()).toBe(3);

    // the viewer opens at the clicked photo and shows its caption and its date
    await photos.nth(1).click();
    // the slide on screen: the only one not made inert
    const current = visitor.locator('.yarl__root [role="group"]:not([inert])');
    await current.locator('img').waitFor();
    expect(await current.locator('img').getAttribute('alt')).toBe(captions[1]);
    const caption = current.locator('.yarl__slide_description');
    expect(await caption.textContent()).toContain(captions[1]);
    const today = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }).format(new Date());
    expect(await caption.locator('time').textContent()).toBe(today);
    await expectAccessible(visitor, 'the photo viewer');
    await visitor.keyboard.press('ArrowRight');
    await expect.poll(() => current.locator('img').getAttribute('alt')).toBe(captions[2]);
    await visitor.keyboard.press('Escape');
    await visitor.locator('.yarl__root').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens its page and downloads its .ics with the times in Asia/Jakarta', async () => {
    const { page: visitor, context, errors } = await newSession(browser, baseURL);
    const response = await visitor.goto(`/kegiatan/${slug}`);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.title()).toContain(title);
    // the head came from the server: an Event in JSON-LD
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, string>;
    expect(jsonLd['@type']).toBe('Event');
    expect(jsonLd.startDate).toBe(`${jakartaAt(-3, 9)}:00+07:00`);
    await visitor.getByText('Sudah berlangsung').waitFor();
    await expectAccessible(visitor, 'an activity page');

    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: /Unduh \.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${slug}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    const stamp = (value: string) => value.replace(/[-:]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`\r\nSUMMARY:${title}\r\n`);
    expect(ics).toContain(`\r\nDTSTART;TZID=Asia/Jakarta:${stamp(jakartaAt(-3, 9))}00\r\n`);
    expect(ics).toContain(`\r\nDTEND;TZID=Asia/Jakarta:${stamp(jakartaAt(-3, 12))}00\r\n`);
    expect(ics).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Asia/Jakarta\r\n');
    expect(errors).toEqual([]);
    await context.close();
  });
});
