import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SSR_ENTRY, renderRoot } from '../ssr';
import { renderPage } from '../render';
import { plain } from '../site';

let dist: string;
let logged: string[];
const log = { warn: (m: string) => logged.push(`warn ${m}`), error: (m: string) => logged.push(`error ${m}`) };

/** A server entry at dist/.ssr whose source is `code` (its mtime moved, so the loader sees a new build). */
function entry(code: string, at = Date.now() / 1000) {
  const file = path.join(dist, SSR_ENTRY);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
  utimesSync(file, at, at);
}

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'hmrpl-ssr-'));
  logged = [];
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const TEMPLATE =
  '<!doctype html><html><head><title>T</title></head><body><div id="root"></div><noscript>Aktifkan JavaScript untuk membuka situs HMRPL.</noscript><script type="module" src="/assets/index.js"></script></body></html>';
const page = () => plain({ title: 'Berita', description: 'd', canonicalPath: '/berita', noindex: false });

describe('the server renderer', () => {
  it('draws the root from the page data, parsed, for the URL asked', async () => {
    entry(
      `exports.render = async (url, data, origin) => '<main><h1>' + origin + url + '</h1><p>' + data['/api/x'].title + '</p></main>';`,
    );
    const root = await renderRoot(dist, '/berita?page=2', 'https://hmrpl.test', [['/api/x', '{"title":"Rapat"}']], log);
    expect(root).toBe('<main><h1>https://hmrpl.test/berita?page=2</h1><p>Rapat</p></main>');
    expect(logged).toEqual([]);
  });

  it('is the shell without a server build, or with one that does not load or throws, and says so', async () => {
    expect(await renderRoot(dist, '/', 'https://hmrpl.test', [], log)).toBeNull();
    expect(logged).toEqual([]); // no build is no news: the shell, silently

    entry('throw new Error("broken build");', 1_000);
    expect(await renderRoot(dist, '/', 'https://hmrpl.test', [], log)).toBeNull();
    expect(logged.join('\n')).toMatch(/warn .*does not load \(broken build\)/);

    entry('exports.render = async () => { throw new Error("no window"); };', 2_000);
    expect(await renderRoot(dist, '/', 'https://hmrpl.test', [], log)).toBeNull();
    expect(logged.join('\n')).toMatch(/error server rendering of \/ failed: Error: no window/);
  });

  it('loads a new build when the file changes', async () => {
    entry(`exports.render = async () => 'one';`, 1_000);
    expect(await renderRoot(dist, '/', 'https://hmrpl.test', [], log)).toBe('one');
    entry(`exports.render = async () => 'two';`, 2_000);
    expect(await renderRoot(dist, '/', 'https://hmrpl.test', [], log)).toBe('two');
  });
});

describe('a page with its drawn root', () => {
  it('holds the content in its root, without the shell\'s "needs JavaScript" note but with the page\'s own', () => {
    const drawn = '<main><h1>Berita</h1><noscript>Formulir ini memerlukan JavaScript.</noscript></main>';
    const html = renderPage(TEMPLATE, page(), 'https://hmrpl.test', dist, drawn);
    expect(html).toContain(`<div id="root">${drawn}</div>`);
    expect(html).not.toContain('Aktifkan JavaScript untuk membuka situs HMRPL.');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('is the shell as before when nothing was drawn', () => {
    const html = renderPage(TEMPLATE, page(), 'https://hmrpl.test', dist, null);
    expect(html).toContain('<div id="root"></div><noscript>Aktifkan JavaScript untuk membuka situs HMRPL.</noscript>');
  });
});
