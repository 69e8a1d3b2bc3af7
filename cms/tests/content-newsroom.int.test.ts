/**
 * The newsroom over real HTTP (contract: "Newsroom"): statuses and what visitors never see (one test per path a draft
 * or a future item could leak through), scheduled publishing, preview links, revisions, slug changes with redirects,
 * the search on /berita and the admin's status filter. Runs on SQLite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminNewsDetail,
  AdminNewsPage,
  CreateNewsResponse,
  LatestNews,
  NewsDetail,
  NewsPage,
  NewsRevisionDetail,
  NewsRevisionList,
  PreviewLinkResponse,
  RestoreRevisionResponse,
  UpdateNewsResponse,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { blob, smallImage } from './fixtures/images';
import { expectAdminNewsDetail, expectAdminNewsPage, expectNewsPage } from './fixtures/contract-shapes';
import { makePreviewToken, previewKey } from '../src/lib/cache/preview-token';
import { csrfSecret } from '../src/lib/auth/csrf';
import { rebuildSearchTable } from '../src/api/berita/newsroom/search-query';
import { ACTIVE_CABINET_KEY, SITE_SETTINGS_KEY } from '../src/front/pages/routes';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

interface Fields {
  title?: string;
  content?: string;
  status?: string;
  publish_at?: string;
  slug?: string;
  image_alt?: string;
}

async function form(fields: Fields, withImage: boolean): Promise<FormData> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  if (withImage) data.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
  return data;
}

async function create(fields: Fields): Promise<AdminNewsDetail> {
  const res = await admin.post<CreateNewsResponse>(
    '/api/admin/berita',
    await form({ content: `<p>Isi ${fields.title}</p>`, ...fields }, true),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectAdminNewsDetail(res.body.data);
  return res.body.data;
}

/** An edit; its answer read as `T` (the success, or the 422's body where a test expects one). */
async function update<T = UpdateNewsResponse>(
  item: { id: number; title: string; content: string },
  fields: Fields = {},
) {
  return admin.post<T>(
    `/api/admin/berita/${item.id}`,
    await form({ title: item.title, content: item.content, ...fields }, false),
  );
}

async function updateOk(item: { id: number; title: string; content: string }, fields: Fields = {}) {
  const res = await update(item, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectAdminNewsDetail(res.body.data);
  return res.body.data;
}

/** An hour ahead, as the admin form sends it (Asia/Jakarta time). */
function jakartaTime(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 19);
  return `${local}+07:00`;
}
const inAnHour = () => jakartaTime(new Date(Date.now() + 3600 * 1000));

const visitor = () => app.agent();
const page = (path: string) => visitor().get(path, { headers: HTML });

/** Every URL of every news item visitors can list (all pages of /api/berita). */
async function publicSlugs(): Promise<string[]> {
  const first = (await visitor().get<NewsPage>('/api/berita?page=1')).body;
  const slugs = first.data.map((item) => item.slug);
  for (let p = 2; p <= first.meta.last_page; p += 1) {
    slugs.push(...(await visitor().get<NewsPage>(`/api/berita?page=${p}`)).body.data.map((item) => item.slug));
  }
  return slugs;
}

/** The page's own first data (without the active cabinet and the settings, which every public page embeds). */
function pageData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  const all = match ? (JSON.parse(match[1]) as Record<string, unknown>) : {};
  const { [ACTIVE_CABINET_KEY]: _cabinet, [SITE_SETTINGS_KEY]: _settings, ...own } = all;
  return own;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('statuses', () => {
  it('a new item without a status is published at once; draft and scheduled are kept as asked', async () => {
    const now = await create({ title: `Langsung ${stamp}` });
    expect(now.status).toBe('published');
    expect(now.publish_at).toBe(now.date);
    const draft = await create({ title: `Draf ${stamp}`, status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(draft.publish_at).toBeNull();
    const at = inAnHour();
    const later = await create({ title: `Nanti ${stamp}`, status: 'scheduled', publish_at: at });
    expect(later.status).toBe('scheduled');
    expect(later.publish_at).toBe(new Date(at).toISOString());
    expect(later.date).toBe(later.publish_at);
    // the id never changes with the status
    const published = await updateOk(draft, { status: 'published' });
    expect(published.id).toBe(draft.id);
    expect(published.status).toBe('published');
    const unpublished = await updateOk(published, { status: 'draft' });
    expect(unpublished.id).toBe(draft.id);
    expect(unpublished.status).toBe('draft');
    // an edit without a status keeps it
    expect((await updateOk(later, { title: `Nanti diubah ${stamp}` })).status).toBe('scheduled');
  });

  it('refuses a bad status or schedule with the field’s message', async () => {
    const item = await create({ title: `Jadwal salah ${stamp}`, status: 'draft' });
    const cases: Array<[Fields, Record<string, string[]>]> = [
      [{ status: 'arsip' }, { status: ['Status berita tidak valid.'] }],
      [{ status: 'scheduled' }, { publish_at: ['Tanggal dan jam terbit wajib diisi untuk berita terjadwal.'] }],
      [{ status: 'scheduled', publish_at: 'besok pagi' }, { publish_at: ['Tanggal dan jam terbit tidak valid.'] }],
      [
        { status: 'scheduled', publish_at: jakartaTime(new Date(Date.now() - 60_000)) },
        { publish_at: ['Tanggal dan jam terbit harus di masa depan.'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await update<ValidationErrorBody>(item, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await admin.get<AdminNewsDetail>(`/api/admin/berita/${item.id}`)).body.status).toBe('draft');
  });

  it('the admin list shows every status and filters by one', async () => {
    const draft = await create({ title: `Saring draf ${stamp}`, status: 'draft' });
    const all = await admin.get<AdminNewsPage>('/api/admin/berita?page=1');
    expectAdminNewsPage(all.body);
    expect(all.body.data.map((item) => item.id)).toContain(draft.id);
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      const res = await admin.get<AdminNewsPage>(`/api/admin/berita?page=1&status=${status}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.every((item) => item.status === status)).toBe(true);
    }
    const drafts = await admin.get<AdminNewsPage>('/api/admin/berita?status=draft');
    expect(drafts.body.data[0]?.id).toBe(draft.id);
    // an unknown filter is no filter
    expect((await admin.get<AdminNewsPage>('/api/admin/berita?status=x')).body.meta.total).toBe(all.body.meta.total);
    expect(all.headers.get('cache-control')).toBe('no-store');
  });
});

describe('nothing unpublished leaks', () => {
  let draft: AdminNewsDetail;
  let later: AdminNewsDetail;
  const hidden = () => [draft, later];

  beforeAll(async () => {
    // enough published items for a full carousel, then the hidden ones as the newest written
    for (let i = 0; i < 5; i += 1) await create({ title: `Terbit dulu ${stamp} ${i}` });
    draft = await create({ title: `Rahasia draf ${stamp}`, content: `<p>rahasiadraf${stamp}</p>`, status: 'draft' });
    later = await create({
      title: `Rahasia jadwal ${stamp}`,
      content: `<p>rahasiajadwal${stamp}</p>`,
      status: 'scheduled',
      publish_at: inAnHour(),
    });
    // a published item after them, so "the newest" is not one of them by accident
    await create({ title: `Terbit biasa ${stamp}` });
  });

  it('not in /api/berita/terbaru', async () => {
    const latest = (await visitor().get<LatestNews>('/api/berita/terbaru')).body;
    expect(latest).toHaveLength(5);
    for (const item of hidden()) expect(latest.map((n) => n.id)).not.toContain(item.id);
  });

  it('not in the list, nor in its total', async () => {
    const slugs = await publicSlugs();
    for (const item of hidden()) expect(slugs).not.toContain(item.slug);
    const published = (await admin.get<AdminNewsPage>('/api/admin/berita?status=published')).body.meta.total;
    expect((await visitor().get<NewsPage>('/api/berita')).body.meta.total).toBe(published);
  });

  it('its slug answers 404 on the API, exactly like an unknown slug', async () => {
    for (const item of hidden()) {
      const res = await visitor().get(`/api/berita/${item.slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Berita tidak ditemukan.' });
    }
  });

  it('its page is the 404 page, and no page head or embedded data names it', async () => {
    for (const item of hidden()) {
      const res = await page(`/berita/${item.slug}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(item.title);
    }
    for (const path of ['/', '/berita', '/berita?page=2']) {
      const res = await page(path);
      expect(res.status).toBe(200);
      for (const item of hidden()) {
        expect(res.text, path).not.toContain(item.title);
        expect(JSON.stringify(pageData(res.text)), path).not.toContain(item.slug);
      }
    }
  });

  it('not in the sitemap', async () => {
    const sitemap = await visitor().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const item of hidden()) expect(sitemap.text).not.toContain(`/berita/${item.slug}<`);
  });

  it('not in the RSS feed', async () => {
    const rss = await visitor().get('/rss.xml');
    expect(rss.status).toBe(200);
    for (const item of hidden()) {
      expect(rss.text).not.toContain(item.slug);
      expect(rss.text).not.toContain(item.title);
    }
  });

  it('not found by the search', async () => {
    for (const word of [`rahasiadraf${stamp}`, `rahasiajadwal${stamp}`]) {
      const res = await visitor().get<NewsPage>(`/api/berita?q=${word}`);
      expect(res.body.meta.total).toBe(0);
      expect(res.body.data).toEqual([]);
    }
  });

  it('not kept by any cache: a published item taken back to draft disappears from every cached answer', async () => {
    const item = await create({ title: `Ditarik ${stamp}` });
    const reads = ['/api/berita/terbaru', '/api/berita?page=1', `/api/berita/${item.slug}`];
    const pages = ['/', '/berita', `/berita/${item.slug}`, '/sitemap.xml', '/rss.xml'];
    for (const path of reads) {
      await visitor().get(path);
      expect((await visitor().get(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    for (const path of pages) {
      await page(path);
      expect((await page(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    await updateOk(item, { status: 'draft' });
    expect((await visitor().get(`/api/berita/${item.slug}`)).status).toBe(404);
    expect((await page(`/berita/${item.slug}`)).status).toBe(404);
    for (const path of [...reads.slice(0, 2), ...pages.filter((p) => !p.startsWith('/berita/'))]) {
      const res = path.startsWith('/api') ? await visitor().get(path) : await page(path);
      expect(res.text, path).not.toContain(item.slug);
    }
  });

  it('a preview read leaves nothing in a cache for the next visitor', async () => {
    const { url } = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${draft.id}/pratinjau`)).body;
    const token = new URL(url, app.baseUrl).searchParams.get('pratinjau')!;
    for (let i = 0; i < 2; i += 1) {
      const api = await visitor().get(`/api/berita/${draft.slug}?pratinjau=${token}`);
      expect(api.status).toBe(200);
      expect(api.headers.get('x-cache')).toBeNull();
      const html = await page(url);
      expect(html.status).toBe(200);
      expect(html.headers.get('x-cache')).toBeNull();
    }
    const api = await visitor().get(`/api/berita/${draft.slug}`);
    expect(api.status).toBe(404);
    const html = await page(`/berita/${draft.slug}`);
    expect(html.status).toBe(404);
    expect(html.text).not.toContain(draft.title);
  });
});

describe('scheduled publishing', () => {
  it('goes public by itself at its time, through every cache, and is recorded once', async () => {
    const at = new Date(Date.now() + 3000);
    const title = `Terjadwal ${stamp}`;
    const item = await create({
      title,
      content: `<p>jadwalkata${stamp}</p>`,
      status: 'scheduled',
      publish_at: jakartaTime(at),
    });
    expect(item.publish_at).toBe(new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString());
    // warm the caches while it is still hidden
    await visitor().get('/api/berita/terbaru');
    expect((await visitor().get('/api/berita/terbaru')).headers.get('x-cache')).toBe('HIT');
    await page('/berita');
    expect((await page('/berita')).headers.get('x-cache')).toBe('HIT');
    expect((await visitor().get(`/api/berita/${item.slug}`)).status).toBe(404);

    const latest = await waitFor(
      () => visitor().get<LatestNews>('/api/berita/terbaru'),
      (res) => res.body.some((n) => n.id === item.id),
      15_000,
    );
    expect(latest.body.map((n) => n.id)).toContain(item.id);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000);
    const detail = await visitor().get<NewsDetail>(`/api/berita/${item.slug}`);
    expect(detail.status).toBe(200);
    // its date is the time it was scheduled for
    expect(detail.body.date).toBe(item.publish_at);
    expect((await page('/berita')).text).toContain(title);
    expect((await page(`/berita/${item.slug}`)).status).toBe(200);
    expect((await visitor().get('/sitemap.xml')).text).toContain(`/berita/${item.slug}<`);
    expect((await visitor().get<NewsPage>(`/api/berita?q=jadwalkata${stamp}`)).body.meta.total).toBe(1);
    expect((await admin.get<AdminNewsDetail>(`/api/admin/berita/${item.id}`)).body.status).toBe('published');

    const records = await app.strapi.db
      .query('api::berita.berita-publikasi')
      .findMany({ where: { berita_id: item.id } });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ via: 'jadwal' });
  });

  it('publishes a due item exactly once when several runs race', async () => {
    const item = await create({ title: `Balapan ${stamp}`, status: 'scheduled', publish_at: inAnHour() });
    // its time comes: moved into the past straight in the database, then several runs at once
    await app.strapi.db
      .query('api::berita.berita')
      .update({ where: { id: item.id }, data: { publish_at: new Date(Date.now() - 1000) } });
    const service = app.strapi.service('api::berita.berita') as { publishDue: () => Promise<number[]> };
    const runs = await Promise.all([service.publishDue(), service.publishDue(), service.publishDue()]);
    expect(runs.filter((ids) => ids.includes(item.id))).toHaveLength(1);
    const records = await app.strapi.db
      .query('api::berita.berita-publikasi')
      .findMany({ where: { berita_id: item.id } });
    expect(records).toHaveLength(1);
    expect((await visitor().get(`/api/berita/${item.slug}`)).status).toBe(200);
  });
});

describe('preview links', () => {
  let draft: AdminNewsDetail;
  let link: string;
  let token: string;

  beforeAll(async () => {
    draft = await create({ title: `Pratinjau ${stamp}`, content: `<p>Isi pratinjau ${stamp}</p>`, status: 'draft' });
    const res = await admin.post<PreviewLinkResponse>(`/api/admin/berita/${draft.id}/pratinjau`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    link = res.body.url;
    token = new URL(link, app.baseUrl).searchParams.get('pratinjau')!;
  });

  it('is a root-relative link to the item’s page with a token', () => {
    expect(link).toMatch(new RegExp(`^/berita/${draft.slug}\\?pratinjau=[0-9a-z.A-Z_-]+$`));
  });

  it('shows the page as visitors will see it, to anyone holding it, noindex and never stored', async () => {
    const res = await page(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text).toContain(`<title>Pratinjau ${stamp} | HMRPL Telkom University</title>`);
    // the first data is the API's answer under the SPA's key for the preview
    const api = await visitor().get<NewsDetail>(`/api/berita/${draft.slug}?pratinjau=${token}`);
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(api.body.content).toBe(`<p>Isi pratinjau ${stamp}</p>`);
    expect(pageData(res.text)).toEqual({ [`/api/berita/${draft.slug}?pratinjau=${token}`]: api.body });
  });

  it('a wrong, altered or expired token is 404, never the draft', async () => {
    const key = previewKey(csrfSecret(app.strapi));
    const subject = { kind: 'berita' as const, id: draft.id, slug: draft.slug, state: 'draft' as const, epoch: 0 };
    const expired = makePreviewToken(key, subject, new Date(Date.now() - 1000));
    const forOther = makePreviewToken(key, { ...subject, id: draft.id + 1 }, new Date(Date.now() + 60_000));
    // signed for this item but at another slug: it opens nothing here, and the edge does not let it past
    const elsewhere = makePreviewToken(key, { ...subject, slug: `${draft.slug}-lain` }, new Date(Date.now() + 60_000));
    for (const bad of [
      '',
      'x',
      expired,
      forOther,
      elsewhere,
      `${token}x`,
      token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
    ]) {
      const api = await visitor().get(`/api/berita/${draft.slug}?pratinjau=${encodeURIComponent(bad)}`);
      expect(api.status, bad).toBe(404);
      expect(api.body).toEqual({ message: 'Berita tidak ditemukan.' });
      if (bad === forOther) {
        // signed by this site and not expired: past the cache, where the item's own check refuses it
        expect(api.headers.get('cache-control')).toBe('no-store');
      } else {
        // not signed by this site, or expired: ignored at the edge like any junk parameter, and the slug's own
        // (cached) answer given, so a made-up token cannot force a render
        expect(['HIT', 'MISS'], bad).toContain(api.headers.get('x-cache'));
      }
      const html = await page(`/berita/${draft.slug}?pratinjau=${encodeURIComponent(bad)}`);
      expect(html.status, bad).toBe(404);
      expect(html.text).not.toContain(draft.title);
    }
  });

  it('stops when the status changes, even back again; a new link works', async () => {
    const item = await create({ title: `Pratinjau status ${stamp}`, status: 'draft' });
    const first = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${item.id}/pratinjau`)).body.url;
    expect((await page(first)).status).toBe(200);
    await updateOk(item, { status: 'scheduled', publish_at: inAnHour() });
    expect((await page(first)).status).toBe(404);
    await updateOk(item, { status: 'draft' });
    expect((await page(first)).status).toBe(404);
    // edits that keep the status keep the link working, and it shows the edit
    const second = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${item.id}/pratinjau`)).body.url;
    await updateOk(item, { title: `Pratinjau status diubah ${stamp}` });
    const res = await page(second);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Pratinjau status diubah ${stamp}`);
  });

  it('is made by admins only', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post(`/api/admin/berita/${draft.id}/pratinjau`)).status).toBe(401);
    expect((await admin.post('/api/admin/berita/999999/pratinjau')).status).toBe(404);
  });

  it('"Cabut tautan pratinjau" ends every link made so far; a link made afterwards works', async () => {
    const item = await create({ title: `Pratinjau dicabut ${stamp}`, status: 'draft' });
    const links = [];
    for (let i = 0; i < 2; i += 1)
      links.push((await admin.post<PreviewLinkResponse>(`/api/admin/berita/${item.id}/pratinjau`)).body.url);
    for (const url of links) expect((await page(url)).status).toBe(200);
    const revoked = await admin.delete(`/api/admin/berita/${item.id}/pratinjau`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Tautan pratinjau berhasil dicabut!' });
    for (const url of links) {
      expect((await page(url)).status, url).toBe(404);
      const token = new URL(url, app.baseUrl).searchParams.get('pratinjau')!;
      expect((await visitor().get(`/api/berita/${item.slug}?pratinjau=${token}`)).status).toBe(404);
    }
    // the item itself is as it was
    const after = (await admin.get<AdminNewsDetail>(`/api/admin/berita/${item.id}`)).body;
    expect([after.status, after.title]).toEqual(['draft', item.title]);
    const fresh = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${item.id}/pratinjau`)).body.url;
    expect((await page(fresh)).status).toBe(200);
    // for admins only
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.delete(`/api/admin/berita/${item.id}/pratinjau`)).status).toBe(401);
    expect((await admin.delete(`/api/admin/berita/${item.id}/pratinjau`, { xsrf: false })).status).toBe(419);
    expect((await admin.delete('/api/admin/berita/999999/pratinjau')).status).toBe(404);
    expect((await page(fresh)).status).toBe(200);
  });

  it('a draft opened through its link carries `preview: true` (its page shows the band); a published item does not', async () => {
    const api = await visitor().get<NewsDetail>(`/api/berita/${draft.slug}?pratinjau=${token}`);
    expect(api.body.preview).toBe(true);
    const item = await create({ title: `Terbit ${stamp}` });
    const { url } = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${item.id}/pratinjau`)).body;
    const published = await visitor().get<NewsDetail>(`/api/berita/${item.slug}?${url.split('?')[1]}`);
    expect(published.status).toBe(200);
    expect(published.body).not.toHaveProperty('preview');
  });
});

describe('revisions', () => {
  it('every save keeps a version (who, when, title); one can be read and restored, which is a new version', async () => {
    const item = await create({ title: `Revisi satu ${stamp}`, content: '<p>Versi satu</p>', image_alt: 'Alt satu' });
    const two = await updateOk(item, { title: `Revisi dua ${stamp}`, content: '<p>Versi dua</p>' });
    await updateOk(two, { title: `Revisi tiga ${stamp}`, content: '<p>Versi tiga</p>', image_alt: '' });

    const list = await admin.get<NewsRevisionList>(`/api/admin/berita/${item.id}/revisi`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.data.map((r) => r.title)).toEqual([
      `Revisi tiga ${stamp}`,
      `Revisi dua ${stamp}`,
      `Revisi satu ${stamp}`,
    ]);
    expect(list.body.data.every((r) => r.by === 'admin' && /Z$/.test(r.created_at))).toBe(true);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(['by', 'by_id', 'created_at', 'id', 'title']);

    const oldest = list.body.data[2];
    const detail = await admin.get<NewsRevisionDetail>(`/api/admin/berita/${item.id}/revisi/${oldest.id}`);
    expect(detail.body).toEqual({ ...oldest, content: '<p>Versi satu</p>', image_alt: 'Alt satu' });

    const restored = await admin.post<RestoreRevisionResponse>(
      `/api/admin/berita/${item.id}/revisi/${oldest.id}/pulihkan`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Revisi berhasil dipulihkan!');
    expectAdminNewsDetail(restored.body.data);
    expect(restored.body.data).toMatchObject({
      id: item.id,
      slug: item.slug,
      title: `Revisi satu ${stamp}`,
      content: '<p>Versi satu</p>',
      excerpt: 'Versi satu',
      image_alt: 'Alt satu',
      status: 'published',
    });
    expect((await visitor().get<NewsDetail>(`/api/berita/${item.slug}`)).body.title).toBe(`Revisi satu ${stamp}`);
    const after = (await admin.get<NewsRevisionList>(`/api/admin/berita/${item.id}/revisi`)).body.data;
    expect(after).toHaveLength(4);
    expect(after[0].title).toBe(`Revisi satu ${stamp}`);
    expect(after[0].id).not.toBe(oldest.id);
  });

  it('keeps the last 50 versions', async () => {
    let item = await create({ title: `Banyak revisi ${stamp}`, content: '<p>0</p>' });
    for (let i = 1; i <= 51; i += 1) item = await updateOk(item, { content: `<p>${i}</p>` });
    const list = (await admin.get<NewsRevisionList>(`/api/admin/berita/${item.id}/revisi`)).body.data;
    expect(list).toHaveLength(50);
    const newest = await admin.get<NewsRevisionDetail>(`/api/admin/berita/${item.id}/revisi/${list[0].id}`);
    expect(newest.body.content).toBe('<p>51</p>');
    const oldest = await admin.get<NewsRevisionDetail>(`/api/admin/berita/${item.id}/revisi/${list[49].id}`);
    expect(oldest.body.content).toBe('<p>2</p>');
  });

  it('another item’s revision, or none, is 404', async () => {
    const a = await create({ title: `Revisi milik A ${stamp}` });
    const b = await create({ title: `Revisi milik B ${stamp}` });
    const [revisionOfA] = (await admin.get<NewsRevisionList>(`/api/admin/berita/${a.id}/revisi`)).body.data;
    for (const path of [
      `/api/admin/berita/${b.id}/revisi/${revisionOfA.id}`,
      `/api/admin/berita/${b.id}/revisi/999999`,
      `/api/admin/berita/${b.id}/revisi/abc`,
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Revisi tidak ditemukan.' });
    }
    const restore = await admin.post(`/api/admin/berita/${b.id}/revisi/${revisionOfA.id}/pulihkan`);
    expect(restore.status).toBe(404);
    expect((await admin.get('/api/admin/berita/999999/revisi')).status).toBe(404);
  });
});

describe('slug changes', () => {
  it('A -> B -> C: the old slugs answer 301 to the current one, page and API, query kept', async () => {
    const item = await create({ title: `Slug A ${stamp}` });
    const a = item.slug;
    const b = `slug-b-${stamp}`;
    const c = `slug-c-${stamp}`;
    expect((await updateOk(item, { slug: b })).slug).toBe(b);
    expect((await updateOk(item, { slug: c })).slug).toBe(c);
    for (const old of [a, b]) {
      const api = await visitor().get(`/api/berita/${old}`);
      expect(api.status, old).toBe(301);
      expect(api.headers.get('location')).toBe(`/api/berita/${c}`);
      expect(api.headers.get('cache-control')).toBe('no-store');
      const html = await visitor().get(`/berita/${old}?utm_source=wa`, { headers: HTML });
      expect(html.status, old).toBe(301);
      expect(html.headers.get('location')).toBe(`/berita/${c}`);
      expect(html.headers.get('cache-control')).toBe('no-store');
      // followed, they land on the item
      expect((await visitor().get<NewsDetail>(api.headers.get('location')!)).body.id).toBe(item.id);
    }
    expect((await visitor().get<NewsDetail>(`/api/berita/${c}`)).body.id).toBe(item.id);
    // back to an old slug of its own: allowed, and the others now lead there
    expect((await updateOk(item, { slug: a })).slug).toBe(a);
    const api = await visitor().get(`/api/berita/${c}`);
    expect(api.headers.get('location')).toBe(`/api/berita/${a}`);
    expect((await visitor().get(`/api/berita/${a}`)).status).toBe(200);
  });

  it('an old slug stays reserved; taken, reserved or malformed slugs are refused', async () => {
    const owner = await create({ title: `Pemilik ${stamp}` });
    const old = owner.slug;
    await updateOk(owner, { slug: `pemilik-baru-${stamp}` });
    const other = await create({ title: `Pemilik ${stamp}` });
    // a new item with the same title skips the old slug
    expect(other.slug).toBe(`${old}-2`);
    const cases: Array<[string, string]> = [
      [old, 'Slug sudah dipakai berita lain.'],
      [`pemilik-baru-${stamp}`, 'Slug sudah dipakai berita lain.'],
      ['terbaru', 'Slug ini dipakai oleh alamat situs.'],
      ['Huruf Besar', 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.'],
    ];
    for (const [slug, message] of cases) {
      const res = await update<ValidationErrorBody>(other, { slug });
      expect(res.status, slug).toBe(422);
      expect(res.body.errors).toEqual({ slug: [message] });
    }
    expect((await admin.get<AdminNewsDetail>(`/api/admin/berita/${other.id}`)).body.slug).toBe(`${old}-2`);
  });

  it('an old slug of a draft leads nowhere for visitors, but keeps a preview link working', async () => {
    const item = await create({ title: `Draf pindah ${stamp}`, status: 'draft' });
    const { url } = (await admin.post<PreviewLinkResponse>(`/api/admin/berita/${item.id}/pratinjau`)).body;
    await updateOk(item, { slug: `draf-pindah-baru-${stamp}` });
    expect((await visitor().get(`/api/berita/${item.slug}`)).status).toBe(404);
    expect((await page(`/berita/${item.slug}`)).status).toBe(404);
    const moved = await visitor().get(url, { headers: HTML });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('cache-control')).toBe('no-store');
    // the link moves with a token of its own for the new slug (a token opens one slug only): it opens the draft there
    const location = moved.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/berita/draf-pindah-baru-${stamp}\\?pratinjau=[\\w.-]+$`));
    expect((await page(location)).status).toBe(200);
    const oldToken = new URL(url, app.baseUrl).searchParams.get('pratinjau')!;
    expect((await page(`/berita/draf-pindah-baru-${stamp}?pratinjau=${oldToken}`)).status).toBe(404);
    const api = await visitor().get(`/api/berita/${item.slug}?pratinjau=${oldToken}`);
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe(location.replace('/berita/', '/api/berita/'));
  });

  it('deleting the item frees its old slugs', async () => {
    const item = await create({ title: `Hapus slug ${stamp}` });
    await updateOk(item, { slug: `hapus-slug-baru-${stamp}` });
    expect((await admin.delete(`/api/admin/berita/${item.id}`)).status).toBe(200);
    expect((await visitor().get(`/api/berita/${item.slug}`)).status).toBe(404);
    expect((await create({ title: `Hapus slug ${stamp}` })).slug).toBe(item.slug);
  });
});

describe('search on /berita', () => {
  const word = `cari${stamp}`;
  let items: AdminNewsDetail[];

  beforeAll(async () => {
    items = [
      await create({ title: `Kafe Ngoding ${word}`, content: '<p>Diskusi santai tentang React.</p>' }),
      await create({ title: `Seminar ${word}`, content: '<p>Bersama alumni di <strong>Café</strong> Kampus.</p>' }),
      await create({ title: `Diskon ${word}`, content: '<p>Potongan 50% untuk a_b &quot;kutip&quot; \\ garis.</p>' }),
      await create({ title: `Lomba ${word}`, content: '<p>Potongan 5 persen untuk aXb.</p>' }),
    ];
  });

  const search = async (q: string, pageNo = 1) => {
    const res = await visitor().get<NewsPage>(`/api/berita?page=${pageNo}&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expectNewsPage(res.body);
    return res.body;
  };
  const titles = (body: NewsPage) => body.data.map((item) => item.title.replace(` ${word}`, '')).sort();

  it('matches every word in the title or the text, whatever the case and accents', async () => {
    expect(titles(await search(word))).toEqual(['Diskon', 'Kafe Ngoding', 'Lomba', 'Seminar']);
    expect(titles(await search(`${word} CAFE`))).toEqual(['Seminar']);
    expect(titles(await search(`${word} café kampus`))).toEqual(['Seminar']);
    expect(titles(await search(`  ${word.toUpperCase()}   react `))).toEqual(['Kafe Ngoding']);
    expect(titles(await search(`${word} react alumni`))).toEqual([]);
  });

  it('takes %, _, quotes and backslashes literally', async () => {
    expect(titles(await search(`${word} 50%`))).toEqual(['Diskon']);
    expect(titles(await search(`${word} %`))).toEqual(['Diskon']);
    expect(titles(await search(`${word} a_b`))).toEqual(['Diskon']);
    expect(titles(await search(`${word} _`))).toEqual(['Diskon']);
    expect(titles(await search(`${word} "kutip"`))).toEqual(['Diskon']);
    expect(titles(await search(`${word} \\`))).toEqual(['Diskon']);
    expect(titles(await search(`${word} '`))).toEqual([]);
  });

  it('is rebuilt whole by several processes starting at once (each start rebuilds it)', async () => {
    // each call runs on its own pooled connection, as two CMS processes' starts would on one database
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => rebuildSearchTable(app.strapi)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(titles(await search(word))).toEqual(['Diskon', 'Kafe Ngoding', 'Lomba', 'Seminar']);
  });

  it('pages the results newest first, and an empty result has the list’s shape', async () => {
    for (let i = 0; i < 8; i += 1) await create({ title: `Halaman ${word} ${i}`, content: '<p>pagerkata</p>' });
    const first = await search(`${word} pagerkata`);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 7, total: 8 });
    expect(first.data.map((n) => n.title)[0]).toBe(`Halaman ${word} 7`);
    const second = await search(`${word} pagerkata`, 2);
    expect(second.data.map((n) => n.title)).toEqual([`Halaman ${word} 0`]);
    expect(await search(`${word} pagerkata`, 3)).toEqual({
      data: [],
      meta: { current_page: 3, last_page: 2, per_page: 7, total: 8 },
    });
    expect(await search(`tidakadasamasekali${stamp}`)).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 7, total: 0 },
    });
  });

  it('is cached by its folded words, and follows writes', async () => {
    await search(`Seminar ${word}`);
    const again = await visitor().get(`/api/berita?q=${encodeURIComponent(`SEMINAR  ${word.toUpperCase()}`)}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    await updateOk(items[1], { title: `Webinar ${word}` });
    expect((await search(`Seminar ${word}`)).data).toEqual([]);
  });

  it('/berita?q= embeds the result under the SPA’s key, noindex', async () => {
    const res = await page(`/berita?q=${encodeURIComponent(`Kafe ${word}`)}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    const data = pageData(res.text);
    const key = `/api/berita?page=1&q=${encodeURIComponent(`Kafe ${word}`)}`;
    expect(Object.keys(data)).toEqual([key]);
    expect((data[key] as NewsPage).data.map((n) => n.id)).toEqual([items[0].id]);
  });
});
