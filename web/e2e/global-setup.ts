/**
 * Boots the product as `npm start` runs it (the built CMS in production mode, serving web/dist) on a free port, with a
 * throwaway SQLite database and uploads folder, the demo seed and a known admin. Tests get its URL through
 * `inject('baseURL')`. Needs `npm run build --prefix web` and `npm run build -w cms` first (npm test does both).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { startCms, webDist } from '../../scripts/cms-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminUsername: string;
    adminPassword: string;
    distDir: string;
    cmsAdminEmail: string;
    cmsAdminPassword: string;
    /** Every e-mail the CMS sent, one JSON file each (`{ to, raw }`), from a local SMTP server (the activity journey). */
    mailDir: string;
  }
}

/** A local SMTP server that writes each message it takes into `dir`, so the tests read the CMS's e-mails. */
async function mailDrop(dir: string) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((address) => address.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}.json`), JSON.stringify({ to, raw }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export default async function setup(project: TestProject) {
  const adminUsername = 'admin';
  const adminPassword = 'e2e-admin-password-2025';
  // the dashboard's super-admin is made at boot from these (registration at /cms is never open)
  const cmsAdminEmail = 'super@hmrpl.local';
  const cmsAdminPassword = 'SuperAdmin2025-e2e!';
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-e2e-mail-'));
  const smtp = await mailDrop(mailDir);
  const cms = await startCms({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      // every journey's browser is one address (127.0.0.1): the speed reports of a whole suite must not meet the
      // per-address ceiling, which cms/tests/speed.int.test.ts proves
      RATE_LIMIT_KECEPATAN_PER_MINUTE: '100000',
      SEED_DEMO: 'true',
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      CMS_ADMIN_EMAIL: cmsAdminEmail,
      CMS_ADMIN_PASSWORD: cmsAdminPassword,
    },
  });
  console.log(
    `[e2e] CMS ready on ${cms.baseURL} in ${(cms.startupMs / 1000).toFixed(1)} s, ${Math.round(cms.rssKb() / 1024)} MB RSS`,
  );
  project.provide('baseURL', cms.baseURL);
  project.provide('adminUsername', adminUsername);
  project.provide('adminPassword', adminPassword);
  project.provide('distDir', webDist);
  project.provide('cmsAdminEmail', cmsAdminEmail);
  project.provide('cmsAdminPassword', cmsAdminPassword);
  project.provide('mailDir', mailDir);
  return async () => {
    await cms.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
