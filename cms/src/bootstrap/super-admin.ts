/**
 * Strapi's dashboard (/cms) offers "create the first super-admin" to whoever comes first while no dashboard user
 * exists (`GET /admin/init` -> hasAdmin false, `POST /admin/register-admin` open). So the boot makes that user
 * itself, from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (defaults: admin@hmrpl.local and a password generated now and
 * printed once; `npm start` writes a generated CMS_ADMIN_PASSWORD into cms/.env first). Registration is then never
 * open on a running site. Runs after the admin plugin's bootstrap, which creates the Super Admin role.
 * Proven by tests/security-boot.int.test.ts.
 */
import type { Core } from '@strapi/strapi';
import { announceGeneratedPassword, generatePassword } from './generated-password';
import { isPlaceholder } from '../lib/process/production-guard';
import { GENERATED_FOR } from '../lib/process/secrets-at-rest';

export async function ensureSuperAdmin(strapi: Core.Strapi) {
  const users = strapi.service('admin::user') as {
    exists(attributes?: Record<string, unknown>): Promise<boolean>;
    createFirstAdmin(attributes: Record<string, unknown>): Promise<{ id: number }>;
  };
  if (await users.exists()) return;
  const email = (process.env.CMS_ADMIN_EMAIL?.trim() || 'admin@hmrpl.local').toLowerCase();
  const given = process.env.CMS_ADMIN_PASSWORD || '';
  const fromEnv = given && !isPlaceholder(given) ? given : '';
  const password = fromEnv || generatePassword();
  try {
    await users.createFirstAdmin({ email, firstname: 'Super', lastname: 'Admin', password });
  } catch (error) {
    // another process of the same deployment won the race: the dashboard is claimed either way
    if (await users.exists()) return;
    throw error;
  }
  strapi.log.info(`Created the dashboard (/cms) super-admin <${email}>`);
  if (!fromEnv) announceGeneratedPassword(strapi, GENERATED_FOR.superAdmin, email, password, 'CMS_ADMIN_PASSWORD');
}
