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
import { installEdge } from './lib/edge/edge';
import { guardTransactions, surviveDatabaseOutages } from './lib/process/database-outage';

export default {
  /** Before the app is initialised: routes that live outside /api (e.g. /sanctum/csrf-cookie). */
  register({ strapi }: { strapi: Core.Strapi }) {
    assertSafeForProduction();
    // a database restart must not end the process through Strapi's own unawaited work (lib/process/database-outage.ts)
    surviveDatabaseOutages(strapi);
    limitImageThreads(strapi.config.get<number>('server.hmrpl.imageThreads', 1));
    registerRootRoutes(strapi);
  },

  /**
   * After the database is ready: the edge in front of Koa, the start-up sweep of interrupted uploads, the admin role and first admin, the /cms super-admin, demo
   * content on an empty database, and a SIGTERM handler that lets requests in flight finish.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // a write is answered as done only once its COMMIT happened (lib/process/database-outage.ts)
    guardTransactions(strapi);
    // the public reads' cache in front of Koa (lib/edge/edge.ts), following every write from here on
    installEdge(strapi);
    // before the server listens: what a crash left half-made goes first (lib/uploads/sweep.ts)
    await sweepUploadsAtStartup(strapi);
    subscribeSessionRevocation(strapi);
    await ensureAdminAccess(strapi);
    await ensureSuperAdmin(strapi);
    await ensureUniqueSlugIndex(strapi);
    announceUrls(strapi);
    await seedDemoContent(strapi);
    installGracefulShutdown(strapi);
  },
};
