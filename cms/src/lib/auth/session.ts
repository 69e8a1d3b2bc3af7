/**
 * Server-side, revocable admin sessions: the browser holds a random token in the httpOnly cookie `hmrpl_session`;
 * the database (`api::session.session`) keeps only its SHA-256, so a leaked database leaks no live cookie. A session
 * ends at logout, after its lifetime (SESSION_TTL_SECONDS, never extended) or when idle (SESSION_IDLE_MINUTES).
 * See ADR 004, ADR 011 and ADR 035.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { TwoFactorRequirement, User } from '@hmrpl/contract';
import { ADMIN_ROLE_TYPE, type SessionUser } from './session-user';
import { cookieSecure } from './cookie-security';
import { requiresTwoFactor } from './two-factor-rules';
import { rolesOf } from '../content/admin-roles';

export const SESSION_COOKIE = 'hmrpl_session';
const SESSION_UID = 'api::session.session';
export const USER_UID = 'plugin::users-permissions.user';
const DEFAULT_SESSION_TTL_SECONDS = 8 * 60 * 60;
const DEFAULT_IDLE_MINUTES = 30;
/** A lookup writes `lastSeenAt` only when the stored one is older than this. */
const SEEN_EVERY_MS = 60 * 1000;
/** Expired and revoked rows are deleted lazily, on a lookup, at most this often. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

interface SessionRow {
  id: number;
  tokenHash: string;
  userId: number;
  expiresAt: string | Date;
  revokedAt: string | Date | null;
  lastSeenAt?: string | Date | null;
}

/** The users-permissions user as we read it (with its role). */
export interface UpUser {
  id: number;
  username: string;
  email: string;
  name?: string | null;
  password?: string | null;
  provider?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  must_change_password?: boolean | null;
  /** The second factor is on (src/api/two-factor, ADR 080). */
  two_factor_enabled?: boolean | null;
  /** The `roles` JSON field (src/lib/content/admin-roles.ts reads it). */
  roles?: unknown;
  role?: { id: number; type: string; name: string } | null;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function sessionTtlSeconds(strapi: Core.Strapi): number {
  const ttl = Number(strapi.config.get('server.hmrpl.sessionTtlSeconds', DEFAULT_SESSION_TTL_SECONDS));
  return Number.isFinite(ttl) && ttl > 0 ? Math.floor(ttl) : DEFAULT_SESSION_TTL_SECONDS;
}

/** Minutes without a request after which a session ends (0 = no idle timeout). */
function sessionIdleMinutes(strapi: Core.Strapi): number {
  const minutes = Number(strapi.config.get('server.hmrpl.sessionIdleMinutes', DEFAULT_IDLE_MINUTES));
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : DEFAULT_IDLE_MINUTES;
}

const sessions = (strapi: Core.Strapi) => strapi.db.query(SESSION_UID);

export const isAdminUser = (user: UpUser) => user.role?.type === ADMIN_ROLE_TYPE;

/** The contract's `User`, under the process's TWO_FACTOR_REQUIRED (src/lib/auth/two-factor-rules.ts). */
export function toContractUser(user: UpUser, requirement: TwoFactorRequirement): User {
  return {
    id: user.id,
    name: user.name?.trim() || user.username,
    username: user.username,
    email: user.email,
    must_change_password: user.must_change_password === true,
    two_factor: {
      enabled: user.two_factor_enabled === true,
      required: isAdminUser(user) && requiresTwoFactor(user, requirement),
    },
    roles: rolesOf(user.roles),
  };
}

export function toSessionUser(user: UpUser, sessionId: number, requirement: TwoFactorRequirement): SessionUser {
  return {
    ...toContractUser(user, requirement),
    isAdmin: isAdminUser(user),
    sessionId,
  };
}

/** Creates a session row for `userId` and sets the cookie. */
export async function startSession(strapi: Core.Strapi, ctx: Context, userId: number, ip: string): Promise<number> {
  const token = randomBytes(32).toString('base64url');
  const ttl = sessionTtlSeconds(strapi);
  const row = (await sessions(strapi).create({
    data: {
      // Rows are written through the query engine (no Document Service), so supply the document id ourselves.
      documentId: randomBytes(12).toString('hex'),
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + ttl * 1000),
      revokedAt: null,
      lastSeenAt: new Date(),
      ip: ip.slice(0, 255),
    },
  })) as SessionRow;
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieSecure(ctx),
    maxAge: ttl * 1000,
    signed: false,
    overwrite: true,
  });
  addMaxAge(ctx, SESSION_COOKIE, ttl);
  // the CSRF token issued later in this answer binds to this session (src/lib/auth/csrf.ts)
  ctx.state[SESSION_TOKEN_STATE] = token;
  return row.id;
}

/**
 * koa's cookie writer expresses a lifetime as `Expires` only; add `Max-Age` too (relative, so it does not
 * depend on the browser's clock, and it wins over Expires where both are present).
 */
function addMaxAge(ctx: Context, name: string, seconds: number) {
  const current = ctx.response.get('Set-Cookie') as unknown;
  const list = Array.isArray(current) ? (current as string[]) : typeof current === 'string' && current ? [current] : [];
  const updated = list.map((header) =>
    header.startsWith(`${name}=`) && !/;\s*max-age=/i.test(header) ? `${header}; max-age=${seconds}` : header,
  );
  if (updated.length > 0) ctx.set('Set-Cookie', updated);
}

/** This answer's new session token (set by startSession, null once cleared): what the CSRF token binds to. */
export const SESSION_TOKEN_STATE = 'hmrplSessionToken';

export function clearSessionCookie(ctx: Context) {
  ctx.state[SESSION_TOKEN_STATE] = null;
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieSecure(ctx),
    maxAge: 0,
    expires: new Date(0),
    signed: false,
    overwrite: true,
  });
  addMaxAge(ctx, SESSION_COOKIE, 0);
}

export const sessionCookie = (ctx: Context) => ctx.cookies.get(SESSION_COOKIE, { signed: false }) || undefined;

let lastPrune = 0;
async function pruneDeadSessions(strapi: Core.Strapi) {
  const now = Date.now();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  try {
    await sessions(strapi).deleteMany({
      where: { $or: [{ expiresAt: { $lt: new Date(now) } }, { revokedAt: { $notNull: true } }] },
    });
  } catch (error) {
    strapi.log.warn(`session prune failed: ${(error as Error).message}`);
  }
}

/**
 * The live session and its user for a cookie token, or null when the token is unknown, revoked, expired or idle
 * too long, or the user is gone or blocked.
 */
export async function findSession(
  strapi: Core.Strapi,
  token: string,
): Promise<{ sessionId: number; user: UpUser } | null> {
  if (!token || token.length > 128) return null;
  const row = (await sessions(strapi).findOne({
    where: { tokenHash: hashToken(token) },
    select: ['id', 'userId', 'expiresAt', 'revokedAt', 'lastSeenAt'],
  })) as SessionRow | null;
  void pruneDeadSessions(strapi);
  if (!row || row.revokedAt) return null;
  const now = Date.now();
  if (new Date(row.expiresAt).getTime() <= now) {
    await sessions(strapi).delete({ where: { id: row.id } });
    return null;
  }
  const seen = row.lastSeenAt ? new Date(row.lastSeenAt).getTime() : 0;
  const idleMs = sessionIdleMinutes(strapi) * 60 * 1000;
  if (seen > 0 && idleMs > 0 && now - seen > idleMs) {
    await revokeSession(strapi, row.id);
    return null;
  }
  if (now - seen >= SEEN_EVERY_MS) {
    await sessions(strapi).update({ where: { id: row.id }, data: { lastSeenAt: new Date(now) } });
  }
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: row.userId },
    populate: { role: { select: ['id', 'type', 'name'] } },
  })) as UpUser | null;
  if (!user || user.blocked) return null;
  return { sessionId: row.id, user };
}

export async function revokeSession(strapi: Core.Strapi, sessionId: number) {
  await sessions(strapi).update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
}

/** Revokes every live session of a user (e.g. after a password change or when blocking them). */
export async function revokeUserSessions(strapi: Core.Strapi, userId: number) {
  await sessions(strapi).updateMany({ where: { userId, revokedAt: { $null: true } }, data: { revokedAt: new Date() } });
}
