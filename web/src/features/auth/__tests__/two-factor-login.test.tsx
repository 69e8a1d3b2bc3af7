/**
 * The sign-in's second step (contract: "Second factor"), on the fixtures' account with the second factor: the code
 * from the app (computed here from the fixture's secret, RFC 6238), a recovery code instead, a wrong code said under
 * the field with the text kept, and the way back to the password when the step ends on the server.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { generateSync } from 'otplib';
import { renderRoute } from '@/testing/render';
import { db, TWO_FACTOR_FIXTURE } from '@/testing/msw/db';
import { pendingSignIn } from '@/testing/msw/handlers/auth';
import { recordRequests } from '@/testing/admin-helpers';

const code = (steps = 0) =>
  generateSync({ secret: TWO_FACTOR_FIXTURE.secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep() {
  const rendered = renderRoute('/login');
  const { user } = rendered;
  await user.type(await screen.findByLabelText('Username'), TWO_FACTOR_FIXTURE.username);
  await user.type(screen.getByLabelText('Password'), TWO_FACTOR_FIXTURE.password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  await screen.findByRole('heading', { name: 'Verifikasi Dua Langkah' });
  return rendered;
}

describe('/login with the second factor', () => {
  it('asks for the code from the app after the right password (no session yet), then opens the dashboard', async () => {
    const { user } = await passwordStep();
    expect(db.session).toBeNull();
    const field = screen.getByLabelText('Kode verifikasi');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/masukkan kode 6 angka untuk HMRPL/)).toBeInTheDocument();
    await user.type(field, code());
    await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Pengelola Uji')).toBeInTheDocument();
  });

  it('sends nothing without a code; says a wrong code under the field and keeps it', async () => {
    const { user } = await passwordStep();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
    expect(await screen.findByText('Kode verifikasi wajib diisi.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText('Kode verifikasi'), '000000');
    await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi salah.');
    const field = screen.getByLabelText('Kode verifikasi');
    expect(field).toHaveValue('000000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, code());
    await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('takes a recovery code instead ("Gunakan kode pemulihan"), once', async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Gunakan kode pemulihan' }));
    const field = screen.getByLabelText('Kode pemulihan');
    expect(field).toHaveFocus();
    expect(screen.getByText(/Setiap kode hanya berlaku sekali/)).toBeInTheDocument();
    await user.type(field, TWO_FACTOR_FIXTURE.recoveryCodes[1].toUpperCase());
    await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(db.users.find((u) => u.username === 'pengelola')?.secondFactor?.recovery).toHaveLength(3);
  });

  it('goes back to the password, with the reason, after five wrong codes or when the step expired', async () => {
    const { user } = await passwordStep();
    for (let i = 0; i < 5; i += 1) {
      const field = screen.getByLabelText('Kode verifikasi');
      await user.clear(field);
      await user.type(field, `11111${i}`);
      await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
      if (i < 4) expect(await screen.findByText('Kode verifikasi salah.')).toBeInTheDocument();
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 30 detik.');
    expect(screen.getByLabelText('Username')).toHaveValue('pengelola');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.type(screen.getByLabelText('Password'), TWO_FACTOR_FIXTURE.password);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByRole('heading', { name: 'Verifikasi Dua Langkah' });
    pendingSignIn.current!.expiresAt = Date.now() - 1;
    await user.type(screen.getByLabelText('Kode verifikasi'), code());
    await user.click(screen.getByRole('button', { name: 'VERIFIKASI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Waktu verifikasi habis. Silakan masuk lagi dengan username dan password.',
    );
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('"Kembali" returns to the password form without a message', async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('pengelola');
  });

  it("a blocked account's right password reads as a wrong one", async () => {
    db.users.find((u) => u.username === 'pengelola')!.blocked = true;
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Username'), TWO_FACTOR_FIXTURE.username);
    await user.type(screen.getByLabelText('Password'), TWO_FACTOR_FIXTURE.password);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username atau password salah.');
  });
});
