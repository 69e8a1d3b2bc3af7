/**
 * The cabinet report over real HTTP (contract part two, "Cabinet report (laporan)"): the XLSX opened with SheetJS (a
 * sheet per part) and the PDF's text read back (the cover, a section per part, Indonesian headings and dates), for a
 * cabinet of the archive with programs, activities, registrations, news, aspirations, achievements and awarding
 * months in its term (and some just outside it); counts only for aspirations and registrations, names but never a
 * NIM or an e-mail for achievements; one `laporan.ekspor` audit entry per download, none for a refused one; the admin
 * only; an unknown cabinet or format refused.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, CreateProkerResponse } from '@hmrpl/contract';
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
/** Registrants' and submitters' contact details: never in the report. */
const SECRET_NIMS = ['1301990000', '1301110001', '1301110002', '1301110003'];
const SECRET_EMAILS = [`ani.${stamp}@student.test`, `peserta.${stamp}@student.test`];
let adminId = 0;

async function binary(path: string) {
  const res = await fetch(new URL(path, app.baseUrl), {
    headers: { Cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  adminId = (await admin.loginOk()).body.user.id;
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
  const imageId = (
    (await app.strapi.db
      .query('api::berita.berita')
      .findOne({ where: { id: created.body.data.id }, populate: { image: { select: ['id'] } } })) as {
      image: { id: number };
    }
  ).image.id;
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
  // an activity of the term that took registrations on the site: 5 places held (3 came), 1 waiting, 1 cancelled
  const seminar = new FormData();
  seminar.append('title', `Seminar Laporan ${stamp}`);
  seminar.append('starts_at', '2012-02-20T09:00');
  seminar.append('summary', 'Ringkasan');
  seminar.append('content', '<p>Isi</p>');
  const held = await admin.post('/api/admin/kegiatan', seminar);
  expect(held.status).toBe(201);
  await app.strapi.db.query('api::kegiatan.kegiatan').update({
    where: { id: held.body.data.id },
    data: {
      registration_opens_at: new Date('2012-02-01T02:00:00Z'),
      registration_closes_at: new Date('2012-02-19T02:00:00Z'),
      registration_quota: 5,
      registration_waitlist: true,
    },
  });
  const statuses = ['terdaftar', 'terdaftar', 'hadir', 'hadir', 'hadir', 'cadangan', 'batal'] as const;
  for (const [i, status] of statuses.entries())
    await app.strapi.db.query('api::pendaftaran.pendaftaran').create({
      data: {
        kegiatan: held.body.data.id,
        nama: `${SECRET_NAME} ${i}`,
        nim: i === 0 ? SECRET_NIMS[1] : `13011100${10 + i}`,
        email: i === 0 ? SECRET_EMAILS[1] : `p${i}.${stamp}@student.test`,
        telepon: '081234567890',
        status,
      },
    });
  // achievements: approved in the term (shown, with the students' names), waiting or outside the term (not shown)
  for (const [title, status, date] of [
    [`Gemastik Laporan ${stamp}`, 'disetujui', '2012-03-10'],
    [`Menunggu Laporan ${stamp}`, 'menunggu', '2012-03-11'],
    [`Sebelum Laporan ${stamp}`, 'disetujui', '2011-06-30'],
    [`Sesudah Laporan ${stamp}`, 'disetujui', '2012-07-01'],
  ] as const)
    await app.strapi.documents('api::prestasi.prestasi').create({
      data: {
        title,
        slug: title.toLowerCase().replace(/ /g, '-'),
        rank: 'Juara 1',
        level: 'nasional',
        organizer: 'Puspresnas',
        date,
        students: [
          { nama: 'Ani Laporan', angkatan: '2010' },
          { nama: 'Budi Laporan', angkatan: '2011' },
        ],
        status,
        nim: SECRET_NIMS[2],
        email: SECRET_EMAILS[0],
      },
    });
  // the awarding archive: two months in the term, one on each side of it
  for (const [periode, slots] of [
    ['2011-06', { staff_image: imageId }],
    ['2011-08', { staff_image: imageId, divisi_image: imageId, departemen_image: imageId }],
    ['2012-06', { divisi_image: imageId }],
    ['2012-07', { staff_image: imageId }],
  ] as const)
    await app.strapi.documents('api::awarding.awarding-arsip').create({ data: { periode, ...slots } });
});

// The suites share one CMS: take back what this file made, or the aspirations' oldest page, the handover's cabinet
// being prepared and the awards' months of the other files find it.
afterAll(async () => {
  const db = app.strapi.db;
  const ours = { $contains: `Laporan ${stamp}` };
  const activities = await db.query('api::kegiatan.kegiatan').findMany({ where: { title: ours }, select: ['id'] });
  await db.query('api::pendaftaran.pendaftaran').deleteMany({
    where: { kegiatan: { id: { $in: activities.map((a: { id: number }) => a.id) } } },
  });
  for (const uid of [
    'api::kegiatan.kegiatan',
    'api::berita.berita',
    'api::proker.proker',
    'api::prestasi.prestasi',
  ] as const)
    await db.query(uid).deleteMany({ where: { title: ours } });
  await db.query('api::aspirasi.aspirasi').deleteMany({ where: { pesan: `Pesan rahasia ${stamp}` } });
  await db
    .query('api::awarding.awarding-arsip')
    .deleteMany({ where: { periode: { $in: ['2011-06', '2011-08', '2012-06', '2012-07'] } } });
  const cabinet = await db.query('api::kabinet.kabinet').findOne({ where: { slug: SLUG }, select: ['id'] });
  if (cabinet) {
    await db.query('api::departemen.departemen').deleteMany({ where: { kabinet: { id: cabinet.id } } });
    await db.query('api::kabinet.kabinet').delete({ where: { id: cabinet.id } });
  }
});

/** Every cell of every sheet, and the workbook's properties, as one text. */
const workbookText = (book: XLSX.WorkBook) =>
  JSON.stringify([
    book.Props ?? null,
    book.SheetNames.map((name) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 })),
  ]);

function expectNoContactDetails(text: string) {
  for (const secret of [...SECRET_NIMS, ...SECRET_EMAILS, SECRET_NAME, '081234567890', '@student.test'])
    expect(text).not.toContain(secret);
}

describe('the cabinet report', () => {
  it('writes one laporan.ekspor audit entry per download, and none for a refused one', async () => {
    const entries = async () =>
      (await admin.get<AuditPage>('/api/admin/riwayat?target_type=laporan&per_page=100')).body;
    const before = (await entries()).meta.total;
    expect((await binary(`/api/admin/laporan?kabinet=${SLUG}&format=pdf`)).status).toBe(200);
    const after = await entries();
    expect(after.meta.total).toBe(before + 1);
    expect(after.data[0]).toMatchObject({
      action: 'laporan.ekspor',
      actor: { id: adminId },
      target_type: 'laporan',
      target_title: `Kabinet ${NAME} ${PERIOD}`,
      summary: 'PDF, 7 bagian',
    });
    expect((await binary(`/api/admin/laporan?kabinet=${SLUG}&format=xlsx`)).status).toBe(200);
    expect((await entries()).data[0]).toMatchObject({ action: 'laporan.ekspor', summary: 'XLSX, 7 bagian' });
    expect((await admin.get(`/api/admin/laporan?kabinet=${SLUG}&format=docx`)).status).toBe(422);
    expect((await admin.get(`/api/admin/laporan?kabinet=tidak-ada-${stamp}&format=pdf`)).status).toBe(404);
    expect((await app.agent().get(`/api/admin/laporan?kabinet=${SLUG}&format=pdf`)).status).toBe(401);
    expect((await entries()).meta.total).toBe(before + 2);
  });

  it('is an XLSX with a cover and one sheet per part', async () => {
    const res = await binary(`/api/admin/laporan?kabinet=${SLUG}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="laporan-${SLUG}.xlsx"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const book = XLSX.read(res.bytes, { type: 'array' });
    expect(book.SheetNames).toEqual([
      'Sampul',
      'Program Kerja',
      'Kegiatan',
      'Pendaftaran',
      'Berita per Bulan',
      'Aspirasi',
      'Prestasi',
      'Awarding per Bulan',
    ]);
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
    // registrations: only the activity that took them, counts by status
    const registrations = rows('Pendaftaran');
    expect(registrations).toContainEqual(['Tanggal', 'Kegiatan', 'Kuota', 'Terdaftar', 'Cadangan', 'Hadir']);
    expect(registrations.slice(registrations.findIndex((row) => row[0] === 'Tanggal') + 1)).toEqual([
      ['20 Februari 2012', `Seminar Laporan ${stamp}`, 5, 5, 1, 3],
    ]);
    expect(registrations[1]).toEqual([
      '1 kegiatan dengan pendaftaran di situs; 5 pendaftar, 3 hadir (jumlah saja, tanpa identitas peserta).',
    ]);
    // achievements: the approved one of the term, with its students' names
    const achievements = rows('Prestasi');
    const achievementRows = achievements.slice(achievements.findIndex((row) => row[0] === 'Tanggal') + 1);
    expect(achievementRows).toEqual([
      [
        '10 Maret 2012',
        `Gemastik Laporan ${stamp}`,
        'Juara 1',
        'Nasional',
        'Puspresnas',
        'Ani Laporan dan Budi Laporan',
      ],
    ]);
    // awards: the term's months, oldest first, and which awards each announced
    const awards = rows('Awarding per Bulan');
    expect(awards.slice(awards.findIndex((row) => row[0] === 'Bulan'))).toEqual([
      ['Bulan', 'Staff Terbaik', 'Divisi Terbaik', 'Departemen Terbaik'],
      ['Agustus 2011', 'Diumumkan', 'Diumumkan', 'Diumumkan'],
      ['Juni 2012', '-', 'Diumumkan', '-'],
    ]);
    expect(rows('Berita per Bulan')).toContainEqual(['November 2011', 1]);
    const aspirations = rows('Aspirasi');
    expect(aspirations).toContainEqual(['Kategori', 'Baru', 'Dibaca', 'Diproses', 'Selesai', 'Jumlah']);
    expect(aspirations).toContainEqual(['Kritik', 1, 0, 0, 1, 2]);
    expect(aspirations).toContainEqual(['Saran', 0, 0, 1, 0, 1]);
    // counts only: no name, NIM, e-mail, phone or message anywhere in the workbook
    const everything = workbookText(book);
    expectNoContactDetails(everything);
    expect(everything).not.toContain('Pesan rahasia');
    expect(everything).not.toContain('Menunggu Laporan');
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
      '3. Pendaftaran dan Kehadiran Kegiatan',
      '4. Berita yang Diterbitkan per Bulan',
      '5. Aspirasi per Kategori dan Status',
      '6. Prestasi Mahasiswa',
      '7. Awarding per Bulan',
    ])
      expect(text).toContain(heading);
    expect(text).toContain(`Seminar Laporan ${stamp}`);
    expect(text).toContain('5 pendaftar, 3 hadir');
    expect(text).toContain(`Gemastik Laporan ${stamp}`);
    expect(text).toContain('Ani Laporan dan Budi Laporan');
    expect(text).toContain('10 Maret 2012');
    expect(text).toContain('Agustus 2011');
    expect(text).toContain('Juni 2012');
    expect(text).not.toContain('Juli 2012');
    expect(text).not.toContain('Menunggu Laporan');
    expect(text).not.toContain('Sebelum Laporan');
    expect(text).not.toContain('Sesudah Laporan');
    expect(text).toContain(`Kelas Laporan ${stamp}`);
    expect(text).toContain('Selesai');
    expect(text).toContain('November 2011');
    expect(text).toContain('1 Juli 2011');
    // no contact detail in the text, nor anywhere in the file's bytes (its metadata)
    expectNoContactDetails(text);
    expectNoContactDetails(Buffer.from(res.bytes).toString('latin1'));
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
