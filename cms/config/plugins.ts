import type { Core } from '@strapi/strapi';
import { UPLOAD_LIMITS } from '../src/lib/uploads/limits';

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
  upload: {
    config: {
      // Per file, checked by the upload service (src/lib/uploads/limits.ts; the body parser's are in config/middlewares.ts).
      sizeLimit: UPLOAD_LIMITS.maxFileBytes,
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
