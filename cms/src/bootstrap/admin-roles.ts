/**
 * The admins' roles at start-up (ADR 083):
 * - every route that uses `global::is-admin` names its roles, or the CMS does not start (naming the routes), so a new
 *   route is never silently open to every admin;
 * - on a database from before roles (no marker yet), every admin without a role becomes `pengelola`, once: nothing
 *   changes for anyone until a `pengelola` assigns roles. An admin made later without a role (in the dashboard, /cms)
 *   stays without one and is refused everywhere until given one.
 */
import type { Core } from '@strapi/strapi';
import { USER_UID } from '../lib/auth/session';
import { ADMIN_ROLE_TYPE } from '../lib/auth/session-user';
import { undeclaredAdminRoutes } from '../lib/auth/route-roles';
import { rolesOf } from '../lib/content/admin-roles';

/** Where the "roles given to the admins of before" marker is kept (Strapi's core store). */
const STORE = { type: 'core', name: 'hmrpl' } as const;
const MIGRATED_KEY = 'admin-roles-v1';

/** Throws, naming them, when a route of an API or a plugin uses the admin policy without naming its roles. */
export function assertRoutesDeclareRoles(strapi: Core.Strapi) {
  const routers = [
    ...Object.values(strapi.apis).map((api) => (api as { routes?: unknown }).routes),
    ...Object.values(strapi.plugins).map((plugin) => (plugin as { routes?: unknown }).routes),
  ];
  const undeclared = routers.flatMap((routes) => undeclaredAdminRoutes(routes));
  if (undeclared.length > 0)
    throw new Error(
      `These admin routes name no roles (config: { roles: [...] } on global::is-admin; ADR 083): ${undeclared.join(', ')}`,
    );
}

/** Once per database: every admin without a role becomes `pengelola` (an upgrade from before roles). */
export async function giveRolesToEarlierAdmins(strapi: Core.Strapi) {
  const store = strapi.store(STORE);
  if ((await store.get({ key: MIGRATED_KEY })) === true) return;
  const admins = (await strapi.db.query(USER_UID).findMany({
    where: { role: { type: ADMIN_ROLE_TYPE } },
    select: ['id', 'roles'],
  })) as Array<{ id: number; roles?: unknown }>;
  const without = admins.filter((admin) => rolesOf(admin.roles).length === 0).map((admin) => admin.id);
  if (without.length > 0) {
    await strapi.db.query(USER_UID).updateMany({ where: { id: { $in: without } }, data: { roles: ['pengelola'] } });
    strapi.log.info(`Gave the role "pengelola" to ${without.length} admin(s) from before roles`);
  }
  await store.set({ key: MIGRATED_KEY, value: true });
}
