/**
 * Uploads: encoded paths never reach the uploads folder past its rules, the dashboard's media library takes
 * images only, and an anonymous multipart body is never read outside /api either.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, startTestApp, type TestApp } from './helpers';
import { smallImage } from './fixtures/images';
import { reachesUploads } from '../src/middlewares/storage';

let app: TestApp;
const written: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

const uploads = () => path.join(app.tmpDir, 'public', 'uploads');

/** GET with the path sent exactly as written (fetch would normalise some escapes). */
function rawGet(pathname: string): Promise<{ status: number; body: string; type: string }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: pathname, method: 'GET', headers: { Accept: '*/*' } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type'] ?? '') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the uploads folder is judged on the decoded path', () => {
  it('recognises every spelling of /uploads/', () => {
    for (const p of [
      '/uploads/a',
      '/%75ploads/a',
      '/uploads%2Fa',
      '/%2575ploads/a',
      '/UPLOADS%2fa',
      '/%55PLOADS/a',
      '/uploads%5Ca',
    ]) {
      expect(reachesUploads(p)).toBe(true);
    }
    for (const p of ['/storage/a.png', '/api/uploads', '/berita/uploads', '/uploadsx/a'])
      expect(reachesUploads(p)).toBe(false);
  });

  it('an .html, .js or .svg in the folder is never served, however the path is encoded', async () => {
    const stamp = Date.now().toString(36);
    const files = {
      html: [`xss-${stamp}.html`, '<script>alert(document.cookie)</script>'],
      js: [`xss-${stamp}.js`, 'alert(1)//jahat'],
      svg: [`xss-${stamp}.svg`, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    } as const;
    for (const [name, body] of Object.values(files)) {
      const file = path.join(uploads(), name);
      writeFileSync(file, body);
      written.push(file);
    }
    for (const [name, body] of Object.values(files)) {
      const variants = [
        `/%75ploads/${name}`,
        `/uploads%2F${name}`,
        `/uploads%2f${name}`,
        `/%2575ploads/${name}`,
        `/%55PLOADS/${name}`,
        `/uploads%5C${name}`,
        `/uploads/./${name}`,
        `/uploads/${name.replace('.', '%2E')}`,
        `/uploads/${name.replace(/l$|s$|g$/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
        `/storage/${name}`,
        `/storage/%2e/${name}`,
      ];
      for (const variant of variants) {
        const res = await rawGet(variant);
        expect({ variant, status: res.status }).toEqual({ variant, status: 404 });
        expect(res.body).not.toContain(body);
      }
    }
  });

  it('an image keeps being served at /storage and /uploads, and an encoded spelling of it is refused', async () => {
    const name = `foto-${Date.now().toString(36)}.png`;
    const file = path.join(uploads(), name);
    writeFileSync(file, Buffer.from(await smallImage('png')));
    written.push(file);
    expect((await rawGet(`/storage/${name}`)).status).toBe(200);
    expect((await rawGet(`/uploads/${name}`)).status).toBe(200);
    expect((await rawGet(`/%75ploads/${name}`)).status).toBe(404);
  });
});

/** A dashboard super-admin's access token (Strapi's own admin login). */
async function dashboardToken(): Promise<{ token: string; cleanup: () => Promise<void> }> {
  const email = `media-${Date.now().toString(36)}@hmrpl.uji`;
  const password = 'MediaUji-2025!';
  const role = (await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as {
    id: number;
  };
  const hashed = await app.strapi.service('admin::auth').hashPassword(password);
  const user = (await app.strapi.db.query('admin::user').create({
    data: {
      email,
      firstname: 'Media',
      lastname: 'Uji',
      password: hashed,
      isActive: true,
      blocked: false,
      roles: [role.id],
    },
  })) as { id: number };
  const res = await new Agent(app.baseUrl).post('/admin/login', { email, password }, { xsrf: false });
  expect(res.status).toBe(200);
  return {
    token: res.body.data.token,
    cleanup: async () => void (await app.strapi.db.query('admin::user').delete({ where: { id: user.id } })),
  };
}

describe("the dashboard's media library takes images only, by content", () => {
  it('refuses HTML, SVG and JavaScript (by content), stores nothing, and still takes a PNG', async () => {
    const { token, cleanup } = await dashboardToken();
    const before = new Set(readdirSync(uploads()));
    try {
      const auth = { Authorization: `Bearer ${token}` };
      for (const [name, body, type] of [
        ['halaman.html', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'text/html'],
        ['gambar.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'image/svg+xml'],
        ['skrip.png', 'alert(document.cookie)', 'image/png'],
      ] as const) {
        const form = new FormData();
        form.append('files', new Blob([body], { type }), name);
        const res = await new Agent(app.baseUrl).post('/upload', form, { xsrf: false, headers: auth });
        expect({ name, status: res.status >= 400 && res.status < 500 }).toEqual({ name, status: true });
      }
      expect(readdirSync(uploads()).filter((f) => !before.has(f))).toEqual([]);
      const form = new FormData();
      form.append('files', new Blob([await smallImage('png')], { type: 'image/png' }), 'foto.png');
      const ok = await new Agent(app.baseUrl).post('/upload', form, { xsrf: false, headers: auth });
      expect(ok.status).toBe(201);
      const stored = ok.body[0];
      expect((await rawGet(stored.url)).status).toBe(200);
      // a real PNG named .html is stored under .png
      const renamed = new FormData();
      renamed.append('files', new Blob([await smallImage('png')], { type: 'text/html' }), 'halaman.html');
      const png = await new Agent(app.baseUrl).post('/upload', renamed, { xsrf: false, headers: auth });
      expect(png.status).toBe(201);
      expect(png.body[0].url).toMatch(/\.png$/);
      expect(png.body[0].mime).toBe('image/png');
      await app.strapi.plugin('upload').service('upload').remove(png.body[0]);
      await app.strapi.plugin('upload').service('upload').remove(stored);
    } finally {
      await cleanup();
    }
  });
});

describe('anonymous multipart bodies are not read outside /api', () => {
  /**
   * Starts a multipart POST, sends 1 MB of a file and keeps the request open: the server must answer 401 without
   * waiting for (or writing) the rest. Resolves with the status, or 0 when no answer came within 5 s.
   */
  function partialUpload(
    pathname: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; tempFiles: number }> {
    const url = new URL(app.baseUrl);
    const tmp = process.env.UPLOAD_TMP_DIR!;
    const boundary = '----ujiBoundary7c1f';
    return new Promise((resolve) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: pathname,
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(20 * 1024 * 1024),
          ...headers,
        },
      });
      let tempFiles = 0;
      const timer = setTimeout(() => {
        tempFiles = readdirSync(tmp).length;
        req.destroy();
        resolve({ status: 0, tempFiles });
      }, 5000);
      req.on('response', (res) => {
        clearTimeout(timer);
        tempFiles = readdirSync(tmp).length;
        res.resume();
        req.destroy();
        resolve({ status: res.statusCode ?? 0, tempFiles });
      });
      req.on('error', () => undefined);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      req.write(Buffer.alloc(1024 * 1024, 0x41));
    });
  }

  it.each([
    ['/upload', 401],
    ['/content-manager/collection-types/api::berita.berita', 401],
    ['/apa-saja', 401],
    ['/cms/upload', 401],
    // the dashboard's auth routes refuse any body over a few kB first (security-dashboard.int.test.ts)
    ['/admin/register-admin', 413],
  ])('POST %s (anonymous) is answered %i before the body is read', async (pathname, status) => {
    const res = await partialUpload(pathname);
    expect(res).toEqual({ status, tempFiles: 0 });
  });

  it('a forged or expired-looking bearer token is no better', async () => {
    expect(await partialUpload('/upload', { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' })).toEqual({
      status: 401,
      tempFiles: 0,
    });
  });
});
