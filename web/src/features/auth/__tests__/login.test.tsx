import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { ADMIN_FIXTURE, db, signInAsAdmin } from '@/testing/msw/db';
import { recordRequests } from '@/testing/admin-helpers';

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

describe('/login', () => {
  it('shows the form and the social links, opening in a new tab', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // the links are site settings, read from the CMS
    const social = await screen.findByRole('list', { name: 'Media sosial HMRPL' });
    const instagram = within(social).getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/hmrpl.telu/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/hmrpl-telkom-university/',
    );
  });

  it('requires both fields and sends nothing while one is empty', async () => {
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'LOGIN ADMIN' });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.getByText('Username wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(screen.queryByText('Username wajib diisi.')).not.toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('fetches a fresh CSRF cookie, sends the username as `email`, shows LOADING..., then opens the dashboard', async () => {
    let body: unknown = null;
    let token: string | null = null;
    server.use(
      http.post('/api/login', async ({ request }) => {
        body = await request.clone().json();
        token = request.headers.get('X-XSRF-TOKEN');
        await delay(80);
        return undefined; // fall through to the contract's handler
      }),
    );
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'LOGIN ADMIN' });
    const requests = recordRequests();
    await fillAndSubmit(user, ADMIN_FIXTURE.username, ADMIN_FIXTURE.password);
    expect(await screen.findByRole('button', { name: 'LOADING...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'admin', password: ADMIN_FIXTURE.password });
    expect(token).toBe(db.csrfToken);
    const csrfAt = requests.indexOf('GET /sanctum/csrf-cookie');
    expect(csrfAt).toBeGreaterThanOrEqual(0);
    expect(csrfAt).toBeLessThan(requests.indexOf('POST /api/login'));
    expect(screen.getByText('Admin HMRPL')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong pair and keeps what was typed", async () => {
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'LOGIN ADMIN' });
    await fillAndSubmit(user, 'admin', 'salah-sandi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username atau password salah.');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'LOGIN ADMIN' });
    await fillAndSubmit(user, 'penulis', 'bukan-admin-123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Akses hanya untuk admin.');
  });

  it("says 'Terjadi kesalahan pada server' when the answer has no message", async () => {
    server.use(http.post('/api/login', () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'LOGIN ADMIN' });
    await fillAndSubmit(user, 'admin', 'apa-saja');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Terjadi kesalahan pada server$/);
  });

  it("says 'Tidak bisa terhubung ke server.' when nothing answers", async () => {
    server.use(http.post('/api/login', () => HttpResponse.error()));
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'LOGIN ADMIN' });
    await fillAndSubmit(user, 'admin', 'apa-saja');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak bisa terhubung ke server.');
  });

  it('goes back to the admin page the visitor wanted', async () => {
    const { user } = renderRoute('/admin/aspirasi');
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
    await fillAndSubmit(user, ADMIN_FIXTURE.username, ADMIN_FIXTURE.password);
    expect(await screen.findByRole('heading', { name: 'Lihat Responden' })).toBeInTheDocument();
  });

  it('sends a signed-in admin straight to the dashboard', async () => {
    signInAsAdmin();
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'LOGIN ADMIN' })).not.toBeInTheDocument());
  });
});
