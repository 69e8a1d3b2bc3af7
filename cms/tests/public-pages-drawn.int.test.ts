/**
 * Public pages drawn on the server (ADR 113, src/front/pages/ssr.ts): with a server entry in the build, a public
 * page's root holds what it drew from the page's first data; the edge keeps the drawn page like the shell (one drawing
 * per key and cache version); /admin stays the shell; a broken entry costs the drawing, never the page. The entry here
 * is a stand-in that says what it was given (the real one is proved in Chromium: web/e2e/server-rendered.e2e.test.ts).
 */
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

let app: TestApp;
let dist: string;
let drawings: string;
beforeAll(async () => {
  app = await startTestApp();
  dist = process.env.WEB_DIST!;
  drawings = path.join(dist, 'drawings.log');
});
afterAll(() => {
  rmSync(path.join(dist, '.ssr'), { recursive: true, force: true });
  rmSync(drawings, { force: true });
});

const HTML = { Accept: 'text/html' };
let builds = 0;

/** A new build: its server entry, and index.html touched (a new key for every page, as a deploy makes). */
function build(entry: string) {
  builds += 1;
  const file = path.join(dist, '.ssr', 'entry-server.cjs');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, entry);
  const at = new Date(Date.now() + builds * 10_000);
  utimesSync(file, at, at);
  utimesSync(path.join(dist, 'index.html'), at, at);
}

const drawn = () => readFileSync(drawings, 'utf8').split('\n').filter(Boolean);

describe('a public page drawn on the server', () => {
  it('holds the drawing in its root, from the first data, kept by the edge', async () => {
    rmSync(drawings, { force: true });
    build(`
      const fs = require('node:fs');
      exports.render = async (url, data, origin) => {
        fs.appendFileSync(${JSON.stringify(drawings)}, url + '\\n');
        return '<main><h1>Digambar ' + url + '</h1><p>' + Object.keys(data).sort().join(' ') + '</p><p>' + origin + '</p></main>';
      };`);
    const first = await app.agent().get('/berita', { headers: HTML });
    expect(first.status).toBe(200);
    const root = /<div id="root">(.*?)<\/div>/s.exec(first.text)?.[1] ?? '';
    expect(root).toMatch(
      /^<main><h1>Digambar \/berita<\/h1><p>[^<]*\/api\/berita\?page=1[^<]*<\/p><p>https?:\/\/[^<]+<\/p><\/main>$/,
    );
    // the same data beside it, for the SPA to hydrate with
    expect(first.text).toContain('<script type="application/json" id="page-data">');
    expect(first.headers.get('cache-control')).toBeTruthy();
    expect(first.headers.get('vary')).toMatch(/Accept(?!-)/);

    // whatever Accept says, the same drawn page, from the edge's memory: drawn once
    const again = await app.agent().get('/berita', { headers: { Accept: 'application/json' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('cache-control')).toBeTruthy();
    expect(again.headers.get('vary')).toMatch(/Accept(?!-)/);
    expect(drawn()).toEqual(['/berita']);
  });

  it('leaves /admin to the SPA', async () => {
    const admin = await app.agent().get('/admin', { headers: HTML });
    expect(admin.text).toContain('<div id="root"></div>');
    expect(drawn()).not.toContain('/admin');
  });

  it('is the shell, never an error, when the server entry breaks', async () => {
    build('exports.render = async () => { throw new Error("window is not defined"); };');
    const page = await app.agent().get('/tentang', { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain('id="page-data"');

    build('throw new Error("a build cut in half");');
    const other = await app.agent().get('/tentang', { headers: HTML });
    expect(other.status).toBe(200);
    expect(other.text).toContain('<div id="root"></div>');
  });
});
