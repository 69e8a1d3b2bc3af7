/**
 * Achievements over real HTTP (contract: "Achievements (prestasi)"): the public form with the aspiration form's
 * defences (honeypot, form token, flood ceiling, per-minute limit, invisible characters stripped), a proof decided by
 * its content (a PDF/HTML polyglot, a scripted PDF, SVG, text and an oversize file refused, nothing stored and no file
 * left), the staff's queue (approve, edit, refuse with a reason; the submitter's e-mail through a real SMTP server),
 * the proof served to staff only, and the public reads, pages and first data without a NIM, an e-mail or the proof.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPrestasi, AdminPrestasiPage, Prestasi, PrestasiPage } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { SVG, blob, oversizeBytes, smallImage, textBytes } from './fixtures/images';
import { htmlNamedPdf, pdfBytes, polyglotPdf, scriptedPdf } from './fixtures/pdf';
import { storedFiles } from './fixtures/storage';
import { purgeTrashed } from './fixtures/trash';

let app: TestApp;
let admin: Agent;
let clock: typeof import('../src/lib/process/clock');
const stamp = Date.now().toString(36);
const UID = 'api::prestasi.prestasi';
const NIM = '1302223344';
const CREATED = 'Terima kasih! Prestasi Anda akan ditinjau pengurus.';
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  app = await startTestApp();
  clock = app.requireApp('src/lib/process/clock.js');
  admin = app.agent();
  await admin.loginOk();
});

type Fields = Record<string, string | string[] | undefined>;

const valid = (title: string, extra: Fields = {}): Fields => ({
  title,
  rank: 'Juara 1',
  level: 'nasional',
  organizer: 'Kementerian Pendidikan',
  date: '2025-09-20',
  nama: 'Putri Lestari',
  angkatan: '2023',
  nim: NIM,
  email: 'putri@student.test',
  summary: `Cerita ${title}`,
  ...extra,
});

function form(fields: Fields, proof?: { bytes: Uint8Array; type: string; name: string } | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  if (proof) data.append('bukti', blob(proof.bytes, proof.type), proof.name);
  return data;
}

const pdfProof = () => ({ bytes: pdfBytes(), type: 'application/pdf', name: 'sertifikat.pdf' });

async function visitor(): Promise<Agent> {
  const agent = app.agent();
  await agent.csrf();
  return agent;
}

async function submit(fields: Fields, proof: Parameters<typeof form>[1] = pdfProof(), agent?: Agent) {
  return (agent ?? (await visitor())).post('/api/prestasi', form(fields, proof));
}

const count = () => app.strapi.db.query(UID).count({});
const byTitle = async (title: string) =>
  (await app.strapi.db.query(UID).findOne({ where: { title }, populate: { bukti: true } })) as
    (Record<string, unknown> & { id: number; bukti?: { url: string; hash: string } | null }) | null;

async function queue(query = ''): Promise<AdminPrestasiPage> {
  const res = await admin.get<AdminPrestasiPage>(`/api/admin/prestasi${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Submits and approves one; answers it as the public sees it. */
async function approved(title: string, extra: Fields = {}): Promise<AdminPrestasi> {
  expect((await submit(valid(title, extra))).status).toBe(201);
  const row = await byTitle(title);
  const res = await admin.post(`/api/admin/prestasi/${row!.id}`, { status: 'disetujui' });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

describe('POST /api/prestasi: the public form', () => {
  it('stores a valid send as `menunggu` with its PDF proof, and shows it to staff only', async () => {
    const title = `Gemastik ${stamp}`;
    const token = (await app.agent().get('/api/prestasi/formulir')).body.token;
    const res = await submit(
      valid(title, { token, nama: ['Putri Lestari', 'Bima Sakti'], angkatan: ['2023', '2022'] }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ message: CREATED });

    const item = (await queue('status=menunggu')).data.find((p) => p.title === title)!;
    expect(item).toMatchObject({
      status: 'menunggu',
      nim: NIM,
      email: 'putri@student.test',
      students: [
        { nama: 'Putri Lestari', angkatan: '2023' },
        { nama: 'Bima Sakti', angkatan: '2022' },
      ],
      bukti: { url: `/api/admin/prestasi/${item.id}/bukti`, kind: 'pdf' },
      image_path: null,
    });
    // not public while it waits
    expect((await app.agent().get(`/api/prestasi/${item.slug}`)).status).toBe(404);
    const list = await app.agent().get<PrestasiPage>('/api/prestasi');
    expect(list.body.data.some((p) => p.title === title)).toBe(false);
  });

  it('refuses bad fields in Indonesian, every field at once, and stores nothing', async () => {
    const before = await count();
    const files = storedFiles(app).size;
    const empty = await submit({}, null);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      title: ['Nama kompetisi wajib diisi.'],
      rank: ['Peringkat wajib diisi.'],
      level: ['Pilih tingkat: internasional, nasional, regional, atau universitas.'],
      organizer: ['Penyelenggara wajib diisi.'],
      date: ['Tanggal wajib diisi.'],
      nama: ['Nama mahasiswa wajib diisi.'],
      angkatan: ['Angkatan harus berupa tahun, misalnya 2023.'],
      nim: ['NIM wajib diisi.'],
      email: ['E-mail wajib diisi.'],
      summary: ['Cerita singkat wajib diisi.'],
      bukti: ['Unggah bukti prestasi (gambar atau PDF).'],
    });
    expect(empty.body.message).toBe('Nama kompetisi wajib diisi.');

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[Fields, string, string]> = [
      [{ date: tomorrow }, 'date', 'Tanggal tidak boleh di masa depan.'],
      [{ date: '2025-02-30' }, 'date', 'Tanggal tidak valid.'],
      [{ level: 'galaksi' }, 'level', 'Pilih tingkat: internasional, nasional, regional, atau universitas.'],
      [{ nim: '13022x' }, 'nim', 'NIM hanya boleh berisi angka.'],
      [{ email: 'bukan-email' }, 'email', 'Alamat e-mail tidak valid.'],
      [{ angkatan: '23' }, 'angkatan', 'Angkatan harus berupa tahun, misalnya 2023.'],
      [{ summary: 'x'.repeat(1001) }, 'summary', 'Cerita singkat maksimal 1000 karakter.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await submit(valid(`Salah ${stamp}`, extra));
      expect(res.status, field).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
    expect(await count()).toBe(before);
    expect(storedFiles(app).size).toBe(files);
  });

  it('decides the proof by its content: a polyglot, a scripted PDF, HTML, SVG or text is refused, and no file stays', async () => {
    const before = await count();
    const files = storedFiles(app);
    const tmp = path.join(app.tmpDir, 'upload-tmp');
    const hostile = [
      { bytes: polyglotPdf(), type: 'application/pdf', name: 'sertifikat.pdf' },
      { bytes: scriptedPdf(), type: 'application/pdf', name: 'sertifikat.pdf' },
      { bytes: htmlNamedPdf(), type: 'application/pdf', name: 'sertifikat.pdf' },
      { bytes: new TextEncoder().encode(SVG), type: 'image/svg+xml', name: 'bukti.svg' },
      { bytes: textBytes(), type: 'image/png', name: 'bukti.png' },
      { bytes: new Uint8Array(), type: 'application/pdf', name: 'kosong.pdf' },
    ];
    for (const proof of hostile) {
      const res = await submit(valid(`Curang ${stamp}`), proof);
      expect(res.status, proof.name).toBe(422);
      expect(res.body).toEqual({
        message: 'Bukti harus berupa gambar PNG, JPEG, WebP, atau berkas PDF.',
        errors: { bukti: ['Bukti harus berupa gambar PNG, JPEG, WebP, atau berkas PDF.'] },
      });
    }
    const big = await submit(valid(`Besar ${stamp}`), {
      bytes: oversizeBytes(10 * 1024 * 1024 + 1),
      type: 'image/png',
      name: 'besar.png',
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'Ukuran berkas melebihi 10 MB.' });
    // a body larger than one proof and the fields is refused unread; a second file while streaming
    const huge = await submit(valid(`Raksasa ${stamp}`), {
      bytes: oversizeBytes(13 * 1024 * 1024),
      type: 'image/png',
      name: 'raksasa.png',
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Ukuran berkas melebihi 10 MB.' });
    const two = form(valid(`Dua ${stamp}`), pdfProof());
    two.append('bukti', blob(pdfBytes(), 'application/pdf'), 'kedua.pdf');
    const twice = await (await visitor()).post('/api/prestasi', two);
    expect(twice.status).toBe(413);
    expect(twice.body).toEqual({ message: 'Unggah satu berkas bukti saja.' });
    expect(await count()).toBe(before);
    expect(storedFiles(app)).toEqual(files);
    // the request's temporary files went with it
    if (existsSync(tmp)) expect(readdirSync(tmp)).toEqual([]);
  });

  it('takes an image proof (turned into a stored image without its metadata)', async () => {
    const title = `Foto bukti ${stamp}`;
    const res = await submit(valid(title), { bytes: await smallImage('jpeg'), type: 'image/jpeg', name: 'b.jpg' });
    expect(res.status, res.text).toBe(201);
    const item = (await queue()).data.find((p) => p.title === title)!;
    expect(item.bukti).toMatchObject({ kind: 'gambar' });
  });

  it('strips invisible and direction-changing characters before storing', async () => {
    const title = `Juara\u200b ${stamp} \u202eterbalik`;
    expect((await submit(valid(title, { nama: 'Ani\u2066 Wijaya\u200d', nim: '1302\u200b5566' }))).status).toBe(201);
    const row = await byTitle(`Juara ${stamp} terbalik`);
    expect(row).toMatchObject({ nim: '13025566', students: [{ nama: 'Ani Wijaya', angkatan: '2023' }] });
  });

  it('a filled honeypot is answered like a success and nothing is stored', async () => {
    const before = await count();
    const files = storedFiles(app).size;
    const res = await submit(valid(`Madu ${stamp}`, { tautan: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CREATED });
    expect(await count()).toBe(before);
    expect(storedFiles(app).size).toBe(files);
  });

  it('allows 5 sends a minute from one address, then 429 with Retry-After', async () => {
    const agent = await visitor();
    for (let i = 0; i < 5; i += 1) expect((await submit({}, null, agent)).status).toBe(422);
    const limited = await submit(valid(`Batas ${stamp}`), pdfProof(), agent);
    expect(limited.status).toBe(429);
    // refused before its body is read: the door looks at the same count (src/middlewares/upload-cleanup.ts)
    const files = storedFiles(app).size;
    const again = await submit(valid(`Batas ${stamp}`), pdfProof(), agent);
    expect(again.status).toBe(429);
    expect(storedFiles(app).size).toBe(files);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/);
    expect(await byTitle(`Batas ${stamp}`)).toBeNull();
  });

  it('over the hourly ceiling, a send without a form token is refused and a person who used the form gets through', async () => {
    const lastHour = await app.strapi.db
      .query(UID)
      .count({ where: { createdAt: { $gt: new Date(Date.now() - 3_600_000) } } });
    app.strapi.config.set('server.hmrpl.prestasi.ceilingPerHour', Number(lastHour));
    try {
      const files = storedFiles(app).size;
      const bot = await submit(valid(`Bot ${stamp}`));
      expect(bot.status).toBe(429);
      expect(bot.headers.get('retry-after')).toBe('60');
      expect(bot.body).toEqual({ message: 'Terlalu banyak percobaan. Coba lagi dalam 60 detik.' });
      const quick = await visitor();
      const quickToken = (await quick.get('/api/prestasi/formulir')).body.token;
      expect((await submit(valid(`Cepat ${stamp}`, { token: quickToken }), pdfProof(), quick)).status).toBe(429);
      expect(storedFiles(app).size).toBe(files);
      expect(await byTitle(`Bot ${stamp}`)).toBeNull();

      const person = await visitor();
      const token = (await person.get('/api/prestasi/formulir')).body.token;
      clock.moveClock(5_000);
      const human = await submit(valid(`Manusia ${stamp}`, { token }), pdfProof(), person);
      expect(human.status, human.text).toBe(201);
      // the same token again: refused
      const again = await submit(valid(`Lagi ${stamp}`, { token }));
      expect(again.status).toBe(429);
    } finally {
      clock.resetClock();
      app.strapi.config.set('server.hmrpl.prestasi.ceilingPerHour', 100_000);
    }
  });
});

describe('the review queue (redaksi)', () => {
  it('is for admins only, and so is the proof', async () => {
    const anonymous = await visitor();
    expect((await anonymous.get('/api/admin/prestasi')).status).toBe(401);
    const row = await byTitle(`Gemastik ${stamp}`);
    expect((await anonymous.get(`/api/admin/prestasi/${row!.id}/bukti`)).status).toBe(401);
    expect((await anonymous.post(`/api/admin/prestasi/${row!.id}`, { status: 'disetujui' })).status).toBe(401);
    expect((await admin.post(`/api/admin/prestasi/${row!.id}`, { status: 'disetujui' }, { xsrf: false })).status).toBe(
      419,
    );
  });

  it('serves the proof to staff as a sandboxed PDF, never through /storage', async () => {
    const row = await byTitle(`Gemastik ${stamp}`);
    const res = await admin.get(`/api/admin/prestasi/${row!.id}/bukti`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text.startsWith('%PDF-1.4')).toBe(true);
    const stored = row!.bukti!.url.replace('/uploads/', '');
    expect(existsSync(path.join(app.tmpDir, 'public', 'uploads', stored))).toBe(true);
    for (const url of [`/storage/${stored}`, `/uploads/${stored}`, `/storage/${stored.replace('_', '%5F')}`])
      expect((await app.agent().get(url)).status, url).toBe(404);
    // an image proof and its renditions are not public either
    const image = await byTitle(`Foto bukti ${stamp}`);
    const name = image!.bukti!.url.replace('/uploads/', '');
    expect((await app.agent().get(`/storage/${name}`)).status).toBe(404);
    const thumbnails = readdirSync(path.join(app.tmpDir, 'public', 'uploads')).filter(
      (file) => file.includes(image!.bukti!.hash) && file !== name,
    );
    for (const file of thumbnails) expect((await app.agent().get(`/storage/${file}`)).status, file).toBe(404);
  });

  it('refusing needs a reason; the submitter is told it by e-mail, and it stays private', async () => {
    const title = `Ditolak ${stamp}`;
    expect((await submit(valid(title))).status).toBe(201);
    const row = await byTitle(title);
    const missing = await admin.post(`/api/admin/prestasi/${row!.id}`, { status: 'ditolak' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ alasan: ['Tuliskan alasan penolakan.'] });
    const unknown = await admin.post(`/api/admin/prestasi/${row!.id}`, { status: 'hilang' });
    expect(unknown.body.errors).toEqual({ status: ['Status tidak valid.'] });

    app.mailbox.clear();
    const alasan = 'Sertifikat tidak terbaca. Mohon kirim ulang dengan foto yang lebih jelas.';
    const res = await admin.post(`/api/admin/prestasi/${row!.id}`, { status: 'ditolak', alasan });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Prestasi berhasil diperbarui!', data: { status: 'ditolak', alasan } });
    const [mail] = await app.mailbox.waitFor(1);
    expect(mail.to).toEqual(['putri@student.test']);
    expect(mail.subject).toBe(`[HMRPL] Prestasi Anda belum dapat ditayangkan: ${title}`);
    expect(mail.text).toContain(alasan);
    expect(mail.text).toContain('/prestasi/kirim');
    expect(mail.text).not.toContain(NIM);
    expect((await app.agent().get(`/api/prestasi/${res.body.data.slug}`)).status).toBe(404);
    expect((await queue('status=ditolak')).data.map((p) => p.title)).toContain(title);
  });

  it('approving (with an edit and a photo) publishes it, e-mails the link, and nothing private is public', async () => {
    const title = `Hackathon ${stamp}`;
    expect((await submit(valid(title, { date: '2024-11-02', level: 'regional' }))).status).toBe(201);
    const row = await byTitle(title);
    app.mailbox.clear();
    const edit = new FormData();
    edit.append('status', 'disetujui');
    edit.append('rank', 'Juara 1 Umum');
    edit.append('foto', blob(await smallImage('png'), 'image/png'), 'foto.png');
    const res = await admin.post(`/api/admin/prestasi/${row!.id}`, edit);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'disetujui', rank: 'Juara 1 Umum', alasan: null });
    const slug = res.body.data.slug as string;
    expect(res.body.data.image_path).toMatch(/^prestasi_[0-9a-f]{24}/);
    expect((await app.agent().get(`/storage/${res.body.data.image_path}`)).status).toBe(200);

    const [mail] = await app.mailbox.waitFor(1);
    expect(mail.subject).toBe(`[HMRPL] Prestasi Anda sudah tayang: ${title}`);
    expect(mail.text).toContain(`/prestasi/${slug}`);
    // a second save of the same status tells nobody again
    app.mailbox.clear();
    expect((await admin.post(`/api/admin/prestasi/${row!.id}`, { status: 'disetujui' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.mailbox.mails).toHaveLength(0);

    const detail = await app.agent().get<Prestasi>(`/api/prestasi/${slug}`);
    expect(detail.status).toBe(200);
    expect(Object.keys(detail.body).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'rank',
        'level',
        'organizer',
        'date',
        'students',
        'summary',
        'image_path',
        'image_formats',
        'image_width',
        'image_height',
      ]
        .filter((key) => key in detail.body)
        .sort(),
    );
    expect(detail.body).toMatchObject({
      title,
      level: 'regional',
      date: '2024-11-02',
      students: [{ nama: 'Putri Lestari' }],
    });
    const list = await app.agent().get('/api/prestasi?tahun=2024&level=regional');
    const texts = [detail.text, list.text];
    for (const page of [`/prestasi/${slug}`, '/prestasi', '/prestasi?tahun=2024&level=regional'])
      texts.push((await app.agent().get(page, { headers: HTML })).text);
    for (const text of texts) {
      expect(text).toContain(title);
      expect(text).not.toContain(NIM);
      expect(text).not.toContain('putri@student.test');
      expect(text).not.toContain('bukti');
    }
    const html = texts[2]!;
    expect(html).toContain(`<title>Juara 1 Umum ${title} | HMRPL Telkom University</title>`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain(`/api/prestasi/${slug}`);
  });

  it('lists approved ones newest first, by year and by level; a waiting or refused one never', async () => {
    const older = await approved(`Lama ${stamp}`, { date: '2023-04-01', level: 'universitas' });
    const newer = await approved(`Baru ${stamp}`, { date: '2025-12-01', level: 'internasional' });
    const all = (await app.agent().get<PrestasiPage>('/api/prestasi')).body;
    const dates = all.data.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(all.meta.years).toEqual(expect.arrayContaining([2025, 2024, 2023]));
    expect(all.data.every((p) => !('status' in p) && !('nim' in p) && !('bukti' in p))).toBe(true);
    const y2023 = (await app.agent().get<PrestasiPage>('/api/prestasi?tahun=2023')).body.data.map((p) => p.id);
    expect(y2023).toContain(older.id);
    expect(y2023).not.toContain(newer.id);
    const intl = (await app.agent().get<PrestasiPage>('/api/prestasi?level=internasional')).body.data;
    expect(intl.map((p) => p.id)).toContain(newer.id);
    expect(intl.every((p) => p.level === 'internasional')).toBe(true);
    const titles = (await app.agent().get<PrestasiPage>('/api/prestasi?tahun=2025')).body.data.map((p) => p.title);
    expect(titles).not.toContain(`Gemastik ${stamp}`);
    expect(titles).not.toContain(`Ditolak ${stamp}`);
    // an unknown level or year reads as none
    expect((await app.agent().get('/api/prestasi?level=galaksi&tahun=abc')).status).toBe(200);
  });

  it('staff add one directly (approved, no NIM needed); delete moves it to the trash, the purge removes its files', async () => {
    const title = `Langsung ${stamp}`;
    const add = new FormData();
    for (const [key, value] of Object.entries(valid(title, { nim: undefined, email: undefined })))
      if (typeof value === 'string') add.append(key, value);
    add.append('foto', blob(await smallImage('webp'), 'image/webp'), 'foto.webp');
    add.append('bukti', blob(pdfBytes(), 'application/pdf'), 'sertifikat.pdf');
    const res = await admin.post('/api/admin/prestasi', add);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Prestasi berhasil ditambahkan!',
      data: { status: 'disetujui', nim: null },
    });
    const { id, slug } = res.body.data as AdminPrestasi;
    const row = await byTitle(title);
    const proof = row!.bukti!.url.replace('/uploads/', '');
    const before = storedFiles(app);
    expect(before.has(proof)).toBe(true);
    expect((await app.agent().get(`/api/prestasi/${slug}`)).status).toBe(200);

    const gone = await admin.delete(`/api/admin/prestasi/${id}`);
    expect(gone.body).toEqual({ message: 'Prestasi berhasil dihapus!' });
    // gone from every public read at once
    expect((await app.agent().get(`/api/prestasi/${slug}`)).status).toBe(404);
    expect((await app.agent().get(`/prestasi/${slug}`, { headers: HTML })).status).toBe(404);
    expect((await app.agent().get<PrestasiPage>('/api/prestasi')).body.data.map((p) => p.slug)).not.toContain(slug);
    expect((await app.agent().get('/sitemap.xml', { headers: { Accept: '*/*' } })).text).not.toContain(
      `/prestasi/${slug}`,
    );
    expect((await admin.delete(`/api/admin/prestasi/${id}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/prestasi/${id}/bukti`)).status).toBe(404);
    // its files wait in the trash; the proof stays private there (no public URL serves it)
    expect(storedFiles(app)).toEqual(before);
    for (const url of [`/storage/${proof}`, `/uploads/${proof}`]) expect((await app.agent().get(url)).status).toBe(404);

    await purgeTrashed(admin, 'prestasi', title);
    const after = storedFiles(app);
    expect(after.has(proof)).toBe(false);
    expect([...before].filter((file) => !after.has(file)).length).toBeGreaterThan(1);
  });
});
