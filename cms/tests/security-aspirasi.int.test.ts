/**
 * Anonymous posts feed the aspirations table, so the admin list is paged and bounded (AspirationPage), and
 * stays so with 100,000 rows (inserted straight into the database, in a few multi-row inserts). Timings are in
 * `npm run bench`, not here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { expectAspiration } from './fixtures/contract-shapes';

let app: TestApp;
const MARK = 'bulk-uji-';
const ROWS = 100_000;

async function insertBulk() {
  const knex = app.strapi.db.connection;
  const meta = app.strapi.db.metadata.get('api::aspirasi.aspirasi') as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const col = (name: string) => meta.attributes[name]?.columnName ?? name;
  const columns = await knex(meta.tableName).columnInfo();
  const base = Date.UTC(2020, 0, 1);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const at = new Date(base + i * 1000);
    const row: Record<string, unknown> = {
      [col('documentId')]: `${MARK}${i}`,
      [col('nama')]: i % 3 === 0 ? null : `Responden ${i}`,
      [col('nim')]: i % 3 === 0 ? null : String(1302200000 + i),
      [col('kategori')]: ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'][i % 4],
      [col('pesan')]: `Pesan massal nomor ${i}`,
      [col('isAnonim')]: i % 3 === 0,
      [col('createdAt')]: at,
      [col('updatedAt')]: at,
    };
    if (col('publishedAt') in columns) row[col('publishedAt')] = at;
    return row;
  });
  await knex.transaction(async (trx) => {
    // one multi-row INSERT per 400 rows (knex writes SQLite multi-row inserts as a compound SELECT: 500 terms at most)
    for (let i = 0; i < rows.length; i += 400) await trx(meta.tableName).insert(rows.slice(i, i + 400));
  });
  return { knex, table: meta.tableName, documentId: col('documentId') };
}

let cleanup: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  app = await startTestApp();
  const { knex, table, documentId } = await insertBulk();
  cleanup = async () => void (await knex(table).where(documentId, 'like', `${MARK}%`).delete());
  // the long insert can outlast the server's keep-alive timeout: let it close the idle sockets before we reuse one
  await new Promise((resolve) => setTimeout(resolve, 1500));
}, 300_000);

afterAll(async () => {
  await cleanup();
});

describe('GET /api/aspirasi with 100,000 aspirations', () => {
  it('the table has an index in the list order, so a deep page is an index walk, not a sort of every row', async () => {
    const knex = app.strapi.db.connection;
    const client = String(knex.client.config.client);
    const names: string[] = client.includes('sqlite')
      ? ((await knex.raw("PRAGMA index_list('aspirasis')")) as Array<{ name: string }>).map((r) => r.name)
      : (
          (await knex.raw("SELECT indexname AS name FROM pg_indexes WHERE tablename = 'aspirasis'")).rows as Array<{
            name: string;
          }>
        ).map((r) => r.name);
    expect(names).toContain('aspirasis_newest_first_idx');
  });

  it('answers one bounded page (20, newest first) in the paginator shape', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const res = await admin.get('/api/aspirasi');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data, meta } = res.body;
    expect(data).toHaveLength(20);
    data.forEach(expectAspiration);
    expect(meta.total).toBeGreaterThanOrEqual(ROWS);
    expect(meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(meta.total / 20),
      per_page: 20,
      total: meta.total,
      unread: expect.any(Number),
      max_id: expect.any(Number),
    });
    const times = data.map((a: { created_at: string }) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.text.length).toBeLessThan(20_000);
  });

  it('caps per_page at 100 and reads bad values as the defaults', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const capped = await admin.get('/api/aspirasi?per_page=100000');
    expect(capped.body.data).toHaveLength(100);
    expect(capped.body.meta.per_page).toBe(100);
    for (const q of [
      'per_page=0',
      'per_page=-5',
      'per_page=abc',
      'per_page=2.5',
      'per_page[]=9',
      'page=abc',
      'page=-1',
      'page=1e3',
    ]) {
      const res = await admin.get(`/api/aspirasi?${q}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(20);
    }
  });

  it('pages are disjoint and ordered; the last page holds the oldest; past the end is empty with the true last_page', async () => {
    const admin = app.agent();
    await admin.loginOk();
    const one = (await admin.get('/api/aspirasi?page=1&per_page=100')).body;
    const two = (await admin.get('/api/aspirasi?page=2&per_page=100')).body;
    const ids = new Set(one.data.map((a: { id: number }) => a.id));
    expect(two.data.some((a: { id: number }) => ids.has(a.id))).toBe(false);
    expect(Date.parse(one.data.at(-1).created_at)).toBeGreaterThanOrEqual(Date.parse(two.data[0].created_at));
    const last = (await admin.get(`/api/aspirasi?page=${one.meta.last_page}&per_page=100`)).body;
    expect(last.data.length).toBeGreaterThan(0);
    expect(last.data.at(-1).pesan).toBe('Pesan massal nomor 0');
    const past = (await admin.get(`/api/aspirasi?page=${one.meta.last_page + 1}&per_page=100`)).body;
    expect(past).toEqual({ data: [], meta: { ...one.meta, current_page: one.meta.last_page + 1 } });
    const huge = await admin.get('/api/aspirasi?page=9007199254740991');
    expect(huge.status).toBe(200);
    expect(huge.body.data).toEqual([]);
  });
});
