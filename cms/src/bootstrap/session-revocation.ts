/**
 * A password change or a block ends that user's sign-ins, wherever it is made: Strapi's dashboard (/cms Content
 * Manager), the users-permissions plugin's own routes, or code. Every such write reaches the database layer, so a
 * lifecycle subscriber on the users-permissions user ends the sessions and device cookies of each user whose password
 * was written or who was blocked (src/lib/auth/sign-ins.ts `endAllSignIns`). A role change needs nothing here: the
 * admin check reads the role on every request. Proven by tests/security-session.int.test.ts.
 */
import type { Core } from '@strapi/strapi';
import { USER_UID, revokeUserSessions } from '../lib/auth/session';
import { endAllSignIns, forgetDeviceEpoch } from '../lib/auth/sign-ins';

const endsSessions = (data: Record<string, unknown> | undefined) =>
  !!data && ((typeof data.password === 'string' && data.password.length > 0) || data.blocked === true);

export function subscribeSessionRevocation(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeUpdate(event) {
      if (!endsSessions(event.params.data)) return;
      const rows = (await strapi.db
        .query(USER_UID)
        .findMany({ where: event.params.where ?? {}, select: ['id'] })) as Array<{ id: number }>;
      event.state.revokeIds = rows.map((r) => r.id);
    },
    async afterUpdate(event) {
      for (const id of (event.state.revokeIds as number[] | undefined) ?? []) await endAllSignIns(strapi, id);
    },
    async beforeUpdateMany(event) {
      if (!endsSessions(event.params.data)) return;
      const rows = (await strapi.db
        .query(USER_UID)
        .findMany({ where: event.params.where ?? {}, select: ['id'] })) as Array<{ id: number }>;
      event.state.revokeIds = rows.map((r) => r.id);
    },
    async afterUpdateMany(event) {
      for (const id of (event.state.revokeIds as number[] | undefined) ?? []) await endAllSignIns(strapi, id);
    },
    async afterDelete(event) {
      const id = (event.result as { id?: number } | null)?.id;
      if (typeof id === 'number') {
        await revokeUserSessions(strapi, id);
        await forgetDeviceEpoch(strapi, id);
      }
    },
  });
}
