/**
 * Akun (/admin/akun) and the set-up an account must do first: the second factor switched on with a code computed here
 * from the secret shown on the screen (RFC 6238), the recovery codes shown once (download, print), new codes, switching
 * it off; and TWO_FACTOR_REQUIRED's gate, which opens the admin area only once it is on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { generateSync } from 'otplib';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin, signInWithRoles, TWO_FACTOR_FIXTURE } from '@/testing/msw/db';
import { publicUser } from '@/testing/msw/handlers/auth';
import { recordRequests } from '@/testing/admin-helpers';

const totp = (secret: string, steps = 0) =>
  generateSync({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });

function signInAsPengelola() {
  db.session = publicUser(db.users.find((u) => u.username === TWO_FACTOR_FIXTURE.username)!);
}

let download: ReturnType<typeof vi.fn>;
beforeEach(() => {
  download = vi.fn(() => 'blob:kode');
  // jsdom has no object URLs: the download's file is looked at here
  Object.assign(URL, { createObjectURL: download, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Starts the set-up on the screen and answers the secret it shows. */
async function startSetup(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Mulai Pengaturan' }));
  expect(await screen.findByRole('heading', { name: 'Hubungkan Aplikasi Autentikator' })).toHaveFocus();
  return screen.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent!;
}

describe('/admin/akun: switching the second factor on', () => {
  it('shows the apps to install, then the QR code as an image and the secret as text; the code from the app switches it on', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin/akun');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profil' });
    expect(within(profile).getByText('admin@hmrpl.local')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Ganti Password' })).toHaveAttribute('href', '/admin/password');
    expect(await screen.findByText('Google Authenticator')).toBeInTheDocument();
    const secret = await startSetup(user);
    const qr = screen.getByRole('img', { name: /^Kode QR verifikasi dua langkah HMRPL/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(secret.replace(/ /g, '')).toMatch(/^[A-Z2-7]{32}$/);

    // not six digits: said in the browser, nothing sent
    const requests = recordRequests();
    const field = screen.getByLabelText(/^Kode dari aplikasi/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12a');
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText('Masukkan 6 angka dari aplikasi autentikator.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(requests).toEqual([]);
    // a wrong code from the server
    await user.clear(field);
    await user.type(field, totp(secret, 5));
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText('Kode verifikasi salah.')).toBeInTheDocument();
    expect(db.users[0]!.secondFactor ?? null).toBeNull();

    await user.clear(field);
    await user.type(field, totp(secret));
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const heading = await screen.findByRole('heading', { name: 'Kode Pemulihan' });
    expect(heading).toHaveFocus();
    const codes = within(screen.getByRole('list', { name: 'Kode pemulihan' })).getAllByRole('listitem');
    expect(codes).toHaveLength(10);
    for (const item of codes) expect(item.textContent).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(screen.getByText('Kode ini hanya ditampilkan sekarang.')).toBeInTheDocument();

    // a copy, a text file to keep, and a printed sheet
    await user.click(screen.getByRole('button', { name: 'Salin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kode pemulihan disalin. Tempel di tempat yang aman.');
    const copied = await navigator.clipboard.readText();
    for (const item of codes) expect(copied).toContain(item.textContent!);
    await user.click(screen.getByRole('button', { name: 'Unduh (.txt)' }));
    const file = download.mock.calls[0]![0] as Blob;
    const text = await file.text();
    expect(text).toContain('Kode pemulihan verifikasi dua langkah HMRPL untuk admin');
    for (const item of codes) expect(text).toContain(item.textContent!);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }));
    expect(await screen.findByText(/Sisa kode pemulihan: 10 dari 10\./)).toBeInTheDocument();
    expect(screen.queryByText(codes[0]!.textContent!)).not.toBeInTheDocument();
    expect(db.users[0]!.secondFactor).toBeTruthy();
  });

  it('starts again when the set-up expired on the server', async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/me/2fa/aktifkan', () =>
        HttpResponse.json(
          {
            message: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.',
            errors: { code: ['Mulai pengaturan verifikasi dua langkah terlebih dahulu.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute('/admin/akun');
    const secret = await startSetup(user);
    await user.type(screen.getByLabelText(/^Kode dari aplikasi/), totp(secret));
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mulai pengaturan verifikasi dua langkah terlebih dahulu.',
    );
    expect(screen.getByRole('button', { name: 'Mulai Pengaturan' })).toBeInTheDocument();
  });
});

describe('/admin/akun while it is on', () => {
  it('makes new recovery codes with a code, and says how many are left', async () => {
    signInAsPengelola();
    const { user } = renderRoute('/admin/akun');
    expect(await screen.findByText(/Sisa kode pemulihan: 4 dari 10\./)).toBeInTheDocument();
    const renew = screen.getByRole('form', { name: 'Buat Kode Pemulihan Baru' });
    await user.type(within(renew).getByLabelText(/^Kode verifikasi/), 'salah-kode');
    await user.click(within(renew).getByRole('button', { name: 'Buat Kode Baru' }));
    expect(await within(renew).findByText('Kode verifikasi salah.')).toBeInTheDocument();
    await user.clear(within(renew).getByLabelText(/^Kode verifikasi/));
    await user.type(within(renew).getByLabelText(/^Kode verifikasi/), TWO_FACTOR_FIXTURE.recoveryCodes[0]);
    await user.click(within(renew).getByRole('button', { name: 'Buat Kode Baru' }));
    expect(within(await screen.findByRole('list', { name: 'Kode pemulihan' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    await user.click(screen.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }));
    expect(await screen.findByText('Kode pemulihan baru tersimpan. Kode lama tidak berlaku lagi.')).toBeInTheDocument();
    expect(await screen.findByText(/Sisa kode pemulihan: 10 dari 10\./)).toBeInTheDocument();
  });

  it('switches it off with the password and a code; a wrong one is named', async () => {
    signInAsPengelola();
    const { user } = renderRoute('/admin/akun');
    const off = await screen.findByRole('form', { name: 'Matikan Verifikasi Dua Langkah' });
    await user.click(within(off).getByRole('button', { name: 'Matikan' }));
    expect(within(off).getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(within(off).getByText('Kode verifikasi wajib diisi.')).toBeInTheDocument();
    await user.type(within(off).getByLabelText(/^Password/), 'bukan-password-ini');
    await user.type(within(off).getByLabelText(/^Kode verifikasi/), totp(TWO_FACTOR_FIXTURE.secret));
    await user.click(within(off).getByRole('button', { name: 'Matikan' }));
    expect(await within(off).findByText('Password salah.')).toBeInTheDocument();
    expect(within(off).getByLabelText(/^Kode verifikasi/)).toHaveValue(totp(TWO_FACTOR_FIXTURE.secret));
    await user.clear(within(off).getByLabelText(/^Password/));
    await user.type(within(off).getByLabelText(/^Password/), TWO_FACTOR_FIXTURE.password);
    await user.click(within(off).getByRole('button', { name: 'Matikan' }));
    expect(await screen.findByRole('button', { name: 'Mulai Pengaturan' })).toBeInTheDocument();
    expect(db.users.find((u) => u.username === 'pengelola')?.secondFactor).toBeNull();
  });

  it.each([[['redaksi']], [['aspirasi']]] as const)('opens for every admin: %j', async (roles) => {
    signInWithRoles([...roles]);
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('link', { name: 'Akun' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun' })).toBeInTheDocument();
    expect(screen.queryByText('Anda tidak memiliki akses ke fitur ini.')).not.toBeInTheDocument();
  });

  it('is reached from the header', async () => {
    signInAsAdmin();
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('link', { name: 'Akun' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun' })).toBeInTheDocument();
  });
});

describe('TWO_FACTOR_REQUIRED', () => {
  it('opens the admin area only after the set-up, showing the recovery codes first; the server refuses the rest meanwhile', async () => {
    db.twoFactorRequirement = 'pengelola';
    signInAsAdmin();
    // the session is read again on every focus (no throttle here), as a browser does after 5 seconds
    const { user } = renderRoute('/admin/berita', { focusThrottleInterval: 0 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktifkan Verifikasi Dua Langkah' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Akun Anda wajib memakai verifikasi dua langkah\. Aktifkan sekarang untuk membuka halaman admin\./,
      ),
    ).toBeInTheDocument();
    // the title is set by an effect after the heading is drawn (under load, later than the heading is found)
    await waitFor(() => expect(document.title).toBe('Aktifkan Verifikasi Dua Langkah | Admin HMRPL'));
    expect(screen.queryByRole('navigation', { name: 'Navigasi admin' })).not.toBeInTheDocument();
    const refused = await fetch('/api/admin/berita');
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Aktifkan verifikasi dua langkah terlebih dahulu.');

    const secret = await startSetup(user);
    await user.type(screen.getByLabelText(/^Kode dari aplikasi/), totp(secret));
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    await screen.findByRole('heading', { name: 'Kode Pemulihan' });
    // the session read again meanwhile (the admin switched to a password manager and back) does not hide the codes
    const requests = recordRequests();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(requests).toContain('GET /api/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Kode Pemulihan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }));
    expect(await screen.findByRole('heading', { name: 'Kelola Berita' })).toBeInTheDocument();
  });

  it('pengelola asks it of the pengelola role only: a redaksi admin works on; semua asks it of them too', async () => {
    db.twoFactorRequirement = 'pengelola';
    signInWithRoles(['redaksi']);
    const first = renderRoute('/admin/berita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelola Berita' })).toBeInTheDocument();
    expect((await fetch('/api/me').then((res) => res.json())).two_factor).toEqual({ enabled: false, required: false });
    first.unmount();

    db.twoFactorRequirement = 'semua';
    renderRoute('/admin/berita');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktifkan Verifikasi Dua Langkah' }),
    ).toBeInTheDocument();
  });

  it('lets the admin leave instead', async () => {
    db.twoFactorRequirement = 'semua';
    signInAsAdmin();
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
  });
});
