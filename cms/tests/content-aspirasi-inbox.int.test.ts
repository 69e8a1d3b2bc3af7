/**
 * The aspiration inbox over real HTTP (contract: "Aspiration inbox"): triage (status and note, admin only, CSRF), the
 * unread count, every filter (with `%` and `_` taken literally, Jakarta days), one aspiration, marking it read,
 * delete and bulk delete; and on the public side the honeypot, invisible characters and the flood ceiling.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Aspiration, AspirationPage } from '@hmrpl/contract';
import { backdate } from '../src/lib/strapi/backdate';
import { createUser, startTestApp, type Agent, type TestApp } from './helpers';
import { expectAspiration } from './fixtures/contract-shapes';

let app: TestApp;
let admin: Agent;
let clock: typeof import('../src/lib/process/clock');
const stamp = `inbox${Date.now().toString(36)}`;
const UID = 'api::aspirasi.aspirasi';

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
  clock = app.requireApp('src/lib/process/clock.js');
});

afterEach(() => {
  clock.resetClock();
  app.strapi.config.set('server.hmrpl.aspirasi.ceilingPerHour', 100_000);
});

/** A fresh visitor (own address, so its own rate-limit windows) with a CSRF token. */
async function visitor(): Promise<Agent> {
  const agent = app.agent();
  await agent.csrf();
  return agent;
}

async function send(body: Record<string, unknown>) {
  return (await visitor()).post('/api/aspirasi', { kategori: 'Saran', isAnonim: false, ...body });
}

/** Stores an aspiration through the form and answers it as the admin list shows it. */
async function seed(body: Record<string, unknown>): Promise<Aspiration> {
  const res = await send(body);
  expect(res.status, res.text).toBe(201);
  const found = (await list(`q=${encodeURIComponent(String(body.pesan))}&per_page=100`)).data.filter(
    (a) => a.pesan === body.pesan,
  );
  expect(found).toHaveLength(1);
  return found[0];
}

async function list(query = ''): Promise<AspirationPage> {
  const res = await admin.get<AspirationPage>(`/api/aspirasi?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const pesans = (page: AspirationPage) => page.data.map((a) => a.pesan).sort();

describe('triage: status and note', () => {
  let entry: Aspiration;
  beforeAll(async () => {
    entry = await seed({
      pesan: `Tolong perbaiki proyektor ruang himpunan ${stamp} triase`,
      nama: 'Bima',
      nim: '1301',
    });
  });

  it('a new aspiration is baru with no note, and counts as unread whatever the filter', async () => {
    expectAspiration(entry);
    expect(entry).toMatchObject({ status: 'baru', catatan: null });
    const all = await list();
    const filtered = await list(`q=${stamp}&status=selesai`);
    expect(all.meta.unread).toBeGreaterThanOrEqual(1);
    expect(filtered.meta.unread).toBe(all.meta.unread);
    expect(filtered.meta.total).toBe(0);
    const count = await app.strapi.db
      .query(UID)
      .count({ where: { $or: [{ status: 'baru' }, { status: { $null: true } }] } });
    expect(all.meta.unread).toBe(Number(count));
  });

  it('GET /api/admin/aspirasi/{id} answers one aspiration; an unknown id is 404', async () => {
    const res = await admin.get(`/api/admin/aspirasi/${entry.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual(entry);
    for (const id of ['999999999', 'abc', '0', '-1', '1.5'])
      expect((await admin.get(`/api/admin/aspirasi/${id}`)).body).toEqual({ message: 'Aspirasi tidak ditemukan.' });
  });

  it('opening it marks it dibaca and lowers the unread count; a later status is never taken back to dibaca', async () => {
    const before = (await list()).meta.unread;
    const res = await admin.post(`/api/admin/aspirasi/${entry.id}/dibaca`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Aspirasi ditandai dibaca.', data: { ...entry, status: 'dibaca' } });
    expect((await list()).meta.unread).toBe(before - 1);
    // twice changes nothing
    expect((await admin.post(`/api/admin/aspirasi/${entry.id}/dibaca`)).body.data.status).toBe('dibaca');
    expect((await list()).meta.unread).toBe(before - 1);
  });

  it('sets diproses with a note; the answer and the list show both', async () => {
    const res = await admin.post(`/api/admin/aspirasi/${entry.id}`, {
      status: 'diproses',
      catatan: '  Sudah dilaporkan ke\u200B sekretariat\u202E.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Aspirasi berhasil diperbarui!',
      data: {
        ...entry,
        status: 'diproses',
        catatan: 'Sudah dilaporkan ke sekretariat.',
        updated_at: expect.any(String),
      },
    });
    expect((await list(`q=${stamp}+triase`)).data[0]).toMatchObject({ status: 'diproses' });
    expect((await admin.post(`/api/admin/aspirasi/${entry.id}/dibaca`)).body.data.status).toBe('diproses');
    // one field at a time; '' and null clear the note
    expect((await admin.post(`/api/admin/aspirasi/${entry.id}`, { status: 'selesai' })).body.data).toMatchObject({
      status: 'selesai',
      catatan: 'Sudah dilaporkan ke sekretariat.',
    });
    expect((await admin.post(`/api/admin/aspirasi/${entry.id}`, { catatan: '' })).body.data.catatan).toBeNull();
    await admin.post(`/api/admin/aspirasi/${entry.id}`, { catatan: 'lagi' });
    expect((await admin.post(`/api/admin/aspirasi/${entry.id}`, { catatan: null })).body.data.catatan).toBeNull();
  });

  it('refuses bad changes with 422 and the exact messages, and an unknown id with 404', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ status: 'arsip' }, { status: ['Status tidak valid.'] }],
      [{ status: 'BARU' }, { status: ['Status tidak valid.'] }],
      [{ catatan: 'x'.repeat(2001) }, { catatan: ['Catatan maksimal 2000 karakter.'] }],
      [{ catatan: ['a'] }, { catatan: ['Catatan harus berupa teks.'] }],
      [{}, { status: ['Tidak ada perubahan yang dikirim.'] }],
      [{ other: 1 }, { status: ['Tidak ada perubahan yang dikirim.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.post(`/api/admin/aspirasi/${entry.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect((await admin.post(`/api/admin/aspirasi/${entry.id}`, { catatan: 'x'.repeat(2000) })).status).toBe(200);
    const missing = await admin.post('/api/admin/aspirasi/999999999', { status: 'dibaca' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Aspirasi tidak ditemukan.' });
  });

  it('is for admins only, with the CSRF header; nothing changes otherwise', async () => {
    const before = (await admin.get(`/api/admin/aspirasi/${entry.id}`)).body;
    const anonymous = await visitor();
    // a signed-in user who is not an admin (signed in as an admin, then the role taken away)
    const member = app.agent();
    const user = await createUser(app.strapi, { admin: true });
    await member.loginOk(user.username, user.password);
    const role = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { role: role.id } });
    for (const [agent, status] of [
      [anonymous, 401],
      [member, 403],
    ] as const) {
      expect((await agent.post(`/api/admin/aspirasi/${entry.id}`, { status: 'baru' })).status).toBe(status);
      expect((await agent.post(`/api/admin/aspirasi/${entry.id}/dibaca`)).status).toBe(status);
      expect((await agent.get(`/api/admin/aspirasi/${entry.id}`)).status).toBe(status);
      expect((await agent.delete(`/api/admin/aspirasi/${entry.id}`)).status).toBe(status);
      expect((await agent.get('/api/aspirasi')).status).toBe(status);
    }
    const noCsrf = await admin.post(`/api/admin/aspirasi/${entry.id}`, { status: 'baru' }, { xsrf: false });
    expect(noCsrf.status).toBe(419);
    expect(
      (await admin.post(`/api/admin/aspirasi/${entry.id}`, { status: 'baru' }, { xsrf: 'palsu.tanda' })).status,
    ).toBe(419);
    expect((await admin.delete(`/api/admin/aspirasi/${entry.id}`, { xsrf: false })).status).toBe(419);
    expect((await admin.get(`/api/admin/aspirasi/${entry.id}`)).body).toEqual(before);
  });
});

describe('filters (GET /api/aspirasi)', () => {
  const tag = `${stamp}f`;
  /** Jakarta is UTC+7: 16:59:59Z is 23:59:59 there, 17:00:00Z is already the next day. */
  const rows = [
    { key: 'a', kategori: 'Kritik', pesan: `Diskon 50% untuk anggota ${tag}`, at: '2025-03-01T16:59:59.000Z' },
    { key: 'b', kategori: 'Saran', pesan: `Harga 505 ribu terlalu mahal ${tag}`, at: '2025-03-01T17:00:00.000Z' },
    { key: 'c', kategori: 'Saran', pesan: `Kode kelas a_b tertukar ${tag}`, at: '2025-03-05T05:00:00.000Z' },
    { key: 'd', kategori: 'Apresiasi', pesan: `Kode kelas axb sudah benar ${tag}`, at: '2025-03-10T05:00:00.000Z' },
    { key: 'e', kategori: 'Lainnya', pesan: `Garis miring \\ dan petik ' ${tag}`, at: '2025-02-28T17:00:00.000Z' },
  ] as const;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const row of rows) {
      const stored = await seed({
        kategori: row.kategori,
        pesan: row.pesan,
        nama: row.key === 'c' ? 'Sekar Ayu' : null,
        nim: row.key === 'd' ? '1302229876' : null,
      });
      ids[row.key] = stored.id;
      await backdate(app.strapi, UID, stored.id, new Date(row.at));
    }
    await admin.post(`/api/admin/aspirasi/${ids.c}`, { status: 'diproses' });
    await admin.post(`/api/admin/aspirasi/${ids.d}`, { status: 'selesai' });
  });

  const only = async (query: string) => pesans(await list(`q=${tag}&${query}`));
  const pesanOf = (...keys: string[]) => keys.map((k) => rows.find((r) => r.key === k)!.pesan).sort();

  it('by status (baru includes what nobody opened) and by kategori', async () => {
    expect(await only('status=baru')).toEqual(pesanOf('a', 'b', 'e'));
    expect(await only('status=diproses')).toEqual(pesanOf('c'));
    expect(await only('status=selesai')).toEqual(pesanOf('d'));
    expect(await only('status=dibaca')).toEqual([]);
    expect(await only('kategori=Saran')).toEqual(pesanOf('b', 'c'));
    expect(await only('kategori=Saran&status=diproses')).toEqual(pesanOf('c'));
  });

  it('q: every word, in pesan, nama or nim, whatever the case', async () => {
    expect(await only('')).toEqual(pesanOf('a', 'b', 'c', 'd', 'e'));
    // empty values are no filter at all
    expect(await only('status=&kategori=&dari=&sampai=')).toEqual(pesanOf('a', 'b', 'c', 'd', 'e'));
    expect(pesans(await list(`q=${tag}+KODE+kelas`))).toEqual(pesanOf('c', 'd'));
    expect(pesans(await list(`q=${tag}+sekar`))).toEqual(pesanOf('c'));
    expect(pesans(await list(`q=${tag}+229876`))).toEqual(pesanOf('d'));
    expect(pesans(await list(`q=${tag}+kode+tidakada`))).toEqual([]);
    // invisible characters in the search are ignored like in what was stored
    expect(pesans(await list(`q=${tag}+se%E2%80%8Bkar`))).toEqual(pesanOf('c'));
  });

  it('q takes % and _ literally (never as "anything")', async () => {
    expect(pesans(await list(`q=${tag}+50%25`))).toEqual(pesanOf('a'));
    expect(pesans(await list(`q=${tag}+a_b`))).toEqual(pesanOf('c'));
    expect(pesans(await list(`q=${tag}+%25`))).toEqual(pesanOf('a'));
    expect(pesans(await list(`q=${tag}+_`))).toEqual(pesanOf('c'));
    expect(pesans(await list(`q=${tag}+%5C`))).toEqual(pesanOf('e'));
    expect(pesans(await list(`q=${tag}+'`))).toEqual(pesanOf('e'));
    expect(pesans(await list(`q=%25%25%25%25`))).toEqual([]);
  });

  it('dari and sampai are whole days in Asia/Jakarta, inclusive', async () => {
    expect(await only('sampai=2025-03-01')).toEqual(pesanOf('a', 'e'));
    expect(await only('dari=2025-03-02')).toEqual(pesanOf('b', 'c', 'd'));
    expect(await only('dari=2025-03-01&sampai=2025-03-01')).toEqual(pesanOf('a', 'e'));
    expect(await only('dari=2025-03-02&sampai=2025-03-02')).toEqual(pesanOf('b'));
    expect(await only('dari=2025-03-02&sampai=2025-03-09')).toEqual(pesanOf('b', 'c'));
    expect(await only('dari=2025-03-11')).toEqual([]);
    expect(await only('dari=2025-03-01&sampai=2025-03-10&kategori=Saran&status=baru')).toEqual(pesanOf('b'));
  });

  it('pages the filtered rows, newest first, with the total of what matches and max_id', async () => {
    const one = await list(`q=${tag}&per_page=2`);
    expect(one.meta).toMatchObject({ total: 5, last_page: 3, per_page: 2, current_page: 1 });
    expect(one.meta.max_id).toBe(Math.max(...Object.values(ids)));
    expect(one.data.map((a) => a.id)).toEqual([ids.d, ids.c]);
    expect((await list(`q=${tag}&per_page=2&page=3`)).data.map((a) => a.id)).toEqual([ids.e]);
    expect((await list(`q=${tag}&kategori=Kritik`)).meta.max_id).toBe(ids.a);
    expect((await list(`q=${tag}+tidakada`)).meta).toMatchObject({ total: 0, max_id: null, last_page: 1 });
  });

  it('answers 422 naming the parameter for a value it cannot read', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['status=arsip', { status: ['Status tidak valid.'] }],
      ['kategori=Pujian', { kategori: ['Kategori tidak valid.'] }],
      ['status=baru&status=dibaca', { status: ['Status tidak valid.'] }],
      ['dari=2025-02-30', { dari: ['Tanggal harus berformat YYYY-MM-DD.'] }],
      ['dari=2025-3-1', { dari: ['Tanggal harus berformat YYYY-MM-DD.'] }],
      ['sampai=kemarin', { sampai: ['Tanggal harus berformat YYYY-MM-DD.'] }],
      ['dari=2025-03-02&sampai=2025-03-01', { sampai: ['Tanggal awal tidak boleh setelah tanggal akhir.'] }],
      [`q=${'x'.repeat(201)}`, { q: ['Kata pencarian maksimal 200 karakter.'] }],
      ['q[a]=1', { q: ['Kata pencarian maksimal 200 karakter.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await admin.get(`/api/aspirasi?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect((await admin.get(`/api/aspirasi?q=${'x'.repeat(200)}`)).status).toBe(200);
  });
});

describe('delete and bulk delete', () => {
  it('DELETE /api/admin/aspirasi/{id} removes one (spam), then answers 404', async () => {
    const spam = await seed({ pesan: `Promo pinjol cepat cair ${stamp} hapus-satu` });
    const res = await admin.delete(`/api/admin/aspirasi/${spam.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Aspirasi berhasil dihapus!' });
    expect((await list(`q=${stamp}+hapus-satu`)).meta.total).toBe(0);
    expect((await admin.delete(`/api/admin/aspirasi/${spam.id}`)).body).toEqual({
      message: 'Aspirasi tidak ditemukan.',
    });
  });

  it('POST /api/admin/aspirasi/hapus deletes what the filter shows up to max_id, and nothing that came after', async () => {
    const word = `${stamp}massal`;
    for (let i = 0; i < 6; i += 1) await seed({ pesan: `Judi online gacor ${word} ${i}`, kategori: 'Lainnya' });
    const keep = await seed({ pesan: `Saran sungguhan ${word} bukan spam`, kategori: 'Saran' });
    const shown = await list(`q=${word}&kategori=Lainnya`);
    expect(shown.meta.total).toBe(6);
    // one more arrives after the admin looked
    const late = await seed({ pesan: `Judi online gacor ${word} terlambat`, kategori: 'Lainnya' });

    const res = await admin.post('/api/admin/aspirasi/hapus', {
      q: word,
      kategori: 'Lainnya',
      max_id: shown.meta.max_id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '6 aspirasi berhasil dihapus!', deleted: 6 });
    expect((await list(`q=${word}`)).data.map((a) => a.id).sort()).toEqual([keep.id, late.id].sort());
    // again: nothing left under that max_id
    const again = await admin.post('/api/admin/aspirasi/hapus', {
      q: word,
      kategori: 'Lainnya',
      max_id: shown.meta.max_id,
    });
    expect(again.body).toEqual({ message: '0 aspirasi berhasil dihapus!', deleted: 0 });
  });

  it('refuses a bulk delete without a filter or without max_id, and for anyone but an admin with CSRF', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ max_id: 10 }, { filter: ['Pilih setidaknya satu filter sebelum menghapus semua hasilnya.'] }],
      [{ q: '   ', max_id: 10 }, { filter: ['Pilih setidaknya satu filter sebelum menghapus semua hasilnya.'] }],
      [{ q: stamp }, { max_id: ['Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.'] }],
      [
        { q: stamp, max_id: 'semua' },
        { max_id: ['Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.'] },
      ],
      [
        { q: stamp, max_id: -1 },
        { max_id: ['Daftar yang akan dihapus tidak dikenali. Muat ulang halaman lalu coba lagi.'] },
      ],
      [{ status: 'arsip', max_id: 10 }, { status: ['Status tidak valid.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.post('/api/admin/aspirasi/hapus', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    const target = await seed({ pesan: `Tetap ada ${stamp} hak-akses` });
    const body = { q: `${stamp} hak-akses`, max_id: target.id };
    expect((await (await visitor()).post('/api/admin/aspirasi/hapus', body)).status).toBe(401);
    expect((await admin.post('/api/admin/aspirasi/hapus', body, { xsrf: false })).status).toBe(419);
    expect((await list(`q=${stamp}+hak-akses`)).meta.total).toBe(1);
  });
});

describe('the public form: honeypot, invisible characters, flood ceiling', () => {
  it('a filled honeypot is answered like a success and nothing is stored', async () => {
    const pesan = `Kunjungi situs kami ${stamp} madu`;
    for (const tautan of ['https://spam.example', 'x', 1, true]) {
      const res = await send({ pesan, tautan });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Aspirasi Anda berhasil terkirim. Terima kasih!' });
    }
    expect((await list(`q=${stamp}+madu`)).meta.total).toBe(0);
    // an empty honeypot (what the form always sends) is a person
    expect((await send({ pesan, tautan: '' })).status).toBe(201);
    expect((await list(`q=${stamp}+madu`)).meta.total).toBe(1);
  });

  it('bidi controls and zero-width characters never reach the inbox (nama, nim, pesan)', async () => {
    const res = await send({
      nama: '\u202Eanaid\u202C Pu\u200Btri\u2066',
      nim: '1302\u200D22\uFEFF0011',
      pesan: `Ka\u200Bntin \u2067tutup\u2069 terlalu cepat ${stamp} bidi\u200F`,
    });
    expect(res.status).toBe(201);
    const [row] = (await list(`q=${stamp}+bidi`)).data;
    expect(row).toMatchObject({
      nama: 'anaid Putri',
      nim: '1302220011',
      pesan: `Kantin tutup terlalu cepat ${stamp} bidi`,
    });
    const stored = await app.strapi.db.query(UID).findOne({ where: { id: row.id } });
    expect(stored).toMatchObject({ nama: 'anaid Putri', nim: '1302220011' });
    // a NIM that is digits only once its hidden characters are gone is accepted; one that is not, refused
    expect((await send({ pesan: `x ${stamp}`, nim: '12\u202E34' })).status).toBe(201);
    expect((await send({ pesan: `x ${stamp}`, nim: '12\u202Eab' })).status).toBe(422);
  });

  it('GET /api/aspirasi/formulir hands out a fresh token and the retention period, never cached', async () => {
    const a = await app.agent().get('/api/aspirasi/formulir');
    const b = await app.agent().get('/api/aspirasi/formulir');
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.body).toEqual({ token: expect.any(String), retention_months: 12 });
    expect(a.body.token).not.toBe(b.body.token);
  });

  it('over the hourly ceiling, sends that look automated are refused and a person who used the form still gets through', async () => {
    const lastHour = await app.strapi
      .documents(UID)
      .count({ filters: { createdAt: { $gt: new Date(Date.now() - 3_600_000).toISOString() } } });
    app.strapi.config.set('server.hmrpl.aspirasi.ceilingPerHour', lastHour + 2);
    const word = `${stamp}banjir`;
    const formToken = async (agent: Agent) => (await agent.get('/api/aspirasi/formulir')).body.token as string;

    // under the ceiling: stored, token or not
    expect((await send({ pesan: `${word} 1` })).status).toBe(201);
    expect((await send({ pesan: `${word} 2` })).status).toBe(201);

    // over it: no token, a forged one, one made a moment ago -> 429 with Retry-After, nothing stored
    const refused = [
      await send({ pesan: `${word} tanpa token` }),
      await send({ pesan: `${word} palsu`, token: 'l0.abc.def' }),
    ];
    const quick = await visitor();
    refused.push(
      await quick.post('/api/aspirasi', {
        kategori: 'Kritik',
        pesan: `${word} cepat`,
        isAnonim: true,
        token: await formToken(quick),
      }),
    );
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(res.body).toEqual({ message: 'Terlalu banyak percobaan. Coba lagi dalam 60 detik.' });
    }

    // a person: opened the form, typed for a while (the token is older than 3 s), sends once -> stored
    const person = await visitor();
    const token = await formToken(person);
    clock.moveClock(5_000);
    const human = await person.post('/api/aspirasi', {
      kategori: 'Saran',
      pesan: `${word} manusia`,
      isAnonim: false,
      nama: 'Putri',
      token,
    });
    expect(human.status).toBe(201);

    // the same token again, the same address again, the same message again -> refused
    const other = await visitor();
    const reused = await other.post('/api/aspirasi', {
      kategori: 'Saran',
      pesan: `${word} ulang`,
      isAnonim: true,
      token,
    });
    const oldToken = await formToken(person);
    const secondFromPerson = await visitor();
    const freshToken = await formToken(secondFromPerson);
    clock.moveClock(5_000);
    const again = await person.post('/api/aspirasi', {
      kategori: 'Saran',
      pesan: `${word} kedua`,
      isAnonim: true,
      token: oldToken,
    });
    const duplicate = await secondFromPerson.post('/api/aspirasi', {
      kategori: 'Saran',
      pesan: `${word} manusia`,
      isAnonim: true,
      token: freshToken,
    });
    expect([reused.status, again.status, duplicate.status]).toEqual([429, 429, 429]);

    expect(pesans(await list(`q=${word}`))).toEqual([`${word} 1`, `${word} 2`, `${word} manusia`].sort());

    // five sends at once from one address, each with its own aged token: the address's mark is taken atomically,
    // so exactly one gets through (a look-then-mark would let them all pass)
    const racer = await visitor();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => formToken(racer)));
    clock.moveClock(5_000);
    const raced = await Promise.all(
      tokens.map((t, i) =>
        racer.post('/api/aspirasi', { kategori: 'Saran', pesan: `${word} balapan ${i}`, isAnonim: true, token: t }),
      ),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect((await list(`q=${word}+balapan`)).meta.total).toBe(1);

    // the limit lifted: everything valid is stored again
    app.strapi.config.set('server.hmrpl.aspirasi.ceilingPerHour', 100_000);
    expect((await send({ pesan: `${word} tanpa token` })).status).toBe(201);
  });
});
