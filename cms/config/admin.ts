import type { Core } from '@strapi/strapi';

const HOUR = 60 * 60;

/**
 * Strapi's own dashboard (super-admins) lives at /cms; its API stays under /admin/* (ADR 034).
 * - The dashboard's script writes its short-lived access token into a readable cookie at `auth.cookie.path`, which
 *   must be the pages' own path to be readable there: /cms, not / (where every page of the site could read it and
 *   every request would carry it). Inlined into the dashboard bundle: rebuild after changing it. Strapi's httpOnly
 *   refresh cookie gets the same path; global::dashboard-gate moves it to /admin, where the API reads it.
 * - Sessions: access tokens for 10 minutes; a sign-in ends after 1 hour unused or 8 hours in all (Strapi's defaults:
 *   2 h/1 day). "Remember me" is off (global::dashboard-login, src/admin/app.ts; ADR 064): its token would sit in
 *   localStorage, where any script of the site's origin reads it.
 * - Strapi's login limiter is off: global::dashboard-login counts per address (/64) and locks accounts instead.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: '/cms',
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
    cookie: {
      path: '/cms',
      // the refresh cookie is Secure whenever the site is https, even when the hop from the proxy is plain http
      ...(/^https:\/\//i.test(env('PUBLIC_URL', '').trim()) ? { secure: true } : {}),
    },
    sessions: {
      accessTokenLifespan: 10 * 60,
      idleSessionLifespan: 1 * HOUR,
      maxSessionLifespan: 8 * HOUR,
    },
  },
  rateLimit: { enabled: false },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  telemetryDisabled: true,
});
