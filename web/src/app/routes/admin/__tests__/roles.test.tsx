/**
 * The admin area by role (ADR 083): each admin sees the links, the dashboard cards and counts of their roles only, the
 * inbox's count is not even fetched for a `redaksi`, and a screen typed by hand outside their roles shows the
 * server's 403 text (the fixtures answer its calls with that 403 too).
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { signInAsAdmin, signInWithRoles } from '@/testing/msw/db';
import { recordRequests } from '@/testing/admin-helpers';
import { request } from '@/lib/http-client';

const FORBIDDEN = 'Anda tidak memiliki akses ke fitur ini.';

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Navigasi admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin area by role', () => {
  it('a redaksi sees the content screens only; no aspiration count is fetched', async () => {
    signInWithRoles(['redaksi']);
    const requests = recordRequests();
    renderRoute('/admin');
    expect(await screen.findByText(/Selamat datang, Admin redaksi!/)).toBeInTheDocument();
    expect(sidebarLinks()).toEqual([
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
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Tambah Berita' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Lihat Responden' })).not.toBeInTheDocument();
    expect(within(main).queryByText(/aspirasi belum dibaca/)).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: /Cadangan/ })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/api/aspirasi') || r.includes('/api/admin/cadangan'))).toEqual([]);
  });

  it('an aspirasi admin sees the inbox with its unread count, and nothing of the content', async () => {
    signInWithRoles(['aspirasi']);
    renderRoute('/admin');
    expect(await screen.findByText(/Selamat datang/)).toBeInTheDocument();
    expect(await screen.findByText('belum dibaca')).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Dashboard', 'Lihat Responden', 'Tempat Sampah']);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Lihat Responden' })).toBeInTheDocument();
    expect(await within(main).findByText(/aspirasi belum dibaca/)).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Tambah Berita' })).not.toBeInTheDocument();
  });

  it("a screen typed by hand outside one's roles shows the 403 text, and its calls are refused", async () => {
    signInWithRoles(['redaksi']);
    renderRoute('/admin/pengguna');
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
    expect(screen.getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', '/admin');
    await expect(request('/api/admin/pengguna')).rejects.toMatchObject({ status: 403, message: FORBIDDEN });
    await expect(request('/api/admin/berita')).resolves.toBeTruthy();
  });

  it('an aspirasi admin typing the news editor gets the 403 text; a pengelola opens everything', async () => {
    signInWithRoles(['aspirasi']);
    const first = renderRoute('/admin/berita/tambah');
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    first.unmount();
    signInAsAdmin();
    renderRoute('/admin/pengguna');
    expect(await screen.findByRole('heading', { name: 'Admin', level: 1 })).toBeInTheDocument();
    expect(sidebarLinks()).toContain('Admin');
    expect(sidebarLinks()).toContain('Lihat Responden');
    expect(sidebarLinks()).toContain('Kelola Berita');
  });
});
