/**
 * Two guards against faults in Strapi itself when the database restarts under writes (found by
 * tests/reliability/outage.test.ts):
 * `guardTransactions` makes a write fail when its COMMIT failed (knex resolves `commit()` anyway), and
 * `surviveDatabaseOutages` keeps the process alive on an unhandled rejection that is a database outage, and only that.
 * See ADR 043.
 */
import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable } from '../strapi/database';

interface Transactor {
  executionPromise?: Promise<unknown>;
}
type TransactionCallback = (params: { trx: Transactor }) => Promise<unknown>;

export function guardTransactions(strapi: Core.Strapi): void {
  const db = strapi.db;
  const original: (cb?: TransactionCallback) => Promise<unknown> = db.transaction.bind(db);
  const guarded = async (cb?: TransactionCallback) => {
    if (!cb) return original();
    let topLevel: Transactor | undefined;
    const nested = db.inTransaction();
    const result = await original(async (params) => {
      if (!nested) topLevel = params.trx;
      return cb(params);
    });
    // knex settles this after the COMMIT: rejected when it did not happen
    if (topLevel?.executionPromise) await topLevel.executionPromise;
    return result;
  };
  Reflect.set(db, 'transaction', guarded);
}

let installed = false;

/**
 * Strapi runs some database work after a commit without waiting for it (the document service reloads each written
 * entry for its `entry.*` events, @strapi/core/dist/services/document-service/events.js `onCommit`).
 */
export function surviveDatabaseOutages(strapi: Core.Strapi): void {
  if (installed) return;
  installed = true;
  let lastWarning = 0;
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    strapi.log.warn(`database unavailable during background work, kept running: ${(reason as Error)?.message}`);
  });
}
