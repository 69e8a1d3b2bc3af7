/**
 * Boots ONE real Strapi per test run (all test files share it: vitest runs them in a single fork with
 * isolate: false, see tests/vitest.config.mts) on a real 127.0.0.1 port.
 * The compiled app comes from TEST_DIST_DIR (tests/run.mjs compiles into a temp dir) or cms/dist.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { CMS_DIR, prepareTestEnv } from './env';
import { Agent } from './agent';
import { startMailbox, type Mailbox } from './mailbox';

export interface TestApp {
  strapi: Core.Strapi;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Scratch folder of this run (database, uploads, fake web dist). */
  tmpDir: string;
  /** A fresh client with its own cookie jar and its own client IP. */
  agent(): Agent;
  /** The SMTP server the CMS sends its e-mail to (SMTP_HOST/SMTP_PORT point at it). */
  mailbox: Mailbox;
  /** A module of the compiled app as Strapi loaded it (the same instance: e.g. the job clock). */
  requireApp<T>(relativePath: string): T;
}

let booting: Promise<TestApp> | undefined;

async function boot(): Promise<TestApp> {
  const { tmpDir } = prepareTestEnv();
  const distDir = process.env.TEST_DIST_DIR || path.join(CMS_DIR, 'dist');
  if (!existsSync(path.join(distDir, 'src', 'index.js'))) {
    throw new Error(
      `No compiled CMS in ${distDir}: run the tests with "npm test -w cms" (tests/run.mjs compiles first).`,
    );
  }
  // e-mail goes to a real SMTP server in this process (unless the environment names another)
  const mailbox = await startMailbox();
  if (!process.env.SMTP_PORT) {
    process.env.SMTP_HOST ||= '127.0.0.1';
    process.env.SMTP_PORT = String(mailbox.port);
  }
  // Strapi's CommonJS build (its ESM build imports `lodash/fp` in a way Node's ESM loader refuses).
  const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
  const { createStrapi } = requireCms('@strapi/strapi') as typeof import('@strapi/strapi');
  const strapi = createStrapi({ appDir: CMS_DIR, distDir });
  await strapi.load();
  await strapi.listen();
  const address = strapi.server.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    strapi,
    baseUrl,
    tmpDir,
    agent: () => new Agent(baseUrl),
    mailbox,
    requireApp: <T>(relativePath: string) => requireCms(path.join(distDir, relativePath)) as T,
  };
}

/** The shared app; boots on the first call (about 3-5 s), then resolves at once. */
export function startTestApp(): Promise<TestApp> {
  booting ??= boot();
  return booting;
}
