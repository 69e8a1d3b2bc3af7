/**
 * SIGTERM / SIGINT: finish what is in flight, then close the database, then exit.
 *
 * Strapi's own handler (`@strapi/core` utils/signals `destroyOnSignal`) calls `strapi.destroy()` at once, and its
 * HTTP server's `destroy()` cuts every open connection: an upload still arriving would be lost without an answer.
 * This replaces that handler:
 *   1. stop accepting connections (`server.close()`; idle keep-alive connections are closed too);
 *   2. wait until every request already received has been answered, at most `server.hmrpl.shutdownTimeoutSeconds`
 *      (env SHUTDOWN_TIMEOUT_SECONDS, default 30 s; Docker's default stop timeout is 10 s: set `stop_grace_period`);
 *   3. `strapi.destroy()` (plugins, then the database pool closed), exit code 0.
 * Proved by tests/reliability/crash.*.test.ts (a slow upload sent before SIGTERM answers 201 and is there after a
 * restart).
 */
import type { Core } from '@strapi/strapi';

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
