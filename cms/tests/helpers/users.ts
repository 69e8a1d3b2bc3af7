/** Test users made straight through the users-permissions service (the site has no sign-up). */
import type { Core } from '@strapi/strapi';
import type { AdminRole } from '@hmrpl/contract';

let counter = 0;

interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/**
 * Creates a local user with the `admin` role (admin: true; with `roles`, by default `pengelola`, who may do
 * everything) or the plain `authenticated` role. Names are unique per run unless given.
 */
export async function createUser(
  strapi: Core.Strapi,
  options: {
    admin?: boolean;
    username?: string;
    email?: string;
    password?: string;
    blocked?: boolean;
    roles?: AdminRole[];
  } = {},
): Promise<TestUser> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const username = options.username ?? `user${stamp}`;
  const email = options.email ?? `${username}@uji.hmrpl.test`;
  const password = options.password ?? `Sandi-${stamp}!`;
  const roleType = options.admin ? 'admin' : 'authenticated';
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } })) as {
    id: number;
  } | null;
  if (!role) throw new Error(`role ${roleType} missing`);
  const user = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: options.blocked ?? false,
      ...(options.admin ? { roles: options.roles ?? ['pengelola'] } : {}),
      role: role.id,
    })) as { id: number };
  return { id: user.id, username, email, password };
}
