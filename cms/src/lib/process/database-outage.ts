/**
 * Two ways a database restart under writes went wrong in Strapi itself (found by tests/reliability/outage.test.ts):
 *
 * - A write acknowledged and lost. `strapi.db.transaction` commits with the knex transactor's `commit()`, whose
 *   promise resolves even when the COMMIT fails (knex reports the failure on the transaction's `executionPromise`
 *   instead), so a write whose COMMIT met a terminated connection was answered 201 while the database had rolled it
 *   back. `guardTransactions` makes every top-level transaction also wait for that outcome: a failed COMMIT now
 *   fails the write (503, "nothing was stored").
 * - The process ended. Strapi runs some database work after a commit without waiting for it (the document service
 *   reloads each written entry for its `entry.*` events, @strapi/core document-service/events.js `onCommit`); when
 *   the database goes away at that moment the promise fails with nobody to catch it, and Node ends the process on
 *   an unhandled rejection. `surviveDatabaseOutages` keeps the process running for exactly that kind of failure
 *   (the database unreachable; logged) and leaves every other unhandled rejection as fatal as Node makes it.
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
