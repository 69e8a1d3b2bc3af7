/**
 * Boots the product as `npm start` runs it (the built CMS in production mode, serving web/dist) on a free port, with a
 * throwaway SQLite database and uploads folder, the demo seed and a known admin. Tests get its URL through
 * `inject('baseURL')`. Needs `npm run build --prefix web` and `npm run build -w cms` first (npm test does both).
 */
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
  }
}

export default async function setup(project: TestProject) {
  const adminUsername = 'admin';
  const adminPassword = 'e2e-admin-password-2025';
  // the dashboard's super-admin is made at boot from these (registration at /cms is never open)
  const cmsAdminEmail = 'super@hmrpl.local';
  const cmsAdminPassword = 'SuperAdmin2025-e2e!';
  const cms = await startCms({
    env: {
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
  return () => cms.stop();
}
