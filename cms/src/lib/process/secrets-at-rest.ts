/**
 * Secrets in files (ADR 032). At each boot the CMS warns about env files other users of the machine can read, and
 * about first-account passwords (`ADMIN_PASSWORD`, `CMS_ADMIN_PASSWORD`) still set once their account exists. A
 * password the boot generates goes into a file only this user can read (GENERATED_PASSWORDS_FILE, default
 * `.tmp/first-passwords.txt` under cms/), never into the log; the start-up line says where it is while it exists.
 * Once no account still has a password of that file (each was changed), the file is deleted (ADR 069): at a boot, and
 * after each password write of a site admin or a dashboard user.
 * The SQLite database (every password hash, every aspiration) is made, and kept, readable by this user only: the file
 * and its -wal/-shm 0600, its folder 0700 (ADR 063).
 */
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { USER_UID } from '../auth/session';
import { verifyPassword } from '../auth/password';
import { ADMIN_ROLE_TYPE } from '../auth/session-user';
import { DOCKER_ENV_FILES, FIRST_PASSWORDS } from './secrets';

type FirstPassword = (typeof FIRST_PASSWORDS)[number];

/** Warnings for the files that exist and that a group or everyone may read or write (names and modes only). */
export function readableFileWarnings(files: string[]): string[] {
  if (process.platform === 'win32') return [];
  const warnings: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const mode = statSync(file).mode & 0o777;
    if ((mode & 0o077) === 0) continue;
    warnings.push(
      `${file} holds secrets and can be read by other users of this machine (mode ${mode.toString(8)}): ` +
        `chmod 600 ${file}`,
    );
  }
  return warnings;
}

/** Warnings for first-account passwords still set although their account exists (names only, never values). */
function leftoverPasswordWarnings(env: NodeJS.ProcessEnv, accountExists: Record<FirstPassword, boolean>): string[] {
  return FIRST_PASSWORDS.filter((name) => Boolean(env[name]) && accountExists[name]).map(
    (name) =>
      `${name} is still set although its account exists: it only makes the first account, so it is no longer ` +
      `needed. Remove it from cms/.env or ${DOCKER_ENV_FILES.cms} (and the environment) once you have signed in.`,
  );
}

/** Where generated first-account passwords go: GENERATED_PASSWORDS_FILE, relative to cms/. */
export function generatedPasswordsFile(strapi: Core.Strapi): string {
  return path.resolve(strapi.dirs.app.root, process.env.GENERATED_PASSWORDS_FILE || '.tmp/first-passwords.txt');
}

/** What a generated password opens: a site admin (by username) or a dashboard user (by e-mail). */
export const GENERATED_FOR = { siteAdmin: 'Site admin (/login)', superAdmin: 'Dashboard super-admin (/cms)' } as const;

/** The file's lines `what, login: password` (the header and anything else skipped). */
function readGenerated(file: string): Array<{ what: string; login: string; password: string }> {
  const out: Array<{ what: string; login: string; password: string }> = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const comma = line.indexOf(', ');
    const colon = line.lastIndexOf(': ');
    if (comma <= 0 || colon <= comma) continue;
    out.push({ what: line.slice(0, comma), login: line.slice(comma + 2, colon), password: line.slice(colon + 2) });
  }
  return out;
}

/** True while the account still has this generated password (false once changed, or when the account is gone). */
async function stillGenerated(
  strapi: Core.Strapi,
  entry: { what: string; login: string; password: string },
): Promise<boolean> {
  const row =
    entry.what === GENERATED_FOR.superAdmin
      ? await strapi.db.query('admin::user').findOne({ where: { email: entry.login }, select: ['id', 'password'] })
      : await strapi.db.query(USER_UID).findOne({ where: { username: entry.login }, select: ['id', 'password'] });
  const stored = (row as { password?: string | null } | null)?.password;
  return Boolean(stored) && (await verifyPassword(entry.password, stored!));
}

let retiring: Promise<boolean> | null = null;

/**
 * Deletes the generated-passwords file once every password in it has been changed (nothing in it opens anything any
 * more), and says so once in the log. Answers whether the file is gone. Calls at the same time share one check.
 */
export function retireGeneratedPasswords(strapi: Core.Strapi): Promise<boolean> {
  retiring ??= (async () => {
    const file = generatedPasswordsFile(strapi);
    if (!existsSync(file)) return true;
    for (const entry of readGenerated(file)) if (await stillGenerated(strapi, entry)) return false;
    rmSync(file, { force: true });
    strapi.log.info(`${file} deleted: every password generated into it has been changed.`);
    return true;
  })()
    .catch((error: unknown) => {
      strapi.log.warn(`generated passwords not checked: ${(error as Error).message}`);
      return false;
    })
    .finally(() => {
      retiring = null;
    });
  return retiring;
}

/** After a password write of a site admin or a dashboard user, the file may have served its purpose. */
export function followGeneratedPasswords(strapi: Core.Strapi): void {
  const changedPassword = (data: Record<string, unknown> | undefined) =>
    Boolean(data && typeof data.password === 'string' && data.password.length > 0);
  strapi.db.lifecycles.subscribe({
    models: [USER_UID, 'admin::user'],
    afterUpdate(event) {
      // after the write's own transaction: read the stored hash once it is there
      if (changedPassword(event.params.data)) setTimeout(() => void retireGeneratedPasswords(strapi), 0);
    },
  });
}

/**
 * Adds one generated password to the file (made readable by this user only), and logs where it is: the log never
 * holds the password.
 */
export function recordGeneratedPassword(
  strapi: Core.Strapi,
  { what, login, password, envName }: { what: string; login: string; password: string; envName: string },
): void {
  const file = generatedPasswordsFile(strapi);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const header = existsSync(file)
    ? ''
    : '# Passwords the CMS generated for the first accounts. Sign in, change each one, then delete this file.\n';
  appendFileSync(file, `${header}${what}, ${login}: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  strapi.log.warn(
    `${what} ${login}: a password was generated and written to ${file} (readable by this user only). ` +
      `Sign in, change it, then delete that file (or set ${envName} before the first start).`,
  );
}

/** The boot's warnings: env files others can read, first-account passwords left set. */
export async function warnAboutSecretsAtRest(strapi: Core.Strapi): Promise<void> {
  const appRoot = strapi.dirs.app.root;
  const files = [
    path.join(appRoot, '.env'),
    ...Object.values(DOCKER_ENV_FILES).map((name) => path.join(appRoot, '..', name)),
    generatedPasswordsFile(strapi),
  ];
  const accountExists: Record<FirstPassword, boolean> = {
    ADMIN_PASSWORD: (await strapi.db.query(USER_UID).count({ where: { role: { type: ADMIN_ROLE_TYPE } } })) > 0,
    CMS_ADMIN_PASSWORD: (await strapi.db.query('admin::user').count({})) > 0,
  };
  for (const warning of [...readableFileWarnings(files), ...leftoverPasswordWarnings(process.env, accountExists)])
    strapi.log.warn(`WARNING: ${warning}`);
}

/** SQLite's own files beside the database (the write-ahead log, its index, a rollback journal). */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Before the database opens: the SQLite file's folder is made 0700 and the file 0600 when they are new; an existing
 * file (and its companions) readable by others is made 0600, and its folder 0700 when it is ours alone (the app's
 * `.tmp`, or a folder holding nothing but the database): another folder is only reported, never changed. Answers the
 * boot's lines (what was changed, what to change).
 */
export function protectSqliteFile(filename: string, appRoot: string): string[] {
  if (process.platform === 'win32') return [];
  const lines: string[] = [];
  const folder = path.dirname(filename);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  // a new file is made here, private from its first byte (SQLite gives its -wal and -shm the same mode)
  if (!existsSync(filename)) closeSync(openSync(filename, 'a', 0o600));
  for (const file of [filename, ...SQLITE_COMPANIONS.map((suffix) => `${filename}${suffix}`)]) {
    if (!existsSync(file)) continue;
    const mode = statSync(file).mode & 0o777;
    if ((mode & 0o077) === 0) continue;
    chmodSync(file, 0o600);
    lines.push(
      `${file} (the database) could be read by other users of this machine (mode ${mode.toString(8)}): now 600`,
    );
  }
  const folderMode = statSync(folder).mode & 0o777;
  if ((folderMode & 0o077) !== 0) {
    const base = path.basename(filename);
    const onlyDatabase = readdirSync(folder).every(
      (name) => name === base || SQLITE_COMPANIONS.some((s) => name === `${base}${s}`),
    );
    if (path.resolve(folder) === path.resolve(appRoot, '.tmp') || onlyDatabase) {
      chmodSync(folder, 0o700);
      lines.push(
        `${folder} (the database's folder) could be opened by other users (mode ${folderMode.toString(8)}): now 700`,
      );
    } else {
      lines.push(
        `${folder} holds the database and can be opened by other users (mode ${folderMode.toString(8)}): ` +
          `chmod 700 ${folder}, or move DATABASE_FILENAME into a folder of its own`,
      );
    }
  }
  return lines;
}

/** At start, before the database opens (src/index.ts `register`): the SQLite file made private, and said so. */
export function protectDatabaseAtRest(strapi: Core.Strapi): void {
  if (strapi.config.get('database.connection.client') !== 'sqlite') return;
  const filename = strapi.config.get<string>('database.connection.connection.filename', '');
  if (!filename) return;
  for (const line of protectSqliteFile(filename, strapi.dirs.app.root)) strapi.log.warn(`WARNING: ${line}`);
}
