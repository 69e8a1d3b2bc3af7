/** Aspirations over real HTTP (contract: "Aspirations (aspirasi)"). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Aspiration } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { expectAspiration } from './fixtures/contract-shapes';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

/** A fresh client (its own IP, so its own rate-limit window) with a CSRF token. */
async function visitor(): Promise<Agent> {
  const agent = app.agent();
  await agent.csrf();
  return agent;
}

// the newest 100 (the list is paged: AspirationPage); every entry a test makes is among them
const list = async () => (await admin.get<{ data: Aspiration[] }>('/api/aspirasi?per_page=100')).body.data;

describe('POST /api/aspirasi', () => {
  it('stores an entry and answers 201 with the message; the admin list shows it first', async () => {
    const pesan = `Mohon jadwal kegiatan diumumkan lebih awal (${stamp}).`;
    const res = await (
      await visitor()
    ).post('/api/aspirasi', {
      nama: ' Rina Permata ',
      nim: '1030223',
      kategori: 'Saran',
      pesan: `  ${pesan}  `,
      isAnonim: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Aspirasi Anda berhasil terkirim. Terima kasih!' });

    const entries = await list();
    entries.forEach(expectAspiration);
    expect(entries[0]).toMatchObject({
      nama: 'Rina Permata',
      nim: '1030223',
      kategori: 'Saran',
      pesan,
      isAnonim: false,
    });
  });

  it('stores neither nama nor nim for an anonymous entry, whatever was sent', async () => {
    const pesan = `Anonim ${stamp}`;
    const res = await (
      await visitor()
    ).post('/api/aspirasi', { nama: 'Nama Asli', nim: '123456', kategori: 'Kritik', pesan, isAnonim: true });
    expect(res.status).toBe(201);
    const entry = (await list()).find((a) => a.pesan === pesan);
    expect(entry).toMatchObject({ nama: null, nim: null, isAnonim: true, kategori: 'Kritik' });
    const row = await app.strapi.db.query('api::aspirasi.aspirasi').findOne({ where: { id: entry!.id } });
    expect(row).toMatchObject({ nama: null, nim: null });
  });

  it('answers 422 with the exact messages for every rule', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ kategori: 'Saran', pesan: '   ', isAnonim: false }, { pesan: ['Pesan tidak boleh kosong!'] }],
      [{ kategori: 'Saran', isAnonim: false }, { pesan: ['Pesan tidak boleh kosong!'] }],
      [{ kategori: 'Saran', pesan: 'a'.repeat(2001), isAnonim: false }, { pesan: ['Pesan maksimal 2000 karakter.'] }],
      [{ kategori: 'Pujian', pesan: 'a', isAnonim: false }, { kategori: ['Kategori tidak valid.'] }],
      [
        { kategori: 'Saran', pesan: 'a', nama: 'n'.repeat(101), isAnonim: false },
        { nama: ['Nama maksimal 100 karakter.'] },
      ],
      [{ kategori: 'Saran', pesan: 'a', nim: '10302-23', isAnonim: false }, { nim: ['NIM hanya boleh berisi angka.'] }],
      [{ kategori: 'Saran', pesan: 'a', nim: '1'.repeat(21), isAnonim: false }, { nim: ['NIM maksimal 20 digit.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await (await visitor()).post('/api/aspirasi', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body).toEqual({ message: Object.values(errors)[0][0], errors });
    }
  });

  it('accepts the limits exactly: 2000-character pesan, 100-character nama, 20-digit nim', async () => {
    const res = await (
      await visitor()
    ).post('/api/aspirasi', {
      nama: 'n'.repeat(100),
      nim: '1'.repeat(20),
      kategori: 'Apresiasi',
      pesan: `${stamp}${'p'.repeat(2000 - stamp.length)}`,
      isAnonim: false,
    });
    expect(res.status).toBe(201);
  });

  it('allows 5 sends a minute from one IP, then 429 with Retry-After', async () => {
    const agent = await visitor();
    for (let i = 0; i < 5; i += 1) {
      const res = await agent.post('/api/aspirasi', {
        kategori: 'Lainnya',
        pesan: `Batas ${stamp} ${i}`,
        isAnonim: true,
      });
      expect(res.status).toBe(201);
    }
    const limited = await agent.post('/api/aspirasi', {
      kategori: 'Lainnya',
      pesan: `Batas ${stamp} 6`,
      isAnonim: true,
    });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({ message: `Terlalu banyak percobaan. Coba lagi dalam ${retryAfter} detik.` });
    expect((await list()).some((a) => a.pesan === `Batas ${stamp} 6`)).toBe(false);

    // another IP is not affected
    expect(
      (await (await visitor()).post('/api/aspirasi', { kategori: 'Lainnya', pesan: `Lain ${stamp}`, isAnonim: true }))
        .status,
    ).toBe(201);
  });
});

describe('GET /api/aspirasi', () => {
  it('is for admins only', async () => {
    const res = await app.agent().get('/api/aspirasi');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
  });

  it('lists every entry newest first with the contract shape', async () => {
    const entries = await list();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    entries.forEach(expectAspiration);
    const ids = entries.map((a) => a.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});
