import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw/server';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { ApiError, request } from '@/lib/http-client';

describe('http client', () => {
  it('fetches the CSRF cookie before the first unsafe call and sends it as X-XSRF-TOKEN', async () => {
    let seen: string | null = null;
    server.use(
      http.post('/api/aspirasi', ({ request: req }) => {
        seen = req.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    await request('/api/aspirasi', { method: 'POST', body: { pesan: 'x' } });
    expect(seen).toBeTruthy();
    expect(seen).toBe(db.csrfToken);
  });

  it('fetches a fresh token once and retries when the server answers 419', async () => {
    let calls = 0;
    server.use(
      http.post('/api/logout', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Sesi halaman kedaluwarsa. Muat ulang halaman lalu coba lagi.' },
              { status: 419 },
            )
          : HttpResponse.json({ message: 'Logout berhasil' });
      }),
    );
    await expect(request('/api/logout', { method: 'POST' })).resolves.toEqual({ message: 'Logout berhasil' });
    expect(calls).toBe(2);
  });

  it("turns an error answer into an ApiError with the server's message and field errors", async () => {
    const error = await request<never>('/api/aspirasi', {
      method: 'POST',
      body: { kategori: 'Kritik', pesan: '  ', isAnonim: false },
    }).catch((e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Pesan tidak boleh kosong!');
    expect(error.errors.pesan).toEqual(['Pesan tidak boleh kosong!']);
  });

  it('says it cannot reach the server when there is no answer', async () => {
    server.use(http.get('/api/me', () => HttpResponse.error()));
    const error = await request<never>('/api/me').catch((e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Tidak bisa terhubung ke server.');
  });

  it('reads admin data once signed in, and 401 before', async () => {
    await expect(request('/api/aspirasi')).rejects.toMatchObject({
      status: 401,
      message: 'Silakan masuk terlebih dahulu.',
    });
    signInAsAdmin();
    await expect(request('/api/aspirasi')).resolves.toMatchObject({ meta: { total: 5 } });
  });
});
