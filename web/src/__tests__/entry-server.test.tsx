/**
 * The server's side of the SPA (src/entry-server.tsx, ADR 113): it draws a page from the first data alone, with its
 * lazily loaded route. Its hydration in a browser is proved in Chromium (e2e/server-rendered.e2e.test.ts): here the
 * server renderer and the browser's would share React's context objects in one realm, which never happens for real.
 */
import { db } from '@/testing/msw/db';
import { render } from '@/entry-server';
import { NEEDS_JAVASCRIPT } from '@/components/ui/needs-javascript';

describe('the server entry', () => {
  it('draws an article from its first data, route chunk included, and shows no loading state', async () => {
    const stored = db.news[0]!;
    const html = await render(
      `/berita/${stored.slug}`,
      {
        [`/api/berita/${stored.slug}`]: { ...stored, title: 'Judul <dari> server' },
      },
      'https://hmrpl.test',
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Judul &lt;dari&gt; server');
    expect(html).not.toContain('Memuat halaman...');
    expect(html).not.toContain('<script');
  });

  it('draws the 404 page for an unknown path', async () => {
    const html = await render('/tidak-ada-halaman-ini', {}, 'https://hmrpl.test');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).not.toContain('Memuat halaman...');
  });

  it('says on a form page, for a visitor without scripts, that the form needs them', async () => {
    const html = await render('/aspirasi', {}, 'https://hmrpl.test');
    expect(html).toContain('<h1>SE-Aspirasi</h1>');
    expect(html).toMatch(new RegExp(`<noscript>.*${NEEDS_JAVASCRIPT}.*</noscript>`));
  });

  it('keeps a large page whole and inline: no part left to an inline script', async () => {
    const fallback: Record<string, unknown> = {};
    for (const key of ['/api/kabinet/aktif', '/api/pengaturan']) {
      fallback[key] = await (await fetch(new URL(key, window.location.href))).json();
    }
    const html = await render('/tentang', fallback, 'https://hmrpl.test');
    expect(html.length).toBeGreaterThan(13_000); // past React's default size for moving a part out
    expect(html).toContain('<h1>Tentang Kami</h1>');
    expect(html).not.toContain('Memuat halaman...');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });
});
