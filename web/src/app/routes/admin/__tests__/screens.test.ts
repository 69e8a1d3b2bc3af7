/**
 * The admin area's table of screens (../screens.tsx), gathered from each admin feature's `screens.tsx`: a feature's
 * declaration under another name would be left out (its screens would answer 'Halaman tidak ditemukan' and lose their
 * link), and one that does not export its `screens` is refused with its name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@/components/admin/admin-screen';
import { ADMIN_SCREENS, adminNav, gatherScreens } from '../screens';

const ADMIN_NAV = adminNav(['pengelola']);

const FEATURES = path.resolve(__dirname, '../../../../features');

/** Admin features without screens of their own, and why. */
const WITHOUT_SCREENS: Record<string, string> = {
  'admin-akun':
    'its screen needs the signed-in admin and reads the session again, which the shell has: declared in app/routes/admin/screens.tsx',
  'admin-cadangan': 'the backup card of the dashboard (app/routes/admin/dashboard.tsx)',
  'admin-kecepatan': "the visitors' speed card of the dashboard (app/routes/admin/dashboard.tsx)",
  'admin-pengguna':
    'its screen needs the signed-in admin, which the shell has: declared in app/routes/admin/screens.tsx',
};

const adminFeatures = readdirSync(FEATURES).filter((name) => name.startsWith('admin-'));

describe('the admin screens', () => {
  it('are declared by every admin feature in its screens.tsx, and all of them are taken', async () => {
    expect(adminFeatures.length).toBeGreaterThan(8);
    for (const feature of adminFeatures) {
      const files = readdirSync(path.join(FEATURES, feature));
      const declarations = files.filter((file) => /^screens?\./.test(file));
      if (feature in WITHOUT_SCREENS) {
        expect(declarations, feature).toEqual([]);
        continue;
      }
      expect(declarations, `${feature}: its screens go in screens.tsx`).toEqual(['screens.tsx']);
      const { screens } = (await import(`../../../../features/${feature}/screens.tsx`)) as {
        screens: typeof ADMIN_SCREENS;
      };
      for (const entry of screens) expect(ADMIN_SCREENS, `${feature}: ${entry.path}`).toContain(entry);
    }
  });

  it('have one route each, and the sidebar one place per link', () => {
    const routes = ADMIN_SCREENS.map((entry) => entry.path);
    expect(new Set(routes).size).toBe(routes.length);
    const places = ADMIN_NAV.map((link) => link.order);
    expect(new Set(places).size).toBe(places.length);
    expect(ADMIN_NAV[0]).toMatchObject({ label: 'Dashboard', to: '/admin', order: 0 });
  });

  it('refuse a declaration without its `screens`, or with entries not made by screen() or lazyScreen()', () => {
    const Page = () => null;
    const file = '/src/features/admin-dokumen/screens.tsx';
    expect(() => gatherScreens({ [file]: { screen: [screen('dokumen', Page, { roles: ['redaksi'] })] } })).toThrow(
      'src/features/admin-dokumen/screens.tsx: export its screens as `screens`',
    );
    expect(() => gatherScreens({ [file]: { screens: [{ path: 'dokumen', Screen: Page }] } })).toThrow(
      'admin-dokumen/screens.tsx',
    );
    expect(
      gatherScreens({
        [file]: { screens: [screen('dokumen', Page, { label: 'Dokumen', order: 65, roles: ['redaksi'] })] },
      }),
    ).toEqual([{ path: 'dokumen', Screen: Page, nav: { label: 'Dokumen', order: 65 }, roles: ['redaksi'] }]);
  });

  it("show each role its screens only: the sidebar's links follow the server's table of routes", () => {
    const labels = (roles: Parameters<typeof adminNav>[0]) => adminNav(roles).map((link) => link.label);
    expect(labels(['redaksi'])).toEqual([
      'Dashboard',
      'Edit Awarding',
      'Kelola Berita',
      'Kelola Galeri',
      'Tambah Oprec',
      'Kelola Kegiatan',
      'Kelola Prestasi',
      'Kelola Dokumen',
      'Kelola Proker',
      'Tempat Sampah',
    ]);
    expect(labels(['aspirasi'])).toEqual(['Dashboard', 'Lihat Responden', 'Tempat Sampah']);
    expect(labels(['pengelola'])).toEqual(ADMIN_NAV.map((link) => link.label));
    expect(labels(['pengelola'])).toContain('Admin');
    expect(labels([])).toEqual([]);
  });
});
