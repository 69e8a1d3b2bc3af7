/**
 * Which requests are API calls, compared without case: Strapi's router matches routes case-insensitively, so
 * `/API/aspirasi` reaches the `/api/aspirasi` handler and must get the same checks (CSRF, error shape, no-store).
 */
export const isUnderApi = (path: string) => /^\/api(?:\/|$)/i.test(path);
export const isUnderApiOrSanctum = (path: string) => /^\/(?:api|sanctum)(?:\/|$)/i.test(path);

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isUnsafeMethod = (method: string) => UNSAFE_METHODS.has(method.toUpperCase());

/**
 * Paths that belong to Strapi, never to the SPA (compared as the SPA server does, with case): /api, /cms (the
 * dashboard), /uploads, /storage, /sanctum, /_health and the plugins' admin APIs. `/admin/*` is shared: browser
 * navigations get the SPA, the dashboard's JSON calls reach Strapi (src/middlewares/spa.ts).
 */
const STRAPI_PREFIXES = [
  '/api',
  '/cms',
  '/uploads',
  '/storage',
  '/sanctum',
  '/_health',
  '/content-manager',
  '/content-type-builder',
  '/content-releases',
  '/review-workflows',
  '/upload',
  '/users-permissions',
  '/i18n',
  '/email',
  '/documentation',
  '/graphql',
];

export const underPrefix = (p: string, prefix: string) => p === prefix || p.startsWith(`${prefix}/`);
export const isStrapiPath = (p: string) => STRAPI_PREFIXES.some((prefix) => underPrefix(p, prefix));
