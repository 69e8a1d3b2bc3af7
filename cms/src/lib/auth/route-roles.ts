/**
 * Which admins a route is for, read from its `global::is-admin` policy entry (ADR 083):
 * `{ name: 'global::is-admin', config: { roles: ['redaksi'] } }` is for `redaksi` (and `pengelola`, who may use
 * everything); `roles: []` is `pengelola` alone. The policy enforces it (src/policies/is-admin.ts); the start-up check
 * (src/bootstrap/admin-roles.ts) refuses a route that uses the policy without naming its roles, so no new route is
 * silently open to every admin; the route x role walk (tests/security-roles.int.test.ts) reads it too.
 */
import type { AdminRole } from '@hmrpl/contract';
import { isAdminRole } from '../content/admin-roles';

const IS_ADMIN_POLICY = 'global::is-admin';

/** A route as Strapi's routers hold it (what this file reads of it). */
export interface RouteDeclaration {
  method: string;
  path: string;
  config?: { policies?: unknown[] } | null;
}

/** A policy config that names the route's roles (only the three names). */
export const declaresRoles = (config: unknown): config is { roles: AdminRole[] } => {
  const roles = (config as { roles?: unknown } | null | undefined)?.roles;
  return Array.isArray(roles) && roles.every(isAdminRole);
};

/**
 * The roles a route declares: `null` for a route without the admin policy, `'undeclared'` for one that uses it
 * without a valid `roles` list.
 */
export function routeRoles(route: RouteDeclaration): AdminRole[] | 'undeclared' | null {
  for (const policy of route.config?.policies ?? []) {
    if (policy === IS_ADMIN_POLICY) return 'undeclared';
    if (typeof policy === 'object' && policy !== null && (policy as { name?: unknown }).name === IS_ADMIN_POLICY) {
      const config = (policy as { config?: unknown }).config;
      return declaresRoles(config) ? [...config.roles] : 'undeclared';
    }
  }
  return null;
}

/** Every route of a set of routers (`{ file: { routes } }` or a plain list) that uses the policy without roles. */
export function undeclaredAdminRoutes(routers: unknown): string[] {
  const lists: unknown[] = Array.isArray(routers)
    ? [routers]
    : Object.values((routers ?? {}) as Record<string, unknown>).map(
        (router) => (router as { routes?: unknown })?.routes,
      );
  return lists
    .flatMap((list) => (Array.isArray(list) ? (list as RouteDeclaration[]) : []))
    .filter((route) => routeRoles(route) === 'undeclared')
    .map((route) => `${route.method} ${route.path}`);
}
