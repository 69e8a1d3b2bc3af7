// @ts-check
/**
 * The one list of this product's secrets: each one's name, who needs it (the docker-compose services), whether
 * `npm start` writes it into cms/.env, and how a new value is made. The production check, `npm start`, the Docker
 * env files, the backup and every test take their lists from here; a test fails when an example file or the README
 * disagrees (__tests__/secrets.test.ts). Plain CommonJS so the root scripts (plain Node) load this very file (ADR 033).
 */
'use strict';
const { randomBytes } = require('node:crypto');

/** @typedef {'cms' | 'db' | 'backup'} Service */
/**
 * @typedef {object} SecretSpec
 * @property {'signing' | 'first-password' | 'database' | 'backup' | 'outside'} kind  signing: Strapi and our sessions
 *   sign with it; first-password: makes an account once, then is no longer needed; database: a PostgreSQL role's
 *   password; backup: signs the backups' manifests; outside: a password for another service (the mail server, a CDN)
 * @property {readonly Service[]} services  the docker-compose services that receive it (and no other)
 * @property {boolean} localEnv  `npm start` generates it into cms/.env when missing
 * @property {boolean} [optional]  may be empty (CSRF_SECRET: then derived from APP_KEYS)
 * @property {string} [account]  first-password: the account it makes
 */

const SECRETS = /** @type {const} @satisfies {Record<string, SecretSpec>} */ ({
  APP_KEYS: { kind: 'signing', services: ['cms'], localEnv: true },
  API_TOKEN_SALT: { kind: 'signing', services: ['cms'], localEnv: true },
  ADMIN_JWT_SECRET: { kind: 'signing', services: ['cms'], localEnv: true },
  TRANSFER_TOKEN_SALT: { kind: 'signing', services: ['cms'], localEnv: true },
  JWT_SECRET: { kind: 'signing', services: ['cms'], localEnv: true },
  ENCRYPTION_KEY: { kind: 'signing', services: ['cms'], localEnv: true },
  CSRF_SECRET: { kind: 'signing', services: ['cms'], localEnv: true, optional: true },
  ADMIN_PASSWORD: { kind: 'first-password', services: ['cms'], localEnv: false, account: 'site admin (/login)' },
  CMS_ADMIN_PASSWORD: {
    kind: 'first-password',
    services: ['cms'],
    localEnv: false,
    account: 'dashboard super-admin (/cms)',
  },
  // the CMS's role: the database's owner, never a superuser (the db service's init script makes it)
  DATABASE_PASSWORD: { kind: 'database', services: ['cms', 'db', 'backup'], localEnv: false },
  // PostgreSQL's superuser: only the database container knows it
  POSTGRES_PASSWORD: { kind: 'database', services: ['db'], localEnv: false },
  // the CMS runs the scheduled backups (ADR 070); the backup service runs them by hand and restores
  BACKUP_SIGNING_KEY: { kind: 'backup', services: ['cms', 'backup'], localEnv: true },
  // the bucket's secret key that backups are copied with (empty: no copy off the machine)
  BACKUP_S3_SECRET_ACCESS_KEY: { kind: 'outside', services: ['cms', 'backup'], localEnv: false, optional: true },
  // the SMTP server's password for the aspiration digest (empty: no sign-in, or no e-mail at all)
  SMTP_PASSWORD: { kind: 'outside', services: ['cms'], localEnv: false, optional: true },
  // the CDN's purge token, sent after each write (empty: no CDN, or a purge URL that needs none)
  CDN_PURGE_TOKEN: { kind: 'outside', services: ['cms'], localEnv: false, optional: true },
});

/** @typedef {keyof typeof SECRETS} SecretName */

/**
 * The env file each docker-compose service reads (made from `<file>.example` by `npm run docker:env`), at the
 * repository's root. The CMS warns at boot when one of them can be read by other users.
 * @type {Readonly<Record<Service, string>>}
 */
const DOCKER_ENV_FILES = { cms: 'docker.env', db: 'docker-db.env', backup: 'docker-backup.env' };

const SECRET_NAMES = /** @type {SecretName[]} */ (Object.keys(SECRETS));

/**
 * The names of one kind, in the list's order.
 * @template {SecretSpec['kind']} K
 * @param {K} kind
 * @returns {{ [N in SecretName]: (typeof SECRETS)[N]['kind'] extends K ? N : never }[SecretName][]}
 */
const secretsOfKind = (kind) =>
  /** @type {{ [N in SecretName]: (typeof SECRETS)[N]['kind'] extends K ? N : never }[SecretName][]} */ (
    SECRET_NAMES.filter((name) => SECRETS[name].kind === kind)
  );

/** Signing secrets a production start requires. */
const REQUIRED_SIGNING_SECRETS = secretsOfKind('signing').filter((name) => !('optional' in SECRETS[name]));
/** Signing secrets that may be empty, but not a placeholder. */
const OPTIONAL_SIGNING_SECRETS = secretsOfKind('signing').filter((name) => 'optional' in SECRETS[name]);
/** Passwords that make the first accounts (unset: the CMS generates one into a file readable only by its user). */
const FIRST_PASSWORDS = secretsOfKind('first-password');

/**
 * The secrets one docker-compose service receives.
 * @param {Service} service
 */
const secretsFor = (service) =>
  SECRET_NAMES.filter((name) => /** @type {readonly Service[]} */ (SECRETS[name].services).includes(service));

/**
 * A new random value in the shape the secret needs: APP_KEYS is a list of four keys; a password carries a lower
 * and an upper case letter and a digit (Strapi's dashboard asks for them); BACKUP_SIGNING_KEY is a 32-byte Ed25519
 * seed; the rest are 32 random bytes.
 * @param {SecretName} name
 */
function newSecretValue(name) {
  if (name === 'APP_KEYS') return Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(',');
  const kind = SECRETS[name].kind;
  if (kind === 'first-password' || kind === 'database') return `${randomBytes(18).toString('base64url')}aA7`;
  return randomBytes(32).toString('base64');
}

/**
 * Fresh values for the given secrets (throwaway ones for a test run, or a new install's).
 * @param {readonly SecretName[]} names
 * @returns {Record<string, string>}
 */
const freshSecrets = (names) => Object.fromEntries(names.map((name) => [name, newSecretValue(name)]));

module.exports = {
  SECRETS,
  DOCKER_ENV_FILES,
  SECRET_NAMES,
  REQUIRED_SIGNING_SECRETS,
  OPTIONAL_SIGNING_SECRETS,
  FIRST_PASSWORDS,
  secretsFor,
  newSecretValue,
  freshSecrets,
};
