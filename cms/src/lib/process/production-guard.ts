/**
 * The production boot check (docs/decisions/010-no-default-credentials.md, 034-the-port-behind-the-proxy.md).
 *
 * With NODE_ENV=production (the Docker image, `npm start`) the CMS refuses to start when a secret or an
 * admin password is missing, a known placeholder (`change-me...` from cms/.env.example and docker.env.example,
 * Strapi's `tobemodified`), the old published demo password, or too short; when PUBLIC_URL is not an http(s)
 * address; and when TRUST_PROXY counts hops while HOST is not a loopback address. Development and test boots only
 * warn about the last one (tests set their own throwaway values). Proven by tests/security-boot.int.test.ts.
 */
import { isIP } from 'node:net';
import { parseTrustProxy } from '../http/request-ip';

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
  const publicUrl = publicUrlProblem(env.PUBLIC_URL);
  if (publicUrl) problems.push(publicUrl);
  const proxy = trustProxyProblem(env);
  if (proxy) problems.push(proxy);
  return problems;
}

/**
 * Without PUBLIC_URL the canonical links, the sitemap, the feed and robots.txt would name whatever `Host` a request
 * carried; in production the site's own address is required.
 */
function publicUrlProblem(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return 'PUBLIC_URL is not set (the address visitors use, e.g. https://hmrpl-telubdg.com)';
  try {
    const url = new URL(value);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return null;
  } catch {
    // reported below
  }
  return 'PUBLIC_URL is not an http(s) address (e.g. https://hmrpl-telubdg.com)';
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (value === 'localhost') return true;
  if (isIP(value) === 4) return value.startsWith('127.');
  return value === '::1' || /^::ffff:127\./.test(value);
}

/**
 * A hop count in TRUST_PROXY believes the right-most X-Forwarded-For entries of EVERY caller. Whoever reaches the
 * port without passing the proxy writes those entries: every address limit is then theirs to choose. Inside a
 * container the CMS must listen on 0.0.0.0 and cannot see how its port is published, so a hop count is accepted
 * only on a loopback HOST; the address/CIDR form is safe everywhere (a direct caller is not one of the listed proxies).
 */
export function trustProxyProblem(env: NodeJS.ProcessEnv): string | null {
  const raw = env.TRUST_PROXY ?? '';
  let hops = 0;
  try {
    hops = parseTrustProxy(raw).hops;
  } catch (error) {
    return (error as Error).message;
  }
  const host = env.HOST?.trim() || '0.0.0.0';
  if (hops === 0 || isLoopbackHost(host)) return null;
  return (
    `TRUST_PROXY=${raw.trim()} counts proxy hops while the CMS listens on ${host}: anyone who reaches the port ` +
    'directly would choose their own client address. Set TRUST_PROXY to the address or CIDR of your proxy ' +
    '(e.g. 127.0.0.1 for a proxy on this machine, 172.16.0.0/12 for Docker networks), or HOST=127.0.0.1'
  );
}

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** What a development or test boot only warns about (a production boot refuses it). */
export const startupWarnings = (env: NodeJS.ProcessEnv = process.env): string[] =>
  isProduction(env) ? [] : [trustProxyProblem(env)].filter((p): p is string => p !== null);

/** Throws (stopping the boot) when NODE_ENV=production and `env` is not safe. */
export function assertSafeForProduction(env: NodeJS.ProcessEnv = process.env) {
  if (!isProduction(env)) return;
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start in production with unsafe settings:\n  - ${problems.join('\n  - ')}\n` +
      'Set them in cms/.env or docker.env; each secret needs a long random value (e.g. `openssl rand -base64 32`). ' +
      `Admin passwords need at least ${MIN_PASSWORD_LENGTH} characters; leave ADMIN_PASSWORD / CMS_ADMIN_PASSWORD unset ` +
      'to have one generated and printed once at the first start.',
  );
}
