/**
 * A news or achievement slug never equals a word that a route takes (`/api/berita/terbaru`,
 * `/api/prestasi/formulir`), read from Strapi's router.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { smallImage } from './fixtures/images';
import { RESERVED_SLUGS } from '../src/lib/content/slug';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

/** Literal words routed under /api/berita/ and /api/prestasi/ (GET), read from the live router. */
function routedWords(): string[] {
  const layers = app.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>;
  return layers
    .filter((l) => l.methods.includes('GET'))
    .map((l) => /^\/api\/(?:berita|prestasi)\/([^/:()*]+)$/i.exec(l.path)?.[1])
    .filter((w): w is string => !!w);
}

describe('reserved news slugs', () => {
  it('every literal /api/berita/<word> route is reserved', () => {
    const words = routedWords();
    expect(words).toContain('terbaru');
    expect(words).toContain('formulir');
    for (const word of words) expect(RESERVED_SLUGS.has(word.toLowerCase())).toBe(true);
  });

  it('a news item titled after a reserved word gets another slug and opens', async () => {
    const admin = app.agent();
    await admin.loginOk();
    for (const title of ['Terbaru', 'TERBARU!']) {
      const form = new FormData();
      form.append('title', title);
      form.append('content', '<p>Isi berita yang judulnya sama dengan sebuah rute.</p>');
      form.append('image', new Blob([await smallImage('png')], { type: 'image/png' }), 'foto.png');
      const res = await admin.post('/api/admin/berita', form);
      expect(res.status).toBe(201);
      const slug = res.body.data.slug as string;
      expect(RESERVED_SLUGS.has(slug)).toBe(false);
      expect(slug).toMatch(/^terbaru-\d+$/);
      const open = await app.agent().get(`/api/berita/${slug}`);
      expect(open.status).toBe(200);
      expect(open.body.title).toBe(title);
      await admin.delete(`/api/admin/berita/${res.body.data.id}`);
    }
    // the route itself still answers the latest list
    expect(Array.isArray((await app.agent().get('/api/berita/terbaru')).body)).toBe(true);
  });
});
