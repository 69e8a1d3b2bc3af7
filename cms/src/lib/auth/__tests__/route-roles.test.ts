import { describe, expect, it } from 'vitest';
import { routeRoles, undeclaredAdminRoutes } from '../route-roles';

const route = (policies: unknown[] | undefined) => ({ method: 'GET', path: '/admin/x', config: { policies } });

describe("a route's roles", () => {
  it('reads them from the is-admin policy entry', () => {
    expect(routeRoles(route([{ name: 'global::is-admin', config: { roles: ['redaksi'] } }]))).toEqual(['redaksi']);
    expect(routeRoles(route([{ name: 'global::is-admin', config: { roles: [] } }]))).toEqual([]);
    expect(routeRoles(route(undefined))).toBeNull();
    expect(routeRoles(route(['global::other']))).toBeNull();
  });

  it('a route with the policy but no valid roles is undeclared, and listed', () => {
    expect(routeRoles(route(['global::is-admin']))).toBe('undeclared');
    expect(routeRoles(route([{ name: 'global::is-admin', config: { beforePasswordChange: true } }]))).toBe(
      'undeclared',
    );
    expect(routeRoles(route([{ name: 'global::is-admin', config: { roles: ['admin'] } }]))).toBe('undeclared');
    expect(
      undeclaredAdminRoutes({
        a: { routes: [route(['global::is-admin']), route([{ name: 'global::is-admin', config: { roles: [] } }])] },
        b: { routes: [{ method: 'POST', path: '/admin/y', config: { policies: ['global::is-admin'] } }] },
      }),
    ).toEqual(['GET /admin/x', 'POST /admin/y']);
    expect(undeclaredAdminRoutes([route(['global::is-admin'])])).toEqual(['GET /admin/x']);
  });
});
