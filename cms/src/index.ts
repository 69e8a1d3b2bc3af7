import type { Core } from '@strapi/strapi';
import { registerRootRoutes } from './bootstrap/root-routes';
import { ensureAdminAccess } from './bootstrap/admin-access';
import { seedDemoContent } from './bootstrap/seed-demo';
import { announceUrls, ensureUniqueSlugIndex } from './bootstrap/operations';
import { sweepUploadsAtStartup } from './lib/uploads/sweep';
import { installGracefulShutdown } from './lib/process/graceful-shutdown';
import { assertSafeForProduction } from './lib/process/production-guard';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { subscribeSessionRevocation } from './bootstrap/session-revocation';
import { limitImageThreads } from './lib/uploads/image-type';
import { ensureCabinetIndexes } from './bootstrap/cabinet-indexes';
import { ensureSiteContent } from './bootstrap/founding-cabinet';
import { followSignIns } from './bootstrap/admin-accounts';

export default {
  /** Before the app is initialised: routes that live outside /api (e.g. /sanctum/csrf-cookie). */
  register({ strapi }: { strapi: Core.Strapi }) {
    assertSafeForProduction();
    limitImageThreads(strapi.config.get<number>('server.hmrpl.imageThreads', 1));
    registerRootRoutes(strapi);
  },

  /**
   * After the database is ready: the start-up sweep of interrupted uploads, the admin role and first admin, the /cms super-admin, the cabinet
   * and site settings when there are none, demo content on an empty database, and a SIGTERM handler that lets requests in flight finish.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // before the server listens: what a crash left half-made goes first (lib/uploads/sweep.ts)
    await sweepUploadsAtStartup(strapi);
    subscribeSessionRevocation(strapi);
    followSignIns(strapi);
    await ensureAdminAccess(strapi);
    await ensureSuperAdmin(strapi);
    await ensureUniqueSlugIndex(strapi);
    await ensureCabinetIndexes(strapi);
    announceUrls(strapi);
    // the cabinet and the site settings before the demo content (an upgrade gets them too: bootstrap/founding-cabinet.ts)
    await ensureSiteContent(strapi);
    await seedDemoContent(strapi);
    installGracefulShutdown(strapi);
  },
};
