/**
 * Activity registration over real HTTP (contract part two: "Activity registration, attendance, certificates"; ADR 100):
 * the admin's settings in the activity form, the states (not open yet, open, full, closed), every refusal in
 * Indonesian, one NIM once, the quota exact under requests arriving at once, the ticket e-mail through a real SMTP
 * server (its QR code decoded back to a ticket the server signed), the cancel link and the waitlist moving up, and the
 * aspiration form's defences on this form (honeypot, invisible characters, per-address limit, flood ceiling).
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, CreateActivityResponse, RegistrationCreated, UpdateActivityResponse } from '@hmrpl/contract';
import { Agent, startChildCms, startTestApp, type TestApp } from './helpers';
import { expectActivity, expectPaged } from './fixtures/contract-shapes';
import type { ReceivedMail } from './helpers/mailbox';

let app: TestApp;
let admin: Agent;
let clock: typeof import('../src/lib/process/clock');
let tickets: typeof import('../src/api/pendaftaran/rules/ticket');
const stamp = Date.now().toString(36);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const UID = 'api::pendaftaran.pendaftaran';
let nimSeq = 1000;
const nextNim = () => `13022${stamp.length}${(nimSeq += 1)}`;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
  clock = app.requireApp('src/lib/process/clock.js');
  tickets = app.requireApp('src/api/pendaftaran/rules/ticket.js');
});

afterEach(() => {
  clock.resetClock();
  app.strapi.config.set('server.hmrpl.pendaftaran.ceilingPerHour', 100_000);
});

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

async function createActivity(title: string, registration: Record<string, string>): Promise<Activity> {
  const form = new FormData();
  const fields = {
    title: `${title} ${stamp}`,
    starts_at: iso(10 * DAY),
    summary: 'Ringkasan.',
    content: '<p>Isi.</p>',
    ...registration,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await admin.post<CreateActivityResponse>('/api/admin/kegiatan', form);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function edit(id: number, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return admin.post<UpdateActivityResponse>(`/api/admin/kegiatan/${id}`, form);
}

const open = (quota: number | null, waitlist: boolean) => ({
  registration_opens_at: iso(-HOUR),
  registration_closes_at: iso(5 * DAY),
  registration_quota: quota === null ? '' : String(quota),
  registration_waitlist: String(waitlist),
});

/** A fresh student: own address, own CSRF cookie. */
async function register(slug: string, body: Record<string, unknown>) {
  const agent = app.agent();
  await agent.csrf();
  return agent.post<RegistrationCreated & { errors?: Record<string, string[]> }>(`/api/kegiatan/${slug}/daftar`, {
    nama: 'Sari Dewi',
    email: `sari${nimSeq}@student.test`,
    ...body,
  });
}

async function cancel(slug: string, token: string) {
  const agent = app.agent();
  await agent.csrf();
  return agent.post(`/api/kegiatan/${slug}/batal`, { token });
}

const stored = async (activityId: number) =>
  (await app.strapi.db.query(UID).findMany({
    where: { kegiatan: { id: activityId } },
    select: ['id', 'nama', 'nim', 'email', 'status'],
    orderBy: { id: 'asc' },
  })) as { id: number; nama: string; nim: string; email: string; status: string }[];

const mailTo =
  (address: string, from = 0) =>
  async (): Promise<ReceivedMail> => {
    for (let i = 0; i < 100; i += 1) {
      const found = app.mailbox.mails.slice(from).find((mail) => mail.to.includes(address));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${address}`);
  };

/** The QR code of the mail's ticket image, decoded as a phone at the door would. */
async function decodeQr(mail: ReceivedMail): Promise<string> {
  const png = mail.attachments.find((part) => part.contentType === 'image/png');
  expect(png, 'the ticket image').toBeDefined();
  const { data, info } = await sharp(png!.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.data;
}

const cancelTokenOf = (mail: ReceivedMail) => {
  const match = /\/kegiatan\/[a-z0-9-]+\?batal=([A-Za-z0-9._%-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match![1]);
};

describe('the settings in the activity form', () => {
  it('stores them, answers them with the places taken, and clears them with an empty opening time', async () => {
    const activity = await createActivity('Seminar Pengaturan', open(40, true));
    expectActivity(activity);
    expect(activity.registration).toEqual({
      opens_at: expect.any(String),
      closes_at: expect.any(String),
      quota: 40,
      taken: 0,
      waitlist: true,
      retention_months: 12,
    });
    const pub = await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`);
    expect(pub.body.registration?.quota).toBe(40);

    // the closing time defaults to the activity's start
    const noClose = await edit(activity.id, { registration_closes_at: '' });
    expect(noClose.body.data.registration?.closes_at).toBe(activity.starts_at);
    // only what is sent changes
    const quota = await edit(activity.id, { registration_quota: '2' });
    expect(quota.body.data.registration).toMatchObject({ quota: 2, waitlist: true });

    const off = await edit(activity.id, { registration_opens_at: '' });
    expect(off.status).toBe(200);
    expect(off.body.data.registration).toBeNull();
    expect((await register(activity.slug, { nim: nextNim() })).body.message).toBe(
      'Kegiatan ini tidak membuka pendaftaran di situs.',
    );
  });

  it('refuses bad settings with a message for each field, and stores nothing', async () => {
    const activity = await createActivity('Seminar Salah Atur', {});
    expect(activity.registration).toBeNull();
    const res = await edit(activity.id, {
      registration_opens_at: '2031-13-01T09:00',
      registration_quota: '0',
      registration_waitlist: 'mungkin',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: {
        registration_opens_at: ['Waktu buka pendaftaran tidak valid.'],
        registration_quota: ['Kuota harus bilangan bulat 1 sampai 100000, atau kosong.'],
        registration_waitlist: ['Pilihan daftar cadangan tidak valid.'],
      },
    });
    const backwards = await edit(activity.id, {
      registration_opens_at: '2031-03-02T09:00',
      registration_closes_at: '2031-03-01T09:00',
    });
    expect(backwards.body).toMatchObject({
      errors: { registration_closes_at: ['Waktu tutup pendaftaran harus setelah waktu buka.'] },
    });
    expect((await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`)).body.registration).toBeNull();
  });
});

describe('the public form', () => {
  it('refuses before opening and after closing, with the contract texts', async () => {
    const later = await createActivity('Seminar Nanti', { registration_opens_at: iso(DAY) });
    const early = await register(later.slug, { nim: nextNim() });
    expect([early.status, early.body.message]).toEqual([422, 'Pendaftaran belum dibuka.']);
    const past = await createActivity('Seminar Lewat', {
      registration_opens_at: iso(-2 * DAY),
      registration_closes_at: iso(-HOUR),
    });
    const late = await register(past.slug, { nim: nextNim() });
    expect([late.status, late.body.message]).toEqual([422, 'Pendaftaran sudah ditutup.']);
    expect(await stored(later.id)).toEqual([]);
    expect(await stored(past.id)).toEqual([]);
    expect((await register(`tidak-ada-${stamp}`, { nim: nextNim() })).status).toBe(404);
  });

  it('checks every field in Indonesian, strips invisible characters, and takes one NIM once', async () => {
    const activity = await createActivity('Seminar Isian', open(null, false));
    const bad = await register(activity.slug, {
      nama: '  ',
      nim: '13A',
      email: 'bukan-email',
      angkatan: '99',
      telepon: 'telepon saya',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      nama: ['Nama wajib diisi.'],
      nim: ['NIM hanya boleh berisi angka.'],
      email: ['Format email tidak valid.'],
      angkatan: ['Angkatan harus berupa tahun empat digit.'],
      telepon: ['Nomor telepon hanya boleh berisi angka, spasi, +, dan -, 8 sampai 20 karakter.'],
    });
    const nim = nextNim();
    // a NIM with a zero-width space and a right-to-left mark inside is the same NIM
    const first = await register(activity.slug, {
      nama: 'Budi\u200b Santoso',
      nim: `${nim.slice(0, 4)}\u200b${nim.slice(4)}\u200f`,
      email: 'budi@student.test',
      angkatan: '2023',
      telepon: '+62 812-3456-7890',
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({ message: 'Pendaftaran berhasil! Tiket dikirim ke email Anda.', status: 'terdaftar' });
    const again = await register(activity.slug, { nim, email: 'budi.lain@student.test' });
    expect([again.status, again.body.message]).toEqual([409, 'NIM ini sudah terdaftar di kegiatan ini.']);
    expect(await stored(activity.id)).toEqual([
      { id: expect.any(Number), nama: 'Budi Santoso', nim, email: 'budi@student.test', status: 'terdaftar' },
    ]);
  });

  it('a filled honeypot is answered like a registration and nothing is stored', async () => {
    const activity = await createActivity('Seminar Madu', open(10, false));
    const res = await register(activity.slug, { nim: nextNim(), tautan: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await stored(activity.id)).toEqual([]);
    expect((await register(activity.slug, { nim: nextNim(), tautan: '' })).status).toBe(201);
    expect(await stored(activity.id)).toHaveLength(1);
  });

  it('limits one address to 20 sends a minute', async () => {
    const activity = await createActivity('Seminar Batas', open(null, false));
    const agent = app.agent();
    await agent.csrf();
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1)
      answers.push(
        (await agent.post(`/api/kegiatan/${activity.slug}/daftar`, { nama: 'A', nim: 'x', email: 'a@b.test' })).status,
      );
    expect(answers.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('over the hourly ceiling, a send that looks automated is refused and one through the form gets in', async () => {
    const activity = await createActivity('Seminar Banjir', open(null, false));
    const lastHour = await app.strapi.db
      .query(UID)
      .count({ where: { createdAt: { $gt: new Date(Date.now() - HOUR) } } });
    app.strapi.config.set('server.hmrpl.pendaftaran.ceilingPerHour', Number(lastHour));
    const bot = await register(activity.slug, { nim: nextNim() });
    expect(bot.status).toBe(429);
    const person = app.agent();
    const token = (await person.get('/api/aspirasi/formulir')).body.token as string;
    clock.moveClock(20_000); // the form was filled in for twenty seconds
    await person.csrf();
    const res = await person.post(`/api/kegiatan/${activity.slug}/daftar`, {
      nama: 'Orang Sungguhan',
      nim: nextNim(),
      email: `orang${stamp}@student.test`,
      token,
    });
    expect(res.status, res.text).toBe(201);
    expect(await stored(activity.id)).toHaveLength(1);
  });
});

describe('the quota under requests arriving at once', () => {
  it('30 at once for 7 places with a waitlist: exactly 7 registered, 23 on the waitlist', async () => {
    const activity = await createActivity('Seminar Rebutan', open(7, true));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(activity.slug, { nim: nextNim(), email: `r${i}${stamp}@x.test` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    expect(answers.filter((a) => a.body.status === 'terdaftar')).toHaveLength(7);
    const rows = await stored(activity.id);
    expect(rows.filter((r) => r.status === 'terdaftar')).toHaveLength(7);
    expect(rows.filter((r) => r.status === 'cadangan')).toHaveLength(23);
    expect((await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`)).body.registration?.taken).toBe(7);
  });

  it('20 at once for 4 places without a waitlist: 4 registered, 16 told the quota is full', async () => {
    const activity = await createActivity('Seminar Penuh', open(4, false));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(activity.slug, { nim: nextNim(), email: `p${i}${stamp}@x.test` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(16);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set(['Kuota sudah penuh.']));
    expect(await stored(activity.id)).toHaveLength(4);
  });

  it('one NIM sent five times at once is stored once', async () => {
    const activity = await createActivity('Seminar Kembar', open(null, false));
    const nim = nextNim();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(activity.slug, { nim })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await stored(activity.id)).toHaveLength(1);
  });
});

describe('the ticket e-mail, the cancel link and the waitlist', () => {
  it('mails a signed QR ticket; a cancel frees the place for the first on the waitlist, who is told', async () => {
    const activity = await createActivity('Workshop Tiket', open(2, true));
    const from = app.mailbox.mails.length;
    const people = ['ayu', 'bima', 'citra'].map((name) => ({
      nama: name,
      email: `${name}.${stamp}@student.test`,
      nim: nextNim(),
    }));
    const statuses: string[] = [];
    for (const person of people) statuses.push((await register(activity.slug, person)).body.status);
    expect(statuses).toEqual(['terdaftar', 'terdaftar', 'cadangan']);

    const ayu = await mailTo(people[0].email, from)();
    expect(ayu.subject).toBe(`[HMRPL] Tiket Workshop Tiket ${stamp}`);
    expect(ayu.text).toContain('Halo ayu,');
    const ticket = await decodeQr(ayu);
    const rows = await stored(activity.id);
    // the QR holds a ticket the server signed for this registration and this activity, not a number to guess
    expect(ticket).toMatch(/^T1\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(tickets.readTicket(app.strapi, ticket)).toEqual({ registrationId: rows[0].id, activityId: activity.id });
    const forged = ticket.replace(/\.[0-9a-z]+\./, `.${(rows[0].id + 1).toString(36)}.`);
    expect(tickets.readTicket(app.strapi, forged)).toBeNull();

    const citra = await mailTo(people[2].email, from)();
    expect(citra.subject).toBe(`[HMRPL] Anda di daftar cadangan Workshop Tiket ${stamp}`);
    expect(citra.attachments).toEqual([]);

    // the ticket is no cancel token, and a changed token cancels nothing
    expect((await cancel(activity.slug, ticket)).body).toEqual({ message: 'Tautan pembatalan tidak valid.' });
    const token = cancelTokenOf(ayu);
    expect((await cancel(activity.slug, `${token}x`)).status).toBe(422);
    expect((await stored(activity.id)).map((r) => r.status)).toEqual(['terdaftar', 'terdaftar', 'cadangan']);

    const mailsBefore = app.mailbox.mails.length;
    const res = await cancel(activity.slug, token);
    expect([res.status, res.body]).toEqual([200, { message: 'Pendaftaran dibatalkan.' }]);
    expect((await stored(activity.id)).map((r) => r.status)).toEqual(['batal', 'terdaftar', 'terdaftar']);
    const moved = await mailTo(people[2].email, mailsBefore)();
    expect(moved.subject).toBe(`[HMRPL] Anda mendapat tempat di Workshop Tiket ${stamp}`);
    expect(tickets.readTicket(app.strapi, await decodeQr(moved))).toEqual({
      registrationId: rows[2].id,
      activityId: activity.id,
    });
    const again = await cancel(activity.slug, token);
    expect([again.status, again.body.message]).toEqual([409, 'Pendaftaran ini sudah dibatalkan.']);
    // a cancelled NIM may register again (on the waitlist now: the places are taken)
    expect((await register(activity.slug, people[0])).body.status).toBe('cadangan');
  });

  it('a larger quota moves the waitlist up', async () => {
    const activity = await createActivity('Workshop Tambah Kursi', open(1, true));
    for (let i = 0; i < 3; i += 1) await register(activity.slug, { nim: nextNim(), email: `k${i}${stamp}@x.test` });
    expect((await edit(activity.id, { registration_quota: '2' })).status).toBe(200);
    expect((await stored(activity.id)).map((r) => r.status)).toEqual(['terdaftar', 'terdaftar', 'cadangan']);
  });

  it('an activity deleted takes its registrations with it', async () => {
    const activity = await createActivity('Seminar Dihapus', open(null, false));
    await register(activity.slug, { nim: nextNim() });
    expect((await admin.delete(`/api/admin/kegiatan/${activity.id}`)).status).toBe(200);
    expect(await stored(activity.id)).toEqual([]);
  });
});

describe('the participants list and the door (for redaksi)', () => {
  async function withTickets(title: string, names: string[]) {
    const activity = await createActivity(title, open(names.length, true));
    const from = app.mailbox.mails.length;
    const people = names.map((nama, i) => ({
      nama,
      nim: nextNim(),
      email: `${nama.toLowerCase()}.${i}.${stamp}@x.test`,
    }));
    for (const person of people) expect((await register(activity.slug, person)).status).toBe(201);
    const tickets: string[] = [];
    for (const person of people) tickets.push(await decodeQr(await mailTo(person.email, from)()));
    return { activity, people, tickets };
  }

  it('checks a ticket in once; a second scan says when; another activity, a forged or cancelled ticket are refused', async () => {
    const {
      activity,
      people,
      tickets: [first, second, third],
    } = await withTickets('Seminar Pintu', ['Dewi', 'Eko', 'Fajar']);
    const other = await withTickets('Seminar Lain', ['Gita']);
    const door = (body: unknown, id = activity.id) => admin.post(`/api/admin/kegiatan/${id}/presensi`, body);

    const ok = await door({ tiket: first });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.message).toBe('Kehadiran Dewi tercatat.');
    expect(ok.body.data).toMatchObject({ nama: 'Dewi', nim: people[0].nim, status: 'hadir' });
    const again = await door({ tiket: first });
    expect(again.status).toBe(409);
    // the first check-in's time of day in Asia/Jakarta (UTC+7, no daylight saving), `HH.mm`
    const wib = new Date(Date.parse(ok.body.data.checked_in_at) + 7 * 3_600_000);
    const clock = `${String(wib.getUTCHours()).padStart(2, '0')}.${String(wib.getUTCMinutes()).padStart(2, '0')}`;
    expect(again.body).toEqual({ message: `Dewi sudah tercatat hadir pukul ${clock}.` });

    expect((await door({ tiket: other.tickets[0] })).body).toEqual({ message: 'Tiket ini bukan untuk kegiatan ini.' });
    const forged = first.replace(
      /\.([0-9a-z]+)\.([0-9a-z]+)\./,
      (_m, reg: string, act: string) => `.${(parseInt(reg, 36) + 1).toString(36)}.${act}.`,
    );
    expect((await door({ tiket: forged })).body).toEqual({ message: 'Tiket tidak valid.' });
    expect((await door({ tiket: '12345' })).body).toEqual({ message: 'Tiket tidak valid.' });

    await cancel(activity.slug, cancelTokenOf(await mailTo(people[2].email)()));
    expect((await door({ tiket: third })).body).toEqual({ message: 'Pendaftaran Fajar sudah dibatalkan.' });

    // by hand (the search fallback): the participant's id
    const list = await admin.get(`/api/admin/kegiatan/${activity.id}/peserta?q=eko`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { nama: string }) => p.nama)).toEqual(['Eko']);
    const byHand = await door({ peserta_id: list.body.data[0].id });
    expect(byHand.body.message).toBe('Kehadiran Eko tercatat.');
    expect((await door({ tiket: second })).status).toBe(409);
    expect((await door({})).body).toEqual({ message: 'Kirim tiket atau pilih peserta.' });
    expect((await door({ peserta_id: other.activity.id * 1000 })).status).toBe(404);

    // an anonymous caller never reaches it
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post(`/api/admin/kegiatan/${activity.id}/presensi`, { tiket: first })).status).toBe(401);
  });

  it('the list filters, searches by name or NIM and counts by status', async () => {
    const { activity, people, tickets } = await withTickets('Seminar Daftar', ['Hana', 'Indra', 'Joko']);
    await admin.post(`/api/admin/kegiatan/${activity.id}/presensi`, { tiket: tickets[0] });
    const extra = await register(activity.slug, { nama: 'Kiki', nim: nextNim(), email: `kiki${stamp}@x.test` });
    expect(extra.body.status).toBe('cadangan');
    const all = await admin.get(`/api/admin/kegiatan/${activity.id}/peserta`);
    expect(all.body.meta).toMatchObject({ total: 4, counts: { terdaftar: 2, cadangan: 1, hadir: 1, batal: 0 } });
    expectPaged(all.body, 50, ['counts']);
    const second = await admin.get(`/api/admin/kegiatan/${activity.id}/peserta?per_page=3&page=2`);
    expectPaged(second.body, 3, ['counts']);
    expect(second.body.meta).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    expect(second.body.data.map((p: { nama: string }) => p.nama)).toEqual(['Kiki']);
    expect(all.body.data[0]).toEqual({
      id: expect.any(Number),
      nama: 'Hana',
      nim: people[0].nim,
      email: people[0].email,
      angkatan: null,
      telepon: null,
      status: 'hadir',
      registered_at: expect.any(String),
      checked_in_at: expect.any(String),
    });
    const present = await admin.get(`/api/admin/kegiatan/${activity.id}/peserta?status=hadir`);
    expect(present.body.data.map((p: { nama: string }) => p.nama)).toEqual(['Hana']);
    const byNim = await admin.get(`/api/admin/kegiatan/${activity.id}/peserta?q=${people[1].nim}`);
    expect(byNim.body.data.map((p: { nama: string }) => p.nama)).toEqual(['Indra']);
    // % and _ are letters here
    expect((await admin.get(`/api/admin/kegiatan/${activity.id}/peserta?q=%25`)).body.meta.total).toBe(0);
    expect((await admin.get('/api/admin/kegiatan/999999/peserta')).status).toBe(404);
  });

  it('ten scans of one ticket at once: one 200, nine 409', async () => {
    const { activity, tickets } = await withTickets('Seminar Serentak', ['Lina']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.post(`/api/admin/kegiatan/${activity.id}/presensi`, { tiket: tickets[0] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  });

  it.runIf(process.env.DATABASE_CLIENT === 'postgres')(
    'two CMS processes on one PostgreSQL scanning the same tickets at once: one 200 and one 409 for each',
    async () => {
      const names = ['Mira', 'Nanda', 'Oki', 'Putri', 'Raka'];
      const { activity, tickets } = await withTickets('Seminar Dua Pintu', names);
      const child = await startChildCms({ DATABASE_CLIENT: 'postgres', TRUST_PROXY: 'true' });
      try {
        const second = new Agent(child.url);
        await second.loginOk();
        for (const ticket of tickets) {
          const answers = await Promise.all([
            admin.post(`/api/admin/kegiatan/${activity.id}/presensi`, { tiket: ticket }),
            second.post(`/api/admin/kegiatan/${activity.id}/presensi`, { tiket: ticket }),
          ]);
          expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        }
        const list = await admin.get(`/api/admin/kegiatan/${activity.id}/peserta`);
        expect(list.body.meta.counts).toMatchObject({ hadir: names.length, terdaftar: 0 });
      } finally {
        await child.stop();
      }
    },
    120_000,
  );
});

describe('retention: NIM, e-mail and phone erased 12 months after the activity', () => {
  it('erases them for an activity that ended 12 months ago, keeps the name and status, and leaves a recent one', async () => {
    const jobs: typeof import('../src/bootstrap/registrations') = app.requireApp('src/bootstrap/registrations.js');
    const old = await createActivity('Seminar Lama', open(null, false));
    const recent = await createActivity('Seminar Baru Lewat', open(null, false));
    const person = { nama: 'Tari', nim: nextNim(), email: `tari${stamp}@x.test`, telepon: '081234567890' };
    await register(old.slug, person);
    await register(recent.slug, { ...person, nim: nextNim() });
    const monthsAgo = (n: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() - n);
      return date;
    };
    await app.strapi.db
      .connection('kegiatans')
      .where({ id: old.id })
      .update({ over_at: new Date(Date.now() - 380 * DAY) });
    await app.strapi.db
      .connection('kegiatans')
      .where({ id: recent.id })
      .update({ over_at: monthsAgo(11) });
    // a new job is due at its first look (its row starts at next_at 0)
    expect(await jobs.registrationRetention(app.strapi).tick()).toBe('ran');
    const erased = (await app.strapi.db.query(UID).findOne({
      where: { kegiatan: { id: old.id } },
      select: ['nama', 'nim', 'email', 'telepon', 'status', 'erased_at'],
    })) as Record<string, unknown>;
    expect(erased).toMatchObject({ nama: 'Tari', nim: null, email: null, telepon: null, status: 'terdaftar' });
    expect(erased.erased_at).not.toBeNull();
    const kept = (await app.strapi.db.query(UID).findOne({
      where: { kegiatan: { id: recent.id } },
      select: ['nim', 'email', 'telepon'],
    })) as Record<string, unknown>;
    expect(kept).toEqual({ nim: expect.any(String), email: person.email, telepon: person.telepon });
  });
});
