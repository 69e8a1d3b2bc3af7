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
    roles: ['pengelola' as const],
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
    const column = (name: string) => rows.map((row) => row.querySelector(`td[data-label="${name}"]`)!.textContent);
    expect(column('Status')).toEqual(['Aktif', 'Aktif', 'Belum mengganti password', 'Diblokir']);
    expect(column('Peran')).toEqual(['Pengelola', 'Pengelola', 'Pengelola', 'Pengelola']);
    expect(column('Verifikasi dua langkah')).toEqual(['Belum', 'Aktif', 'Belum', 'Belum']);
    expect(within(rows[0]!).getByText('Akun Anda')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /blokir|reset/i })).not.toBeInTheDocument();
    // neither oneself nor a blocked admin can be picked for "block the selected ones"
    expect(within(rows[0]!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('checkbox', { name: 'Pilih sekretaris' })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('checkbox')).not.toBeInTheDocument();
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
    // no role ticked: said by the roles' group, nothing sent
    expect(within(form).getByRole('group', { name: 'Peran' })).toHaveAccessibleDescription(
      'Pilih setidaknya satu peran.',
    );
    await user.type(within(form).getByLabelText(/^Password sementara/), '-cukup-panjang');
    await user.click(within(form).getByRole('button', { name: 'Tambah Admin' }));
    expect(db.users.some((u) => u.username === 'bendahara')).toBe(false);
    // keyboard: Tab to the box, Space ticks it
    within(form).getByRole('checkbox', { name: 'Pengelola' }).focus();
    await user.tab();
    expect(within(form).getByRole('checkbox', { name: 'Redaksi' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(form).getByRole('button', { name: 'Tambah Admin' }));
    expect(await screen.findByText('Admin berhasil ditambahkan!')).toBeInTheDocument();
    expect(db.users.find((u) => u.username === 'bendahara')?.roles).toEqual(['redaksi']);
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
    await user.click(within(form).getByRole('checkbox', { name: 'Redaksi' }));
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

  it("changes an admin's roles from the keyboard; the server's refusal (the last pengelola) is said with the roles", async () => {
    signInAsAdmin();
    // the signed-in admin is the only pengelola here (the fixtures' second-factor admin holds redaksi for this test)
    db.users.find((u) => u.username === 'pengelola')!.roles = ['redaksi'];
    const target = addAdmin('redaktur', { roles: ['redaksi'] });
    const { user } = renderRoute('/admin/pengguna');
    await user.click(await screen.findByRole('button', { name: 'Ubah peran redaktur' }));
    const form = screen.getByRole('form', { name: 'Ubah Peran: redaktur' });
    expect(within(form).getByRole('heading', { name: 'Ubah Peran: redaktur' })).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: 'Redaksi' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Redaksi' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan Peran' }));
    expect(within(form).getByRole('group', { name: 'Peran' })).toHaveAccessibleDescription(
      'Pilih setidaknya satu peran.',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Aspirasi' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan Peran' }));
    expect(await screen.findByText('Admin berhasil diperbarui!')).toBeInTheDocument();
    expect(target.roles).toEqual(['aspirasi']);
    const row = screen.getAllByRole('cell', { name: 'redaktur' })[0]!.closest('tr')!;
    expect(row.querySelector('td[data-label="Peran"]')).toHaveTextContent('Aspirasi');
    expect(screen.queryByRole('form', { name: 'Ubah Peran: redaktur' })).not.toBeInTheDocument();

    // the only pengelola takes pengelola away from themselves: the fixtures answer as the CMS does
    await user.click(screen.getByRole('button', { name: 'Ubah peran admin' }));
    const own = screen.getByRole('form', { name: 'Ubah Peran: admin' });
    await user.click(within(own).getByRole('checkbox', { name: 'Pengelola' }));
    await user.click(within(own).getByRole('checkbox', { name: 'Redaksi' }));
    await user.click(within(own).getByRole('button', { name: 'Simpan Peran' }));
    expect(
      await within(own).findByText('Harus ada setidaknya satu pengelola aktif.', { selector: 'p[id]' }),
    ).toBeInTheDocument();
    expect(within(own).getByRole('group', { name: 'Peran' })).toHaveAccessibleDescription(
      'Harus ada setidaknya satu pengelola aktif.',
    );
    expect(db.users[0]!.roles).toEqual(['pengelola']);
  });

  it("blocks the old board's accounts in one step, after one confirmation", async () => {
    signInAsAdmin();
    const a = addAdmin('ketualama', { roles: ['pengelola'] });
    const b = addAdmin('medialama', { roles: ['redaksi'] });
    const c = addAdmin('baru', { roles: ['aspirasi'] });
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/pengguna');
    const button = await screen.findByRole('button', { name: 'Blokir yang Dipilih (0)' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih ketualama' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih medialama' }));
    await user.click(screen.getByRole('button', { name: 'Blokir yang Dipilih (2)' }));
    expect(confirm).toHaveBeenCalledWith(
      'Blokir 2 admin yang dipilih? Semua sesi masuk mereka langsung berakhir dan mereka tidak dapat masuk sampai blokirnya dibuka.',
    );
    expect(await screen.findByText('2 admin berhasil diblokir.')).toBeInTheDocument();
    expect([a.blocked, b.blocked, c.blocked]).toEqual([true, true, false]);
    expect(screen.getByRole('button', { name: 'Blokir yang Dipilih (0)' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Pilih ketualama' })).not.toBeInTheDocument();
  });

  it("says the server's refusal of blocking the selected ones, and blocks nobody", async () => {
    signInAsAdmin();
    const a = addAdmin('satu', { roles: ['pengelola'] });
    answerConfirm(true);
    server.use(
      http.post('/api/admin/pengguna/blokir', () =>
        HttpResponse.json(
          {
            message: 'Harus ada setidaknya satu pengelola aktif.',
            errors: { ids: ['Harus ada setidaknya satu pengelola aktif.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/pengguna');
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih satu' }));
    await user.click(screen.getByRole('button', { name: 'Blokir yang Dipilih (1)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memblokir admin yang dipilih.');
    expect(alert).toHaveTextContent('Harus ada setidaknya satu pengelola aktif.');
    expect(a.blocked).toBe(false);
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
