/**
 * Who must have the second factor (ADR 080): `TWO_FACTOR_REQUIRED=pengelola|semua|tidak`, by default `pengelola` when
 * NODE_ENV=production and `tidak` otherwise. An account that must have it and has not set it up gets 403 on every
 * admin call but its set-up (src/policies/is-admin.ts); the admin area then shows only the set-up.
 *
 * `pengelola` asks it of the admins holding the `pengelola` role (ADR 083, read by src/lib/content/admin-roles.ts);
 * `semua` of every admin.
 */
import type { Core } from '@strapi/strapi';
import type { TwoFactorRequirement } from '@hmrpl/contract';
import type { UpUser } from './session';
import { rolesOf } from '../content/admin-roles';

const REQUIREMENTS: readonly TwoFactorRequirement[] = ['pengelola', 'semua', 'tidak'];

/** TWO_FACTOR_REQUIRED as written (empty: the default for NODE_ENV); anything else stops the boot with the choices. */
export function parseTwoFactorRequirement(raw: string | undefined, nodeEnv: string | undefined): TwoFactorRequirement {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return nodeEnv === 'production' ? 'pengelola' : 'tidak';
  const found = REQUIREMENTS.find((choice) => choice === value);
  if (!found) throw new Error(`TWO_FACTOR_REQUIRED=${raw} is not one of ${REQUIREMENTS.join(', ')}`);
  return found;
}

/** What this process was started with (config/server.ts `hmrpl.twoFactorRequired`). */
export function twoFactorRequirement(strapi: Core.Strapi): TwoFactorRequirement {
  return strapi.config.get<TwoFactorRequirement>('server.hmrpl.twoFactorRequired', 'tidak') ?? 'tidak';
}

/** True for a site admin holding the `pengelola` role (the users-permissions user as src/lib/auth/session.ts loads it). */
function isPengelola(admin: UpUser): boolean {
  return rolesOf(admin.roles).includes('pengelola');
}

/** Whether this site admin (a users-permissions user with the `admin` role) must have the second factor. */
export function requiresTwoFactor(admin: UpUser, requirement: TwoFactorRequirement): boolean {
  if (requirement === 'tidak') return false;
  if (requirement === 'semua') return true;
  return isPengelola(admin);
}
