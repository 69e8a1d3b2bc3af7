/**
 * Public pages that arrive whole (src/front/pages): each page's head and first data written into the served
 * index.html, real 404s, the sitemap, the RSS feed and robots.txt, cached with ETag/304 and invalidated
 * with the API. HTML is parsed with parse5 and XML with fast-xml-parser (validated), as a crawler would.
 */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { CreateActivityResponse, CreateNewsResponse } from '@hmrpl/contract';
import { PUBLIC_READ_CACHE_CONTROL, startTestApp, type TestApp } from './helpers';
import { imageBytes } from './fixtures/images';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const HOSTILE = `Rapat "kerja" <script>alert('x')</script></title><!-- & \u2028 </script> ${Date.now()}`;

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node as Element);
  const children = (node as { childNodes?: Node[] }).childNodes ?? [];
  for (const child of children) elements(child, out);
  const content = (node as { content?: Node }).content;
  if (content) elements(content, out);
  return out;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) => el.childNodes.map((c) => ('value' in c ? (c as { value: string }).value : '')).join('');

function head(html: string) {
  const all = elements(parse(html));
  const metas = all.filter((e) => e.tagName === 'meta');
  const meta = (key: string) => {
    const found = metas.find((m) => attr(m, 'property') === key || attr(m, 'name') === key);
    return found ? attr(found, 'content') : undefined;
  };
  const scripts = all.filter((e) => e.tagName === 'script');
  return {
    all,
    title: text(all.find((e) => e.tagName === 'title')!),
    titles: all.filter((e) => e.tagName === 'title').length,
    meta,
    link: (rel: string) => all.filter((e) => e.tagName === 'link' && attr(e, 'rel') === rel),
    jsonLd: scripts.filter((s) => attr(s, 'type') === 'application/ld+json').map((s) => JSON.parse(text(s))),
    pageData: (() => {
      const el = scripts.find((s) => attr(s, 'id') === 'page-data');
      return el ? (JSON.parse(text(el)) as Record<string, unknown>) : null;
    })(),
    executable: scripts.filter((s) => !['application/json', 'application/ld+json'].includes(attr(s, 'type') ?? '')),
  };
}

async function createNews(title: string) {
  const admin = app.agent();
  await admin.loginOk();
  const form = new FormData();
  form.append('title', title);
  form.append('content', '<p>Isi berita untuk uji halaman publik.</p>');
  form.append(
    'image',
    new Blob([await imageBytes('jpeg', { width: 1600, height: 900 })], { type: 'image/jpeg' }),
    'headline.jpg',
  );
  const res = await admin.post<CreateNewsResponse>('/api/admin/berita', form);
  expect(res.status).toBe(201);
  return { admin, news: res.body.data };
}

describe('a news item’s page', () => {
  it('carries its own escaped head, JSON-LD and the /api answer, and a hostile title stays text', async () => {
    const { news } = await createNews(HOSTILE);
    const res = await app.agent().get(`/berita/${news.slug}`, { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_READ_CACHE_CONTROL);
    const h = head(res.text);
    const origin = app.baseUrl;

    // the title is text in one <title>, every meta keeps it whole inside its attribute
    expect(h.titles).toBe(1);
    expect(h.title).toBe(`${HOSTILE} | HMRPL Telkom University`);
    expect(h.meta('og:title')).toBe(`${HOSTILE} | HMRPL Telkom University`);
    expect(h.meta('twitter:title')).toBe(`${HOSTILE} | HMRPL Telkom University`);
    // no script but the app's own module script: the title's <script> never became one
    expect(h.executable.map((s) => attr(s, 'src'))).toEqual(['/assets/app-3f9a1c.js']);
    expect(res.text).not.toContain("<script>alert('x')");

    expect(h.meta('description')).toBe(news.excerpt);
    expect(h.meta('og:description')).toBe(news.excerpt);
    expect(h.meta('og:type')).toBe('article');
    expect(h.meta('og:locale')).toBe('id_ID');
    expect(h.meta('og:url')).toBe(`${origin}/berita/${news.slug}`);
    expect(attr(h.link('canonical')[0]!, 'href')).toBe(`${origin}/berita/${news.slug}`);
    // the publication time, which for an item published at once is its `date`
    expect(h.meta('article:published_time')).toBe(news.date);
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    // the 1200-wide rendition, absolute
    expect(h.meta('og:image')).toMatch(new RegExp(`^${origin}/storage/social_`));
    expect(h.meta('og:image:width')).toBe('1200');
    expect(h.meta('og:image:alt')).toBe(HOSTILE);
    const image = await app.agent().get(h.meta('og:image')!.slice(origin.length), { headers: { Accept: 'image/*' } });
    expect(image.status).toBe(200);
    expect(h.meta('robots')).toBeUndefined();
    expect(attr(h.link('alternate')[0]!, 'href')).toBe(`${origin}/rss.xml`);

    const [article] = h.jsonLd;
    expect(article['@type']).toBe('NewsArticle');
    expect(article.headline).toBe(HOSTILE.slice(0, 110));
    expect(article.datePublished).toBe(news.date);
    expect(article.image).toEqual([h.meta('og:image')]);

    // the embedded answer is the /api answer, byte for byte, under the SPA's SWR key
    const api = await app.agent().get(`/api/berita/${news.slug}`);
    // (after the active cabinet and the settings, which every public page's footer shows)
    expect(Object.keys(h.pageData!)).toEqual(['/api/kabinet/aktif', '/api/pengaturan', `/api/berita/${news.slug}`]);
    expect(JSON.stringify(h.pageData![`/api/berita/${news.slug}`])).toBe(api.text);
    // and the raw element holds no character that could end or change it
    const raw = res.text.slice(res.text.indexOf('id="page-data">'));
    const inside = raw.slice('id="page-data">'.length, raw.indexOf('</script>'));
    expect(inside).not.toMatch(/[<>&\u2028]/);
  });

  it('answers 404 with the SPA for a slug that does not exist, and for an unknown path', async () => {
    for (const p of ['/berita/tidak-ada-berita-ini-123', '/halaman/yang/tidak/ada', '/berita/a/b']) {
      const res = await app.agent().get(p, { headers: HTML });
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toContain('text/html');
      const h = head(res.text);
      expect(
        h.executable.map((s) => attr(s, 'src')),
        p,
      ).toEqual(['/assets/app-3f9a1c.js']);
      expect(h.meta('robots'), p).toBe('noindex, nofollow');
      expect(h.title, p).toBe('Halaman tidak ditemukan | HMRPL Telkom University');
      // only what the footer shows (the active cabinet and the settings)
      expect(Object.keys(h.pageData ?? {}), p).toEqual(['/api/kabinet/aktif', '/api/pengaturan']);
    }
    // twice: the second is a cache hit and still a 404
    const again = await app.agent().get('/berita/tidak-ada-berita-ini-123', { headers: HTML });
    expect(again.status).toBe(404);
    // another spelling of a page (React Router reads paths without case) goes to the canonical one
    const other = await app.agent().get('/BERITA', { headers: HTML });
    expect(other.status).toBe(301);
    expect(other.headers.get('location')).toBe('/berita');
  });
});

async function createActivity(title: string, startsAt: string, endsAt?: string) {
  const admin = app.agent();
  await admin.loginOk();
  const form = new FormData();
  form.append('title', title);
  form.append('starts_at', startsAt);
  if (endsAt) form.append('ends_at', endsAt);
  form.append('place', 'Aula "Utama" & Lab <RPL>');
  form.append('summary', `Ringkasan ${title}`);
  form.append('content', '<p>Isi kegiatan.</p>');
  form.append('registration_url', 'https://forms.example.org/daftar');
  form.append(
    'poster',
    new Blob([await imageBytes('jpeg', { width: 1080, height: 1350 })], { type: 'image/jpeg' }),
    'poster.jpg',
  );
  const res = await admin.post<CreateActivityResponse>('/api/admin/kegiatan', form);
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('activity pages', () => {
  it('/kegiatan/{slug} carries its escaped head, an Event in Asia/Jakarta time and the /api answer', async () => {
    const activity = await createActivity(HOSTILE, '2031-06-01T09:00', '2031-06-01T15:30');
    // stored as one line (the U+2028 became a space), otherwise as typed
    const title = activity.title;
    expect(title).toBe(HOSTILE.replace(/\s+/g, ' '));
    const res = await app.agent().get(`/kegiatan/${activity.slug}`, { headers: HTML });
    expect(res.status).toBe(200);
    const h = head(res.text);
    expect(h.titles).toBe(1);
    expect(h.title).toBe(`${title} | HMRPL Telkom University`);
    expect(h.executable.map((s) => attr(s, 'src'))).toEqual(['/assets/app-3f9a1c.js']);
    expect(h.meta('description')).toBe(activity.summary);
    expect(attr(h.link('canonical')[0]!, 'href')).toBe(`${app.baseUrl}/kegiatan/${activity.slug}`);
    expect(h.meta('og:image')).toMatch(new RegExp(`^${app.baseUrl}/storage/`));
    expect(h.meta('og:image:alt')).toBe(`Poster ${title}`);
    const calendar = h.link('alternate').find((l) => attr(l, 'type') === 'text/calendar');
    expect(attr(calendar!, 'href')).toBe(`${app.baseUrl}/kegiatan/${activity.slug}.ics`);

    const [event] = h.jsonLd;
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: title,
      startDate: '2031-06-01T09:00:00+07:00',
      endDate: '2031-06-01T15:30:00+07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Aula "Utama" & Lab <RPL>' },
      url: `${app.baseUrl}/kegiatan/${activity.slug}`,
      offers: { '@type': 'Offer', url: 'https://forms.example.org/daftar' },
    });
    expect(event.image).toEqual([h.meta('og:image')]);

    const api = await app.agent().get(`/api/kegiatan/${activity.slug}`);
    expect(Object.keys(h.pageData!)).toEqual([
      '/api/kabinet/aktif',
      '/api/pengaturan',
      `/api/kegiatan/${activity.slug}`,
    ]);
    expect(JSON.stringify(h.pageData![`/api/kegiatan/${activity.slug}`])).toBe(api.text);
    const [preload] = h.link('preload');
    expect(attr(preload!, 'href')).toBe(`/storage/${activity.poster_path}`);

    const missing = await app.agent().get('/kegiatan/tidak-ada-kegiatan-ini', { headers: HTML });
    expect(missing.status).toBe(404);
    expect(head(missing.text).meta('robots')).toBe('noindex, nofollow');
  });

  it('/kegiatan embeds the upcoming list, the asked page of ended ones and the gallery, equal to /api', async () => {
    for (const p of ['/kegiatan', '/kegiatan?page=2']) {
      const page = p.endsWith('2') ? 2 : 1;
      const res = await app.agent().get(p, { headers: HTML });
      expect(res.status).toBe(200);
      const h = head(res.text);
      const data = h.pageData!;
      expect(Object.keys(data)).toEqual([
        '/api/kabinet/aktif',
        '/api/pengaturan',
        '/api/kegiatan?waktu=mendatang',
        `/api/kegiatan?waktu=lampau&page=${page}`,
        '$inf$/api/galeri?page=1&limit=6',
      ]);
      expect(JSON.stringify(data['/api/kegiatan?waktu=mendatang'])).toBe(
        (await app.agent().get('/api/kegiatan?waktu=mendatang')).text,
      );
      expect(JSON.stringify(data[`/api/kegiatan?waktu=lampau&page=${page}`])).toBe(
        (await app.agent().get(`/api/kegiatan?waktu=lampau&page=${page}`)).text,
      );
      const feed = h.link('alternate').find((l) => attr(l, 'type') === 'text/calendar');
      expect(attr(feed!, 'href')).toBe(`${app.baseUrl}/kegiatan.ics`);
    }
  });

  it('/kegiatan follows the clock: an activity that ends leaves the upcoming list of the cached page', async () => {
    const end = new Date(Date.now() + 2500);
    const activity = await createActivity(
      `Berakhir sebentar lagi ${Date.now()}`,
      new Date(Date.now() - 3600_000).toISOString(),
      end.toISOString(),
    );
    const upcomingIds = async () => {
      const res = await app.agent().get('/kegiatan', { headers: HTML });
      const list = head(res.text).pageData!['/api/kegiatan?waktu=mendatang'] as { data: Array<{ id: number }> };
      return { cache: res.headers.get('x-cache'), ids: list.data.map((a) => a.id) };
    };
    expect((await upcomingIds()).ids).toContain(activity.id);
    const cached = await upcomingIds();
    expect(cached.cache).toBe('HIT');
    expect(cached.ids).toContain(activity.id);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end.getTime() - Date.now()) + 1200));
    expect((await upcomingIds()).ids).not.toContain(activity.id);
  });

  it('the sitemap lists every activity page', async () => {
    const activity = await createActivity(`Peta situs ${Date.now()}`, '2031-07-01T09:00');
    const res = await app.agent().get('/sitemap.xml', { headers: { Accept: '*/*' } });
    expect(XMLValidator.validate(res.text)).toBe(true);
    const urls = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.text).urlset.url as Array<{
      loc: string;
      lastmod: string;
    }>;
    const total = await app.strapi.db.query('api::kegiatan.kegiatan').count({});
    expect(urls.filter((u) => /\/kegiatan\/[^/]+$/.test(u.loc))).toHaveLength(total);
    const entry = urls.find((u) => u.loc === `${app.baseUrl}/kegiatan/${activity.slug}`);
    expect(entry).toBeTruthy();
    expect(Number.isNaN(Date.parse(entry!.lastmod))).toBe(false);
  });
});

describe('other pages', () => {
  it('gives every public page its title, description and canonical URL; /login and /admin are noindex without data', async () => {
    const cases: Array<[string, string]> = [
      ['/', 'HMRPL Telkom University'],
      ['/tentang', 'Tentang Kami | HMRPL Telkom University'],
      ['/kegiatan', 'Kegiatan | HMRPL Telkom University'],
      ['/aspirasi', 'SE-Aspirasi | HMRPL Telkom University'],
      ['/rekrutmen', 'SE-Rekrutmen | HMRPL Telkom University'],
      ['/berita', 'SE-NEWS | HMRPL Telkom University'],
    ];
    for (const [p, title] of cases) {
      const res = await app.agent().get(p, { headers: HTML });
      expect(res.status, p).toBe(200);
      const h = head(res.text);
      expect(h.title, p).toBe(title);
      expect(h.meta('description'), p).toMatch(/HMRPL/);
      expect(attr(h.link('canonical')[0]!, 'href'), p).toBe(`${app.baseUrl}${p}`);
      expect(h.meta('og:locale'), p).toBe('id_ID');
      expect(h.meta('robots'), p).toBeUndefined();
    }
    for (const p of ['/login', '/admin', '/admin/berita/tambah']) {
      const res = await app.agent().get(p, { headers: HTML });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      const h = head(res.text);
      expect(h.meta('robots'), p).toBe('noindex, nofollow');
      expect(h.pageData, p).toBeNull();
      expect(h.link('canonical'), p).toEqual([]);
    }
  });

  it('embeds on / the answers the home page shows first, equal to /api, and the Organization with its profiles', async () => {
    const res = await app.agent().get('/', { headers: HTML });
    const h = head(res.text);
    const data = h.pageData!;
    for (const key of ['/api/rekrutmen', '/api/berita/terbaru', '/api/awarding']) {
      expect(JSON.stringify(data[key]), key).toBe((await app.agent().get(key)).text);
    }
    const gallery = (await app.agent().get('/api/galeri?page=1&limit=6')).text;
    expect(JSON.stringify(data['$inf$/api/galeri?page=1&limit=6'])).toBe(`[${gallery}]`);
    const org = h.jsonLd.find((item) => item['@type'] === 'Organization');
    expect(org.url).toBe(`${app.baseUrl}/`);
    expect(org.sameAs).toContain('https://www.instagram.com/hmrpl.telu/');
  });

  it('embeds the asked page of /berita', async () => {
    const res = await app.agent().get('/berita?page=2', { headers: HTML });
    const h = head(res.text);
    expect(JSON.stringify(h.pageData!['/api/berita?page=2'])).toBe((await app.agent().get('/api/berita?page=2')).text);
  });
});

/**
 * Serves the pages with `manifest` as Vite's manifest of a new build (index.html touched `laterMs` ahead, so every page
 * gets a new key), runs `check`, then removes the manifest again.
 */
async function withBuildManifest(manifest: object, laterMs: number, check: () => Promise<void>): Promise<void> {
  const dir = path.join(process.env.WEB_DIST!, '.vite');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const index = path.join(process.env.WEB_DIST!, 'index.html');
  const later = new Date(Date.now() + laterMs);
  utimesSync(index, later, later);
  try {
    await check();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('stable layout', () => {
  it('names the route’s lazy chunk and its imports (for the app to preload) and links their CSS from Vite’s manifest', async () => {
    await withBuildManifest(
      {
        'index.html': { file: 'assets/app-3f9a1c.js', isEntry: true },
        'src/app/routes/public/about.tsx': {
          file: 'assets/about-1.js',
          imports: ['index.html', '_banner.js'],
          css: ['assets/about-1.css'],
        },
        '_banner.js': { file: 'assets/banner-2.js', imports: ['index.html'], css: ['assets/banner-2.css'] },
      },
      5000,
      async () => {
        const h = head((await app.agent().get('/tentang', { headers: HTML })).text);
        // the page is drawn already: its code is not asked for before the page has loaded (issue 32); the app
        // preloads what the page names when it starts (web/src/main.tsx)
        expect(h.link('modulepreload')).toEqual([]);
        expect(h.meta('hmrpl-modules')).toBe('/assets/about-1.js /assets/banner-2.js');
        expect(h.link('stylesheet').map((l) => attr(l, 'href'))).toEqual([
          '/assets/about-1.css',
          '/assets/banner-2.css',
        ]);
      },
    );
  });

  it('links on / the stylesheets of the sections the SPA loads after the first screen, not their code', async () => {
    await withBuildManifest(
      {
        'index.html': { file: 'assets/app-3f9a1c.js', isEntry: true },
        'src/app/routes/public/home-sections.tsx': {
          file: 'assets/home-sections-1.js',
          imports: ['index.html', '_gallery.js'],
          css: ['assets/home-sections-1.css'],
        },
        '_gallery.js': { file: 'assets/gallery-2.js', imports: ['index.html'], css: ['assets/gallery-2.css'] },
      },
      10_000,
      async () => {
        const h = head((await app.agent().get('/', { headers: HTML })).text);
        expect(h.link('stylesheet').map((l) => attr(l, 'href'))).toEqual([
          '/assets/home-sections-1.css',
          '/assets/gallery-2.css',
        ]);
        expect(h.link('modulepreload')).toEqual([]);
      },
    );
  });

  it('preloads an article’s image with the srcset the SPA draws it with', async () => {
    const { news } = await createNews(`Gambar dimuat lebih dulu ${Date.now()}`);
    const h = head((await app.agent().get(`/berita/${news.slug}`, { headers: HTML })).text);
    const [preload] = h.link('preload');
    expect(attr(preload!, 'as')).toBe('image');
    // the SPA's <picture> offers the WebP twins first: the preload names them (and says so, for browsers without WebP)
    expect(attr(preload!, 'type')).toBe('image/webp');
    expect(attr(preload!, 'href')).toBe(`/storage/${news.image_webp}`);
    expect(attr(preload!, 'imagesrcset')).toContain(`/storage/${news.image_formats!.medium!.webp} 750w`);
    expect(attr(preload!, 'imagesizes')).toBe('(min-width: 860px) 828px, 100vw');
  });
});

describe('caching of pages', () => {
  it('revalidates with ETag/304, and a news write shows at once', async () => {
    const a = app.agent();
    const first = await a.get('/berita', { headers: HTML });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const second = await a.get('/berita', { headers: HTML });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'");
    const notModified = await a.get('/berita', { headers: { ...HTML, 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);

    const title = `Berita baru untuk cache ${Date.now()}`;
    await createNews(title);
    const after = await a.get('/berita', { headers: { ...HTML, 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.text).toContain(title);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});

describe('feeds', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['url', 'item'].includes(name),
  });

  it('/sitemap.xml lists every public page and news item with lastmod, absolute', async () => {
    const { news } = await createNews(`Sitemap & <uji> ${Date.now()}`);
    const res = await app.agent().get('/sitemap.xml', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = parser.parse(res.text);
    const urls = doc.urlset.url as Array<{ loc: string; lastmod: string }>;
    const locs = urls.map((u) => u.loc);
    for (const p of ['/', '/tentang', '/kegiatan', '/aspirasi', '/rekrutmen', '/berita', `/berita/${news.slug}`]) {
      expect(locs, p).toContain(`${app.baseUrl}${p}`);
    }
    const count = Number((await app.agent().get('/api/berita')).body.meta.total);
    expect(urls.filter((u) => u.loc.includes('/berita/'))).toHaveLength(count);
    for (const u of urls) expect(Number.isNaN(Date.parse(u.lastmod)), u.loc).toBe(false);
    expect(urls.find((u) => u.loc.endsWith(`/berita/${news.slug}`))!.lastmod).toBe(news.updated_at);
  });

  it('/rss.xml is RSS 2.0 with the newest 20, absolute links and image enclosures', async () => {
    const title = `RSS <b>&</b> "kutip" ${Date.now()}`;
    const { news } = await createNews(title);
    const res = await app.agent().get('/rss.xml', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = parser.parse(res.text);
    expect(doc.rss['@version']).toBe('2.0');
    const items = doc.rss.channel.item as Array<Record<string, any>>;
    const total = Number((await app.agent().get('/api/berita')).body.meta.total);
    expect(items).toHaveLength(Math.min(20, total));
    expect(items[0].title).toBe(title);
    expect(items[0].link).toBe(`${app.baseUrl}/berita/${news.slug}`);
    expect(items[0].enclosure['@url']).toMatch(new RegExp(`^${app.baseUrl}/storage/`));
    expect(items[0].enclosure['@type']).toMatch(/^image\//);
    expect(Number(items[0].enclosure['@length'])).toBeGreaterThan(0);
    const enclosure = await app
      .agent()
      .get(items[0].enclosure['@url'].slice(app.baseUrl.length), { headers: { Accept: '*/*' } });
    expect(enclosure.status).toBe(200);
  });

  it('/robots.txt keeps crawlers out of /admin, /cms and /api and names the sitemap', async () => {
    const res = await app.agent().get('/robots.txt', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    const lines = res.text.split('\n');
    for (const p of ['/admin', '/cms', '/api']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${app.baseUrl}/sitemap.xml`);
  });
});
