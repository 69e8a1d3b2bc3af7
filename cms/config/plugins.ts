import type { Core } from '@strapi/strapi';

const MB = 1024 * 1024;

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      // The plugin's own JWT endpoints are not used by the site (cookie sessions: src/api/auth); its
      // Public grants are removed at boot (src/bootstrap/admin-access.ts) and registration is off.
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '1h' },
      register: { allowedFields: [] },
    },
  },
  // Strapi's forgot-password limiter keys an unbounded memory store on the e-mail: global::dashboard-login instead
  email: { config: { ratelimit: { enabled: false } } },
  upload: {
    config: {
      // Per file, checked by the upload service; the request-level limits are in config/middlewares.ts.
      sizeLimit: 10 * MB,
      // `social`: the 1200-wide rendition link previews show (src/lib/pages/content.ts)
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
