import type { Core } from '@strapi/strapi';

/** Strapi's own dashboard (super-admins) lives at /cms; its API stays under /admin/* (see docs/decisions). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: '/cms',
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
    // The dashboard's pages are at /cms but its API stays at /admin/*: its cookies must reach both, or the page
    // cannot read its own token and every call goes out as `Bearer null` (the docs' default path is '/admin').
    // Inlined into the dashboard bundle: rebuild after changing it.
    cookie: { path: '/' },
  },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  telemetryDisabled: true,
});
