import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm } from '@/testing/admin-helpers';

function addAdmin(username: string, overrides: Partial<(typeof db.users)[number]> = {}) {
  const user = {
    id: 500 + db.users.length,
    username,
    email: `${username}@hmrpl.local`,
    name: username,
    password: 'password-lama-123',
    isAdmin: true,
    blocked: false,
    must_change_password: false,
    last_login_at: null,
    ...overrides,
  };
  db.users.push(user);
  return user;
}

describe('Admin', () => {
  it("shows 'Memuat data admin...', then every admin with status and last sign-in; no block button on one's own row", async () => {
    signInAsAdmin();
    addAdmin('sekretaris', { must_change_password: true });
    addAdmin('lama', { blocked: true });
    server.use(
      http.get('/api/admin/pengguna', async () => {
        await delay(100);
        return undefined;
      }),
    );
    renderRoute('/admin/pengguna');
    expect(await screen.findByText('Memuat data admin...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // admin (signed in), pengelola (the fixtures' admin with the second factor), then the two added here
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      'Aktif',
      'Aktif',
      'Belum mengganti password',
      'Diblokir',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual([
      'Belum',
      'Aktif',
      'Belum',
      'Belum',
    ]);
    expect(within(rows[0]!).getByText('Akun Anda')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Belum pernah')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: 'Buka blokir lama' })).toBeInTheDocument();
    // a reset is offered only where the second factor is on
    expect(
      within(rows[1]!).getByRole('button', { name: 'Reset verifikasi dua langkah pengelola' }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /^Reset/ })).not.toBeInTheDocument();
  });

  it('adds an admin who must choose a password at the first sign-in', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/pengguna');
    const form = await screen.findByRole('form', { name: 'Tambah Admin' });
    await user.type(within(form).getByLabelText(/^Username/), 'bendahara');
    await user.type(within(form).getByLabelText(/^Email/), 'bendahara@hmrpl.local');
    await user.type(within(form).getByLabelText(/^Password sementara/), 'pendek');
    await user.click(within(form).getByRole('button', { name: 'Tambah Admin' }));
    expect(within(form).getByText('Password minimal 12 karakter.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Password sementara/), '-cukup-panjang');
    await user.click(within(form).getByRole('button', { name: 'Tambah Admin' }));
    expect(await screen.findByText('Admin berhasil ditambahkan!')).toBeInTheDocument();
    expect((await screen.findAllByRole('cell', { name: 'bendahara' })).length).toBeGreaterThan(0);
    expect(db.users.find((u) => u.username === 'bendahara')).toMatchObject({ must_change_password: true });
    expect(within(form).getByLabelText(/^Username/)).toHaveValue('');
  });

  it('names the field the server refuses (a taken username) and keeps what was typed', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/pengguna');
    const form = await screen.findByRole('form', { name: 'Tambah Admin' });
    await user.type(within(form).getByLabelText(/^Username/), 'ADMIN');
    await user.type(within(form).getByLabelText(/^Email/), 'lain@hmrpl.local');
    await user.type(within(form).getByLabelText(/^Password sementara/), 'cukup-panjang-123');
    await user.click(within(form).getByRole('button', { name: 'Tambah Admin' }));
    expect(await within(form).findByText('Username sudah dipakai.', { selector: 'p[id]' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Username/)).toHaveValue('ADMIN');
  });

  it('blocks an admin after a confirmation, and unblocks', async () => {
    signInAsAdmin();
    const target = addAdmin('humas');
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/pengguna');
    await user.click(await screen.findByRole('button', { name: 'Blokir humas' }));
    expect(confirm).toHaveBeenCalledWith(
      'Blokir admin humas? Semua sesi masuknya langsung berakhir dan ia tidak dapat masuk sampai blokirnya dibuka.',
    );
    expect(await screen.findByText('Admin humas berhasil diblokir.')).toBeInTheDocument();
    expect(target.blocked).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Buka blokir humas' }));
    expect(await screen.findByText('Blokir admin humas berhasil dibuka.')).toBeInTheDocument();
    expect(target.blocked).toBe(false);
  });

  it("shows the server's reason when the last unblocked admin would be blocked", async () => {
    signInAsAdmin();
    addAdmin('terakhir');
    answerConfirm(true);
    server.use(
      http.post('/api/admin/pengguna/:id/blokir', () =>
        HttpResponse.json(
          {
            message: 'Admin terakhir yang tidak diblokir tidak dapat diblokir.',
            errors: { id: ['Admin terakhir yang tidak diblokir tidak dapat diblokir.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/pengguna');
    await user.click(await screen.findByRole('button', { name: 'Blokir terakhir' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memblokir admin.');
    expect(alert).toHaveTextContent('Admin terakhir yang tidak diblokir tidak dapat diblokir.');
  });
});

describe("another admin's second factor", () => {
  it('is reset after a confirmation that says when to do it; the row then offers no reset', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/pengguna');
    await user.click(await screen.findByRole('button', { name: 'Reset verifikasi dua langkah pengelola' }));
    expect(confirm).toHaveBeenCalledWith(
      'Reset verifikasi dua langkah pengelola? Lakukan ini hanya jika ponselnya hilang dan kode pemulihannya tidak ada. Semua sesinya berakhir; ia masuk dengan password saja lalu mengaktifkannya lagi.',
    );
    expect(await screen.findByText('Verifikasi dua langkah pengelola berhasil direset.')).toBeInTheDocument();
    expect(db.users.find((u) => u.username === 'pengelola')?.secondFactor).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset verifikasi dua langkah pengelola' })).not.toBeInTheDocument();
  });

  it('changes nothing when the confirmation is declined', async () => {
    signInAsAdmin();
    answerConfirm(false);
    const { user } = renderRoute('/admin/pengguna');
    await user.click(await screen.findByRole('button', { name: 'Reset verifikasi dua langkah pengelola' }));
    expect(db.users.find((u) => u.username === 'pengelola')?.secondFactor).toBeTruthy();
  });
});

describe('Ganti Password', () => {
  it('changes the own password: a wrong current one is named, then it works', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/password');
    await user.type(await screen.findByLabelText(/^Password saat ini/), 'salah-sekali-123');
    await user.type(screen.getByLabelText(/^Password baru/), 'password-baru-2026');
    await user.type(screen.getByLabelText(/^Ulangi password baru/), 'password-baru-2027');
    await user.click(screen.getByRole('button', { name: 'Ganti Password' }));
    expect(screen.getByText('Konfirmasi password tidak sama.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Ulangi password baru/));
    await user.type(screen.getByLabelText(/^Ulangi password baru/), 'password-baru-2026');
    await user.click(screen.getByRole('button', { name: 'Ganti Password' }));
    expect(await screen.findByText('Password saat ini salah.', { selector: 'p[id]' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password saat ini/));
    await user.type(screen.getByLabelText(/^Password saat ini/), db.users[0]!.password);
    await user.click(screen.getByRole('button', { name: 'Ganti Password' }));
    expect(
      await screen.findByText('Password berhasil diubah. Sesi Anda di perangkat lain telah diakhiri.'),
    ).toBeInTheDocument();
    expect(db.users[0]!.password).toBe('password-baru-2026');
  });
});
