/**
 * SIGTERM / SIGINT: stop accepting connections, wait for the requests in flight (at most SHUTDOWN_TIMEOUT_SECONDS),
 * then `strapi.destroy()` and exit 0. It replaces Strapi's own handler, which cuts open connections at once (an upload
 * still arriving would be lost without an answer). Proved by tests/reliability/crash.*.test.ts. See ADR 020.
 */
import type { Core } from '@strapi/strapi';

/** Replaces Strapi's handler (`@strapi/core` utils/signals `destroyOnSignal`, whose `destroy()` cuts every connection). */
export function installGracefulShutdown(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && idle) idle();
    });
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = Math.max(0, strapi.config.get<number>('server.hmrpl.shutdownTimeoutSeconds', 30)) * 1000;
    strapi.log.info(`${signal}: no new connections; waiting for ${inFlight} request(s) in flight`);
    if (server.listening) server.close();
    server.closeIdleConnections?.();
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          strapi.log.warn(`${signal}: ${inFlight} request(s) still open after ${timeoutMs / 1000} s; closing anyway`);
          resolve();
        }, timeoutMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    let code = 0;
    try {
      await strapi.destroy(); // the database pool is closed here
    } catch (error) {
      console.error(`shutdown: ${(error as Error).message}`);
      code = 1;
    }
    process.exit(code);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}
