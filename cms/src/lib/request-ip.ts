/**
 * The client's IP address for rate limits and logs.
 *
 * Koa's `ctx.ip` already honours `X-Forwarded-For` when the server trusts its proxy
 * (`server.proxy.koa`, env `TRUST_PROXY=true`), and ignores the header otherwise, so a client
 * cannot pick its own rate-limit key by sending a forged header to a directly exposed server.
 */
import type { Context } from 'koa';

export function clientIp(ctx: Pick<Context, 'ip'>): string {
  const ip = ctx.ip || 'unknown';
  // IPv4 clients on a dual-stack socket show up as ::ffff:1.2.3.4; key them as 1.2.3.4.
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
