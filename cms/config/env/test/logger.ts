import type { Core } from '@strapi/strapi';

/** Tests: only warnings and errors (LOG_LEVEL=http shows every request). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('LOG_LEVEL', 'warn'),
});
