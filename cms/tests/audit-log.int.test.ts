/**
 * The audit log over HTTP (contract part two, "Audit log (riwayat)" and "Edit conflicts"; ADR 086, 087): sign-ins and
 * their failures, an entry per write with the actor's id and the name they had then, committed with the change (an
 * entry that cannot be written rolls the change back; a refused change leaves no entry), the list's filters and
 * paging, entries that nothing can change or delete but the retention job, and the 409 of a stale edit. SQLite and
 * PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminNewsDetail,
  AuditEntry,
  AuditPage,
  CreateNewsResponse,
  NewsRevisionList,
  SiteSettings,
} from '@hmrpl/contract';
import { createUser, distModule, otherAdmin, signedInAdmin, startTestApp, type Agent, type TestApp } from './helpers';
import { onPostgres } from './helpers/separate-cms';
import { blob, smallImage } from './fixtures/images';
import { expectPaged } from './fixtures/contract-shapes';

let app: TestApp;
let admin: Agent;
let adminId: number;
const AUDIT_TABLE = 'hmrpl_audit_entries';

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  adminId = (await admin.get<{ id: number }>('/api/me')).body.id;
});

/** The newest entries, straight from the route. */
async function newest(query = ''): Promise<AuditEntry[]> {
  const res = await admin.get<AuditPage>(`/api/admin/riwayat?per_page=100${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const count = async () => Number(await app.strapi.db.query('api::riwayat.riwayat').count({}));

async function createNews(agent: Agent, title: string): Promise<AdminNewsDetail> {
  const form = new FormData();
  form.append('title', title);
  form.append('content', `<p>Isi ${title}</p>`);
  form.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
  const res = await agent.post<CreateNewsResponse>('/api/admin/berita', form);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

describe('sign-ins', () => {
  it('records a sign-in with the account, a wrong password with the account it named, an unknown name without one', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const agent = app.agent();
    await agent.csrf();
    expect((await agent.post('/api/login', { email: user.username, password: 'salah-sekali-123' })).status).toBe(401);
    expect((await agent.post('/api/login', { email: `tidak-ada-${Date.now()}`, password: 'salah-123' })).status).toBe(
      401,
    );
    expect((await agent.post('/api/login', { email: user.email, password: user.password })).status).toBe(200);
    const [masuk, unknown, gagal] = await newest();
    expect(masuk).toMatchObject({
      action: 'sesi.masuk',
      actor: { id: user.id, name: user.username },
      target_type: 'sesi',
      target_id: user.id,
    });
    expect(unknown).toMatchObject({ action: 'sesi.gagal', actor: null, target_id: null });
    expect(gagal).toMatchObject({
      action: 'sesi.gagal',
      actor: { id: user.id },
      summary: 'Username atau password salah',
    });
    // what was typed is never stored
    expect(JSON.stringify([unknown, gagal])).not.toContain('salah-');
  });
});

describe('an entry per write, committed with it', () => {
  it('writes one entry with the actor, the name they had then, the target and the fields sent', async () => {
    const editor = await otherAdmin(app, { name: 'Sinta Redaksi' });
    const { agent } = editor;
    const before = await count();
    const item = await createNews(agent, `Audit satu ${Date.now()}`);
    expect(await count()).toBe(before + 1);
    const res = await agent.post(`/api/admin/berita/${item.id}`, {
      title: `${item.title} baru`,
      content: item.content,
    });
    expect(res.status, res.text).toBe(200);
    // the name changes later; the entries keep the one they had
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: editor.id }, data: { name: 'Sinta Ganti Nama' } });
    const [ubah, buat] = await newest(`&actor=${editor.id}&target_type=berita`);
    expect(buat).toMatchObject({
      action: 'berita.buat',
      actor: { id: editor.id, name: 'Sinta Redaksi' },
      target_type: 'berita',
      target_id: item.id,
      target_title: item.title,
    });
    expect(ubah).toMatchObject({ action: 'berita.ubah', target_id: item.id, target_title: `${item.title} baru` });
    expect(ubah!.summary).toBe('Kolom: title, content');
    // the news revisions name their author by account (the name: the account's now)
    const revisions = (await agent.get<NewsRevisionList>(`/api/admin/berita/${item.id}/revisi`)).body.data;
    expect(revisions[0]).toMatchObject({ by_id: editor.id, by: 'Sinta Ganti Nama' });
    // a delete names what it deleted
    expect((await agent.delete(`/api/admin/berita/${item.id}`)).status).toBe(200);
    const [hapus] = await newest(`&actor=${editor.id}`);
    expect(hapus).toMatchObject({ action: 'berita.hapus', target_id: item.id, target_title: `${item.title} baru` });
  });

  it('a refused change leaves no entry', async () => {
    const before = await count();
    const res = await admin.post('/api/admin/pengaturan', { youtube_url: 'http://tidak-aman.example' });
    expect(res.status).toBe(422);
    expect((await admin.delete('/api/admin/berita/999999')).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('an entry that cannot be written rolls its change back (nothing changes without its entry)', async () => {
    const settings = async () => (await app.agent().get<SiteSettings>('/api/pengaturan')).body;
    const original = await settings();
    const knex = app.strapi.db.connection;
    if (onPostgres()) {
      await knex.raw(
        `CREATE OR REPLACE FUNCTION audit_uji_gagal() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'riwayat gagal'; END $$ LANGUAGE plpgsql`,
      );
      await knex.raw(
        `CREATE TRIGGER audit_uji_gagal BEFORE INSERT ON ${AUDIT_TABLE} FOR EACH ROW EXECUTE FUNCTION audit_uji_gagal()`,
      );
    } else {
      await knex.raw(
        `CREATE TRIGGER audit_uji_gagal BEFORE INSERT ON ${AUDIT_TABLE} BEGIN SELECT RAISE(ABORT, 'riwayat gagal'); END`,
      );
    }
    const before = await count();
    try {
      const youtube = `https://www.youtube.com/@gagal-${Date.now()}`;
      const res = await admin.post('/api/admin/pengaturan', { youtube_url: youtube });
      expect(res.status).toBe(500);
      const title = `Tanpa riwayat ${Date.now()}`;
      const form = new FormData();
      form.append('title', title);
      form.append('content', '<p>x</p>');
      form.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
      expect((await admin.post('/api/admin/berita', form)).status).toBe(500);
      // nothing of either change remains
      expect((await settings()).youtube_url).toBe(original.youtube_url);
      expect(await app.strapi.db.query('api::berita.berita').count({ where: { title } })).toBe(0);
    } finally {
      await knex.raw(`DROP TRIGGER audit_uji_gagal${onPostgres() ? ` ON ${AUDIT_TABLE}` : ''}`);
    }
    expect(await count()).toBe(before);
    // and with the entry writable again, the same change goes through with its entry
    const youtube = `https://www.youtube.com/@lagi-${Date.now()}`;
    expect((await admin.post('/api/admin/pengaturan', { youtube_url: youtube })).status).toBe(200);
    expect((await settings()).youtube_url).toBe(youtube);
    expect((await newest())[0]).toMatchObject({ action: 'pengaturan.ubah', actor: { id: adminId } });
    await admin.post('/api/admin/pengaturan', { youtube_url: original.youtube_url ?? '' });
  });

  it('records an export before the file is made, with its rows and filter', async () => {
    const res = await admin.post('/api/admin/aspirasi/ekspor', { rows: 12, filter: 'status=baru' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ message: 'Ekspor dicatat.' });
    expect((await newest())[0]).toMatchObject({
      action: 'aspirasi.ekspor',
      actor: { id: adminId },
      target_type: 'aspirasi',
      summary: '12 baris; filter: status=baru',
    });
    const bad = await admin.post('/api/admin/riwayat/ekspor', { rows: 'banyak' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Jumlah baris tidak valid.');
  });
});

describe('news revisions by account', () => {
  it('versions saved with a name only get the one account that name fits; an unknown or shared name stays a name', async () => {
    const user = await createUser(app.strapi, { admin: true });
    const revisions = app.strapi.db.query('api::berita.berita-revisi');
    const make = async (saved_by: string) =>
      (await revisions.create({
        data: { berita_id: 999999, title: 'Lama', content: '<p>x</p>', saved_by, saved_at: new Date() },
      })) as { id: number };
    const mine = await make(user.username);
    const unknown = await make(`Orang Lain ${Date.now()}`);
    const { linkRevisionAuthors } = distModule<typeof import('../src/api/berita/newsroom/revisions')>(
      'src/api/berita/newsroom/revisions',
    );
    await linkRevisionAuthors(app.strapi);
    expect(await revisions.findOne({ where: { id: mine.id } })).toMatchObject({ saved_by_id: user.id });
    expect(await revisions.findOne({ where: { id: unknown.id } })).toMatchObject({ saved_by_id: null });
    await revisions.deleteMany({ where: { berita_id: 999999 } });
  });
});

describe('GET /api/admin/riwayat', () => {
  it('is for admins only, newest first, paged, filtered by person, kind and whole Jakarta days', async () => {
    expect((await app.agent().get('/api/admin/riwayat')).status).toBe(401);
    const page = await admin.get<AuditPage>('/api/admin/riwayat?per_page=2&page=2');
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page.body.meta.total).toBeGreaterThan(3);
    expect(page.body.data).toHaveLength(2);
    expectPaged(page.body, 2);
    // each entry: exactly the contract's fields
    for (const entry of page.body.data)
      expect(Object.keys(entry).sort()).toEqual(
        ['action', 'actor', 'at', 'id', 'summary', 'target_id', 'target_title', 'target_type'].sort(),
      );
    // the default page (25) and the cap (100)
    expectPaged((await admin.get<AuditPage>('/api/admin/riwayat')).body, 25);
    expectPaged((await admin.get<AuditPage>('/api/admin/riwayat?per_page=5000')).body, 100);
    const past = await admin.get<AuditPage>('/api/admin/riwayat?page=9999');
    expectPaged(past.body, 25);
    expect(past.body.data).toEqual([]);
    const all = await newest();
    const times = all.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await newest('&target_type=sesi')).every((entry) => entry.target_type === 'sesi')).toBe(true);
    expect((await newest(`&actor=${adminId}`)).every((entry) => entry.actor?.id === adminId)).toBe(true);
    // today in Jakarta holds today's entries; the day before holds none of them
    const jakartaToday = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await newest(`&dari=${jakartaToday}&sampai=${jakartaToday}`)).length).toBeGreaterThan(0);
    expect(await newest('&sampai=2020-01-01')).toEqual([]);
    const bad = await admin.get('/api/admin/riwayat?dari=2025-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ dari: ['Tanggal harus berformat YYYY-MM-DD.'] });
  });
});

describe('entries cannot be changed or deleted', () => {
  it('no route of the content API reaches them, and Strapi itself refuses an update or a delete', async () => {
    for (const [method, path] of [
      ['GET', '/api/riwayats'],
      ['PUT', '/api/riwayats/1'],
      ['DELETE', '/api/riwayats/1'],
      ['DELETE', '/api/admin/riwayat/1'],
      ['POST', '/api/admin/riwayat/1'],
    ] as const) {
      const res = await admin.request(method, path, method === 'GET' ? undefined : {});
      expect([404, 405], `${method} ${path}`).toContain(res.status);
    }
    const [entry] = await newest();
    const query = app.strapi.db.query('api::riwayat.riwayat');
    await expect(query.update({ where: { id: entry!.id }, data: { summary: 'diubah' } })).rejects.toThrow(
      'Riwayat tidak dapat diubah atau dihapus.',
    );
    await expect(query.delete({ where: { id: entry!.id } })).rejects.toThrow('Riwayat tidak dapat diubah');
    await expect(query.deleteMany({ where: {} })).rejects.toThrow('Riwayat tidak dapat diubah');
    // nor is one made by anything but the site's own record (the dashboard's content manager, a plugin)
    await expect(
      query.create({ data: { at: new Date(), action: 'berita.hapus', target_type: 'berita', summary: 'palsu' } }),
    ).rejects.toThrow('Riwayat hanya ditulis oleh situs sendiri.');
    await expect(
      app.strapi.documents('api::riwayat.riwayat').create({
        data: { at: new Date().toISOString(), action: 'berita.hapus', target_type: 'berita' },
      }),
    ).rejects.toThrow();
    await expect(
      app.strapi
        .documents('api::riwayat.riwayat')
        .delete({ documentId: String((await query.findOne({ where: { id: entry!.id } }))?.documentId) }),
    ).rejects.toThrow();
    expect((await newest())[0]).toEqual(entry);
  });

  it('the retention job removes the entries older than AUDIT_RETENTION_MONTHS (24), and only those', async () => {
    const query = app.strapi.db.query('api::riwayat.riwayat');
    const old = new Date(Date.now() - 25 * 31 * 24 * 3600_000);
    const kept = new Date(Date.now() - 23 * 30 * 24 * 3600_000);
    const make = async (at: Date, summary: string) => {
      const record = { action: 'berita.ubah', actor: null, target_type: 'berita', target_id: null, summary } as const;
      await app.strapi.service('api::riwayat.riwayat').record({ ...record, target_title: null }, at);
      return (await query.findOne({ where: { summary } })) as { id: number };
    };
    const a = await make(old, `lama ${Date.now()}`);
    const b = await make(kept, `masih ${Date.now()}`);
    const { auditRetention } = distModule<typeof import('../src/bootstrap/audit-log')>('src/bootstrap/audit-log');
    const { moveClock, resetClock } = distModule<typeof import('../src/lib/process/clock')>('src/lib/process/clock');
    // two days on: the daily job is due whether or not it ran when the CMS started
    moveClock(2 * 24 * 3600_000);
    try {
      expect(await auditRetention(app.strapi).tick()).toBe('ran');
    } finally {
      resetClock();
    }
    expect(await query.findOne({ where: { id: a.id } })).toBeNull();
    expect(await query.findOne({ where: { id: b.id } })).not.toBeNull();
  });
});

describe('edit conflicts', () => {
  it('a stale updated_at is 409 naming who changed it and when (Asia/Jakarta), with the item now, and stores nothing', async () => {
    const editor = await otherAdmin(app, { name: 'Budi Editor' });
    const other = editor.agent;
    const item = await createNews(admin, `Bentrok ${Date.now()}`);
    const loaded = (await admin.get<AdminNewsDetail>(`/api/admin/berita/${item.id}`)).body;
    expect(loaded.updated_at).toBe(item.updated_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // the other editor saves first, with the version they loaded
    const first = await other.post(`/api/admin/berita/${item.id}`, {
      title: 'Versi Budi',
      content: '<p>Budi</p>',
      updated_at: loaded.updated_at,
    });
    expect(first.status, first.text).toBe(200);
    const entries = await count();
    // the second save still carries the old updated_at
    const second = await admin.post(`/api/admin/berita/${item.id}`, {
      title: 'Versi saya',
      content: '<p>Saya</p>',
      updated_at: loaded.updated_at,
    });
    expect(second.status).toBe(409);
    const stored = (await admin.get<AdminNewsDetail>(`/api/admin/berita/${item.id}`)).body;
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(stored.updated_at))
      .replace(':', '.');
    expect(second.body.message).toBe(
      `Konten ini sudah diubah oleh Budi Editor pada ${hhmm}. Muat ulang untuk melihat versi terbaru.`,
    );
    expect(second.body.data).toEqual(stored);
    expect(stored.title).toBe('Versi Budi');
    expect(await count()).toBe(entries);
    // with the fresh updated_at, or without one (SPEC's flow), the save goes through
    const third = await admin.post(`/api/admin/berita/${item.id}`, {
      title: 'Versi saya',
      content: '<p>Saya</p>',
      updated_at: stored.updated_at,
    });
    expect(third.status, third.text).toBe(200);
    expect(third.body.data.updated_at).not.toBe(stored.updated_at);
    expect((await admin.post(`/api/admin/berita/${item.id}`, { title: 'Tanpa cap', content: '<p>x</p>' })).status).toBe(
      200,
    );
  });
});
