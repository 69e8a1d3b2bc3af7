/**
 * The yearly handover, in real Chromium against the built site and the real CMS: an admin prepares the next cabinet
 * (copying the founding one's structure), adds a head of department and two members with photos and reorders them,
 * activates it, and visitors then see it everywhere (home, about, footer, the served heads), while the founding cabinet
 * stays readable as the archive. The admin also adds a second admin, who signs in, must choose a password, then works.
 * axe finds nothing serious on any new screen. Each step's time is printed (the report quotes them).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const NEXT = { name: 'FRATERNA', period: '2026/2027', slug: 'fraterna-2026-2027' };
const FOUNDING_SLUG = 'syvelta-2024-2025';

let browser: Browser;
let session: Session;
let page: Page;
const dialogs: string[] = [];
const timings: Array<[string, number]> = [];

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push([name, Math.round(performance.now() - started)]);
  return result;
}

beforeAll(async () => {
  browser = await launch();
  session = await newSession(browser, baseURL);
  page = session.page;
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});

afterAll(async () => {
  // the other journeys expect the founding cabinet on the site
  if (page) {
    await page.goto('/admin/kabinet');
    // the table first: counting the button before the list arrived would skip the clean-up
    await page.getByRole('table').waitFor();
    const activate = page.getByRole('button', { name: /^Aktifkan Kabinet SYVELTA/ });
    if (await activate.count()) {
      await activate.click();
      await page.getByText('Kabinet SYVELTA sekarang aktif.').waitFor();
    }
  }
  console.log(
    `[cabinet journey] steps and times:\n${timings.map(([name, ms]) => `  ${name.padEnd(72)} ${(ms / 1000).toFixed(1)} s`).join('\n')}`,
  );
  await browser?.close();
});

/** The page's HTML as a crawler gets it (no script run). */
async function served(path: string) {
  const res = await fetch(`${baseURL}${path}`, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return { status: res.status, html, meta, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], jsonLd };
}

describe("next year's cabinet, without a developer", () => {
  it('1. an admin adds FRATERNA 2026/2027, copying the structure of the current cabinet', async () => {
    await step('sign in', async () => {
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.waitForURL(/\/admin$/);
    });
    await step('Kelola Kabinet: open the list', async () => {
      await page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .getByRole('link', { name: 'Kelola Kabinet' })
        .click();
      await page.getByRole('cell', { name: 'SYVELTA', exact: true }).waitFor();
    });
    await expectAccessible(page, 'Kelola Kabinet');
    await step('Tambah Kabinet: fill in and send (logo upload, structure copied)', async () => {
      await page.getByRole('link', { name: 'Tambah Kabinet Baru' }).click();
      await page.getByLabel(/^Nama kabinet/).fill(NEXT.name);
      await page.getByLabel(/^Periode/).fill(NEXT.period);
      await page.getByLabel(/^Tagline/).fill('Bersaudara untuk Berkarya');
      await page.getByLabel(/^Makna nama kabinet/).fill('Nama FRATERNA berarti persaudaraan.');
      await page.getByLabel(/^Visi/).fill('Menjadikan HMRPL rumah yang bersaudara.');
      await page.getByLabel(/^Judul misi 1/).fill('Persaudaraan');
      await page.getByLabel(/^Penjelasan misi 1/).fill('Membangun rasa persaudaraan antarangkatan.');
      await page.getByRole('button', { name: 'Tambah Misi' }).click();
      await page.getByLabel(/^Judul misi 2/).fill('Karya');
      await page.getByLabel(/^Penjelasan misi 2/).fill('Mewadahi karya mahasiswa RPL.');
      await page
        .getByLabel(/^Logo kabinet/)
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makeImage('F', 'png', 320, 320) });
      expect(await page.getByLabel('Struktur awal').inputValue()).toBe(FOUNDING_SLUG);
      await expectAccessible(page, 'Tambah Kabinet');
      await page.getByRole('button', { name: 'Tambah Kabinet' }).click();
      await page.getByRole('heading', { name: 'Edit Kabinet' }).waitFor();
      await page.getByText('Kabinet berhasil ditambahkan!').waitFor();
    });
    await expectAccessible(page, 'Edit Kabinet');
    await step('Struktur: the copied departments and divisions are there', async () => {
      await page.getByRole('link', { name: 'Atur struktur' }).click();
      await page.getByRole('list', { name: `Departemen Kabinet ${NEXT.name} ${NEXT.period}` }).waitFor();
      expect(
        await page
          .getByLabel(/^Nama departemen/)
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      ).toEqual(['INTI', 'INTERNAL', 'EKSTERNAL', 'MEDIA KREATIF']);
    });
    await expectAccessible(page, 'Struktur');
  });

  it('2. adds a head of department and two members with photos, and reorders them from the keyboard', async () => {
    await step('Kelola Anggota: open FRATERNA', async () => {
      await page.getByRole('link', { name: 'Kelola anggota kabinet ini' }).click();
      await page.getByRole('region', { name: 'INTERNAL', exact: true }).waitFor();
      expect(await page.getByLabel('Kabinet', { exact: true }).inputValue()).not.toBe('');
    });
    await expectAccessible(page, 'Kelola Anggota');
    const add = async (nama: string, jabatan: string, division: string | null, head: boolean) => {
      await page.getByRole('button', { name: 'Tambah Anggota' }).click();
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Tambah Anggota' }) });
      await form.getByLabel(/^Nama/).fill(nama);
      await form.getByLabel(/^Jabatan/).fill(jabatan);
      await form.getByLabel('Departemen', { exact: true }).selectOption({ label: 'INTERNAL' });
      if (division) await form.getByLabel('Divisi', { exact: true }).selectOption({ label: division });
      if (head) await form.getByLabel('Kepala departemen', { exact: true }).check();
      await form.getByLabel(/^Foto/).setInputFiles({
        name: `${nama}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await makeImage(nama, 'jpeg', 600, 800),
      });
      await form.getByRole('img', { name: /Pratinjau Foto/ }).waitFor();
      await form.getByRole('button', { name: 'Tambah Anggota' }).click();
      await page.getByText('Anggota berhasil ditambahkan!').waitFor();
      await form.waitFor({ state: 'detached' });
    };
    await step('add the head of INTERNAL with a photo', async () => {
      await page.getByRole('button', { name: 'Tambah Anggota' }).click();
      await page.getByRole('heading', { name: 'Tambah Anggota' }).waitFor();
      await expectAccessible(page, 'Kelola Anggota: the member form');
      await page.getByRole('button', { name: 'Batal' }).click();
      await add('Kepala Fraterna', 'Kepala Departemen Internal', null, true);
    });
    await step('add two members of Kaderisasi with photos', async () => {
      await add('Anggota Pertama', 'Staf Kaderisasi', 'Kaderisasi', false);
      await add('Anggota Kedua', 'Staf Kaderisasi', 'Kaderisasi', false);
    });
    await step('move the second one up with the keyboard', async () => {
      const group = page.getByRole('region', { name: 'Divisi Kaderisasi' }).first();
      await group.getByRole('button', { name: 'Naikkan Anggota Kedua' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Urutan berhasil disimpan!').waitFor();
      await expect
        .poll(() =>
          group.locator('p').evaluateAll((ps) => ps.map((p) => p.textContent).filter((t) => t?.startsWith('Anggota'))),
        )
        .toEqual(['Anggota Kedua', 'Anggota Pertama']);
      // the focus stayed with the member that moved
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Turunkan Anggota Kedua',
      );
    });
  });

  it('2b. until it is activated, visitors see nothing of FRATERNA; its preview link shows its page under a band', async () => {
    await step('nothing public names FRATERNA or its people', async () => {
      for (const path of ['/', '/tentang', `/tentang/kabinet/${NEXT.slug}`, '/sitemap.xml']) {
        const { html, status } = await served(path);
        expect(html, path).not.toContain(NEXT.name);
        expect(html, path).not.toContain('Kepala Fraterna');
        if (path.includes(NEXT.slug)) expect(status).toBe(404);
      }
      for (const path of ['/api/kabinet', `/api/kabinet/${NEXT.slug}`]) {
        const text = await (await fetch(`${baseURL}${path}`)).text();
        expect(text, path).not.toContain(NEXT.name);
      }
    });
    let link = '';
    await step('Edit Kabinet: make its preview link', async () => {
      await page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .getByRole('link', { name: 'Kelola Kabinet' })
        .click();
      await page.getByRole('link', { name: `Edit Kabinet ${NEXT.name} ${NEXT.period}` }).click();
      const panel = page.getByRole('region', { name: 'Pratinjau' });
      await panel.getByRole('button', { name: 'Buat Tautan Pratinjau' }).click();
      link = await panel.getByLabel('Tautan pratinjau').inputValue();
      expect(link).toMatch(new RegExp(`^${baseURL}/tentang/kabinet/${NEXT.slug}\\?pratinjau=`));
    });
    await expectAccessible(page, 'Edit Kabinet with its preview panel');
    const stranger = await newSession(browser, baseURL);
    await step('a stranger with the link: the page, its members, the band; nobody else', async () => {
      const response = await stranger.page.goto(link);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await stranger.page.getByRole('heading', { level: 1, name: `Kabinet ${NEXT.name} ${NEXT.period}` }).waitFor();
      await stranger.page.getByRole('note').getByText('Pratinjau - belum terbit').waitFor();
      expect(await stranger.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    });
    await expectAccessible(stranger.page, 'the next cabinet through its preview link');
    await stranger.context.close();
  });

  it('3. activates FRATERNA after a confirmation naming it; / , /tentang, the footer and the served heads name it', async () => {
    await step('Kelola Kabinet: activate FRATERNA (confirmation)', async () => {
      await page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .getByRole('link', { name: 'Kelola Kabinet' })
        .click();
      await page.getByRole('button', { name: `Aktifkan Kabinet ${NEXT.name} ${NEXT.period}` }).click();
      await page.getByText(`Kabinet ${NEXT.name} sekarang aktif.`).waitFor();
    });
    expect(dialogs.at(-1)).toContain(`Aktifkan Kabinet ${NEXT.name} ${NEXT.period}?`);
    expect(dialogs.at(-1)).toContain('Kabinet SYVELTA 2024/2025 menjadi arsip');

    const visitor = await newSession(browser, baseURL);
    await step('a visitor: home page names FRATERNA (hero and footer)', async () => {
      await visitor.page.goto('/');
      await visitor.page
        .getByRole('heading', { name: `Kabinet ${NEXT.name} ${NEXT.period} Bersaudara untuk Berkarya` })
        .waitFor();
      await visitor.page.getByRole('img', { name: `Logo Kabinet ${NEXT.name}` }).waitFor();
      await visitor.page
        .getByRole('contentinfo')
        // this year in Jakarta (not the end of the cabinet's period: ADR 069)
        .getByText(
          `© HMRPL Telkom University ${new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date())} | Kabinet ${NEXT.name}`,
        )
        .waitFor();
    });
    await step('a visitor: /tentang shows FRATERNA, its members in their order, and the archive link', async () => {
      await visitor.page.goto('/tentang');
      await visitor.page.getByRole('heading', { level: 2, name: NEXT.name, exact: true }).waitFor();
      await visitor.page.getByText('Bersaudara untuk Berkarya').waitFor();
      await visitor.page.getByRole('tab', { name: 'INTERNAL' }).click();
      // real portraits: the name and post written under each photo (ADR 069)
      await visitor.page.getByRole('img', { name: 'Foto Kepala Fraterna' }).waitFor();
      const captions = await visitor.page
        .getByRole('tabpanel')
        .last()
        .locator('figcaption')
        .evaluateAll((captions) => captions.map((caption) => caption.textContent));
      expect(captions).toEqual(['Anggota KeduaStaf Kaderisasi', 'Anggota PertamaStaf Kaderisasi']);
      // no chart uploaded: drawn from the structure
      await visitor.page.getByRole('list', { name: `Struktur Kabinet ${NEXT.name}` }).waitFor();
      await visitor.page.getByRole('link', { name: 'Kabinet SYVELTA 2024/2025' }).waitFor();
    });
    await expectAccessible(visitor.page, '/tentang with the new cabinet');
    await step('the served heads name FRATERNA', async () => {
      const home = await served('/');
      expect(home.meta('description')).toBe(
        `HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak, Kabinet ${NEXT.name} ${NEXT.period}.`,
      );
      expect(home.meta('og:description')).toContain(`Kabinet ${NEXT.name}`);
      expect(home.jsonLd.find((item) => item['@type'] === 'Organization').description).toContain(
        `Kabinet ${NEXT.name}`,
      );
      const about = await served('/tentang');
      expect(about.meta('description')).toContain(`Kabinet ${NEXT.name} ${NEXT.period}`);
      expect(about.meta('og:image:alt')).toBe(`Logo Kabinet ${NEXT.name} ${NEXT.period}`);
      expect(about.html).not.toContain('Kabinet SYVELTA 2024/2025.');
    });
    await step('/tentang/kabinet/syvelta-2024-2025 still shows SYVELTA, marked as the archive', async () => {
      const archive = await served(`/tentang/kabinet/${FOUNDING_SLUG}`);
      expect(archive.status).toBe(200);
      expect(archive.title).toBe('Kabinet SYVELTA 2024/2025 (Arsip) | HMRPL Telkom University');
      await visitor.page.getByRole('link', { name: 'Kabinet SYVELTA 2024/2025' }).click();
      await visitor.page.getByRole('heading', { level: 1, name: 'Kabinet SYVELTA 2024/2025' }).waitFor();
      await visitor.page.getByText('Arsip', { exact: true }).waitFor();
      await visitor.page.getByText('Sync for Change!').waitFor();
      await visitor.page.getByRole('tab', { name: 'INTI' }).waitFor();
    });
    await expectAccessible(visitor.page, 'the archive page');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('4. adds a second admin, who signs in, must choose a password, and then works', async () => {
    const second = {
      username: `sekretaris${Date.now().toString(36)}`,
      first: 'sementara-12345',
      own: 'pilihan-sendiri-2026',
    };
    await step('Admin: add a second admin', async () => {
      await page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .getByRole('link', { name: 'Admin', exact: true })
        .click();
      await page.getByRole('table').waitFor();
      await expectAccessible(page, 'Admin');
      const form = page.getByRole('form', { name: 'Tambah Admin' });
      await form.getByLabel(/^Username/).fill(second.username);
      await form.getByLabel(/^Email/).fill(`${second.username}@hmrpl.local`);
      await form.getByLabel(/^Nama/).fill('Sekretaris Baru');
      await form.getByLabel(/^Password sementara/).fill(second.first);
      // the second admin runs the site too: news and the settings
      await form.getByRole('checkbox', { name: 'Pengelola' }).check();
      await form.getByRole('button', { name: 'Tambah Admin' }).click();
      await page.getByText('Admin berhasil ditambahkan!').waitFor();
      await page.getByRole('cell', { name: second.username, exact: true }).waitFor();
    });
    const other = await newSession(browser, baseURL);
    await step('the second admin signs in and must choose a password (the server refuses the rest)', async () => {
      await other.page.goto('/login');
      await other.page.getByLabel('Username').fill(second.username);
      await other.page.getByLabel('Password').fill(second.first);
      await other.page.getByRole('button', { name: 'LOGIN' }).click();
      await other.page.getByRole('heading', { level: 1, name: 'Ganti Password' }).waitFor();
      const refused = await other.page.evaluate(async () => (await fetch('/api/admin/berita')).status);
      expect(refused).toBe(403);
    });
    await expectAccessible(other.page, 'the first sign-in: Ganti Password');
    await step('chooses their own password, then works (Kelola Berita)', async () => {
      await other.page.getByLabel(/^Password saat ini/).fill(second.first);
      await other.page.getByLabel(/^Password baru/).fill(second.own);
      await other.page.getByLabel(/^Ulangi password baru/).fill(second.own);
      await other.page.getByRole('button', { name: 'Ganti Password' }).click();
      await other.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await other.page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .getByRole('link', { name: 'Kelola Berita' })
        .click();
      await other.page.getByRole('link', { name: 'Tambah Berita Baru' }).waitFor();
      await other.page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .getByRole('link', { name: 'Pengaturan' })
        .click();
      await other.page.getByLabel('Instagram').waitFor();
    });
    await expectAccessible(other.page, 'Pengaturan');
    // only the refusals this test asked for (403) and the signed-out /api/me of the login page (401)
    expect(other.errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    await other.context.close();
    await step('Ganti Password (own), as the first admin', async () => {
      await page.getByRole('link', { name: 'Ganti Password' }).first().click();
      await page.getByLabel(/^Password saat ini/).waitFor();
    });
    await expectAccessible(page, 'Ganti Password');
  });
});
