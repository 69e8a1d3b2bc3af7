/**
 * CSRF protection for the cookie session: a signed double-submit token. `GET /sanctum/csrf-cookie` sets `XSRF-TOKEN`;
 * every unsafe call under /api echoes it in `X-XSRF-TOKEN` (web/src/lib/http-client.ts), else 419. The token's HMAC
 * covers this browser's session (or its anonymous pre-session) and rotates on login and logout; a foreign `Origin` is
 * refused. Secret: `server.hmrpl.csrfSecret` (CSRF_SECRET), else derived from APP_KEYS. See ADR 004 and ADR 011.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { cookieSecure } from './cookie-security';
import { SESSION_COOKIE, SESSION_TOKEN_STATE } from './session';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'x-xsrf-token';
/** The anonymous pre-session value a pre-login token is bound to (httpOnly, never readable by scripts). */
const PRESESSION_COOKIE = 'hmrpl_presession';

const secrets = new WeakMap<object, Buffer>();

function deriveSecret(strapi: Core.Strapi): Buffer {
  const configured = strapi.config.get<string>('server.hmrpl.csrfSecret', '');
  if (configured) return Buffer.from(configured, 'utf8');
  const keys = strapi.config.get<string[]>('server.app.keys', []);
  if (!Array.isArray(keys) || keys.length === 0 || keys.some((k) => !k)) {
    throw new Error('CSRF: set CSRF_SECRET or APP_KEYS');
  }
  return createHmac('sha256', keys.join('\u0000')).update('hmrpl csrf token v1').digest();
}

/** The signing key of this Strapi instance; throws at boot when neither CSRF_SECRET nor APP_KEYS is set. */
export function csrfSecret(strapi: Core.Strapi): Buffer {
  let secret = secrets.get(strapi);
  if (!secret) {
    secret = deriveSecret(strapi);
    secrets.set(strapi, secret);
  }
  return secret;
}

const sign = (secret: Buffer, nonce: string, binding: string) =>
  createHmac('sha256', secret).update(`${binding}\u0000${nonce}`).digest('base64url');

/** What a token is bound to: the session cookie's hash (`s:`), else the pre-session value (`a:`). */
const sessionBinding = (sessionToken: string) => `s:${createHash('sha256').update(sessionToken).digest('base64url')}`;
const anonymousBinding = (presession: string) => `a:${presession}`;

export function createCsrfToken(secret: Buffer, binding = ''): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${sign(secret, nonce, binding)}`;
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  if (ab.length !== bb.length) {
    // Still spend the comparison so the length check is not a faster path than a mismatch.
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/** True when `token` was made by `createCsrfToken` with this secret and this binding. */
export function hasValidSignature(secret: Buffer, token: string, binding = ''): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.') || token.length > 200) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), sign(secret, nonce, binding));
}

const PRESESSION_SHAPE = /^[A-Za-z0-9_-]{32}$/;
const requestCookie = (ctx: Context, name: string) => ctx.cookies.get(name, { signed: false }) || '';

/**
 * The binding of the request as the browser sent it (null: nothing to bind to, so no token can be valid). A token
 * signed for another session or visitor fails, as does a cookie planted by a sibling sub-domain or copied from
 * elsewhere (tests/security-session.int.test.ts).
 */
function requestBinding(ctx: Context): string | null {
  const session = requestCookie(ctx, SESSION_COOKIE);
  if (session) return sessionBinding(session);
  const presession = requestCookie(ctx, PRESESSION_COOKIE);
  return PRESESSION_SHAPE.test(presession) ? anonymousBinding(presession) : null;
}

/**
 * The binding for a token issued on this answer: a session started or cleared during this request wins (login,
 * logout, a dead session cookie), then the session cookie sent, then the pre-session value (made now if missing).
 */
function answerBinding(ctx: Context): string {
  const changed = ctx.state?.[SESSION_TOKEN_STATE] as string | null | undefined;
  if (typeof changed === 'string') return sessionBinding(changed);
  if (changed === undefined) {
    const session = requestCookie(ctx, SESSION_COOKIE);
    if (session) return sessionBinding(session);
  }
  let presession = requestCookie(ctx, PRESESSION_COOKIE);
  if (!PRESESSION_SHAPE.test(presession)) {
    presession = randomBytes(24).toString('base64url');
    ctx.cookies.set(PRESESSION_COOKIE, presession, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: cookieSecure(ctx),
      signed: false,
      overwrite: true,
    });
  }
  return anonymousBinding(presession);
}

/** Sets a fresh `XSRF-TOKEN` cookie (session-long, readable by scripts), bound to this browser's session, and returns it. */
export function issueCsrfCookie(ctx: Context, secret: Buffer): string {
  const token = createCsrfToken(secret, answerBinding(ctx));
  ctx.cookies.set(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: cookieSecure(ctx),
    signed: false,
    overwrite: true,
  });
  return token;
}

/** Header equals cookie and the token is ours, for this browser's session. */
export function requestHasValidToken(ctx: Context, secret: Buffer): boolean {
  const header = ctx.get(CSRF_HEADER);
  const cookie = ctx.cookies.get(CSRF_COOKIE, { signed: false }) ?? '';
  if (!header || !cookie) return false;
  const binding = requestBinding(ctx);
  if (binding === null) return false;
  // Some clients send the cookie value URI-encoded; our tokens only use [A-Za-z0-9_-.] so decoding is safe.
  let headerValue = header;
  try {
    headerValue = decodeURIComponent(header);
  } catch {
    return false;
  }
  return safeEqual(headerValue, cookie) && hasValidSignature(secret, cookie, binding);
}

/** The origins allowed to send unsafe requests: this site (as the request sees it), PUBLIC_URL, CORS_ORIGINS. */
export function isAllowedOrigin(
  ctx: Context,
  origin: string,
  publicUrl: string,
  corsOrigins: readonly string[],
): boolean {
  if (origin === `${ctx.protocol}://${ctx.host}`) return true;
  if (publicUrl) {
    try {
      if (new URL(publicUrl).origin === origin) return true;
    } catch {
      // a malformed PUBLIC_URL simply does not match
    }
  }
  return corsOrigins.includes(origin);
}
