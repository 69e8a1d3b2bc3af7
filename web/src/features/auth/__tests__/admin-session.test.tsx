import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, recordRequests } from '@/testing/admin-helpers';
import { isStaffBrowser } from '@/lib/staff-browser';

describe('admin session', () => {
  it("shows 'Loading Aplikasi...' until /api/me answers", async () => {
    signInAsAdmin();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/me', async () => {
        await answered;
        return HttpResponse.json(db.session);
      }),
    );
    renderRoute('/admin');
    expect(await screen.findByText('Loading Aplikasi...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigasi admin' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Aplikasi...')).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/berita', '/admin/berita/edit/12', '/admin/oprec/tambah'])(
    'sends a visitor without a session from %s to /login',
    async (route) => {
      renderRoute(route);
      expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Navigasi admin' })).not.toBeInTheDocument();
    },
  );

  it('treats a failed /api/me as signed out', async () => {
    server.use(
      http.get('/api/me', () => HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 })),
    );
    renderRoute('/admin/galeri');
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
  });

  it("shows the sidebar's links, marks Dashboard only on /admin, and the user's name in the header", async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    const expected: Array<[string, string]> = [
      ['Dashboard', '/admin'],
      ['Edit Awarding', '/admin/awarding'],
      ['Kelola Berita', '/admin/berita'],
      ['Lihat Responden', '/admin/aspirasi'],
      ['Kelola Galeri', '/admin/galeri'],
      ['Tambah Oprec', '/admin/oprec/tambah'],
      // after the spec's six, in this order: activities, then the screens of what changes with the cabinet, starting
      // with the yearly handover's checklist
      ['Kelola Kegiatan', '/admin/kegiatan'],
      ['Kelola Prestasi', '/admin/prestasi'],
      ['Kelola Dokumen', '/admin/dokumen'],
      ['Kelola Proker', '/admin/proker'],
      ['Serah Terima', '/admin/serah-terima'],
      ['Kelola Kabinet', '/admin/kabinet'],
      ['Struktur', '/admin/struktur'],
      ['Kelola Anggota', '/admin/anggota'],
      ['Pengaturan', '/admin/pengaturan'],
      ['Laporan Kabinet', '/admin/laporan'],
      ['Tempat Sampah', '/admin/sampah'],
      ['Admin', '/admin/pengguna'],
    ];
    const links = within(nav).getAllByRole('link');
    // the spec's six first, in order; links of later screens come after them
    expect(links.slice(0, expected.length).map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected,
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByText('Admin HMRPL')).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Kelola Galeri' }));
    expect(await screen.findByRole('heading', { name: 'Kelola Galeri' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Kelola Galeri' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('moves focus to the new page after following a sidebar link, for keyboard and screen-reader users', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Navigasi admin' });
    await user.click(within(nav).getByRole('link', { name: 'Lihat Responden' }));
    await screen.findByRole('heading', { name: 'Lihat Responden' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("shows 'ADMIN HMRPL' when the user has no name", async () => {
    signInAsAdmin();
    server.use(http.get('/api/me', () => HttpResponse.json({ ...db.session!, name: '' })));
    renderRoute('/admin');
    expect(await screen.findByText('ADMIN HMRPL')).toBeInTheDocument();
  });

  it('lists the three features on the dashboard', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    expect(await screen.findByText(/Selamat datang, Admin HMRPL!/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Awarding Bulanan' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Tambah Berita' })).toHaveAttribute('href', '/admin/berita/tambah');
    expect(within(main).getByRole('link', { name: 'Lihat Responden' })).toHaveAttribute('href', '/admin/aspirasi');
    expect(within(main).getByRole('link', { name: 'Edit Awarding' })).toHaveAttribute('href', '/admin/awarding');
  });

  it('stays signed in when the logout is not confirmed', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(false);
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(confirm).toHaveBeenCalledWith('Apakah Anda yakin ingin keluar?');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(db.session).not.toBeNull();
  });

  it('logs out on the server, then shows /login; the admin pages stay closed afterwards', async () => {
    signInAsAdmin();
    answerConfirm(true);
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('heading', { name: 'Kelola Berita' });
    // a staff member's browser while signed in: the visitors' speed report leaves it out (ADR 122)
    expect(isStaffBrowser()).toBe(true);
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
    expect(requests).toContain('POST /api/logout');
    expect(db.session).toBeNull();
    expect(isStaffBrowser()).toBe(false);
  });

  it('still signs out of the UI when the logout call fails', async () => {
    signInAsAdmin();
    answerConfirm(true);
    server.use(http.post('/api/logout', () => HttpResponse.error()));
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
  });

  it('ends the session in the UI when an admin call answers 401', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/aspirasi', () => {
        // the server ended the session (expired or revoked): from now on /api/me says so too
        db.session = null;
        return HttpResponse.json({ message: 'Silakan masuk terlebih dahulu.' }, { status: 401 });
      }),
    );
    renderRoute('/admin/aspirasi');
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
  });

  it('opens and closes the menu on a phone', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin');
    const toggle = await screen.findByRole('button', { name: 'Buka menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Kelola Berita' }));
    expect(await screen.findByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
