/**
 * The awards' archive over real HTTP (contract part two, "Awarding archive"; ADR 098): a save names its month
 * (default: this month in Asia/Jakarta); another month's save keeps the earlier months; the same month again replaces
 * only the slots sent; GET /api/awarding is the newest month; the archive newest first, one month, or 404. And the
 * upgrade: a database made before the archive (the single type holding the images, no archive table) starts with its
 * awarding as the archive's first month, the same images, and a restart adds nothing.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Awarding, AwardingArchive, AwardingMonth, UpdateAwardingResponse } from '@hmrpl/contract';
import { Agent, TEST_ADMIN, startTestApp, type TestApp } from './helpers';
import { onPostgres, postgres, schemaOf, separateCms } from './helpers/separate-cms';
import { MIME, blob, smallImage, type ImageKind } from './fixtures/images';
import { expectGone, expectServed, storedFiles } from './fixtures/storage';
import { periodeOf } from '../src/lib/content/awarding-periode';

let app: TestApp;
let admin: Agent;
const cms = separateCms();

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});
afterEach(cms.stopAll);
afterAll(cms.dropSchemas);

async function awardingForm(periode: string | undefined, slots: Partial<Record<string, ImageKind>>) {
  const form = new FormData();
  if (periode !== undefined) form.append('periode', periode);
  for (const [field, kind] of Object.entries(slots))
    form.append(field, blob(await smallImage(kind!), MIME[kind!]), `${field}.${kind}`);
  return form;
}
const save = async (agent: Agent, periode: string | undefined, slots: Partial<Record<string, ImageKind>>) =>
  agent.post<UpdateAwardingResponse>('/api/admin/awarding', await awardingForm(periode, slots));

describe('awarding archive', () => {
  it('/awarding preloads the newest month’s first poster, at the size the page draws it', async () => {
    const saved = await save(admin, periodeOf(new Date()), { staff_image: 'png' });
    expect(saved.status).toBe(200);
    const html = await app.agent().get('/awarding', { headers: { Accept: 'text/html' } });
    expect(html.status).toBe(200);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html.text)?.[0] ?? '';
    expect(preload).toContain('fetchpriority="high"');
    expect(preload).toContain(`/storage/${saved.body.staff_image_webp ?? saved.body.staff_image_path}`);
    expect(preload).toContain('imagesizes="(max-width: 400px) 100vw, 320px"');
  });

  it('keeps August when September is saved; the home page shows the newest month; the archive every month', async () => {
    const august = await save(admin, '2025-08', { staff_image: 'png', divisi_image: 'jpeg', departemen_image: 'webp' });
    expect(august.status).toBe(200);
    expect(august.body).toMatchObject({ message: 'Gambar awarding berhasil diperbarui!', periode: '2025-08' });
    const september = await save(admin, '2025-09', { staff_image: 'jpeg' });
    expect(september.status).toBe(200);
    expect(september.body).toMatchObject({ periode: '2025-09', divisi_image_path: null, departemen_image_path: null });

    const archive = (await app.agent().get<AwardingArchive>('/api/awarding/arsip')).body;
    const months = archive.data.map((month) => month.periode);
    expect(months).toEqual([...months].sort().reverse());
    expect(months).toEqual(expect.arrayContaining(['2025-09', '2025-08']));
    const { message: _a, ...augustPaths } = august.body;
    expect(archive.data.find((month) => month.periode === '2025-08')).toEqual(augustPaths);
    for (const file of [augustPaths.staff_image_path, augustPaths.divisi_image_path, augustPaths.departemen_image_path])
      await expectServed(app, file!);

    const one = await app.agent().get<AwardingMonth>('/api/awarding/arsip/2025-08');
    expect(one.status).toBe(200);
    expect(one.body).toEqual(augustPaths);
    for (const missing of ['2020-01', '2025-13', 'agustus'])
      expect((await app.agent().get(`/api/awarding/arsip/${missing}`)).body, missing).toEqual({
        message: 'Awarding bulan tersebut tidak ditemukan.',
      });
    expect((await app.agent().get('/api/awarding/arsip/2020-01')).status).toBe(404);

    // the home page's month is the newest one saved (this month, when another test saved it, else September)
    const current = (await app.agent().get<Awarding>('/api/awarding')).body;
    expect(current.periode).toBe(months[0]);
  });

  it('saving the same month again replaces only the slots sent, and deletes the replaced file', async () => {
    const first = (await save(admin, '2025-07', { staff_image: 'png', divisi_image: 'png' })).body;
    const again = await save(admin, '2025-07', { staff_image: 'webp' });
    expect(again.body.periode).toBe('2025-07');
    expect(again.body.divisi_image_path).toBe(first.divisi_image_path);
    expect(again.body.staff_image_path).not.toBe(first.staff_image_path);
    await expectGone(app, first.staff_image_path!);
    const archive = (await app.agent().get<AwardingArchive>('/api/awarding/arsip')).body;
    expect(archive.data.filter((month) => month.periode === '2025-07')).toHaveLength(1);
  });

  it('without a month saves this month (Asia/Jakarta); it becomes what the home page shows', async () => {
    const res = await save(admin, undefined, { departemen_image: 'png' });
    expect(res.status).toBe(200);
    expect(res.body.periode).toBe(periodeOf(new Date()));
    expect((await app.agent().get<Awarding>('/api/awarding')).body.periode).toBe(periodeOf(new Date()));
  });

  it('refuses a month that is not one, or after this one, before storing anything', async () => {
    const before = storedFiles(app);
    const archive = (await app.agent().get<AwardingArchive>('/api/awarding/arsip')).body;
    const now = new Date();
    const next = periodeOf(new Date(now.getFullYear(), now.getMonth() + 1, 15));
    for (const [periode, message] of [
      ['2025-13', 'Periode harus berupa bulan dengan format YYYY-MM.'],
      ['Agustus 2025', 'Periode harus berupa bulan dengan format YYYY-MM.'],
      ['2021-11', 'Periode harus berupa bulan dengan format YYYY-MM.'],
      [next, 'Periode tidak boleh setelah bulan ini.'],
    ]) {
      const res = await save(admin, periode, { staff_image: 'png' });
      expect(res.status, periode).toBe(422);
      expect(res.body, periode).toEqual({ message, errors: { periode: [message] } });
    }
    expect(storedFiles(app)).toEqual(before);
    expect((await app.agent().get<AwardingArchive>('/api/awarding/arsip')).body).toEqual(archive);
  });
});

/** A database as the version before the archive left it: the awarding in the single type, no archive table. */
async function makeItOld(dir: string) {
  const moved = (singleId: number) =>
    `UPDATE files_related_mph SET related_type = 'api::awarding.awarding', related_id = ${singleId} WHERE related_type = 'api::awarding.awarding-arsip'`;
  const forget = 'DELETE FROM strapi_database_schema';
  // 20 August 2025, 12:00 in Jakarta: the single type's last save
  const savedAt = Date.UTC(2025, 7, 20, 5, 0, 0);
  if (!onPostgres()) {
    interface SqliteDatabase {
      prepare(sql: string): { run(...args: unknown[]): { lastInsertRowid: number | bigint } };
      exec(sql: string): void;
      close(): void;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3') as new (file: string) => SqliteDatabase;
    const db = new Database(path.join(dir, 'data.db'));
    try {
      db.exec('DELETE FROM awardings');
      const { lastInsertRowid } = db
        .prepare('INSERT INTO awardings (document_id, created_at, updated_at, published_at) VALUES (?, ?, ?, ?)')
        .run('awardinglama000000000000', savedAt, savedAt, savedAt);
      db.exec(moved(Number(lastInsertRowid)));
      db.exec('DROP TABLE awarding_arsips');
      db.exec(forget);
    } finally {
      db.close();
    }
    return;
  }
  const schema = schemaOf(dir);
  await postgres(async (client) => {
    await client.query(`SET search_path TO ${schema}`);
    await client.query('DELETE FROM awardings');
    const at = new Date(savedAt).toISOString();
    const { rows } = await client.query(
      `INSERT INTO awardings (document_id, created_at, updated_at, published_at) VALUES ('awardinglama000000000000', '${at}', '${at}', '${at}') RETURNING id`,
    );
    await client.query(moved(Number(rows[0]!.id)));
    await client.query('DROP TABLE awarding_arsips CASCADE');
    await client.query(forget);
  });
}

describe('awarding archive: the upgrade', () => {
  it(
    'the awarding of a database made before the archive becomes its first month, with the same images',
    { timeout: 300_000 },
    async () => {
      const dir = path.join(app.tmpDir, `awarding-upgrade-${Date.now().toString(36)}`);
      const fresh = await cms.boot(dir, { SEED_DEMO: 'false' });
      const staff = new Agent(fresh.url);
      await staff.login(TEST_ADMIN.username, TEST_ADMIN.password);
      const saved = await save(staff, '2025-08', {
        staff_image: 'png',
        divisi_image: 'jpeg',
        departemen_image: 'webp',
      });
      expect(saved.status).toBe(200);
      const { message: _m, periode: _p, updated_at: _u, ...images } = saved.body;
      // the month's version is the upgrade's own write (edit conflicts, ADR 101): the rest is what was saved
      const unversioned = <T extends { updated_at?: unknown }>({ updated_at: _v, ...rest }: T) => rest;
      await cms.stopAll();

      await makeItOld(dir);
      const upgraded = await cms.boot(dir, { SEED_DEMO: 'false' });
      const visitor = new Agent(upgraded.url);
      const current = (await visitor.get<Awarding>('/api/awarding')).body;
      expect(unversioned(current)).toEqual({ periode: '2025-08', ...images });
      const archive = (await visitor.get<AwardingArchive>('/api/awarding/arsip')).body;
      expect(archive.data.map(unversioned)).toEqual([{ periode: '2025-08', ...images }]);
      expect((await visitor.get(`/storage/${images.staff_image_path}`)).status).toBe(200);

      // September is saved on the upgraded site: August stays
      const admin2 = new Agent(upgraded.url);
      await admin2.login(TEST_ADMIN.username, TEST_ADMIN.password);
      expect((await save(admin2, '2025-09', { staff_image: 'png' })).status).toBe(200);
      await cms.stopAll();

      // a restart moves nothing again
      const again = await cms.boot(dir, { SEED_DEMO: 'false' });
      const later = (await new Agent(again.url).get<AwardingArchive>('/api/awarding/arsip')).body;
      expect(later.data.map((month) => month.periode)).toEqual(['2025-09', '2025-08']);
      expect(unversioned(later.data[1]!)).toEqual({ periode: '2025-08', ...images });
    },
  );
});
