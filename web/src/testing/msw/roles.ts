/**
 * The roles on fixtures, as the CMS enforces them (ADR 083): a signed-in admin whose roles do not cover an admin
 * route (the contract's table, `@cms-content/admin-roles`) gets 403 `Anda tidak memiliki akses ke fitur ini.` before
 * the route's own handler runs; anything else falls through to it (which answers 401, 419 and the rest itself).
 */
import { http } from 'msw';
import { adminRouteRoles, mayUse } from '@cms-content/admin-roles';
import { db } from './db';
import { MESSAGES, errorResponse } from './utils';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const rolesHandler = http.all('/api/*', ({ request }) => {
  const allowed = adminRouteRoles(request.method, new URL(request.url).pathname);
  if (!allowed) return undefined;
  const user = db.users.find((candidate) => candidate.id === db.session?.id);
  if (!user || user.blocked || !user.isAdmin || user.must_change_password) return undefined;
  // the CMS checks CSRF before the session: a write without its token is the handler's 419
  if (!SAFE.has(request.method) && request.headers.get('X-XSRF-TOKEN') !== db.csrfToken) return undefined;
  if (mayUse(user.roles, allowed)) return undefined;
  return errorResponse(403, MESSAGES.forbiddenRole);
});
