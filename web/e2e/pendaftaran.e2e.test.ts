/**
 * Activity registration, end to end in real Chromium against the real CMS and a local SMTP server (ADR 100): an admin
 * opens registration (quota two, a waitlist) in Kelola Kegiatan; three students register on the activity's page, the
 * third on the waitlist; the first cancels with the link from their e-mail and the third moves up (and is mailed a
 * ticket); at the door, on a 390 px phone, the QR codes decoded from the e-mails are shown to the scanner (the
 * browser's camera and BarcodeDetector stood in for, the screen's own code path), two students are checked in, one
 * twice (409), and the cancelled ticket is refused; the counts follow. Then the certificates (ADR 105-107): a PNG
 * template placed and saved, the send to both attendees, one PDF opened from its e-mail with the name found in it, and
 * its /sertifikat/{kode} page (the name, the activity, its day). axe on each new screen.
 */
import { inflateSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible, makeImage, typeInEditor } from './helpers';

declare global {
  interface Window {
    /** What the stand-in QR reader sees (the ticket the test holds up to the camera). */
    __qr?: string | null;
  }
}

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const mailDir = inject('mailDir');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let admin: Session;
const stamp = Date.now().toString(36);
const title = `Seminar Kuota E2E ${stamp}`;
const students = [
  { nama: 'Ayu Lestari', nim: '1302231001', email: `ayu.${stamp}@student.test` },
  { nama: 'Bima Sakti', nim: '1302231002', email: `bima.${stamp}@student.test` },
  { nama: 'Citra Dewi', nim: '1302231003', email: `citra.${stamp}@student.test` },
];
let slug = '';
let activityId = 0;

function jakartaAt(days: number, hour: number): string {
  const day = new Date(Date.now() + 7 * HOUR + days * DAY).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

interface Mail {
  to: string[];
  raw: string;
}

/** The e-mails to `address` so far, oldest first (waits up to 20 s for at least `count`). */
async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 100; i += 1) {
    const mails = readdirSync(mailDir)
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as Mail)
      .filter((mail) => mail.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${count} mail(s) to ${address}`);
}

const unfoldQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const subjectOf = (mail: Mail) => {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s?/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : unfoldQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
};

/** The cancel link in the mail's text. */
const cancelLinkOf = (mail: Mail) => {
  const match = /https?:\/\/[^\s"<>]+\?batal=[A-Za-z0-9._%-]+/.exec(unfoldQuotedPrintable(mail.raw));
  expect(match, 'a cancel link').not.toBeNull();
  return new URL(match![0]);
};

/** The QR ticket of the mail (its PNG part), decoded as a phone would. */
async function ticketOf(mail: Mail): Promise<string> {
  const part = /Content-Type: image\/png[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(mail.raw);
  expect(part, 'a PNG ticket').not.toBeNull();
  const png = Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code).not.toBeNull();
  return code!.data;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/admin$/);
}

beforeAll(async () => {
  browser = await launch();
  admin = await newSession(browser, baseURL);
  admin.page.on('dialog', (dialog) => void dialog.accept());
  await signIn(admin.page);
});
afterAll(async () => {
  await browser?.close();
});

describe('registration, the waitlist and the door', () => {
  it('an admin opens registration with a quota of two and a waitlist', async () => {
    const page = admin.page;
    await page.goto('/admin/kegiatan/tambah');
    await page.getByLabel(/Judul Kegiatan/).fill(title);
    await page.getByLabel(/Waktu Mulai/).fill(jakartaAt(3, 9));
    await page.getByLabel(/Ringkasan/).fill('Seminar dengan kuota dua orang.');
    await page.locator('iframe.tox-edit-area__iframe').waitFor();
    await typeInEditor(page, 'Seminar uji pendaftaran.');
    await page.getByLabel('Pendaftaran Dibuka').fill(jakartaAt(-1, 9));
    await page.getByLabel('Kuota Peserta').fill('2');
    await page.getByRole('checkbox', { name: 'Buka daftar cadangan' }).check();
    await expectAccessible(page, 'Tambah Kegiatan (pendaftaran)');
    await page.getByRole('button', { name: 'Simpan Kegiatan' }).click();
    await page.getByText('Kegiatan berhasil ditambahkan!').waitFor();
    const found = await page.evaluate(async (wanted) => {
      const res = await fetch('/api/admin/kegiatan?per_page=100');
      const body = (await res.json()) as { data: Array<{ id: number; slug: string; title: string }> };
      return body.data.find((a) => a.title === wanted) ?? null;
    }, title);
    expect(found).not.toBeNull();
    activityId = found!.id;
    slug = found!.slug;
  });

  it('three students register on the activity page; the third is on the waitlist', async () => {
    for (const [index, student] of students.entries()) {
      const session = await newSession(browser, baseURL, PHONE);
      const page = session.page;
      await page.goto(`/kegiatan/${slug}`);
      const box = page.getByRole('region', { name: 'Daftar Kegiatan' });
      await box
        .getByText(index < 2 ? `Sisa tempat: ${2 - index} dari 2.` : /Kuota sudah penuh\. Pendaftar baru/)
        .waitFor();
      if (index === 0) await expectAccessible(page, 'Halaman kegiatan dengan formulir pendaftaran');
      await box.getByLabel(/^Nama Lengkap/).fill(student.nama);
      await box.getByLabel(/^NIM/).fill(student.nim);
      await box.getByLabel(/^Email/).fill(student.email);
      await box.getByRole('button', { name: 'Daftar' }).click();
      await box.getByText('Pendaftaran berhasil! Tiket dikirim ke email Anda.').waitFor();
      if (index === 2)
        await box.getByText('Anda masuk daftar cadangan. Kami akan mengirim email bila ada tempat kosong.').waitFor();
      expect(session.errors).toEqual([]);
      await session.context.close();
    }
    expect(subjectOf((await mailsTo(students[0]!.email))[0]!)).toBe(`[HMRPL] Tiket ${title}`);
    expect(subjectOf((await mailsTo(students[2]!.email))[0]!)).toBe(`[HMRPL] Anda di daftar cadangan ${title}`);
  });

  it('the first cancels with the link from the e-mail; the third moves up and gets a ticket', async () => {
    const link = cancelLinkOf((await mailsTo(students[0]!.email))[0]!);
    const session = await newSession(browser, baseURL, PHONE);
    await session.page.goto(`${link.pathname}${link.search}`);
    const cancel = session.page.getByRole('region', { name: 'Batalkan Pendaftaran' });
    await cancel.getByRole('button', { name: 'Batalkan pendaftaran saya' }).waitFor();
    await expectAccessible(session.page, 'Batalkan pendaftaran');
    await cancel.getByRole('button', { name: 'Batalkan pendaftaran saya' }).click();
    await cancel.getByText('Pendaftaran dibatalkan.').waitFor();
    await session.context.close();
    const [, movedUp] = await mailsTo(students[2]!.email, 2);
    expect(subjectOf(movedUp!)).toBe(`[HMRPL] Anda mendapat tempat di ${title}`);
  });

  it('at the door on a 390 px phone: two checked in, one twice (409), the cancelled ticket refused', async () => {
    const tickets = {
      ayu: await ticketOf((await mailsTo(students[0]!.email))[0]!),
      bima: await ticketOf((await mailsTo(students[1]!.email))[0]!),
      citra: await ticketOf((await mailsTo(students[2]!.email, 2))[1]!),
    };
    const door = await newSession(browser, baseURL, PHONE);
    const page = door.page;
    // the phone's camera and its QR reader, stood in for: a real MediaStream, and a BarcodeDetector that reads what
    // the test holds up (window.__qr); the screen's own scanning loop runs as on a phone
    await door.context.addInitScript(() => {
      Object.assign(window, {
        __qr: null,
        BarcodeDetector: class {
          async detect() {
            return window.__qr ? [{ rawValue: window.__qr }] : [];
          }
        },
      });
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        canvas.getContext('2d')!.fillRect(0, 0, 320, 240);
        return canvas.captureStream(5);
      };
    });
    await signIn(page);
    // the login page asks /api/me before signing in (401, logged by the browser): what counts comes after
    door.errors.length = 0;
    await page.goto(`/admin/kegiatan/${activityId}/presensi`);
    await page.getByRole('heading', { name: 'Presensi Kegiatan' }).waitFor();
    await page.getByRole('list', { name: 'Jumlah peserta' }).waitFor();
    await expectAccessible(page, 'Presensi (390 px)');
    // one hand: nothing wider than the phone, the scan button big and full width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const start = page.getByRole('button', { name: 'Mulai kamera' });
    const box = (await start.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThan(PHONE.width * 0.7);
    await start.click();
    await page.getByRole('button', { name: 'Hentikan kamera' }).waitFor();

    const answer = page.getByTestId('presensi-jawaban');
    const show = async (code: string, expected: string | RegExp) => {
      await page.evaluate((qr) => (window.__qr = qr), code);
      await expect.poll(async () => (await answer.textContent()) ?? '', { timeout: 10_000 }).toMatch(expected);
      await page.evaluate(() => (window.__qr = null));
    };
    await show(tickets.bima, /Kehadiran Bima Sakti tercatat\./);
    const large = await answer.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(large).toBeGreaterThanOrEqual(24);
    await show(tickets.citra, /Kehadiran Citra Dewi tercatat\./);
    await show(tickets.bima, /Bima Sakti sudah tercatat hadir pukul \d\d\.\d\d\./);
    await show(tickets.ayu, /Pendaftaran Ayu Lestari sudah dibatalkan\./);
    await expectAccessible(page, 'Presensi setelah memindai');

    const counts = page.getByRole('list', { name: 'Jumlah peserta' });
    await expect
      .poll(async () => (await counts.getByRole('listitem').allTextContents()).join(' | '))
      .toBe('Terdaftar: 2 | Cadangan: 0 | Hadir: 2 | Batal: 1');
    // the refusals are answers (409, 422), logged by the browser as failed loads; nothing else went wrong
    expect(door.errors.filter((e) => !/status of (409|422)/.test(e))).toEqual([]);
    await door.context.close();
  });

  it('certificates: a template placed and saved, sent to both attendees; one PDF holds the name; its public page', async () => {
    const page = admin.page;
    await page.goto(`/admin/kegiatan/${activityId}/sertifikat`);
    await page.getByRole('heading', { name: 'Templat Sertifikat' }).waitFor();
    await page.getByLabel('Berkas templat (PNG, JPEG, atau PDF satu halaman, maks. 10 MB)').setInputFiles({
      name: 'templat.png',
      mimeType: 'image/png',
      buffer: await makeImage('SERTIFIKAT', 'png', 1200, 850),
    });
    await page.getByTestId('pratinjau-nama').waitFor();
    await page.getByLabel('Posisi tegak nama (% dari atas)').fill('55');
    await page.getByRole('button', { name: 'Simpan Templat' }).click();
    await page.getByText('Templat sertifikat disimpan.').waitFor();
    await expectAccessible(page, 'Sertifikat');
    await page.getByRole('button', { name: 'Kirim Sertifikat ke 2 Peserta' }).click();
    await expect
      .poll(async () => (await page.locator('[data-state]').textContent()) ?? '', { timeout: 30_000 })
      .toBe('Selesai: 2 sertifikat terkirim.');

    // Bima's mails: the ticket, then the certificate
    const mail = (await mailsTo(students[1]!.email, 2)).find((m) => subjectOf(m) === `[HMRPL] Sertifikat ${title}`);
    expect(mail, 'the certificate e-mail').toBeDefined();
    const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(mail!.raw);
    expect(part, 'a PDF attachment').not.toBeNull();
    const pdf = Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the text the PDF draws: its content streams inflated, each `<hex> Tj` decoded
    const drawn: string[] = [];
    for (let at = pdf.indexOf('stream\n'); at >= 0; at = pdf.indexOf('stream\n', at + 7)) {
      const end = pdf.indexOf('endstream', at);
      try {
        const content = inflateSync(pdf.subarray(at + 7, end)).toString('latin1');
        for (const m of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
          drawn.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
      } catch {
        // not a compressed stream (an image)
      }
    }
    expect(drawn).toContain('Bima Sakti');
    const kode = /\/sertifikat\/([A-Za-z0-9_-]{22})/.exec(unfoldQuotedPrintable(mail!.raw))?.[1];
    expect(kode, 'the certificate link').toBeDefined();
    expect(drawn.some((text) => text.endsWith(`/sertifikat/${kode}`))).toBe(true);

    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto(`/sertifikat/${kode}`);
    await visitor.page.getByRole('heading', { name: 'Sertifikat Sah' }).waitFor();
    const facts = await visitor.page.locator('main dl > *').allTextContents();
    expect(facts.slice(0, 4)).toEqual(['Nama', 'Bima Sakti', 'Kegiatan', title]);
    expect(facts[4]).toBe('Tanggal');
    expect(facts[5]).toMatch(/^\d{1,2} \w+ \d{4}$/);
    expect(await visitor.page.locator('main').textContent()).not.toContain(students[1]!.nim);
    await expectAccessible(visitor.page, 'Sertifikat publik');
    await visitor.context.close();
  });
});
