/**
 * The CMS's own calls out, and what they never do (ADR 063):
 * - SMTP (the aspiration digest): port 465 is TLS from the start; on any other port a sign-in (SMTP_USERNAME)
 *   requires STARTTLS, so the password never crosses the network in the clear, even when someone in between strips
 *   the server's STARTTLS offer. SMTP_REQUIRE_TLS=false allows it, and every start warns. Without a username
 *   STARTTLS is used when offered.
 * - The CDN purge hook (src/front/edge/purge.ts) sends its token only to an `https:` address (or plain http to this
 *   machine: a local relay), and never follows a redirect with it.
 */
import type { Core } from '@strapi/strapi';
import { isLoopbackHost } from './production-guard';
import { withoutTrailingSlashes } from '../content/strings';

type Env = Core.Config.Shared.ConfigParams['env'];

/** The nodemailer options of Strapi's e-mail provider (config/plugins.ts), or null without SMTP_HOST. */
export function smtpOptions(env: Env) {
  const host = env('SMTP_HOST', '');
  if (!host) return null;
  // an empty value in cms/.env reads as the default
  const port = env.int('SMTP_PORT', 587) || 587;
  const user = env('SMTP_USERNAME', '');
  const secure = env.bool('SMTP_SECURE', port === 465);
  // only an explicit `false` turns it off: empty (a copied example) or anything else keeps the safe default
  const requireTls = env('SMTP_REQUIRE_TLS', '').trim().toLowerCase();
  return {
    host,
    port,
    secure,
    requireTLS: requireTls === '' ? Boolean(user) : requireTls !== 'false',
    ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

interface SmtpShape {
  secure?: boolean;
  requireTLS?: boolean;
  auth?: unknown;
}

/** The start-up warning while a password may travel in the clear (SMTP_REQUIRE_TLS=false with a username). */
export function smtpWarning(options: SmtpShape | null | undefined): string | null {
  if (!options?.auth || options.secure || options.requireTLS) return null;
  return (
    'SMTP_REQUIRE_TLS=false: the SMTP password is sent without TLS whenever the server (or someone in between) ' +
    'offers no STARTTLS. Remove that setting, or use port 465 (SMTP_SECURE).'
  );
}

/** Why CDN_PURGE_URL must not get the token, or null when it may: https, or http to this machine (a relay). */
export function purgeUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'CDN_PURGE_URL is not an address';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return null;
  return 'CDN_PURGE_URL must be an https:// address (its token would travel in the clear); plain http only to this machine';
}

/** The site's address that e-mails link to: PUBLIC_URL, else this process on localhost (no trailing slash). */
export function mailLinkBase(strapi: Pick<Core.Strapi, 'config'>): string {
  const configured = String(strapi.config.get('server.url', '') ?? '');
  return configured.startsWith('http')
    ? withoutTrailingSlashes(configured)
    : `http://localhost:${strapi.config.get('server.port', 1337)}`;
}
