/**
 * The environment of a test boot. Every value is a default: anything already set (by tests/run.mjs or
 * by hand) wins. Secrets are throwaway test values.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REQUIRED_SIGNING_SECRETS, freshSecrets } from '../../src/lib/process/secrets';

export const CMS_DIR = path.resolve(__dirname, '..', '..');

/** The first admin made at boot (src/bootstrap/admin-access.ts reads ADMIN_*). */
export const TEST_ADMIN = {
  username: process.env.ADMIN_USERNAME ?? 'admin',
  email: process.env.ADMIN_EMAIL ?? 'admin@hmrpl.test',
  password: process.env.ADMIN_PASSWORD ?? 'uji-Rahasia-2025!',
} as const;

/** Files of the fake SPA build the harness writes into WEB_DIST (the real build belongs to web/). */
export const FAKE_SPA = {
  indexHtml:
    '<!doctype html><html lang="id"><head><title>HMRPL uji</title><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>\n',
  assetPath: '/assets/app-3f9a1c.js',
  assetBody: `console.log(${JSON.stringify('x'.repeat(4096))});\n`,
  // robots.txt is made by the CMS (src/front/pages/feeds.ts): another plain file of the build
  otherFilePath: '/humans.txt',
  otherFileBody: 'HMRPL Telkom University\n',
} as const;

function writeFakeSpa(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), FAKE_SPA.indexHtml);
  writeFileSync(path.join(dir, FAKE_SPA.assetPath), FAKE_SPA.assetBody);
  writeFileSync(path.join(dir, FAKE_SPA.otherFilePath), FAKE_SPA.otherFileBody);
}

let prepared: { tmpDir: string } | undefined;

/** Sets the test defaults in process.env and creates the temp folders. Idempotent. */
export function prepareTestEnv(): { tmpDir: string } {
  if (prepared) return prepared;
  let tmpDir = process.env.TEST_TMP_DIR;
  if (!tmpDir) {
    tmpDir = mkdtempSync(path.join(tmpdir(), 'hmrpl-cms-test-'));
    const owned = tmpDir;
    process.once('exit', () => rmSync(owned, { recursive: true, force: true }));
  }
  const publicDir = path.join(tmpDir, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const uploadTmp = path.join(tmpDir, 'upload-tmp');
  mkdirSync(uploadTmp, { recursive: true });
  const webDist = path.join(tmpDir, 'web-dist');
  writeFakeSpa(webDist);

  const defaults: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    ...freshSecrets(REQUIRED_SIGNING_SECRETS),
    // a password the boot generates goes here, not into the developer's cms/.tmp
    GENERATED_PASSWORDS_FILE: path.join(tmpDir, 'first-passwords.txt'),
    // Each test agent sends its own X-Forwarded-For, so per-IP rate limits do not leak between tests.
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    // one JSON line per request would drown the test output; tests/limits.int.test.ts switches it on to read it
    REQUEST_LOG: 'false',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(tmpDir, 'data.db'),
    PUBLIC_DIR: publicDir,
    UPLOAD_TMP_DIR: uploadTmp,
    WEB_DIST: webDist,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_CRON: 'true',
    BROWSER: 'none',
    // background jobs run only when a test ticks them (tests/inbox-jobs.int.test.ts moves their clock)
    JOBS_POLL_SECONDS: '0',
    ASPIRATION_NOTIFY_TO: 'pengurus@hmrpl.test',
    // every file sends aspirations without the form's token; the flood test lowers the ceiling for itself
    ASPIRATION_CEILING_PER_HOUR: '100000',
    PRESTASI_CEILING_PER_HOUR: '100000',
    // scheduled news go public within a second in tests (tests/content-newsroom.int.test.ts)
    NEWS_PUBLISH_PERIOD_SECONDS: '1',
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (process.env[name] === undefined || process.env[name] === '') process.env[name] = value;
  }
  prepared = { tmpDir };
  return prepared;
}
