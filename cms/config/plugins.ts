import type { Core } from '@strapi/strapi';
import { UPLOAD_LIMITS } from '../src/lib/uploads/limits';
import { smtpOptions } from '../src/lib/process/outbound';

/**
 * Strapi's e-mail plugin through SMTP (its nodemailer provider), only when SMTP_HOST is set: the aspiration digest
 * (src/api/aspirasi/jobs/digest.ts) is off without it. The connection's rules (TLS whenever there is a password):
 * src/lib/process/outbound.ts.
 */
function email(env: Core.Config.Shared.ConfigParams['env']) {
  // Strapi's forgot-password limiter keys an unbounded memory store on the e-mail: global::dashboard-login instead
  const ratelimit = { enabled: false };
  const providerOptions = smtpOptions(env);
  if (!providerOptions) return { email: { config: { ratelimit } } };
  return {
    email: {
      config: {
        ratelimit,
        provider: 'nodemailer',
        providerOptions,
        settings: { defaultFrom: env('SMTP_FROM', '') || `HMRPL <no-reply@${providerOptions.host}>` },
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
