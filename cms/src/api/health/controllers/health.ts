/**
 * GET /api/health -> 200 `{ status: 'ok', database: 'ok' }` after a trivial query (`SELECT 1`), or 503
 * `{ status: 'error', database: 'error' }` when the database does not answer within 3 s. Never cached
 * (`Cache-Control: no-store`), no versions, host names or error texts (nothing an attacker could use).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

export const HEALTH_TIMEOUT_MS = 3000;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        strapi.db.connection.raw('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
      ctx.status = 200;
      ctx.body = { status: 'ok', database: 'ok' };
    } catch (error) {
      strapi.log.error(`health: the database did not answer (${(error as Error).message})`);
      ctx.status = 503;
      ctx.body = { status: 'error', database: 'error' };
    } finally {
      clearTimeout(timer);
    }
  },
});
