import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { db } from '@/testing/msw/db';

describe("a new admin's first sign-in", () => {
  it('asks for their own password before anything else, then opens the admin area', async () => {
    db.users.push({
      id: 600,
      username: 'sekretaris',
      email: 'sekretaris@hmrpl.local',
      name: 'Sekretaris Baru',
      password: 'sementara-12345',
      isAdmin: true,
      roles: ['redaksi'],
      blocked: false,
      must_change_password: true,
      last_login_at: null,
    });
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Username'), 'sekretaris');
    await user.type(screen.getByLabelText('Password'), 'sementara-12345');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ganti Password' })).toBeInTheDocument();
    expect(screen.getByText(/Selamat datang, Sekretaris Baru!/)).toBeInTheDocument();
    // no admin screen until then
    expect(screen.queryByRole('navigation', { name: 'Navigasi admin' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password saat ini/), 'sementara-12345');
    await user.type(screen.getByLabelText(/^Password baru/), 'pilihan-sendiri-2026');
    await user.type(screen.getByLabelText(/^Ulangi password baru/), 'pilihan-sendiri-2026');
    await user.click(screen.getByRole('button', { name: 'Ganti Password' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi admin' })).toBeInTheDocument();
    expect(db.users.find((u) => u.id === 600)).toMatchObject({
      must_change_password: false,
      password: 'pilihan-sendiri-2026',
    });
  });

  it('can sign out from the password screen', async () => {
    db.users.push({
      id: 601,
      username: 'bendahara',
      email: 'bendahara@hmrpl.local',
      name: 'bendahara',
      password: 'sementara-12345',
      isAdmin: true,
      roles: ['redaksi'],
      blocked: false,
      must_change_password: true,
      last_login_at: null,
    });
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Username'), 'bendahara');
    await user.type(screen.getByLabelText('Password'), 'sementara-12345');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
  });
});
