/**
 * GET /api/health -> 200 `{ status: 'ok', database: 'ok', disk: { status: 'ok', free_mb, min_free_mb } }` after a
 * trivial query (`SELECT 1`) and a look at the free space for uploads; 503 with `status: 'error'` when the database
 * does not answer within 3 s (`database: 'error'`) or free space is under the reserve (`disk.status: 'low'`,
 * MIN_FREE_DISK_MB). Never cached (`Cache-Control: no-store`), no versions, host names, paths or error texts
 * (nothing an attacker could use).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { diskStatus, mb } from '../../../lib/uploads/disk-space';

export const HEALTH_TIMEOUT_MS = 3000;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const disk = await diskStatus(strapi).then(
      (status) => ({
        status: status.low ? 'low' : 'ok',
        free_mb: mb(status.freeBytes),
        min_free_mb: mb(status.minFreeBytes),
      }),
      () => ({ status: 'unknown', free_mb: null, min_free_mb: null }),
    );
    try {
      await Promise.race([
        strapi.db.connection.raw('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
      const ok = disk.status !== 'low';
      ctx.status = ok ? 200 : 503;
      ctx.body = { status: ok ? 'ok' : 'error', database: 'ok', disk };
    } catch (error) {
      strapi.log.error(`health: the database did not answer (${(error as Error).message})`);
      ctx.status = 503;
      ctx.body = { status: 'error', database: 'error', disk };
    } finally {
      clearTimeout(timer);
    }
  },
});
