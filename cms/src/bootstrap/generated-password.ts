/**
 * Passwords made at the first boot when the environment gives none (the site admin, the dashboard super-admin).
 * They are printed once, in a block that is easy to find in the log; the account then exists and later boots
 * never print it again (tests/security-boot.int.test.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** 24 random characters plus one of each class Strapi's dashboard asks for (lower, upper, digit). */
export const generatePassword = () => `${randomBytes(18).toString('base64url')}aA7`;

export function announceGeneratedPassword(
  strapi: Core.Strapi,
  what: string,
  login: string,
  password: string,
  envName: string,
) {
  strapi.log.warn(
    [
      '',
      '=================================================================',
      `  ${what}: ${login}`,
      `  generated password: ${password}`,
      `  Shown once. Store it now, or set ${envName} before the first start.`,
      '=================================================================',
    ].join('\n'),
  );
}
