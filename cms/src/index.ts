import type { Core } from '@strapi/strapi';
import { registerRootRoutes } from './bootstrap/root-routes';
import { ensureAdminAccess } from './bootstrap/admin-access';
import { seedDemoContent } from './bootstrap/seed-demo';
import { announceUrls, ensureUniqueSlugIndex } from './bootstrap/operations';
import { sweepUploadsAtStartup } from './lib/uploads/sweep';
import { installGracefulShutdown } from './lib/process/graceful-shutdown';
import { assertSafeForProduction, startupWarnings } from './lib/process/production-guard';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { subscribeSessionRevocation } from './bootstrap/session-revocation';
import { subscribeTwoFactorLifecycle } from './bootstrap/two-factor-lifecycle';
import { limitImageThreads } from './lib/uploads/image-type';
import {
  followGeneratedPasswords,
  protectDatabaseAtRest,
  retireGeneratedPasswords,
  warnAboutSecretsAtRest,
} from './lib/process/secrets-at-rest';
import { trackProviderWrites } from './lib/uploads/upload-writes';
import { backfillWebpTwinsAfterStart } from './lib/uploads/webp-backfill';
import { startAspirationInbox } from './bootstrap/aspiration-inbox';
import { startAuditLog } from './bootstrap/audit-log';
import { startRegistrations } from './bootstrap/registrations';
import { startScheduledBackups } from './bootstrap/backups';
import { startSpeedReport } from './bootstrap/speed';
import { stopJobs } from './lib/process/jobs';
import { configurePasswordHashing, passwordFallbackAtStart } from './lib/auth/password';
import { installDashboardCredentialCheck } from './lib/auth/dashboard';
import { ensureCabinetIndexes } from './bootstrap/cabinet-indexes';
import { ensureSiteContent } from './bootstrap/founding-cabinet';
import { followSignIns } from './bootstrap/admin-accounts';
import { assertRoutesDeclareRoles } from './bootstrap/admin-roles';
import { startNewsroom } from './bootstrap/newsroom';
import { serviceOf } from './lib/strapi/documents';
import { startTrash } from './bootstrap/trash';

import { installEdge } from './front/edge/edge';
import { guardTransactions, surviveDatabaseOutages } from './lib/process/database-outage';

/** Stops this process's scheduled publishing (set at bootstrap). */
let stopNewsroom: (() => void) | null = null;

export default {
  /** Before the app is initialised: routes that live outside /api (e.g. /sanctum/csrf-cookie). */
  register({ strapi }: { strapi: Core.Strapi }) {
    assertSafeForProduction();
    for (const warning of startupWarnings()) strapi.log.warn(`WARNING (a production start refuses this): ${warning}`);
    // before the database opens: its SQLite file readable by this user only (lib/process/secrets-at-rest.ts)
    protectDatabaseAtRest(strapi);
    configurePasswordHashing(strapi.config.get('server.hmrpl.passwordHashing', {}));
    // the native bcrypt binding did not load here: one line naming the JavaScript fallback (ADR 075)
    const passwordFallback = passwordFallbackAtStart();
    if (passwordFallback) strapi.log.warn(passwordFallback);
    // a database restart must not end the process through Strapi's own unawaited work (lib/process/database-outage.ts)
    surviveDatabaseOutages(strapi);
    limitImageThreads(strapi.config.get<number>('server.hmrpl.imageThreads', 1));
    registerRootRoutes(strapi);
  },

  /**
   * After the database is ready: the edge in front of Koa, the start-up sweep of interrupted uploads, the admin role
   * and first admin, the /cms super-admin, the cabinet and site settings when there are none, demo content on an
   * empty database, the newsroom (legacy rows, old-slug index, scheduled publishing), and a SIGTERM handler that lets
   * requests in flight finish.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // every admin route names who may call it, or nothing starts (bootstrap/admin-roles.ts, ADR 083)
    assertRoutesDeclareRoles(strapi);
    // a write is answered as done only once its COMMIT happened (lib/process/database-outage.ts)
    guardTransactions(strapi);
    // the public reads' cache in front of Koa (front/edge/edge.ts), following every write from here on; it loads the
    // content types' declarations first (front/site.ts), and a broken one stops the start here
    await installEdge(strapi);
    // deletes go to the trash, its kinds from the same declarations; one process purges what is older than TRASH_DAYS
    // (ADR 089)
    await startTrash(strapi);
    // before the server listens: what a crash left half-made goes first (lib/uploads/sweep.ts)
    await sweepUploadsAtStartup(strapi);
    // every write of an upload is known until it settles, so a full disk mid-upload is cleaned at once (ADR 038)
    trackProviderWrites(strapi.plugin('upload').provider);
    subscribeSessionRevocation(strapi);
    subscribeTwoFactorLifecycle(strapi);
    installDashboardCredentialCheck(strapi);
    followSignIns(strapi);
    await ensureAdminAccess(strapi);
    await ensureSuperAdmin(strapi);
    await warnAboutSecretsAtRest(strapi);
    // the generated first passwords' file goes once each was changed (ADR 069)
    followGeneratedPasswords(strapi);
    await retireGeneratedPasswords(strapi);
    await ensureUniqueSlugIndex(strapi);
    await ensureCabinetIndexes(strapi);
    await announceUrls(strapi);
    // the cabinet and the site settings before the demo content (an upgrade gets them too: bootstrap/founding-cabinet.ts)
    await ensureSiteContent(strapi);
    stopNewsroom = await startNewsroom(strapi);
    // the awarding of before the archive becomes its first month, once (ADR 098), before the demo looks at it
    const archived = await serviceOf(strapi, 'api::awarding.awarding').archiveTheSingle();
    if (archived) strapi.log.info(`Awarding: the earlier awarding is now the archive's month ${archived}.`);
    await seedDemoContent(strapi);
    await startAspirationInbox(strapi);
    startAuditLog(strapi);
    startRegistrations(strapi);
    // the scheduled backup, when its keys are set (ADR 070)
    startScheduledBackups(strapi);
    // the visitors' speed: the page table's patterns, its daily retention job (ADR 122)
    await startSpeedReport(strapi);
    installGracefulShutdown(strapi);
    // images stored before WebP twins existed get them once, in the background (ADR 037)
    backfillWebpTwinsAfterStart(strapi);
  },

  /**
   * At shutdown, before the database closes: no new background job run starts (a run in flight finishes), and no more
   * scheduled-publishing runs from this process.
   */
  destroy({ strapi }: { strapi: Core.Strapi }) {
    stopJobs(strapi);
    stopNewsroom?.();
    stopNewsroom = null;
  },
};
