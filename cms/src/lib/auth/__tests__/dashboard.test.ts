import { describe, expect, it } from 'vitest';
import { dashboardAccountKey, dashboardAuthAction } from '../dashboard';
import { isDashboardPath } from '../../http/paths';

describe("the dashboard's auth routes", () => {
  it('are recognised as the router matches them (any case, a trailing slash, repeated slashes), POST only', () => {
    for (const path of ['/admin/login', '/ADMIN/Login', '/admin/login/', '//admin//login'])
      expect(dashboardAuthAction('POST', path), path).toBe('login');
    expect(dashboardAuthAction('POST', '/admin/forgot-password')).toBe('forgot-password');
    expect(dashboardAuthAction('GET', '/admin/login')).toBeNull();
    for (const path of ['/admin/users', '/admin/login/x', '/api/login', '/cms/login', '/admin/loginx'])
      expect(dashboardAuthAction('POST', path), path).toBeNull();
  });

  it('count an e-mail under a hash, the same in any case', () => {
    expect(dashboardAccountKey('Ani@HMRPL.uji ')).toBe(dashboardAccountKey('ani@hmrpl.uji'));
    expect(dashboardAccountKey('ani@hmrpl.uji')).not.toContain('ani');
    expect(dashboardAccountKey('x'.repeat(4000))).toHaveLength(33);
  });
});

describe('isDashboardPath', () => {
  it('covers the dashboard pages and API in any spelling, and nothing of the site', () => {
    for (const path of [
      '/cms',
      '/cms/auth/login',
      '/admin/init',
      '/ADMIN/init',
      '//admin/init',
      '/content-manager/x',
      '/upload/files',
      '/users-permissions/roles',
      '/i18n/locales',
    ])
      expect(isDashboardPath(path), path).toBe(true);
    for (const path of [
      '/',
      '/api/admin/berita',
      '/uploads/a.png',
      '/storage/a.png',
      '/cmsx',
      '/administrator',
      '/berita',
    ])
      expect(isDashboardPath(path), path).toBe(false);
  });
});
