/**
 * When an admin last signed in (the Admin screen shows it): every new session row stamps its user's `last_login_at`.
 * Following the session table keeps the sign-in code itself unchanged.
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
        await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { last_login_at: new Date() } });
      } catch (error) {
        strapi.log.warn(`last sign-in time not saved: ${(error as Error).message}`);
      }
    },
  });
}
