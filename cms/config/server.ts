import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Set PUBLIC_URL (e.g. https://hmrpl-telubdg.com) behind an https proxy; cookies then get `Secure`.
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  app: { keys: env.array('APP_KEYS') },
  // Where uploads (public/uploads) live: tests and containers point it at a throwaway dir or a volume.
  dirs: { public: env('PUBLIC_DIR', './public') },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
});
