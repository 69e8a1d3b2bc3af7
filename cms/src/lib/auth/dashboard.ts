/**
 * Strapi's dashboard (/cms, its API under /admin/*) at the same doors as the site's login (ADR 034):
 * - its anonymous auth routes take a body of at most DASHBOARD_AUTH_BODY_MAX bytes, refused (413) before parsing;
 * - they count per client address (IPv6 by /64) in the shared, bounded limiter instead of Strapi's own one (keyed on
 *   the e-mail from the body, unbounded, kept 5 minutes and scanned on every call): 5 failures a minute;
 * - a dashboard account locks like /api/login's (5 failures in 15 minutes, then 30 s doubling to 5 minutes);
 * - a wrong password costs the same bcrypt comparison for an unknown e-mail as for a known one, off the event loop
 *   and under the process's password cap (src/lib/auth/password.ts);
 * - it answers only from loopback and private networks in production unless CMS_ALLOWED_NETWORKS names others (then
 *   only those), and never a request forwarded by a proxy TRUST_PROXY does not name (ADR 064);
 * - its "remember me" is off: no refresh cookie outlives the browser, and the dashboard's script never keeps the
 *   token in localStorage (src/admin/app.ts).
 * The middlewares are global::dashboard-gate (before the body parser) and global::dashboard-login (after it).
 */
import { createHash } from 'node:crypto';
import type { BlockList } from 'node:net';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PasswordBusyError, dummyHash, verifyPassword } from './password';
import { inNetworks, parseNetworks } from '../http/request-ip';

/** Loopback and the private ranges (RFC 1918, IPv6 unique local): the dashboard's networks in production by default. */
const PRIVATE_NETWORKS = '127.0.0.0/8, ::1, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7';

/** Who may reach the dashboard, and the start-up line that says so. */
interface DashboardNetworks {
  /** null: every address (development and tests without CMS_ALLOWED_NETWORKS). */
  allowed: BlockList | null;
  /** The default of a production start: a request some unnamed proxy forwarded is refused too. */
  privateOnly: boolean;
  line: string;
}

/** CMS_ALLOWED_NETWORKS as written, and whether this is a production start. */
export function dashboardNetworks(raw: string, production: boolean): DashboardNetworks {
  const value = raw.trim();
  if (value)
    return {
      allowed: parseNetworks(value, 'CMS_ALLOWED_NETWORKS'),
      privateOnly: false,
      line: `Strapi's dashboard (/cms and its API) answers CMS_ALLOWED_NETWORKS only: ${value}`,
    };
  if (!production)
    return {
      allowed: null,
      privateOnly: false,
      line: "Strapi's dashboard (/cms) answers every address (not a production start; CMS_ALLOWED_NETWORKS limits it)",
    };
  return {
    allowed: parseNetworks(PRIVATE_NETWORKS, 'PRIVATE_NETWORKS'),
    privateOnly: true,
    line:
      "Strapi's dashboard (/cms and its API) answers loopback and private networks only; " +
      'CMS_ALLOWED_NETWORKS names the networks it answers instead (README, "The port, the proxy and the dashboard")',
  };
}

/**
 * May a client reach the dashboard? `client`: its address as request-ip.ts reads it; `unnamedProxy`: the request
 * carries X-Forwarded-For but its peer is no proxy TRUST_PROXY names (a proxy nobody told the CMS about: behind it,
 * every visitor would look like the proxy's private address).
 */
export function dashboardReachable(networks: DashboardNetworks, client: string, unnamedProxy: boolean): boolean {
  if (!networks.allowed) return true;
  if (networks.privateOnly && unnamedProxy) return false;
  return inNetworks(networks.allowed, client);
}

/** login, register and password-reset bodies are a few hundred bytes; a few kB is plenty. */
export const DASHBOARD_AUTH_BODY_MAX = 4 * 1024;

/** The dashboard's routes an anonymous caller may POST to (and /admin/logout, which also takes a body). */
const AUTH_ACTIONS = [
  'login',
  'register-admin',
  'register',
  'forgot-password',
  'reset-password',
  'access-token',
  'logout',
] as const;
type AuthAction = (typeof AUTH_ACTIONS)[number];

/**
 * The auth action a request addresses, as Strapi's router would match it (any case, one trailing slash,
 * repeated slashes), or null.
 */
export function dashboardAuthAction(method: string, path: string): AuthAction | null {
  if (method.toUpperCase() !== 'POST') return null;
  const p = path.replace(/\/{2,}/g, '/').toLowerCase();
  const match = /^\/admin\/([a-z-]+)\/?$/.exec(p);
  const action = match?.[1] as AuthAction | undefined;
  return action && (AUTH_ACTIONS as readonly string[]).includes(action) ? action : null;
}

/** Answers in Strapi's own error shape (what the dashboard reads), with no-store. */
export function strapiError(ctx: Context, status: number, name: string, message: string) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/** The account an e-mail names, known or not (a hash: the limiter never holds what the caller typed). */
export const dashboardAccountKey = (email: string) =>
  `e${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32)}`;

interface AdminUserRow {
  id: number;
  password?: string | null;
  isActive?: boolean | null;
}

type CheckResult = [Error | null, AdminUserRow | false, { message: string }?];

/**
 * Replaces Strapi's `admin::auth.checkCredentials`: a bcrypt comparison whatever the e-mail (a dummy hash when no
 * user has it), natively and under the password cap. The answers are Strapi's own ("Invalid credentials", "User not
 * active"); a full cap throws a RateLimitError the login route lets through (429).
 */
export function installDashboardCredentialCheck(strapi: Core.Strapi) {
  strapi.get('services').extend('admin::auth', (service: Record<string, unknown>) => ({
    ...service,
    async checkCredentials({ email, password }: { email: string; password: string }): Promise<CheckResult> {
      const user = (await strapi.db
        .query('admin::user')
        .findOne({ where: { email }, select: ['id', 'password', 'isActive'] })) as AdminUserRow | null;
      let valid = false;
      try {
        const stored = user?.password || (await dummyHash());
        valid = (await verifyPassword(typeof password === 'string' ? password : '', stored)) && !!user?.password;
      } catch (error) {
        if (error instanceof PasswordBusyError) {
          throw new errors.RateLimitError('Too many requests, please try again later.', { code: 'LOGIN_NOT_ALLOWED' });
        }
        throw error;
      }
      if (!user || !valid) return [null, false, { message: 'Invalid credentials' }];
      if (user.isActive !== true) return [null, false, { message: 'User not active' }];
      // the full row, as Strapi's own check answers it (the login controller sanitizes it)
      return [null, (await strapi.db.query('admin::user').findOne({ where: { id: user.id } })) as AdminUserRow];
    },
  }));
}
