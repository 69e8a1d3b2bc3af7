/**
 * Boot-time access setup, idempotent, on every start: the users-permissions role `admin`, no permission for the Public
 * and Authenticated roles on our APIs or the plugin's JWT endpoints (the only way in is our cookie session), public
 * registration off, the first admin when none exists (an existing user is never overwritten; it is `pengelola`), and
 * on a database from before roles every admin made `pengelola` (./admin-roles.ts). See ADR 004, ADR 010
 * (tests/security-boot.int.test.ts) and ADR 083.
 */
import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '../lib/auth/session-user';
import { USER_UID } from '../lib/auth/session';
import { PUBLISHED_DEMO_PASSWORD, isPlaceholder, isProduction } from '../lib/process/production-guard';
import { announceGeneratedPassword, generatePassword } from './generated-password';
import { giveRolesToEarlierAdmins } from './admin-roles';
import { GENERATED_FOR } from '../lib/process/secrets-at-rest';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';
/** The demo password published by earlier READMEs: never used for new admins, refused in production. */
export const DEFAULT_ADMIN_PASSWORD = PUBLISHED_DEMO_PASSWORD;

/** Permissions that Public/Authenticated must not hold. */
const isForbiddenForBasicRoles = (action: string) =>
  action.startsWith('api::') ||
  action.startsWith('plugin::users-permissions.auth.') ||
  action.startsWith('plugin::users-permissions.user.') ||
  action.startsWith('plugin::users-permissions.role.') ||
  action.startsWith('plugin::upload.');

interface Role {
  id: number;
  type: string;
}

async function ensureAdminRole(strapi: Core.Strapi): Promise<Role> {
  const roles = strapi.db.query(ROLE_UID);
  const existing = (await roles.findOne({ where: { type: ADMIN_ROLE_TYPE } })) as Role | null;
  if (existing) return existing;
  strapi.log.info('Creating the users-permissions role "Admin" (type admin)');
  return (await roles.create({
    data: {
      name: 'Admin',
      type: ADMIN_ROLE_TYPE,
      description: 'Pengurus HMRPL yang mengelola isi situs (berita, galeri, awarding, rekrutmen, aspirasi).',
    },
  })) as Role;
}

/** Our routes are `auth: false` plus `global::is-admin`: a permission ticked in the dashboard is removed again at the next boot. */
async function stripBasicRolePermissions(strapi: Core.Strapi) {
  const roles = (await strapi.db
    .query(ROLE_UID)
    .findMany({ where: { type: { $in: ['public', 'authenticated'] } } })) as Role[];
  if (roles.length === 0) return;
  const permissions = (await strapi.db.query(PERMISSION_UID).findMany({
    where: { role: { id: { $in: roles.map((r) => r.id) } } },
    select: ['id', 'action'],
  })) as Array<{ id: number; action: string }>;
  const ids = permissions.filter((p) => isForbiddenForBasicRoles(p.action)).map((p) => p.id);
  if (ids.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: ids } } });
    strapi.log.info(`Removed ${ids.length} users-permissions grant(s) from the Public/Authenticated roles`);
  }
}

async function disableRegistration(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
}

/**
 * When no user has the admin role: the first admin from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD (defaults
 * admin / admin@hmrpl.local / a password generated now and printed once). An admin still holding the published demo
 * password is a warning at every boot, and stops a production boot.
 */
async function ensureFirstAdmin(strapi: Core.Strapi, role: Role) {
  const users = strapi.db.query(USER_UID);
  const username = process.env.ADMIN_USERNAME?.trim() || 'admin';
  const email = (process.env.ADMIN_EMAIL?.trim() || 'admin@hmrpl.local').toLowerCase();
  // a placeholder copied from .env.example is never anyone's password (production refuses it before this)
  const fromEnv =
    process.env.ADMIN_PASSWORD && !isPlaceholder(process.env.ADMIN_PASSWORD) ? process.env.ADMIN_PASSWORD : '';

  const admins = (await users.findMany({
    where: { role: { id: role.id } },
    select: ['id', 'username', 'password'],
    // the newest first: an admin added later with the demo password is the one to warn about
    orderBy: { id: 'desc' },
    limit: 50,
  })) as Array<{ id: number; username: string; password?: string }>;

  if (admins.length === 0) {
    const clash = await users.findOne({ where: { $or: [{ username }, { email }] }, select: ['id'] });
    if (clash) {
      strapi.log.warn(
        `No admin user exists, and "${username}" / "${email}" is taken by a non-admin: create an admin in the dashboard (/cms).`,
      );
      return;
    }
    const password = fromEnv || generatePassword();
    await strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username,
        email,
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
        // the first admin runs the site (ADR 083), whatever the upgrade marker says
        roles: ['pengelola'],
        // a generated password is only a way in: its admin chooses their own first, as every new admin does (ADR 069)
        must_change_password: !fromEnv,
      });
    strapi.log.info(`Created the first admin "${username}" <${email}>`);
    if (!fromEnv) announceGeneratedPassword(strapi, GENERATED_FOR.siteAdmin, username, password, 'ADMIN_PASSWORD');
    admins.push(
      ...((await users.findMany({ where: { username }, select: ['id', 'username', 'password'] })) as typeof admins),
    );
  }

  const userService = strapi.plugin('users-permissions').service('user');
  for (const admin of admins) {
    if (admin.password && (await userService.validatePassword(DEFAULT_ADMIN_PASSWORD, admin.password))) {
      if (isProduction(process.env)) {
        throw new Error(
          `Refusing to start in production: admin "${admin.username}" still uses the published demo password. ` +
            'Change it first (start once with NODE_ENV=development, then /cms → Content Manager → User).',
        );
      }
      strapi.log.warn(
        `WARNING: admin "${admin.username}" still uses the demo password "${DEFAULT_ADMIN_PASSWORD}". ` +
          'Change it (Strapi dashboard /cms → Content Manager → User) or set ADMIN_PASSWORD before the first start.',
      );
    }
  }
}

export async function ensureAdminAccess(strapi: Core.Strapi) {
  const role = await ensureAdminRole(strapi);
  await stripBasicRolePermissions(strapi);
  await disableRegistration(strapi);
  await ensureFirstAdmin(strapi, role);
  await giveRolesToEarlierAdmins(strapi);
}
