/**
 * When an admin last signed in (the Admin screen shows it): every new session row stamps its user's `last_login_at`.
 * Following the session table keeps the sign-in code itself unchanged. The stamp leaves the account's `updatedAt`
 * alone (an open edit of the account must not look stale after its owner signed in).
 */
import type { Core } from '@strapi/strapi';
import { USER_UID } from '../lib/auth/session';

export function followSignIns(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['api::session.session'],
    async afterCreate(event) {
      const userId = (event.result as { userId?: unknown } | null)?.userId;
      if (typeof userId !== 'number') return;
      try {
        // straight to the table: a sign-in is not an edit of the account, so its version (`updatedAt`) stays (ADR 087)
        const table = strapi.db.metadata.get(USER_UID).tableName;
        // (in the sign-in's own transaction when there is one: SQLite has one connection)
        await strapi.db.transaction(({ trx }) =>
          trx(table).where({ id: userId }).update({ last_login_at: new Date() }),
        );
      } catch (error) {
        strapi.log.warn(`last sign-in time not saved: ${(error as Error).message}`);
      }
    },
  });
}
