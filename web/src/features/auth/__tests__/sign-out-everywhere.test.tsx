/**
 * "Keluar dari semua perangkat" in the admin header, and the session kept alive while the admin works (the server
 * ends a session after 30 minutes without a request).
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { answerConfirm, recordRequests } from '@/testing/admin-helpers';
import { KEEP_ALIVE_EVERY_MS } from '@/features/auth/api/session';
import { noteActivity } from '@/lib/activity';

const LABEL = 'Keluar dari semua perangkat';

afterEach(() => {
  vi.useRealTimers();
});

describe('Keluar dari semua perangkat', () => {
  it('sits in the header, not in the sidebar, whose links stay as they are', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    const header = (await screen.findByText('Admin HMRPL')).closest('header')!;
    expect(within(header).getByRole('button', { name: LABEL })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Menu admin' });
    expect(within(sidebar).queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
    expect(
      within(sidebar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keluar']);
  });

  it('asks first; confirmed, it ends every session on the server and shows /login', async () => {
    signInAsAdmin();
    const confirm = answerConfirm(true);
    const { user } = renderRoute('/admin/berita');
    await screen.findByRole('heading', { name: 'Kelola Berita' });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: LABEL }));
    expect(confirm).toHaveBeenCalledWith(
      'Keluar dari semua perangkat? Semua sesi admin Anda, termasuk di perangkat ini, akan diakhiri.',
    );
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
    expect(requests).toContain('POST /api/logout-all');
    expect(db.session).toBeNull();
  });

  it('does nothing when not confirmed', async () => {
    signInAsAdmin();
    answerConfirm(false);
    const { user } = renderRoute('/admin');
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: LABEL }));
    expect(requests).not.toContain('POST /api/logout-all');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says so and stays signed in when the server could not do it', async () => {
    signInAsAdmin();
    answerConfirm(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(
      http.post('/api/logout-all', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: LABEL }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Gagal keluar dari semua perangkat. Coba lagi.'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABEL })).toBeEnabled();
    expect(db.session).not.toBeNull();
  });
});

describe('the session kept alive while the admin works', () => {
  it('asks /api/me again after a key press once the keep-alive interval has passed, not before', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const requests = recordRequests();
    const answered: number[] = [];
    const onAnswer = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname === '/api/me') answered.push(response.status);
    };
    server.events.on('response:mocked', onAnswer);
    onTestFinished(() => {
      server.events.removeListener('response:mocked', onAnswer);
    });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now');
    clock.mockReturnValue(now + KEEP_ALIVE_EVERY_MS / 2);
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(requests.filter((r) => r === 'GET /api/me')).toHaveLength(0);
    clock.mockReturnValue(now + KEEP_ALIVE_EVERY_MS + 1);
    fireEvent.keyDown(window, { key: 'b' });
    await vi.waitFor(() => expect(requests.filter((r) => r === 'GET /api/me')).toHaveLength(1));
    // the rich-text editor's frame reports its typing the same way
    clock.mockReturnValue(now + 2 * KEEP_ALIVE_EVERY_MS + 2);
    act(() => noteActivity());
    await vi.waitFor(() => expect(requests.filter((r) => r === 'GET /api/me')).toHaveLength(2));
    // answered within this test: a ping answered after it, once the next test's fixtures have no session, would be a
    // 401 that signs the next test's admin out
    await vi.waitFor(() => expect(answered).toHaveLength(2));
  });

  it('shows /login when the server has ended the idle session', async () => {
    signInAsAdmin();
    renderRoute('/admin');
    await screen.findByRole('heading', { name: 'Dashboard' });
    db.session = null; // the server's idle timeout
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + KEEP_ALIVE_EVERY_MS + 1);
    fireEvent.pointerDown(window);
    expect(await screen.findByRole('heading', { name: 'LOGIN ADMIN' })).toBeInTheDocument();
  });
});
