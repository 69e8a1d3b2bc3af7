/**
 * Certificates over real HTTP (contract part two: "Activity registration, attendance, certificates"; ADR 105): the
 * public read of a certificate by its code shows the name, the activity and its day and nothing else (no NIM, no
 * e-mail), a code no certificate has is 404 whatever its shape, and /sertifikat/{kode} arrives with its head (noindex)
 * and its first data under the SPA's key.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity, CreateActivityResponse, PublicCertificate } from '@hmrpl/contract';
import { type Agent, startTestApp, type TestApp } from './helpers';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
const UID = 'api::sertifikat.sertifikat';
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
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
