/**
 * A create that meets a taken slug is tried again (`retryOnUniqueness`, src/lib/strapi/database.ts), also inside the
 * transaction in which the audit middleware runs an admin write (ADR 087): each try is a savepoint, so a unique
 * violation undoes that try alone and the enclosing transaction goes on. Without it PostgreSQL aborts the whole
 * transaction on the first error and the next try's reads fail, a 500 for the second of two news items of one title
 * saved at once. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { retryOnUniqueness } from '../src/lib/strapi/database';

let app: TestApp;
const TABLE = `hmrpl_test_unique_${Date.now().toString(36)}`;

beforeAll(async () => {
  app = await startTestApp();
  await app.strapi.db.connection.schema.createTable(TABLE, (t) => {
    t.string('value').unique();
  });
  await app.strapi.db.connection(TABLE).insert({ value: 'taken' });
});

afterAll(async () => {
  await app.strapi.db.connection.schema.dropTableIfExists(TABLE);
});

describe('a write tried again on a taken value', () => {
  it('inside an enclosing transaction: the failed try is undone, the next one and the rest of the transaction go on', async () => {
    const { strapi } = app;
    const tried: string[] = [];
    const result = await strapi.db.transaction(async ({ trx }) => {
      const value = await retryOnUniqueness(strapi, async () => {
        const attempt = tried.length + 1;
        // each try first writes a row of its own, then the value: the first one meets the taken value
        await trx(TABLE).insert({ value: `try-${attempt}` });
        const wanted = attempt === 1 ? 'taken' : 'free';
        tried.push(wanted);
        await trx(TABLE).insert({ value: wanted });
        return wanted;
      });
      // the enclosing transaction still reads and writes (PostgreSQL: not "current transaction is aborted")
      await trx(TABLE).insert({ value: 'after' });
      return {
        value,
        rows: (await trx(TABLE).select('value').orderBy('value')).map((r: { value: string }) => r.value),
      };
    });
    expect(tried).toEqual(['taken', 'free']);
    expect(result.value).toBe('free');
    // the failed try left nothing: its own row went with it
    expect(result.rows).toEqual(['after', 'free', 'taken', 'try-2']);
  });

  it('on its own: each try is its own transaction, and it gives up after three', async () => {
    const { strapi } = app;
    let tries = 0;
    await expect(
      retryOnUniqueness(strapi, () =>
        strapi.db.transaction(async ({ trx }) => {
          tries += 1;
          await trx(TABLE).insert({ value: 'taken' });
        }),
      ),
    ).rejects.toSatisfy((error: Error & { code?: string }) => /unique|23505/i.test(`${error.code} ${error.message}`));
    expect(tries).toBe(3);
  });
});
