import { describe, expect, it } from 'vitest';
import { dashboardAccountKey, dashboardAuthAction, dashboardNetworks, dashboardReachable } from '../dashboard';
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

describe("the dashboard's networks", () => {
  it('are loopback and the private ranges in production by default, never through a proxy nobody named', () => {
    const networks = dashboardNetworks('', true);
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.9', 'fd12::5', '::ffff:10.0.0.7'])
      expect(dashboardReachable(networks, address, false), address).toBe(true);
    for (const address of ['203.0.113.9', '8.8.8.8', '172.32.0.1', '2001:db8::1', '100.64.0.1', 'unknown'])
      expect(dashboardReachable(networks, address, false), address).toBe(false);
    // a proxy on this machine that TRUST_PROXY does not name: every visitor would look like 127.0.0.1
    expect(dashboardReachable(networks, '127.0.0.1', true)).toBe(false);
    expect(networks.line).toContain('loopback and private networks only');
  });

  it('are exactly CMS_ALLOWED_NETWORKS when set (the start says which), and every address outside production', () => {
    const listed = dashboardNetworks('203.0.113.0/24', true);
    expect(dashboardReachable(listed, '203.0.113.9', false)).toBe(true);
    expect(dashboardReachable(listed, '10.1.2.3', false)).toBe(false);
    expect(listed.line).toBe("Strapi's dashboard (/cms and its API) answers CMS_ALLOWED_NETWORKS only: 203.0.113.0/24");
    const open = dashboardNetworks('', false);
    expect(dashboardReachable(open, '203.0.113.9', true)).toBe(true);
    expect(() => dashboardNetworks('semua', true)).toThrow(/CMS_ALLOWED_NETWORKS/);
  });
});
