import type { Core } from '@strapi/strapi';
import { UPLOAD_LIMITS } from '../src/lib/uploads/limits';

/**
 * Strapi's e-mail plugin through SMTP (its nodemailer provider), only when SMTP_HOST is set: the aspiration digest
 * (src/api/aspirasi/jobs/digest.ts) is off without it. Port 465 means TLS from the start; any other port upgrades
 * with STARTTLS when the server offers it (SMTP_REQUIRE_TLS=true refuses a server that does not).
 */
function email(env: Core.Config.Shared.ConfigParams['env']) {
  // Strapi's forgot-password limiter keys an unbounded memory store on the e-mail: global::dashboard-login instead
  const ratelimit = { enabled: false };
  const host = env('SMTP_HOST', '');
  if (!host) return { email: { config: { ratelimit } } };
  // an empty value in cms/.env reads as the default
  const port = env.int('SMTP_PORT', 587) || 587;
  const user = env('SMTP_USERNAME', '');
  return {
    email: {
      config: {
        ratelimit,
        provider: 'nodemailer',
        providerOptions: {
          host,
          port,
          secure: env.bool('SMTP_SECURE', port === 465),
          requireTLS: env.bool('SMTP_REQUIRE_TLS', false),
          ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        },
        settings: { defaultFrom: env('SMTP_FROM', '') || `HMRPL <no-reply@${host}>` },
      },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  ...email(env),
  'users-permissions': {
    config: {
      // The plugin's own JWT endpoints are not used by the site (cookie sessions: src/api/auth); its
      // Public grants are removed at boot (src/bootstrap/admin-access.ts) and registration is off.
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '1h' },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      // Per file, checked by the upload service (src/lib/uploads/limits.ts; the body parser's are in config/middlewares.ts).
      sizeLimit: UPLOAD_LIMITS.maxFileBytes,
      // `social`: the 1200-wide rendition link previews show (src/front/pages/images.ts)
      breakpoints: { social: 1200, large: 1000, medium: 750, small: 500 },
      security: {
        // Decided from the file's content (magic bytes) in the plugin's controllers; our own controllers
        // check again (src/lib/uploads/store.ts) because the service alone does not.
        allowedTypes: ['image/png', 'image/jpeg', 'image/webp'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});
