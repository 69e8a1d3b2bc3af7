/**
 * Who must have the second factor (ADR 080): `TWO_FACTOR_REQUIRED=pengelola|semua|tidak`, by default `pengelola` when
 * NODE_ENV=production and `tidak` otherwise. An account that must have it and has not set it up gets 403 on every
 * admin call but its set-up (src/policies/is-admin.ts); the admin area then shows only the set-up.
 *
 * `isPengelola` is the one place that says who is a `pengelola`. Until the roles exist every admin is one (on the
 * upgrade to roles every existing admin becomes `pengelola`), so `pengelola` and `semua` ask the same of everyone
 * today; the roles work replaces that function's body with the real check and nothing else changes.
 */
import type { Core } from '@strapi/strapi';
import type { TwoFactorRequirement } from '@hmrpl/contract';
import type { UpUser } from './session';

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

/**
 * THE ROLES WORK PLUGS IN HERE: true for a site admin holding the `pengelola` role (read it from `_admin`, the
 * users-permissions user as src/lib/auth/session.ts loads it). Every admin is `pengelola` until roles exist.
 */
function isPengelola(_admin: UpUser): boolean {
  return true;
}

/** Whether this site admin (a users-permissions user with the `admin` role) must have the second factor. */
export function requiresTwoFactor(admin: UpUser, requirement: TwoFactorRequirement): boolean {
  if (requirement === 'tidak') return false;
  if (requirement === 'semua') return true;
  return isPengelola(admin);
}
