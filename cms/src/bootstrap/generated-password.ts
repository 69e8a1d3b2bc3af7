/**
 * Passwords made at the first boot when the environment gives none (the site admin, the dashboard super-admin).
 * They go into a file only this user can read, never into the log (lib/process/secrets-at-rest.ts); the account
 * then exists and later boots make none (tests/security-boot.int.test.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { recordGeneratedPassword } from '../lib/process/secrets-at-rest';

/** 24 random characters plus one of each class Strapi's dashboard asks for (lower, upper, digit). */
export const generatePassword = () => `${randomBytes(18).toString('base64url')}aA7`;

export function announceGeneratedPassword(
  strapi: Core.Strapi,
  what: string,
  login: string,
  password: string,
  envName: string,
) {
  recordGeneratedPassword(strapi, { what, login, password, envName });
}
