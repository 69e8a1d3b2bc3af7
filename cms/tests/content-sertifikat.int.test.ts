/**
 * Certificates over real HTTP (contract part two: "Activity registration, attendance, certificates"; ADR 105-107): the
 * public read of a certificate by its code shows the name, the activity and its day and nothing else (no NIM, no
 * e-mail), a code no certificate has is 404 whatever its shape, and /sertifikat/{kode} arrives with its head (noindex)
 * and its first data under the SPA's key. The template: an image or a one-page PDF by content, every other file
 * refused with nothing stored; the preview and every sent PDF hold the whole name (a long one shrunk, never cut). The
 * job: every attendee gets one e-mail with their one-page PDF through a real SMTP server, and a later check-in sent by
 * asking again gets theirs while nobody gets a second; with the server down it waits and says so, and resumed (some
 * already sent) it sends the rest, once each.
 */
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  CertificateSaved,
  CertificateSendStarted,
  CertificateStatus,
  CreateActivityResponse,
  PublicCertificate,
} from '@hmrpl/contract';
import { type Agent, startTestApp, type TestApp } from './helpers';
import { blob, imageBytes, textBytes } from './fixtures/images';
import { pdfBytes, polyglotPdf } from './fixtures/pdf';
import type { ReceivedMail } from './helpers/mailbox';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
const UID = 'api::sertifikat.sertifikat';
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let clock: typeof import('../src/lib/process/clock');
let sending: typeof import('../src/api/sertifikat/jobs/send');

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
  clock = app.requireApp('src/lib/process/clock.js');
  sending = app.requireApp('src/api/sertifikat/jobs/send.js');
});

afterEach(async () => {
  app.mailbox.refuse(false);
  clock.resetClock();
  // a run at a moved clock left the job due then: due now again for the files after this one (the jobs' table exists
  // once a job has looked)
  if (await app.strapi.db.connection.schema.hasTable('hmrpl_jobs'))
    await app.strapi.db.connection('hmrpl_jobs').where({ name: 'sertifikat-kirim' }).update({ next_at: 0 });
});

/** An activity on 4 March 2030, 09:00 WIB (02:00 UTC). */
async function createActivity(title: string, startsAt = '2030-03-04T09:00'): Promise<Activity> {
  const form = new FormData();
  const fields = { title: `${title} ${stamp}`, starts_at: startsAt, summary: 'Ringkasan.', content: '<p>Isi.</p>' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await admin.post<CreateActivityResponse>('/api/admin/kegiatan', form);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

/** A registrant checked in, with their certificate as the job issues it. */
async function attendeeWithCertificate(activityId: number, nama: string) {
  const registration = (await app.strapi.db.query('api::pendaftaran.pendaftaran').create({
    data: {
      kegiatan: activityId,
      nama,
      nim: '1302200001',
      email: 'rahasia@student.test',
      telepon: '081234567890',
      status: 'hadir',
      checked_in_at: new Date(),
    },
  })) as { id: number };
  const kode = randomBytes(16).toString('base64url');
  await app.strapi.db.query(UID).create({
    data: { kode, kegiatan_id: activityId, pendaftaran_id: registration.id, nama },
  });
  return kode;
}

describe('GET /api/sertifikat/{kode}', () => {
  it('answers the name, the activity and its day: nothing else', async () => {
    const activity = await createActivity('Seminar Sertifikat', '2030-03-04T23:30');
    const kode = await attendeeWithCertificate(activity.id, 'Rahmat Hidayat');
    const res = await app.agent().get<PublicCertificate>(`/api/sertifikat/${kode}`);
    expect(res.status, res.text).toBe(200);
    // 23:30 WIB is still the 4th in Jakarta (16:30 UTC)
    expect(res.body).toEqual({
      nama: 'Rahmat Hidayat',
      kegiatan: { slug: activity.slug, title: activity.title },
      date: '2030-03-04',
    });
    expect(res.text).not.toMatch(/1302200001|rahasia@|0812345/);
  });

  it('is 404 for a code no certificate has, whatever its shape', async () => {
    const activity = await createActivity('Seminar Kode');
    const kode = await attendeeWithCertificate(activity.id, 'Sinta Lestari');
    const unknown = randomBytes(16).toString('base64url');
    for (const code of [
      unknown,
      kode.toLowerCase() === kode ? kode.toUpperCase() : kode.toLowerCase(),
      'pendek',
      '1',
    ]) {
      const res = await app.agent().get(`/api/sertifikat/${encodeURIComponent(code)}`);
      expect(res.status, code).toBe(404);
      expect(res.body).toEqual({ message: 'Sertifikat tidak ditemukan.' });
    }
  });

  it('is 404 once its activity is gone', async () => {
    const activity = await createActivity('Seminar Dihapus');
    const kode = await attendeeWithCertificate(activity.id, 'Dewi Anggraini');
    expect((await app.agent().get(`/api/sertifikat/${kode}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/kegiatan/${activity.id}`)).status).toBe(200);
    const res = await app.agent().get(`/api/sertifikat/${kode}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Sertifikat tidak ditemukan.' });
  });
});

describe('/sertifikat/{kode}', () => {
  it('arrives with its head (noindex, the name in the title) and the read under the SPA’s key', async () => {
    const activity = await createActivity('Workshop Halaman Sertifikat');
    const kode = await attendeeWithCertificate(activity.id, 'Bayu Saputra');
    const res = await app.agent().get(`/sertifikat/${kode}`, { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Sertifikat Bayu Saputra | HMRPL Telkom University</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(res.text);
    expect(data, 'the page data').not.toBeNull();
    const embedded = JSON.parse(data![1]!) as Record<string, unknown>;
    const api = await app.agent().get(`/api/sertifikat/${kode}`);
    expect(JSON.stringify(embedded[`/api/sertifikat/${kode}`])).toBe(api.text);
    expect(res.text).not.toMatch(/1302200001|rahasia@|0812345/);

    const missing = await app.agent().get(`/sertifikat/${randomBytes(16).toString('base64url')}`, { headers: HTML });
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('Bayu Saputra');
  });
});

/** The text a PDF draws, as pdf-lib writes it: each content stream inflated, each `<hex> Tj` decoded. */
function drawnTexts(pdf: Uint8Array): Array<{ text: string; size: number }> {
  const raw = Buffer.from(pdf);
  const found: Array<{ text: string; size: number }> = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', at);
    if (start < 0) break;
    const end = raw.indexOf('endstream', start);
    const body = raw.subarray(start + 7, end);
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    let size = 0;
    for (const match of content.matchAll(/\/\S+ ([\d.]+) Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (match[1]) size = Number(match[1]);
      else found.push({ text: Buffer.from(match[2]!, 'hex').toString('latin1'), size });
    }
  }
  return found;
}

async function uploadTemplate(activityId: number, file: Blob | null, fields: Record<string, string>, name = 'templat') {
  const form = new FormData();
  if (file) form.append('template', file, name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return admin.post<CertificateSaved & { errors?: Record<string, string[]> }>(
    `/api/admin/kegiatan/${activityId}/sertifikat`,
    form,
  );
}

const PLACE = { name_x: '0,5', name_y: '0.45', name_size: '0.08' };
const status = async (id: number) => (await admin.get<CertificateStatus>(`/api/admin/kegiatan/${id}/sertifikat`)).body;

/** A two-page PDF (the fixture's one page, twice in its page tree). */
function twoPagePdf(): Uint8Array {
  const one = Buffer.from(pdfBytes('Halaman')).toString('latin1');
  return new Uint8Array(Buffer.from(one.replace('/Kids [3 0 R] /Count 1', '/Kids [3 0 R 3 0 R] /Count 2'), 'latin1'));
}

describe('the template', () => {
  it('refuses what is not an image or a one-page PDF, by content, and stores nothing', async () => {
    const activity = await createActivity('Seminar Templat Salah');
    const cases: Array<[Blob | null, string, Record<string, string>, string, string]> = [
      [null, 'x', PLACE, 'template', 'Unggah templat sertifikat (PNG, JPEG, atau PDF satu halaman).'],
      [
        blob(textBytes(), 'image/png'),
        'templat.png',
        PLACE,
        'template',
        'Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.',
      ],
      [
        blob(polyglotPdf(), 'application/pdf'),
        'templat.pdf',
        PLACE,
        'template',
        'Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.',
      ],
      [
        blob(await imageBytes('webp', { width: 300, height: 200 }), 'image/webp'),
        'templat.webp',
        PLACE,
        'template',
        'Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.',
      ],
      [blob(twoPagePdf(), 'application/pdf'), 'templat.pdf', PLACE, 'template', 'Templat PDF harus satu halaman.'],
      [
        blob(pdfBytes(), 'application/pdf'),
        'templat.pdf',
        { ...PLACE, name_x: '1.5' },
        'name_x',
        'Posisi nama harus angka antara 0 dan 1.',
      ],
      [
        blob(pdfBytes(), 'application/pdf'),
        'templat.pdf',
        { ...PLACE, name_size: 'besar' },
        'name_size',
        'Ukuran nama harus angka antara 0,02 dan 0,2.',
      ],
    ];
    for (const [file, name, fields, field, message] of cases) {
      const res = await uploadTemplate(activity.id, file, fields, name);
      expect(res.status, `${name} ${JSON.stringify(fields)}`).toBe(422);
      expect(res.body.errors?.[field], name).toEqual([message]);
    }
    expect((await status(activity.id)).template).toBeNull();
  });

  it('takes a one-page PDF and an image, and previews the name on it', async () => {
    const activity = await createActivity('Seminar Templat PDF');
    const res = await uploadTemplate(activity.id, blob(pdfBytes('Templat'), 'application/pdf'), PLACE, 'templat.pdf');
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Templat sertifikat disimpan.');
    expect(res.body.data.template).toMatchObject({ kind: 'pdf', width: 612, height: 792, name_x: 0.5, name_y: 0.45 });
    const preview = await fetch(
      new URL(`/api/admin/kegiatan/${activity.id}/sertifikat/pratinjau?nama=Ayu%20Kartika`, app.baseUrl),
      { headers: { Cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') } },
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await preview.arrayBuffer());
    const texts = drawnTexts(pdf).map((t) => t.text);
    expect(texts).toContain('Ayu Kartika');
    // the template's own text is there too (its page copied as it is)
    expect(Buffer.from(pdf).toString('latin1')).toContain('Templat');

    // an image replaces it; the place alone can move later
    const image = await uploadTemplate(
      activity.id,
      blob(await imageBytes('jpeg', { width: 1600, height: 1131 }), 'image/jpeg'),
      PLACE,
      'a.jpg',
    );
    expect(image.status, image.text).toBe(200);
    expect(image.body.data.template).toMatchObject({ kind: 'jpeg', width: 841.89 });
    const moved = await uploadTemplate(activity.id, null, { name_y: '0.6' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.template).toMatchObject({ kind: 'jpeg', name_x: 0.5, name_y: 0.6, name_size: 0.08 });
  });
});

/** An attendee (checked in) of the activity, with an address of their own. */
async function attendee(activityId: number, nama: string, status = 'hadir') {
  const email = `${nama.toLowerCase().replace(/[^a-z]+/g, '.')}.${stamp}@student.test`;
  await app.strapi.db.query('api::pendaftaran.pendaftaran').create({
    data: { kegiatan: activityId, nama, nim: '1302200002', email, status },
  });
  return email;
}

const mailsTo = (addresses: string[]) =>
  app.mailbox.mails.filter((mail) => mail.to.some((to) => addresses.includes(to)));

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, label: string): Promise<T> {
  for (let i = 0; i < 150; i += 1) {
    const value = await what();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out: ${label}`);
}

const pdfOf = (mail: ReceivedMail) => {
  const part = mail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(part, 'the certificate PDF').toBeDefined();
  expect(part!.filename).toBe('sertifikat.pdf');
  return new Uint8Array(part!.content);
};

describe('sending', () => {
  it('mails every attendee their PDF once, with the whole name and the link of its public page', async () => {
    const activity = await createActivity('Workshop Kirim Sertifikat');
    const LONG = 'Raden Mas Muhammad Abdurrahman Wahyu Kusumawardhana Prawirodirdjo Hadiningrat Soerjosoemarno';
    const attendees = [await attendee(activity.id, 'Putri Ayu'), await attendee(activity.id, LONG)];
    const absent = await attendee(activity.id, 'Tidak Datang', 'terdaftar');
    expect((await admin.post(`/api/admin/kegiatan/${activity.id}/sertifikat/kirim`)).body).toEqual({
      message: 'Unggah templat sertifikat terlebih dahulu.',
    });
    expect(
      (
        await uploadTemplate(
          activity.id,
          blob(await imageBytes('png', { width: 1200, height: 850 }), 'image/png'),
          { ...PLACE, name_size: '0.1' },
          't.png',
        )
      ).status,
    ).toBe(200);

    const started = await admin.post<CertificateSendStarted>(`/api/admin/kegiatan/${activity.id}/sertifikat/kirim`);
    expect(started.status, started.text).toBe(202);
    expect(started.body.message).toBe('Sertifikat sedang dikirim ke peserta yang hadir.');
    const done = await until(
      () => status(activity.id),
      (s) => s.job.state === 'selesai',
      'the job to finish',
    );
    expect(done.counts).toEqual({ attendees: 2, sent: 2, pending: 0, failed: 0 });
    expect(done.job.message).toBe('Selesai: 2 sertifikat terkirim.');

    const mails = mailsTo([...attendees, absent]);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...attendees].sort());
    for (const [index, address] of attendees.entries()) {
      const mail = mails.find((m) => m.to.includes(address))!;
      expect(mail.subject).toBe(`[HMRPL] Sertifikat ${activity.title}`);
      const pdf = pdfOf(mail);
      // one page, however long the name
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const texts = drawnTexts(pdf);
      const name = index === 0 ? 'Putri Ayu' : LONG;
      const drawn = texts.find((t) => t.text === name);
      expect(drawn, `the whole name ${name}`).toBeDefined();
      // 0.1 of an A4 page's height is 59.5 pt: the long name is shrunk to fit the width, the short one is not
      if (index === 0) expect(drawn!.size).toBeCloseTo(59.5, 0);
      else expect(drawn!.size).toBeLessThan(30);
      const kode = /\/sertifikat\/([A-Za-z0-9_-]{22})/.exec(mail.text)?.[1];
      expect(kode, mail.text).toBeDefined();
      expect(texts.some((t) => t.text.endsWith(`/sertifikat/${kode}`))).toBe(true);
      const pub = await app.agent().get<PublicCertificate>(`/api/sertifikat/${kode}`);
      expect(pub.body).toEqual({
        nama: name,
        kegiatan: { slug: activity.slug, title: activity.title },
        date: '2030-03-04',
      });
    }
    // once: asked again, nobody is left
    const again = await admin.post(`/api/admin/kegiatan/${activity.id}/sertifikat/kirim`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Semua peserta yang hadir sudah dikirimi sertifikat.' });
    expect(mailsTo(attendees)).toHaveLength(2);

    // a later check-in, then a second sending: the newcomer gets theirs, nobody gets a second one
    const late = await attendee(activity.id, 'Datang Terlambat');
    const second = await admin.post(`/api/admin/kegiatan/${activity.id}/sertifikat/kirim`);
    expect(second.status, second.text).toBe(202);
    const finished = await until(
      () => status(activity.id),
      (s) => s.job.state === 'selesai',
      'the second sending to finish',
    );
    expect(finished.counts).toEqual({ attendees: 3, sent: 3, pending: 0, failed: 0 });
    expect(
      mailsTo([...attendees, late, absent])
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual([...attendees, late].sort());
  });

  it('waits while the e-mail server is down and says so; resumed, it sends only those not sent yet', async () => {
    const activity = await createActivity('Seminar Server Mati');
    const names = ['Andi Wijaya', 'Budi Santoso', 'Citra Lestari', 'Dian Permata'];
    const addresses: string[] = [];
    for (const nama of names) addresses.push(await attendee(activity.id, nama));
    expect(
      (await uploadTemplate(activity.id, blob(pdfBytes('Templat'), 'application/pdf'), PLACE, 't.pdf')).status,
    ).toBe(200);

    app.mailbox.refuse(true);
    const started = await admin.post(`/api/admin/kegiatan/${activity.id}/sertifikat/kirim`);
    expect(started.status, started.text).toBe(202);
    const waiting = await until(
      () => status(activity.id),
      (s) => s.job.state === 'menunggu',
      'the job to wait',
    );
    expect(waiting.job.message).toMatch(
      /^Server email tidak dapat dihubungi\. Pengiriman menunggu dan dilanjutkan otomatis pukul \d{2}\.\d{2} WIB \(0 dari 4 terkirim\)\.$/,
    );
    expect(waiting.job.error).toMatch(/421/);
    expect(mailsTo(addresses)).toHaveLength(0);
    // asked again meanwhile: it is already going
    expect((await admin.post(`/api/admin/kegiatan/${activity.id}/sertifikat/kirim`)).status).toBe(409);

    // as if a process had sent two of them before it stopped
    const issued = (await app.strapi.db.query('api::sertifikat.sertifikat').findMany({
      where: { kegiatan_id: activity.id },
      select: ['id', 'nama'],
      orderBy: { id: 'asc' },
    })) as { id: number; nama: string }[];
    expect(issued.map((row) => row.nama)).toEqual(names);
    await app.strapi.db.query('api::sertifikat.sertifikat').updateMany({
      where: { id: { $in: [issued[0]!.id, issued[2]!.id] } },
      data: { sent_at: new Date() },
    });

    app.mailbox.refuse(false);
    // before its time it does not try again
    await sending.certificateSending(app.strapi).tick();
    expect(mailsTo(addresses)).toHaveLength(0);
    clock.moveClock(61_000);
    await until(
      () => sending.certificateSending(app.strapi).tick(),
      (r) => r === 'ran',
      'a run',
    );
    await sending.certificateSending(app.strapi).tick();
    const after = await status(activity.id);
    expect(after.job.state).toBe('selesai');
    expect(after.counts).toEqual({ attendees: 4, sent: 4, pending: 0, failed: 0 });
    const mails = mailsTo(addresses);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([addresses[1], addresses[3]].sort());
  });
});
