/**
 * Which requests are API calls, compared without case: Strapi's router matches routes case-insensitively, so
 * `/API/aspirasi` reaches the `/api/aspirasi` handler and must get the same checks (CSRF, error shape, no-store).
 */
export const isUnderApi = (path: string) => /^\/api(?:\/|$)/i.test(path);
export const isUnderApiOrSanctum = (path: string) => /^\/(?:api|sanctum)(?:\/|$)/i.test(path);

/**
 * The visitors' speed report (`POST /api/kecepatan`, ADR 122): the one unsafe /api call without a CSRF token. It uses
 * no session (a request carrying one is not counted) and changes nothing anyone reads but an anonymous histogram, so
 * a forged one can do no more than a direct one; a foreign Origin is still refused. Compared without case.
 */
export const isSpeedReport = (method: string, path: string) =>
  method.toUpperCase() === 'POST' && path.toLowerCase() === '/api/kecepatan';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isUnsafeMethod = (method: string) => UNSAFE_METHODS.has(method.toUpperCase());

/**
 * Strapi's dashboard: its pages (/cms) and its API, which stays under /admin/* (the site's own /admin pages are HTML
 * navigations answered earlier by global::spa) plus each plugin's admin routes at the root. Compared without case,
 * like the router. tests/security-routes.int.test.ts proves every dashboard route of the live router is under one.
 */
const DASHBOARD_PREFIXES = [
  '/cms',
  '/admin',
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
] as const;

/** True for a path of Strapi's dashboard (see DASHBOARD_PREFIXES), in any case; `//x` and `/%2Fx` spellings count too. */
export function isDashboardPath(path: string): boolean {
  const p = path.replace(/^(?:\/|%2f)+/i, '/').toLowerCase();
  return DASHBOARD_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/**
 * Paths that belong to Strapi, never to the SPA (compared as the SPA server does, with case): /api, /uploads,
 * /storage, /sanctum, /_health and the dashboard's. `/admin/*` is shared: browser navigations get the SPA, the
 * dashboard's JSON calls reach Strapi (src/middlewares/spa.ts), so it is not in this list.
 */
const STRAPI_PREFIXES = [
  '/api',
  '/uploads',
  '/storage',
  '/sanctum',
  '/_health',
  ...DASHBOARD_PREFIXES.filter((prefix) => prefix !== '/admin'),
];

export const underPrefix = (p: string, prefix: string) => p === prefix || p.startsWith(`${prefix}/`);
export const isStrapiPath = (p: string) => STRAPI_PREFIXES.some((prefix) => underPrefix(p, prefix));
