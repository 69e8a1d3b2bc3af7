import { describe, expect, it } from 'vitest';
import storage, { isSafeStoragePath, reachesUploads } from '../storage';

describe('isSafeStoragePath', () => {
  it.each(['berita/abc.webp', 'a.png', 'galeri/2025/x%20y.jpg'])('accepts %s', (p) =>
    expect(isSafeStoragePath(p)).toBe(true),
  );
  it.each(['', '../x', 'a/../../x', '..%2fx', '%2e%2e/x', 'a\\..\\x', 'a%5cb', 'a//b', './a', 'a%00.png', '%E0%A4%A'])(
    'refuses %s',
    (p) => expect(isSafeStoragePath(p)).toBe(false),
  );
});

describe('reachesUploads', () => {
  it('sees the uploads folder behind any spelling, decoded up to three times', () => {
    for (const p of ['/uploads/a.png', '/UPLOADS/a.png', '/%75ploads/a.html', '/uploads%2Fa.html', '/%2575ploads/x'])
      expect(reachesUploads(p), p).toBe(true);
    for (const p of ['/storage/a.png', '/upload/files', '/api/uploads']) expect(reachesUploads(p), p).toBe(false);
  });
});

describe('a PDF at /storage/ (documents, ADR 097)', () => {
  /** The middleware around a static server that answers 200, as Koa would see it. */
  async function serve(path: string) {
    const headers: Record<string, string> = {};
    const ctx = {
      path,
      method: 'GET',
      status: 404,
      body: undefined as unknown,
      set(name: string | Record<string, string>, value?: string) {
        if (typeof name === 'string') headers[name.toLowerCase()] = value!;
        else for (const [key, v] of Object.entries(name)) headers[key.toLowerCase()] = v;
      },
    };
    await storage()(ctx as never, async () => {
      ctx.status = 200;
      headers['content-type'] = 'text/html';
    });
    return { status: ctx.status, headers };
  }

  it('is served as application/pdf, sandboxed and not sniffed, whatever the static server said', async () => {
    const res = await serve('/storage/dokumen_0123456789abcdef01234567_abc.pdf');
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
  });

  it('is not served at Strapi’s own /uploads/', async () => {
    expect((await serve('/uploads/dokumen_0123456789abcdef01234567_abc.pdf')).status).toBe(404);
  });
});
