import type { Core } from '@strapi/strapi';
import { registerRootRoutes } from './bootstrap/root-routes';
import { ensureAdminAccess } from './bootstrap/admin-access';
import { seedDemoContent } from './bootstrap/seed-demo';
import { assertSafeForProduction } from './lib/production-guard';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { subscribeSessionRevocation } from './bootstrap/session-revocation';

export default {
  /** Before the app is initialised: routes that live outside /api (e.g. /sanctum/csrf-cookie). */
  register({ strapi }: { strapi: Core.Strapi }) {
    assertSafeForProduction();
    registerRootRoutes(strapi);
  },

  /** After the database is ready: the admin role and first admin, then demo content on an empty database. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeSessionRevocation(strapi);
    await ensureAdminAccess(strapi);
    await ensureSuperAdmin(strapi);
    await seedDemoContent(strapi);
  },
};
