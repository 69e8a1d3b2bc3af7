/**
 * The cabinet report over real HTTP (contract part two, "Cabinet report (laporan)"): the XLSX opened with SheetJS (a
 * sheet per part) and the PDF's text read back (the cover, a section per part, Indonesian headings and dates), for a
 * cabinet of the archive with programs, activities, news and aspirations in its term; counts only for aspirations;
 * the admin only; an unknown cabinet or format refused.
 */
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateProkerResponse } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { blob, imageBytes } from './fixtures/images';
import { pdfText } from './fixtures/pdf-text';
import { backdate } from '../src/lib/strapi/backdate';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
const letters =
  stamp
    .replace(/[^a-z]/g, '')
    .slice(0, 5)
    .toUpperCase() || 'LAPOR';
const NAME = `LAPOR${letters}`;
const PERIOD = '2011/2012';
const SLUG = `${NAME.toLowerCase()}-2011-2012`;
const SECRET_NAME = `Rahasia Pengirim ${stamp}`;

async function binary(path: string) {
  const res = await fetch(new URL(path, app.baseUrl), {
    headers: { Cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
  const cabinet = await app.strapi.documents('api::kabinet.kabinet').create({
    data: { name: NAME, period: PERIOD, slug: SLUG, active: false, activated_at: '2011-07-01T00:00:00.000Z' },
  });
  const dept = await app.strapi
    .documents('api::departemen.departemen')
    .create({ data: { name: 'INTERNAL', urutan: 0, kabinet: cabinet.id } });
  for (const [title, status, progress] of [
    [`Kelas Laporan ${stamp}`, 'selesai', 100],
    [`Makrab Laporan ${stamp}`, 'batal', 30],
  ] as const) {
    const res = await admin.post<CreateProkerResponse>('/api/admin/proker', {
      title,
      kabinet_id: cabinet.id,
      department_id: dept.id,
      status,
      progress,
      summary: 'Ringkasan',
      starts_on: '2011-09-01',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // an activity held in the term, one news item published in it, aspirations received in it
  const form = new FormData();
  form.append('title', `Kegiatan Laporan ${stamp}`);
  form.append('starts_at', '2011-10-05T09:00');
  form.append('summary', 'Ringkasan');
  form.append('content', '<p>Isi</p>');
  expect((await admin.post('/api/admin/kegiatan', form)).status).toBe(201);
  const news = new FormData();
  news.append('title', `Berita Laporan ${stamp}`);
  news.append('content', '<p>Isi</p>');
  news.append('image', blob(await imageBytes('jpeg', { width: 64, height: 48 }), 'image/jpeg'), 'a.jpg');
  const created = await admin.post('/api/admin/berita', news);
  expect(created.status).toBe(201);
  await app.strapi.db
    .query('api::berita.berita')
    .update({ where: { id: created.body.data.id }, data: { publish_at: new Date('2011-11-15T03:00:00Z') } });
  for (const [kategori, status] of [
    ['Kritik', 'selesai'],
    ['Kritik', 'baru'],
    ['Saran', 'diproses'],
  ] as const) {
    const row = await app.strapi.db.query('api::aspirasi.aspirasi').create({
      data: { nama: SECRET_NAME, nim: '1301990000', kategori, pesan: `Pesan rahasia ${stamp}`, status },
    });
    await backdate(app.strapi, 'api::aspirasi.aspirasi', row.id, new Date('2012-01-10T03:00:00Z'));
  }
});

describe('the cabinet report', () => {
  it('is an XLSX with a cover and one sheet per part', async () => {
    const res = await binary(`/api/admin/laporan?kabinet=${SLUG}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-${SLUG}.xlsx"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const book = XLSX.read(res.bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['Sampul', 'Program Kerja', 'Kegiatan', 'Berita per Bulan', 'Aspirasi']);
    const rows = (sheet: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, { header: 1 });
    expect(rows('Sampul')).toContainEqual(['Kabinet', NAME]);
    expect(rows('Sampul')).toContainEqual(['Periode', PERIOD]);
    const programs = rows('Program Kerja');
    expect(programs).toContainEqual([
      'INTERNAL',
      `Kelas Laporan ${stamp}`,
      'Selesai',
      100,
      '1 September 2011',
      '-',
      '-',
    ]);
    expect(programs).toContainEqual(expect.arrayContaining([`Makrab Laporan ${stamp}`, 'Batal', 30]));
    expect(rows('Kegiatan')).toContainEqual(['5 Oktober 2011', `Kegiatan Laporan ${stamp}`, '-', '-']);
    expect(rows('Berita per Bulan')).toContainEqual(['November 2011', 1]);
    const aspirations = rows('Aspirasi');
    expect(aspirations).toContainEqual(['Kategori', 'Baru', 'Dibaca', 'Diproses', 'Selesai', 'Jumlah']);
    expect(aspirations).toContainEqual(['Kritik', 1, 0, 0, 1, 2]);
    expect(aspirations).toContainEqual(['Saran', 0, 0, 1, 0, 1]);
    // counts only: no name, NIM or message anywhere in the workbook
    const everything = JSON.stringify(book.SheetNames.map(rows));
    expect(everything).not.toContain(SECRET_NAME);
    expect(everything).not.toContain('1301990000');
    expect(everything).not.toContain('Pesan rahasia');
  });

  it('is a PDF with the cover, a section per part, Indonesian headings and dates', async () => {
    const res = await binary(`/api/admin/laporan?kabinet=${SLUG}&format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.bytes);
    expect(text).toContain('LAPORAN PERTANGGUNGJAWABAN');
    expect(text).toContain(`Kabinet ${NAME}`);
    expect(text).toContain(`Periode ${PERIOD}`);
    for (const heading of [
      '1. Program Kerja',
      '2. Kegiatan yang Terlaksana',
      '3. Berita yang Diterbitkan per Bulan',
      '4. Aspirasi per Kategori dan Status',
    ])
      expect(text).toContain(heading);
    expect(text).toContain(`Kelas Laporan ${stamp}`);
    expect(text).toContain('Selesai');
    expect(text).toContain('November 2011');
    expect(text).toContain('1 Juli 2011');
    expect(text).not.toContain(SECRET_NAME);
  });

  it('refuses an unknown format or cabinet, and anyone but an admin', async () => {
    const bad = await admin.get(`/api/admin/laporan?kabinet=${SLUG}&format=docx`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'Format laporan harus xlsx atau pdf.',
      errors: { format: ['Format laporan harus xlsx atau pdf.'] },
    });
    const unknown = await admin.get(`/api/admin/laporan?kabinet=tidak-ada-${stamp}&format=pdf`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Kabinet tidak ditemukan.' });
    const visitor = await app.agent().get(`/api/admin/laporan?kabinet=${SLUG}&format=pdf`);
    expect(visitor.status).toBe(401);
  });

  it('defaults to the active cabinet', async () => {
    const res = await binary('/api/admin/laporan?format=xlsx');
    expect(res.status).toBe(200);
    const active = (await app.agent().get('/api/kabinet/aktif')).body;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-${active.slug}.xlsx"`);
  });

  it('without a cabinet named and none active, asks for one (422 under `kabinet`)', async () => {
    const cabinets = app.strapi.db.query('api::kabinet.kabinet');
    const active = (await cabinets.findMany({ where: { active: true }, select: ['id'] })) as Array<{ id: number }>;
    expect(active.length).toBeGreaterThan(0);
    await cabinets.updateMany({ where: { id: { $in: active.map((c) => c.id) } }, data: { active: false } });
    try {
      const res = await admin.get('/api/admin/laporan?format=pdf');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Belum ada kabinet aktif. Pilih kabinet.',
        errors: { kabinet: ['Belum ada kabinet aktif. Pilih kabinet.'] },
      });
    } finally {
      await cabinets.updateMany({ where: { id: { $in: active.map((c) => c.id) } }, data: { active: true } });
    }
  });
});
