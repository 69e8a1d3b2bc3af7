/**
 * The yearly handover as the staff do it (issue 26; ADR 065-069), in real Chromium against the built site and the
 * real CMS:
 * - each of the four screens that contradicted themselves shows what its own write just made, at once (Tambah Kabinet
 *   -> its edit page, Aktifkan, Hapus, Naikkan/Turunkan), and a visitor's tab that read the site before the activation
 *   shows the new cabinet right after it (no stale copy from the browser's cache);
 * - the handover of docs/handover.md followed through the Serah Terima checklist, at laptop size and at 390 px: after
 *   every save the screen shows the new state and a confirmation inside the viewport, and the checklist ticks;
 * - the member import: 25 rows with their portraits, and a file with 5 bad rows (each named, nothing created).
 * axe finds nothing serious on the new screens. Everything made here is removed again (the founding cabinet stays the
 * active one for the other journeys).
 */
import { request, type APIRequestContext, type Browser, type Locator, type Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import type { AdminCabinetList, AdminCabinetResponse, Cabinet, SiteSettings } from '@hmrpl/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const FOUNDING = { name: 'SYVELTA', period: '2024/2025', slug: 'syvelta-2024-2025' };
/** Cabinets made here: their slugs start with these names. */
const OURS = ['seketika', 'harmonia', 'sinergia', 'impora'];
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A screen that shows its own write shows it at once: well under the ~25 s the stale copies lasted. */
const AT_ONCE = { timeout: 5_000 };

let browser: Browser;
let admin: APIRequestContext;
let settingsBefore: SiteSettings;
const timings: Array<[string, number]> = [];

async function xsrf(api: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' };
}

async function cabinets(): Promise<AdminCabinetList['data']> {
  return ((await (await admin.get('/api/admin/kabinet')).json()) as AdminCabinetList).data;
}

/** Back to the founding cabinet, and none of ours left (the other journeys expect the site as seeded). */
async function restore() {
  const list = await cabinets();
  const founding = list.find((c) => c.slug === FOUNDING.slug)!;
  if (!founding.active) await admin.post(`/api/admin/kabinet/${founding.id}/aktifkan`, { headers: await xsrf(admin) });
  for (const cabinet of list.filter((c) => OURS.some((name) => c.slug.startsWith(name))))
    await admin.delete(`/api/admin/kabinet/${cabinet.id}`, { headers: await xsrf(admin) });
}

beforeAll(async () => {
  browser = await launch();
  admin = await request.newContext({ baseURL });
  await admin.get('/sanctum/csrf-cookie');
  const login = await admin.post('/api/login', { data: { email: username, password }, headers: await xsrf(admin) });
  expect(login.status()).toBe(200);
  settingsBefore = (await (await admin.get('/api/pengaturan')).json()) as SiteSettings;
  // the site as seeded: the founding cabinet active, and no later cabinet another journey left behind (it would be
  // "the one being prepared")
  const founding = (await cabinets()).find((c) => c.slug === FOUNDING.slug)!;
  if (!founding.active) await admin.post(`/api/admin/kabinet/${founding.id}/aktifkan`, { headers: await xsrf(admin) });
  for (const cabinet of (await cabinets()).filter((c) => !c.active && c.period > FOUNDING.period))
    await admin.delete(`/api/admin/kabinet/${cabinet.id}`, { headers: await xsrf(admin) });
});

afterAll(async () => {
  if (admin) {
    await restore();
    await admin.post('/api/admin/pengaturan', { data: settingsBefore, headers: await xsrf(admin) });
    await admin.dispose();
  }
  console.log(
    `[handover journey] steps and times:\n${timings.map(([name, ms]) => `  ${name.padEnd(76)} ${(ms / 1000).toFixed(1)} s`).join('\n')}`,
  );
  await browser?.close();
});

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push([name, Math.round(performance.now() - started)]);
  return result;
}

async function signedIn(viewport = LAPTOP): Promise<Session> {
  const session = await newSession(browser, baseURL, viewport);
  session.page.on('dialog', (dialog) => void dialog.accept());
  await session.page.goto('/login');
  await session.page.getByLabel('Username').fill(username);
  await session.page.getByLabel('Password').fill(password);
  await session.page.getByRole('button', { name: 'LOGIN' }).click();
  await session.page.waitForURL(/\/admin$/);
  return session;
}

/**
 * Fails unless `locator` is shown whole inside the viewport (where the eyes are), not only somewhere in the page. The
 * admin pages scroll smoothly: the position is read until it settles.
 */
async function expectInView(page: Page, locator: Locator, what: string) {
  await locator.waitFor(AT_ONCE);
  const viewport = page.viewportSize()!;
  const inside = async () => {
    const box = await locator.boundingBox();
    return Boolean(
      box && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width,
    );
  };
  await expect
    .poll(inside, { timeout: 2_000, message: `${what} is inside the ${viewport.width}x${viewport.height} viewport` })
    .toBe(true);
}

/** The confirmation of a save: a status (polite live region) with the spec's text, in view. */
async function confirmed(page: Page, text: string, near?: Locator) {
  const status = (near ?? page).getByRole('status').filter({ hasText: text });
  await expectInView(page, status, `"${text}"`);
  expect(await status.evaluate((el) => Boolean(el.closest('[aria-live="polite"], [role="status"]')))).toBe(true);
}

const checklist = (page: Page) => page.getByRole('list', { name: 'Langkah serah terima' });

/** The Serah Terima page through the sidebar (behind the menu button below 992 px). */
async function openChecklist(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Navigasi admin' });
  await navigation.waitFor({ state: 'attached' });
  if (page.viewportSize()!.width < 992) await page.getByRole('button', { name: 'Buka menu' }).click();
  await navigation.getByRole('link', { name: 'Serah Terima' }).click();
  await checklist(page).waitFor();
}

async function progress(page: Page, done: number) {
  await page.getByText(`${done} dari 7 langkah selesai`).waitFor(AT_ONCE);
}

/** A cabinet's form filled as the handover says, with a logo; the texts copied from the active cabinet. */
async function fillNewCabinet(page: Page, next: { name: string; period: string }) {
  await page.getByRole('button', { name: /^Salin visi, misi, dan teks Kabinet/ }).click();
  await page.getByText(/disalin ke isian yang masih kosong/).waitFor();
  await page.getByLabel(/^Nama kabinet/).fill(next.name);
  await page.getByLabel(/^Periode/).fill(next.period);
  await page.getByLabel(/^Makna nama kabinet/).fill(`Nama ${next.name} berarti kebersamaan.`);
  await page.getByLabel(/^Logo kabinet/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await makeImage(next.name[0]!, 'png', 320, 320),
  });
}

describe('each admin screen shows what its own write just made', () => {
  it('Tambah Kabinet -> its edit page, Naikkan/Turunkan, Aktifkan, Hapus; and a visitor’s earlier tab', async () => {
    const { page, context } = await signedIn();
    const visitor = await newSession(browser, baseURL);
    const next = { name: 'SEKETIKA', period: '2040/2041' };
    try {
      // every screen's reads are in the browser's cache first (as a real admin's are, after a minute of work)
      await step('Kelola Kabinet, Kelola Anggota, Struktur and a visitor’s /tentang read once', async () => {
        await page.goto('/admin/kabinet');
        await page.getByRole('cell', { name: FOUNDING.name, exact: true }).waitFor();
        await page.goto('/admin/anggota');
        await page.getByRole('region', { name: 'INTI', exact: true }).waitFor();
        await visitor.page.goto('/tentang');
        await visitor.page.getByRole('heading', { level: 2, name: FOUNDING.name, exact: true }).waitFor();
        await page.goto('/admin/kabinet');
        await page.getByRole('cell', { name: FOUNDING.name, exact: true }).waitFor();
      });

      await step('Tambah Kabinet: the edit page shows the cabinet just added', async () => {
        await page.getByRole('link', { name: 'Tambah Kabinet Baru' }).click();
        await fillNewCabinet(page, next);
        await page.getByRole('button', { name: 'Tambah Kabinet' }).click();
        await page.getByRole('heading', { name: 'Edit Kabinet' }).waitFor();
        await page.getByText('Kabinet berhasil ditambahkan!').waitFor(AT_ONCE);
        // not "Kabinet tidak ditemukan.": the form holds the new cabinet
        await expect.poll(() => page.getByLabel(/^Nama kabinet/).inputValue(), AT_ONCE).toBe(next.name);
        expect(await page.getByText('Kabinet tidak ditemukan.').count()).toBe(0);
      });

      await step('Naikkan/Turunkan: the list shows the new order with its confirmation', async () => {
        const cabinet = (await cabinets()).find((c) => c.slug.startsWith('seketika'))!;
        const imported = await admin.post('/api/admin/anggota/impor', {
          data: {
            kabinet_id: cabinet.id,
            rows: ['Satu', 'Dua', 'Tiga'].map((nama) => ({
              nama: `Anggota ${nama}`,
              jabatan: 'Staf',
              department: 'INTI',
            })),
          },
          headers: await xsrf(admin),
        });
        expect(imported.status()).toBe(201);
        // the members were added elsewhere (the API): the screen is opened afresh
        await page.goto(`/admin/anggota?kabinet=${cabinet.id}`);
        const group = page.getByRole('region', { name: 'Anggota INTI' });
        const order = () => group.locator('li p:first-child').evaluateAll((ps) => ps.map((p) => p.textContent));
        await expect.poll(order, AT_ONCE).toEqual(['Anggota Satu', 'Anggota Dua', 'Anggota Tiga']);
        await group.getByRole('button', { name: 'Turunkan Anggota Satu' }).click();
        await expect.poll(order, AT_ONCE).toEqual(['Anggota Dua', 'Anggota Satu', 'Anggota Tiga']);
        await confirmed(page, 'Urutan berhasil disimpan!', group.getByRole('listitem').nth(1));
        await group.getByRole('button', { name: 'Naikkan Anggota Tiga' }).click();
        await expect.poll(order, AT_ONCE).toEqual(['Anggota Dua', 'Anggota Tiga', 'Anggota Satu']);
      });

      await step('Aktifkan: the table says "Aktif" for it when the message says so', async () => {
        await page.goto('/admin/kabinet');
        const row = page.getByRole('row', { name: new RegExp(next.name) });
        await row.getByText('Belum aktif').waitFor();
        await page.getByRole('button', { name: `Aktifkan Kabinet ${next.name} ${next.period}` }).click();
        await page.getByText(`Kabinet ${next.name} sekarang aktif.`).waitFor(AT_ONCE);
        await row.getByText('Aktif', { exact: true }).waitFor(AT_ONCE);
        await page
          .getByRole('row', { name: new RegExp(FOUNDING.name) })
          .getByText('Arsip')
          .waitFor(AT_ONCE);
      });

      await step('a visitor’s tab that read /tentang before: the new cabinet at once', async () => {
        // in-app navigation: the SPA reads the public API again, through the browser's HTTP cache
        await visitor.page.getByRole('navigation').getByRole('link', { name: 'Beranda' }).first().click();
        await visitor.page.getByRole('navigation').getByRole('link', { name: 'Tentang' }).first().click();
        await visitor.page.getByRole('heading', { level: 2, name: next.name, exact: true }).waitFor(AT_ONCE);
        // and a full load of the page
        await visitor.page.reload();
        await visitor.page.getByRole('heading', { level: 2, name: next.name, exact: true }).waitFor(AT_ONCE);
      });

      await step('Hapus: the deleted cabinet leaves the table with its message', async () => {
        await page.getByRole('button', { name: `Aktifkan Kabinet ${FOUNDING.name} ${FOUNDING.period}` }).click();
        await page.getByText(`Kabinet ${FOUNDING.name} sekarang aktif.`).waitFor(AT_ONCE);
        await page.getByRole('button', { name: `Hapus Kabinet ${next.name} ${next.period}` }).click();
        await page.getByText('Kabinet berhasil dihapus!').waitFor(AT_ONCE);
        await page.getByRole('row', { name: new RegExp(next.name) }).waitFor({ state: 'detached', ...AT_ONCE });
        // the message took the focus (its button is gone with the row), so it is in view
        await expectInView(page, page.getByRole('status').filter({ hasText: 'Kabinet berhasil dihapus!' }), 'Hapus');
      });
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await context.close();
      await restore();
    }
  });
});

/** The handover of docs/handover.md through the checklist, on one screen size. */
async function handover(viewport: { width: number; height: number }, next: { name: string; period: string }) {
  const label = `${viewport.width} px`;
  const { page, context, errors } = await signedIn(viewport);
  const title = `Kabinet ${next.name} ${next.period}`;
  const slugStart = next.name.toLowerCase();
  try {
    await step(`${label}: Serah Terima, nothing prepared yet`, async () => {
      await openChecklist(page);
      await page.getByRole('heading', { name: 'Belum ada kabinet yang sedang disiapkan' }).waitFor();
      await progress(page, 0);
    });
    await expectAccessible(page, `Serah Terima (${label})`);

    await step(`${label}: 1. Tambah Kabinet Baru (texts copied from the active cabinet)`, async () => {
      await checklist(page).getByRole('link', { name: 'Tambah Kabinet Baru' }).click();
      await fillNewCabinet(page, next);
      await expectAccessible(page, `Tambah Kabinet (${label})`);
      await page.getByRole('button', { name: 'Tambah Kabinet' }).click();
      await page.getByRole('heading', { name: 'Edit Kabinet' }).waitFor();
      await expectInView(page, page.getByText('Kabinet berhasil ditambahkan!'), 'Kabinet berhasil ditambahkan!');
      await expect.poll(() => page.getByLabel(/^Nama kabinet/).inputValue(), AT_ONCE).toBe(next.name);
      await openChecklist(page);
      await page.getByRole('heading', { name: title }).waitFor(AT_ONCE);
      await progress(page, 1);
    });

    await step(`${label}: 2. Struktur (opens on the new cabinet), Simpan Struktur`, async () => {
      await checklist(page).getByRole('link', { name: 'Struktur' }).click();
      await page.getByText(`Menampilkan ${title}: sedang disiapkan, belum tampil di situs.`).waitFor(AT_ONCE);
      await page.getByRole('button', { name: 'Tambah Departemen' }).click();
      await page.getByLabel(/^Nama departemen 5/).fill('RISET');
      const save = page.getByRole('button', { name: 'Simpan Struktur' });
      await save.click();
      await confirmed(page, 'Struktur kabinet berhasil disimpan!');
      // the saved structure is what the screen holds (each entry now has its id: its members can be counted)
      expect(
        await page
          .getByLabel(/^Nama departemen/)
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      ).toEqual(['INTI', 'INTERNAL', 'EKSTERNAL', 'MEDIA KREATIF', 'RISET']);
      await openChecklist(page);
      await progress(page, 2);
    });

    await step(`${label}: 3. Kelola Anggota (opens on the new cabinet), two members, Turunkan`, async () => {
      await checklist(page).getByRole('link', { name: 'Kelola Anggota' }).click();
      await page.getByText(`Menampilkan ${title}: sedang disiapkan, belum tampil di situs.`).waitFor(AT_ONCE);
      for (const nama of ['Ketua Baru', 'Wakil Baru']) {
        await page.getByRole('button', { name: 'Tambah Anggota' }).click();
        const form = page.locator('form', { has: page.getByRole('heading', { name: 'Tambah Anggota' }) });
        await form.getByLabel(/^Nama/).fill(nama);
        await form.getByLabel(/^Jabatan/).fill(nama === 'Ketua Baru' ? 'Ketua Himpunan' : 'Wakil Ketua Himpunan');
        await form.getByLabel(/^Foto/).setInputFiles({
          name: `${nama}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await makeImage(nama, 'jpeg', 600, 800),
        });
        await form.getByRole('img', { name: /Pratinjau Foto/ }).waitFor();
        if (nama === 'Ketua Baru') await expectAccessible(page, `Kelola Anggota: the form (${label})`);
        await form.getByRole('button', { name: 'Tambah Anggota' }).click();
        await confirmed(page, 'Anggota berhasil ditambahkan!');
        await page.getByRole('region', { name: 'Anggota INTI' }).getByText(nama, { exact: true }).waitFor(AT_ONCE);
      }
      const group = page.getByRole('region', { name: 'Anggota INTI' });
      await group.getByRole('button', { name: 'Turunkan Ketua Baru' }).click();
      await confirmed(page, 'Urutan berhasil disimpan!', group.getByRole('listitem').nth(1));
      await expect
        .poll(() => group.locator('li p:first-child').evaluateAll((ps) => ps.map((p) => p.textContent)), AT_ONCE)
        .toEqual(['Wakil Baru', 'Ketua Baru']);
      await expectAccessible(page, `Kelola Anggota (${label})`);
      await openChecklist(page);
      await progress(page, 3);
      await checklist(page).getByText('2 anggota').waitFor();
    });

    await step(`${label}: 4. Edit Kabinet, Simpan Perubahan`, async () => {
      await checklist(page).getByRole('link', { name: 'Edit Kabinet' }).click();
      await expect.poll(() => page.getByLabel(/^Nama kabinet/).inputValue(), AT_ONCE).toBe(next.name);
      await page.getByLabel(/^Tagline/).fill('Tagline yang sudah diperiksa');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await confirmed(page, 'Kabinet berhasil diperbarui!');
      await expect.poll(() => page.getByLabel(/^Tagline/).inputValue(), AT_ONCE).toBe('Tagline yang sudah diperiksa');
      await openChecklist(page);
      await progress(page, 4);
    });

    await step(`${label}: 5. Pengaturan (a bare address completed before saving), Simpan Pengaturan`, async () => {
      await checklist(page).getByRole('link', { name: 'Pengaturan' }).click();
      const youtube = page.getByLabel('YouTube');
      await youtube.fill('youtube.com/@hmrpl');
      await youtube.press('Tab');
      await expect.poll(() => youtube.inputValue(), AT_ONCE).toBe('https://youtube.com/@hmrpl');
      await page.getByText('Dilengkapi menjadi https://youtube.com/@hmrpl').waitFor();
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await confirmed(page, 'Pengaturan berhasil disimpan!');
      await openChecklist(page);
      await progress(page, 5);
    });

    await step(`${label}: 6. Admin: a new staff account`, async () => {
      await checklist(page).getByRole('link', { name: 'Admin' }).click();
      const staff = `staf${viewport.width}${Date.now().toString(36)}`;
      const form = page.getByRole('form', { name: 'Tambah Admin' });
      await form.getByLabel(/^Username/).fill(staff);
      await form.getByLabel(/^Email/).fill(`${staff}@hmrpl.local`);
      await form.getByLabel(/^Password sementara/).fill('sementara-2026-baru');
      await form.getByRole('checkbox', { name: 'Redaksi' }).check();
      await form.getByRole('button', { name: 'Tambah Admin' }).click();
      await confirmed(page, 'Admin berhasil ditambahkan!');
      await page
        .getByRole('row')
        .filter({ hasText: `${staff}@hmrpl.local` })
        .waitFor(AT_ONCE);
      await openChecklist(page);
      await progress(page, 6);
    });

    await step(`${label}: 7. Aktifkan, last`, async () => {
      await checklist(page).getByRole('link', { name: 'Aktifkan' }).click();
      await page.getByRole('button', { name: `Aktifkan ${title}` }).click();
      await expectInView(page, page.getByText(`Kabinet ${next.name} sekarang aktif.`), 'Aktifkan');
      await page
        .getByRole('row', { name: new RegExp(next.name) })
        .getByText('Aktif', { exact: true })
        .waitFor(AT_ONCE);
      await openChecklist(page);
      await progress(page, 7);
      await page.getByText(`Serah terima selesai: ${title} aktif dan tampil di situs.`).waitFor();
    });
    await expectAccessible(page, `Serah Terima, complete (${label})`);

    await step(`${label}: the site shows the new cabinet, its people named under their photos`, async () => {
      await page.goto('/tentang');
      await page.getByRole('heading', { level: 2, name: next.name, exact: true }).waitFor();
      const figure = page.getByRole('figure').filter({ hasText: 'Ketua Baru' });
      await figure.getByText('Ketua Himpunan').waitFor();
      await figure.getByRole('img', { name: 'Foto Ketua Baru' }).waitFor();
      const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date());
      await page
        .getByRole('contentinfo')
        .getByText(`© HMRPL Telkom University ${year} | Kabinet ${next.name}`)
        .waitFor();
    });
    await expectAccessible(page, `/tentang with the new cabinet (${label})`);
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    expect((await cabinets()).find((c) => c.slug.startsWith(slugStart))?.active).toBe(true);
  } finally {
    await context.close();
  }
}

describe('the handover of docs/handover.md, through the checklist', () => {
  it('at laptop size (1280 x 900)', async () => {
    try {
      await handover(LAPTOP, { name: 'HARMONIA', period: '2041/2042' });
    } finally {
      await restore();
    }
  });

  it('on a 390 px phone', async () => {
    try {
      await handover(PHONE, { name: 'SINERGIA', period: '2042/2043' });
    } finally {
      await restore();
    }
  });
});

/** A spreadsheet as the association fills it. */
function spreadsheet(rows: Array<Array<string | number>>, type: 'xlsx' | 'csv'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Pengurus');
  return Buffer.from(XLSX.write(book, { bookType: type, type: 'buffer' }) as Buffer);
}

/** 25 people in the founding structure: INTI's posts, each department's head, staff in every division. */
function twentyFiveRows(cabinet: Cabinet): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [
    ['nama', 'jabatan', 'department', 'division', 'order', 'kepala', 'foto'],
  ];
  const [inti, ...others] = cabinet.departments;
  for (let n = 1; n <= 6; n += 1) rows.push([`Inti Impor ${n}`, `Pengurus Inti ${n}`, inti!.name, '', n, '', '']);
  for (const department of others) {
    rows.push([`Kepala ${department.name}`, 'Kepala Departemen', department.name, '', '', 'ya', '']);
    for (const division of department.divisions)
      for (let n = 1; n <= 3 && rows.length <= 25; n += 1)
        rows.push([`${division.name} ${n}`, `Staf ${division.name}`, department.name, division.name, '', '', '']);
  }
  for (let n = 7; rows.length <= 25; n += 1) rows.push([`Inti Impor ${n}`, 'Staf Inti', inti!.name, '', '', '', '']);
  // one portrait named in the foto column, the others by the person's name
  rows[1]![6] = 'ketua-foto.jpg';
  return rows.slice(0, 26);
}

describe('Impor Anggota', () => {
  it('25 rows from an XLSX file with their portraits; then a CSV with 5 bad rows: each named, nothing created', async () => {
    const { page, context, errors } = await signedIn();
    try {
      const made = await step('a cabinet being prepared (through the API)', async () => {
        const multipart = {
          name: 'IMPORA',
          period: '2043/2044',
          tagline: 'Impor',
          name_meaning: 'Impor.',
          vision: 'Visi.',
          missions: JSON.stringify([{ title: 'Satu', text: 'Misi.' }]),
          copy_from: FOUNDING.slug,
          logo: { name: 'logo.png', mimeType: 'image/png', buffer: await makeImage('I', 'png', 320, 320) },
        };
        const res = await admin.post('/api/admin/kabinet', { multipart, headers: await xsrf(admin) });
        expect(res.status()).toBe(201);
        return ((await res.json()) as { data: Cabinet }).data;
      });
      const rows = twentyFiveRows(made);
      await step('Impor dari Berkas: the file and 25 portraits at once; the preview', async () => {
        await page.goto('/admin/anggota');
        await page.getByText(`Menampilkan Kabinet IMPORA 2043/2044: sedang disiapkan`, { exact: false }).waitFor();
        await page.getByRole('link', { name: 'Impor dari Berkas' }).click();
        await page.getByRole('heading', { name: 'Impor Anggota' }).waitFor();
        await page.getByLabel('Berkas anggota (XLSX atau CSV)').setInputFiles({
          name: 'pengurus.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: spreadsheet(rows, 'xlsx'),
        });
        const portraits = await Promise.all(
          rows.slice(1).map(async (row, index) => ({
            name: index === 0 ? 'ketua-foto.jpg' : `${String(row[0])}.jpg`,
            mimeType: 'image/jpeg',
            buffer: await makeImage(String(index + 1), 'jpeg', 300, 400),
          })),
        );
        await page.getByLabel(/^Foto anggota/).setInputFiles(portraits);
        await page.getByText('25 anggota siap diimpor ke Kabinet IMPORA 2043/2044, 25 dengan foto.').waitFor();
        expect(await page.getByRole('table').getByRole('img').count()).toBe(25);
      });
      await expectAccessible(page, 'Impor Anggota: the preview');
      await step('Impor 25 Anggota: rows in one request, then the portraits one by one', async () => {
        await page.getByRole('button', { name: 'Impor 25 Anggota' }).click();
        await confirmed(page, '25 anggota berhasil diimpor!');
        await page.getByText('25 foto terunggah.').waitFor();
        const cabinet = ((await (await admin.get(`/api/admin/kabinet/${made.id}`)).json()) as AdminCabinetResponse)
          .data;
        const people = cabinet.departments.flatMap((d) => [
          ...(d.head ? [d.head] : []),
          ...d.members,
          ...d.divisions.flatMap((v) => v.members),
        ]);
        expect(people).toHaveLength(25);
        expect(people.every((member) => member.image_path)).toBe(true);
        expect(cabinet.departments[0]!.members.slice(0, 2).map((m) => m.nama)).toEqual([
          'Inti Impor 1',
          'Inti Impor 2',
        ]);
      });
      await step('Lihat di Kelola Anggota: the people are there', async () => {
        await page.getByRole('link', { name: 'Lihat di Kelola Anggota' }).click();
        await page.getByRole('region', { name: 'Anggota INTI' }).getByText('Inti Impor 1', { exact: true }).waitFor();
      });

      // 20 rows a second file adds to the same cabinet, 5 of them wrong
      const bad: Array<Array<string | number>> = [
        rows[0]!,
        ...Array.from({ length: 20 }, (_, i) => [`Staf Baru ${i + 1}`, 'Staf', 'INTI', '', '', '', '']),
      ];
      bad[3] = ['', 'Staf', 'INTI', '', '', '', ''];
      bad[6] = ['Orang', 'Staf', 'HUMAS', '', '', '', ''];
      bad[9] = ['Orang', 'Staf', 'INTERNAL', 'Divisi Khayalan', '', '', ''];
      bad[12] = ['Orang', 'Staf', 'INTI', '', 'dua', '', ''];
      bad[15] = ['Orang', 'Kepala', 'INTERNAL', '', '', 'ya', ''];
      await step('a CSV with 5 bad rows: each named in Indonesian, the import refused', async () => {
        await page.goto(`/admin/anggota/impor?kabinet=${made.id}`);
        await page.getByLabel('Berkas anggota (XLSX atau CSV)').setInputFiles({
          name: 'salah.csv',
          mimeType: 'text/csv',
          buffer: spreadsheet(bad, 'csv'),
        });
        await page
          .getByText(
            '5 baris bermasalah. Perbaiki berkasnya lalu pilih lagi; tidak ada yang diimpor sebelum semua baris benar.',
          )
          .waitFor();
        for (const message of [
          'Baris 4: Nama wajib diisi.',
          'Baris 7: Departemen "HUMAS" tidak ada di kabinet ini.',
          'Baris 10: Divisi "Divisi Khayalan" tidak ada di departemen INTERNAL.',
          'Baris 13: Urutan harus berupa bilangan bulat 0 sampai 10000.',
          `Baris 16: Departemen ini sudah memiliki kepala: Kepala INTERNAL.`,
        ])
          await page.getByText(message, { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Impor 20 Anggota' }).isDisabled()).toBe(true);
      });
      await expectAccessible(page, 'Impor Anggota: bad rows');
      // and the server says the same, creating nothing (a screen that skipped its checks could not get past it)
      const refused = await admin.post('/api/admin/anggota/impor', {
        data: {
          kabinet_id: made.id,
          rows: bad.slice(1).map((row, index) => ({
            baris: index + 2,
            nama: String(row[0]),
            jabatan: String(row[1]),
            department: String(row[2]),
            division: String(row[3]),
            order: String(row[4]),
            kepala: String(row[5]),
          })),
        },
        headers: await xsrf(admin),
      });
      expect(refused.status()).toBe(422);
      expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toHaveLength(5);
      const after = ((await (await admin.get(`/api/admin/kabinet/${made.id}`)).json()) as AdminCabinetResponse).data;
      expect(
        after.departments.flatMap((d) => [
          ...(d.head ? [d.head] : []),
          ...d.members,
          ...d.divisions.flatMap((v) => v.members),
        ]),
      ).toHaveLength(25);
      expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    } finally {
      await context.close();
      await restore();
    }
  });
});
