/**
 * The tables derived from the content types' declarations (src/front/site.ts), checked against what the schemas and
 * the route files say, so that a type cannot be forgotten where a forgotten line shows nowhere else:
 * - a declaration file the site does not take (it would declare nothing: no reads, no pages, no cache sources);
 * - a public read whose content does not move the cache version (the public list would stay stale after every write);
 * - a content type nobody classified (a new type's writes would move nothing);
 * - a page without sitemap entries.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INFRASTRUCTURE, discoverSiteTypes, loadSite } from '../site';

const TYPES_DIR = path.resolve(__dirname, '../types');
const site = await loadSite();
const { cacheSources: CACHE_SOURCES, pages: PAGES, publicReads: PUBLIC_READS } = site;

const API_DIR = path.resolve(__dirname, '../../api');

interface Schema {
  attributes: Record<string, { type: string; target?: string }>;
}

/** Every content type of our schemas (src/api/<api>/content-types/<name>/schema.json), by UID. */
function schemas(): Map<string, Schema> {
  const found = new Map<string, Schema>();
  for (const api of readdirSync(API_DIR)) {
    const dir = path.join(API_DIR, api, 'content-types');
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue; // an API without content types (auth, health, pengguna)
    }
    for (const name of names)
      found.set(`api::${api}.${name}`, JSON.parse(readFileSync(path.join(dir, name, 'schema.json'), 'utf8')));
  }
  return found;
}

/** The GET routes of every route file, as `/api/...` paths with their handler (`api::<api>.<controller>.<action>`). */
async function getRoutes(): Promise<Array<{ path: string; handler: string }>> {
  const routes: Array<{ path: string; handler: string }> = [];
  for (const api of readdirSync(API_DIR)) {
    const dir = path.join(API_DIR, api, 'routes');
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      continue;
    }
    for (const file of files) {
      const loaded = (await import(path.join(dir, file))) as {
        default: { routes: Array<{ method: string; path: string; handler: string }> };
      };
      for (const route of loaded.default.routes)
        if (route.method === 'GET') routes.push({ path: `/api${route.path}`, handler: route.handler });
    }
  }
  return routes;
}

const unseen = new Map<string, string>(
  [...site.types.flatMap(({ type }) => Object.entries(type.unseen ?? {})), ...Object.entries(INFRASTRUCTURE)].map(
    ([uid, why]) => [uid, why ?? ''],
  ),
);
const samePattern = (a: string, b: string) => a.replace(/:\w+/g, ':') === b.replace(/:\w+/g, ':');

describe('the declarations of src/front/types', () => {
  it('are every file of the folder, one type each', () => {
    const files = readdirSync(TYPES_DIR).sort();
    expect(files.length).toBeGreaterThan(8);
    expect(site.types.map((declared) => declared.file)).toEqual(files);
    expect(new Set(site.types.map((declared) => declared.type)).size).toBe(files.length);
  });

  describe('a file that declares no site type stops the load with its name', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-site-types-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const declare = (name: string, body: string) => {
      const folder = mkdtempSync(path.join(dir, 'case-'));
      writeFileSync(path.join(folder, name), body);
      return folder;
    };
    // written as a new type's file would be, importing the real helpers
    const helpers = JSON.stringify(path.resolve(__dirname, '../declare'));

    it('takes a file made with siteType()', async () => {
      const folder = declare(
        'dokumen.ts',
        `import { siteType } from ${helpers};\nexport const dokumen = siteType({ sources: ['api::dokumen.dokumen'] });\n`,
      );
      const found = await discoverSiteTypes(folder);
      expect(found.map(({ file, type }) => [file, type.sources])).toEqual([['dokumen.ts', ['api::dokumen.dokumen']]]);
    });

    it.each([
      // the shape without siteType(): typed nowhere, so never taken
      [
        'a plain object',
        `export const dokumen = { sources: ['api::dokumen.dokumen'] };\n`,
        /dokumen\.ts declares 0 site types/,
      ],
      [
        'no export',
        `import { siteType } from ${helpers};\nsiteType({ sources: [] });\n`,
        /dokumen\.ts declares 0 site types/,
      ],
      [
        'two types in one file',
        `import { siteType } from ${helpers};\nexport const a = siteType({ sources: [] });\nexport const b = siteType({ sources: [] });\n`,
        /dokumen\.ts declares 2 site types/,
      ],
    ])('refuses %s', async (_case, body, message) => {
      await expect(discoverSiteTypes(declare('dokumen.ts', body))).rejects.toThrow(message);
    });

    it('refuses a folder or another kind of file (a declaration is one file, <type>.ts)', async () => {
      const nested = mkdtempSync(path.join(dir, 'case-'));
      mkdirSync(path.join(nested, 'dokumen'));
      writeFileSync(path.join(nested, 'dokumen', 'index.ts'), 'export {};\n');
      await expect(discoverSiteTypes(nested)).rejects.toThrow(/src\/front\/types\/dokumen: this folder holds one/);
      await expect(discoverSiteTypes(declare('Dokumen.tsx', 'export {};\n'))).rejects.toThrow(
        /Dokumen\.tsx: this folder/,
      );
    });

    it('ignores what a compiler or an editor leaves beside them', async () => {
      const folder = declare('dokumen.d.ts', 'export {};\n');
      writeFileSync(path.join(folder, 'dokumen.js.map'), '{}');
      writeFileSync(path.join(folder, '.swp'), '');
      expect(await discoverSiteTypes(folder)).toEqual([]);
    });
  });
});

describe('the content that moves the cache version', () => {
  it('holds the content type of every public /api read (the type its route’s controller serves)', async () => {
    const routes = await getRoutes();
    const reads = PUBLIC_READS.filter((read) => read.kind === 'api');
    expect(reads.length).toBeGreaterThan(5);
    for (const read of reads) {
      const route = routes.find((candidate) => samePattern(candidate.path, read.path));
      expect(route, `no GET route serves ${read.path}`).toBeDefined();
      const type = route!.handler.slice(0, route!.handler.lastIndexOf('.'));
      expect(CACHE_SOURCES.has(type), `${read.path} shows ${type}, which is not a cache source`).toBe(true);
    }
  });

  it('classifies every content type: a cache source, or unseen by visitors with the reason', () => {
    const types = schemas();
    expect(types.size).toBeGreaterThan(10);
    for (const uid of types.keys()) {
      const source = CACHE_SOURCES.has(uid);
      expect(source || unseen.has(uid), `${uid}: declare it in its type's sources or unseen`).toBe(true);
      expect(source && unseen.has(uid), `${uid} is both a cache source and unseen`).toBe(false);
    }
    for (const [uid, why] of unseen) expect(why.length, uid).toBeGreaterThan(10);
  });

  it('follows relations: what a cache source shows of another type (and its media) moves the cache too', () => {
    const types = schemas();
    for (const uid of CACHE_SOURCES) {
      const schema = types.get(uid);
      if (!schema) continue; // a plugin's type (the upload plugin's files)
      for (const [name, attribute] of Object.entries(schema.attributes)) {
        const target = attribute.type === 'media' ? 'plugin::upload.file' : attribute.target;
        if (!target || attribute.type === 'component') continue;
        expect(CACHE_SOURCES.has(target) || unseen.has(target), `${uid}.${name} -> ${target}`).toBe(true);
      }
    }
  });
});

describe('the page table', () => {
  /** One row of every type a sitemap reads; the cabinets: the active one and an earlier one (the archive). */
  const rows: Record<string, unknown[]> = {
    'api::berita.berita': [
      { slug: 'contoh-berita', publish_at: '2030-01-02T03:00:00Z', createdAt: '2030-01-01', updatedAt: '2030-01-03' },
    ],
    'api::rekrutmen.rekrutmen': [{ updatedAt: '2030-01-04' }],
    'api::kegiatan.kegiatan': [{ slug: 'contoh-kegiatan', updatedAt: '2030-01-05' }],
    'api::proker.proker': [{ slug: 'contoh-proker', updatedAt: '2030-01-08', kabinet: { active: true } }],
    'api::prestasi.prestasi': [{ slug: 'contoh-prestasi', updatedAt: '2030-01-08' }],
    'api::kabinet.kabinet': [
      { slug: 'kabinet-aktif-2030-2031', period: '2030/2031', active: true, updatedAt: '2030-01-06' },
      { slug: 'kabinet-lama-2029-2030', period: '2029/2030', active: false, updatedAt: '2030-01-07' },
    ],
  };
  // a stand-in for the Document Service: each type's rows, whatever is asked
  const strapi: any = { documents: (uid: string) => ({ findMany: async () => rows[uid] ?? [] }) };

  it('gives every page its sitemap entries (a page left out of /sitemap.xml fails here)', async () => {
    const entries = await site.sitemapEntries(strapi, new Date('2030-01-01T00:00:00Z'));
    const paths = entries.map((entry) => entry.path);
    for (const page of PAGES) {
      if (typeof page.sitemap !== 'function') {
        expect(page.sitemap.none.length, page.name).toBeGreaterThan(10);
        continue;
      }
      const pattern = new RegExp(`^${page.path.replace(/:\w+$/, '[^/]+')}$`);
      expect(
        paths.some((entry) => pattern.test(entry)),
        `${page.name} (${page.path}) has no entry in the sitemap`,
      ).toBe(true);
    }
    // pages without a parameter first (in path order, whatever the order of the files), each once, every lastmod an
    // ISO time
    const plainPaths = PAGES.filter((page) => !page.path.includes('/:')).map((page) => page.path);
    expect(plainPaths).toEqual(
      expect.arrayContaining(['/', '/aspirasi', '/berita', '/kegiatan', '/rekrutmen', '/tentang']),
    );
    expect(paths.slice(0, plainPaths.length)).toEqual([...plainPaths].sort());
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers every page at one path and names each once', () => {
    const names = PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    const pagePaths = PUBLIC_READS.filter((read) => read.kind === 'page').map((read) => read.path);
    expect(pagePaths).toEqual(PAGES.map((page) => page.path));
  });

  it('declares every trash kind a service moves to the trash, each on a content type of ours (ADR 089)', () => {
    const moved = new Set<string>();
    for (const api of readdirSync(API_DIR)) {
      const dir = path.join(API_DIR, api, 'services');
      let files: string[] = [];
      try {
        files = readdirSync(dir);
      } catch {
        continue;
      }
      for (const file of files) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        for (const match of text.matchAll(/moveToTrash\(strapi, '([a-z-]+)'/g)) moved.add(match[1]!);
      }
    }
    const declared = [...site.trashKinds.keys()].sort();
    expect([...moved].sort()).toEqual(declared);
    const known = schemas();
    for (const kind of site.trashKinds.values()) expect(known.has(kind.uid), kind.uid).toBe(true);
  });
});
