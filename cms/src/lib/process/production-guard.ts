/**
 * The production boot check (docs/decisions/010-no-default-credentials.md).
 *
 * With NODE_ENV=production (the Docker image, `npm start`) the CMS refuses to start when a secret or an
 * admin password is missing, a known placeholder (`change-me...` from cms/.env.example and docker.env.example,
 * Strapi's `tobemodified`), the old published demo password, or too short. Development and test boots are not
 * checked (tests set their own throwaway values). Proven by tests/security-boot.int.test.ts.
 */

import { FIRST_PASSWORDS, OPTIONAL_SIGNING_SECRETS, REQUIRED_SIGNING_SECRETS } from './secrets';

const MIN_SECRET_LENGTH = 16;
const MIN_PASSWORD_LENGTH = 12;

/** The demo password the README once published; never accepted in production. */
export const PUBLISHED_DEMO_PASSWORD = 'hmrpl-admin-2025';

const PLACEHOLDER = /change[-_ ]?me|changeme|tobemodified|placeholder|^(?:secret|password|admin|strapi|test)$/i;

export const isPlaceholder = (value: string) => PLACEHOLDER.test(value) || value === PUBLISHED_DEMO_PASSWORD;

/** Every problem of `env` for a production boot (empty = safe). Names only: values are never echoed. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const checkSecret = (name: string, value: string) => {
    if (isPlaceholder(value)) problems.push(`${name} is a placeholder value`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
  };
  for (const name of REQUIRED_SIGNING_SECRETS) {
    const value = env[name]?.trim() ?? '';
    if (!value) {
      problems.push(`${name} is not set`);
      continue;
    }
    if (name === 'APP_KEYS') value.split(',').forEach((key, i) => checkSecret(`APP_KEYS[${i}]`, key.trim()));
    else checkSecret(name, value);
  }
  for (const name of OPTIONAL_SIGNING_SECRETS) {
    const value = env[name]?.trim() ?? '';
    if (value) checkSecret(name, value);
  }
  for (const name of FIRST_PASSWORDS) {
    const value = env[name] ?? '';
    if (!value) continue;
    if (isPlaceholder(value)) problems.push(`${name} is a placeholder or the published demo password`);
    else if (value.length < MIN_PASSWORD_LENGTH)
      problems.push(`${name} is shorter than ${MIN_PASSWORD_LENGTH} characters`);
  }
  const dbPassword = env.DATABASE_PASSWORD ?? '';
  if (dbPassword && PLACEHOLDER.test(dbPassword) && /change/i.test(dbPassword))
    problems.push('DATABASE_PASSWORD is a placeholder value');
  return problems;
}

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Throws (stopping the boot) when NODE_ENV=production and `env` is not safe. */
export function assertSafeForProduction(env: NodeJS.ProcessEnv = process.env) {
  if (!isProduction(env)) return;
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start in production with unsafe settings:\n  - ${problems.join('\n  - ')}\n` +
      'Set each of them to a long random value (e.g. `openssl rand -base64 32`) in cms/.env or docker.env. ' +
      `Admin passwords need at least ${MIN_PASSWORD_LENGTH} characters; leave ADMIN_PASSWORD / CMS_ADMIN_PASSWORD unset ` +
      'to have one generated and printed once at the first start.',
  );
}
