/**
 * Who may create an audit entry (ADR 086): only the audit log's own `record`, which runs its write inside
 * `asAuditWriter`. The entries' lifecycles refuse a create from anywhere else (the dashboard's content manager, a
 * plugin, a script through Strapi), so an entry cannot be forged any more than changed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const writing = new AsyncLocalStorage<true>();

/** Runs `write` as the audit log's writer. */
export const asAuditWriter = <T>(write: () => Promise<T>): Promise<T> => writing.run(true, write);

/** True inside `asAuditWriter`. */
export const isAuditWriter = (): boolean => writing.getStore() === true;
