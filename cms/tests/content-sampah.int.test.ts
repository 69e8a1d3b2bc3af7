/**
 * The trash over real HTTP (contract part two, "Trash"; ADR 089), on SQLite and PostgreSQL: a deleted article leaves
 * the list, its page, the feed, the sitemap and the search at once and comes back with the same id, slug, image and
 * links; a slug taken meanwhile is 409; a permanent delete and the purge job remove its files; an activity's photos,
 * a photo's activity and a member's place come back; two requests (and, on PostgreSQL, two CMS processes) restoring
 * or purging the same item do it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminNewsDetail,
  CreateNewsResponse,
  GalleryPage,
  NewsDetail,
  NewsPage,
  TrashItem,
  TrashPage,
  UploadGalleryResponse,
} from '@hmrpl/contract';
import { Agent, startChildCms, startTestApp, type ChildCms, type TestApp } from './helpers';
import { onPostgres } from './helpers/separate-cms';
import { blob, smallImage } from './fixtures/images';
import { allPaths, expectGone, expectServed } from './fixtures/storage';

let app: TestApp;
let admin: Agent;
let clock: typeof import('../src/lib/process/clock');
const stamp = Date.now().toString(36);
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
  clock = app.requireApp('src/lib/process/clock.js');
});

afterAll(() => clock.resetClock());

async function createNews(title: string, content = `<p>Isi ${title} <a href="https://hmrpl.test/x">tautan</a></p>`) {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  form.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
  const res = await admin.post<CreateNewsResponse>('/api/admin/berita', form);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const trash = async (agent = admin) => {
  const res = await agent.get<TrashPage>('/api/admin/sampah');
  expect(res.status).toBe(200);
  return res.body;
};
/** Every entry, through every page. */
async function allEntries(): Promise<TrashItem[]> {
  const all: TrashItem[] = [];
  for (let page = 1; ; page += 1) {
    const res = await admin.get<TrashPage>(`/api/admin/sampah?page=${page}`);
    all.push(...res.body.data);
    if (page >= res.body.meta.last_page) return all;
  }
}
const entryOf = async (type: string, title: string): Promise<TrashItem | undefined> =>
  (await allEntries()).find((item) => item.type === type && item.title === title);

/** What a visitor can find of an article: [api detail, page, in the list, in the feed, in the sitemap, in search]. */
async function visible(news: { slug: string; id: number }, word: string) {
  const visitor = app.agent();
  const detail = await visitor.get<NewsDetail>(`/api/berita/${news.slug}`);
  const page = await visitor.get(`/berita/${news.slug}`, { headers: HTML });
  const list = await visitor.get<NewsPage>('/api/berita');
  const feed = await visitor.get('/rss.xml', { headers: { Accept: '*/*' } });
  const sitemap = await visitor.get('/sitemap.xml', { headers: { Accept: '*/*' } });
  const search = await visitor.get<NewsPage>(`/api/berita?q=${word}`);
  return [
    detail.status,
    page.status,
    list.body.data.some((item) => item.id === news.id),
    feed.text.includes(`/berita/${news.slug}`),
    sitemap.text.includes(`/berita/${news.slug}`),
    search.body.data.map((item) => item.id),
  ];
}

describe('an article to the trash and back', () => {
  it('leaves every public read at once, keeps its files, and comes back exactly', async () => {
    const word = `sampahkata${stamp}`;
    const news = await createNews(`Berita Sampah ${stamp} ${word}`);
    const before = (await admin.get<AdminNewsDetail>(`/api/admin/berita/${news.id}`)).body;
    expect(await visible(news, word)).toEqual([200, 200, true, true, true, [news.id]]);

    const del = await admin.delete(`/api/admin/berita/${news.id}`);
    expect([del.status, del.body]).toEqual([200, { message: 'Berita berhasil dihapus!' }]);
    expect(await visible(news, word)).toEqual([404, 404, false, false, false, []]);
    expect((await admin.get(`/api/admin/berita/${news.id}`)).status).toBe(404);
    for (const path of allPaths(news)) await expectServed(app, path);

    const entry = await entryOf('berita', news.title);
    expect(entry).toBeDefined();
    expect(entry!.deleted_by).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(new Date(entry!.purge_at).getTime() - new Date(entry!.deleted_at).getTime()).toBe(30 * DAY);
    expect(Date.now() - new Date(entry!.deleted_at).getTime()).toBeLessThan(60_000);

    const restored = await admin.post(`/api/admin/sampah/${entry!.id}/pulihkan`);
    expect([restored.status, restored.body]).toEqual([200, { message: 'Konten berhasil dipulihkan!' }]);
    expect(await visible(news, word)).toEqual([200, 200, true, true, true, [news.id]]);
    const after = (await admin.get<AdminNewsDetail>(`/api/admin/berita/${news.id}`)).body;
    expect(after).toEqual(before);
    expect((await app.agent().get<NewsDetail>(`/api/berita/${news.slug}`)).body.content).toContain(
      'href="https://hmrpl.test/x"',
    );
    expect(await entryOf('berita', news.title)).toBeUndefined();
    // the entry is gone: a second restore is 404
    const again = await admin.post(`/api/admin/sampah/${entry!.id}/pulihkan`);
    expect([again.status, again.body]).toEqual([404, { message: 'Konten tidak ditemukan di tempat sampah.' }]);
  });

  it('refuses the restore when its slug was taken meanwhile (409), and changes nothing', async () => {
    const title = `Slug Rebutan ${stamp}`;
    const first = await createNews(title);
    expect((await admin.delete(`/api/admin/berita/${first.id}`)).status).toBe(200);
    const second = await createNews(title);
    expect(second.slug).toBe(first.slug);
    const entry = (await entryOf('berita', title))!;
    const res = await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`);
    expect([res.status, res.body]).toEqual([409, { message: 'Slug sudah dipakai konten lain.' }]);
    expect((await app.agent().get<NewsDetail>(`/api/berita/${first.slug}`)).body.id).toBe(second.id);
    expect(await entryOf('berita', title)).toMatchObject({ id: entry.id });
    // once the other is out of the way, it comes back
    expect((await admin.delete(`/api/admin/berita/${second.id}`)).status).toBe(200);
    expect((await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`)).status).toBe(200);
    expect((await app.agent().get<NewsDetail>(`/api/berita/${first.slug}`)).body.id).toBe(first.id);
  });

  it('frees its old slugs while in the trash and gives back those nobody took', async () => {
    const news = await createNews(`Slug Lama ${stamp}`);
    const edit = new FormData();
    for (const [name, value] of Object.entries({
      title: news.title,
      content: news.content,
      slug: `slug-baru-${stamp}`,
    }))
      edit.append(name, value);
    expect((await admin.post(`/api/admin/berita/${news.id}`, edit)).status).toBe(200);
    const old = app.agent();
    expect((await old.get(`/api/berita/${news.slug}`)).status).toBe(301);
    expect((await admin.delete(`/api/admin/berita/${news.id}`)).status).toBe(200);
    expect((await old.get(`/api/berita/${news.slug}`)).status).toBe(404);
    expect((await admin.post(`/api/admin/sampah/${(await entryOf('berita', news.title))!.id}/pulihkan`)).status).toBe(
      200,
    );
    const back = await old.get(`/api/berita/${news.slug}`);
    expect(back.status).toBe(301);
    expect(back.headers.get('location')).toMatch(new RegExp(`/api/berita/slug-baru-${stamp}$`));
  });

  it('a permanent delete removes the item and its files for good', async () => {
    const news = await createNews(`Hapus Permanen ${stamp}`);
    expect((await admin.delete(`/api/admin/berita/${news.id}`)).status).toBe(200);
    const entry = (await entryOf('berita', news.title))!;
    const res = await admin.delete(`/api/admin/sampah/${entry.id}`);
    expect([res.status, res.body]).toEqual([200, { message: 'Konten dihapus permanen.' }]);
    for (const path of allPaths(news)) await expectGone(app, path);
    expect(await entryOf('berita', news.title)).toBeUndefined();
    expect((await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/sampah/${entry.id}`)).status).toBe(404);
  });

  it('the purge job removes what is older than TRASH_DAYS, with its files, and keeps the rest', async () => {
    const old = await createNews(`Lama ${stamp}`);
    const fresh = await createNews(`Baru ${stamp}`);
    expect((await admin.delete(`/api/admin/berita/${old.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/berita/${fresh.id}`)).status).toBe(200);
    const oldEntry = (await entryOf('berita', old.title))!;
    await app.strapi.db
      .query('api::sampah.sampah')
      .update({ where: { id: oldEntry.id }, data: { deleted_at: new Date(Date.now() - 31 * DAY) } });
    const { trashPurgeJob } = app.requireApp<typeof import('../src/bootstrap/trash')>('src/bootstrap/trash.js');
    // the job may have run in an earlier test file: move past its next time
    clock.moveClock(2 * 60 * 60 * 1000);
    expect(await trashPurgeJob(app.strapi).tick()).toBe('ran');
    for (const path of allPaths(old)) await expectGone(app, path);
    for (const path of allPaths(fresh)) await expectServed(app, path);
    expect(await entryOf('berita', old.title)).toBeUndefined();
    expect(await entryOf('berita', fresh.title)).toBeDefined();
  });

  it('answers 404 in Indonesian for an unknown or malformed id, and 401 without a session', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      for (const res of [
        await admin.post(`/api/admin/sampah/${id}/pulihkan`),
        await admin.delete(`/api/admin/sampah/${id}`),
      ])
        expect([res.status, res.body]).toEqual([404, { message: 'Konten tidak ditemukan di tempat sampah.' }]);
    }
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.get('/api/admin/sampah')).status).toBe(401);
    expect((await anonymous.post('/api/admin/sampah/1/pulihkan')).status).toBe(401);
    expect((await anonymous.delete('/api/admin/sampah/1')).status).toBe(401);
    expect((await admin.post('/api/admin/sampah/1/pulihkan', undefined, { xsrf: false })).status).toBe(419);
  });

  it('pages the list, newest deletion first, 20 a page', async () => {
    const page = await trash();
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 20 });
    const times = page.data.map((item) => new Date(item.deleted_at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const past = await admin.get<TrashPage>('/api/admin/sampah?page=999');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.last_page).toBe(page.meta.last_page);
  });
});

describe('links come back', () => {
  it("an activity's photos are attached again, and a photo's activity", async () => {
    const form = new FormData();
    const start = new Date(Date.now() + 7 * DAY + 7 * 60 * 60 * 1000).toISOString().slice(0, 16);
    const fields = { title: `Acara ${stamp}`, starts_at: start, summary: 'Ringkas', content: '<p>Isi acara</p>' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('poster', blob(await smallImage('jpeg'), 'image/jpeg'), 'poster.jpg');
    const created = await admin.post<{ data: { id: number; slug: string } }>('/api/admin/kegiatan', form);
    expect(created.status, created.text).toBe(201);
    const activity = created.body.data;
    const photos = new FormData();
    for (const caption of [`Foto A ${stamp}`, `Foto B ${stamp}`]) {
      photos.append('images[]', blob(await smallImage('png'), 'image/png'), 'foto.png');
      photos.append('captions[]', caption);
    }
    photos.append('kegiatan_id', String(activity.id));
    const [a, b] = (await admin.post<UploadGalleryResponse>('/api/admin/galeri', photos)).body.data;
    const linked = async () =>
      (await app.agent().get<GalleryPage>('/api/galeri')).body.data
        .filter((g) => g.id === a!.id || g.id === b!.id)
        .map((g) => [g.id, g.kegiatan_id]);

    expect((await admin.delete(`/api/admin/galeri/${b!.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/kegiatan/${activity.id}`)).status).toBe(200);
    expect(await linked()).toEqual([[a!.id, null]]);
    expect((await app.agent().get(`/api/kegiatan/${activity.slug}`)).status).toBe(404);

    const activityEntry = (await entryOf('kegiatan', `Acara ${stamp}`))!;
    expect((await admin.post(`/api/admin/sampah/${activityEntry.id}/pulihkan`)).status).toBe(200);
    const photoEntry = (await entryOf('galeri', b!.caption!))!;
    expect((await admin.post(`/api/admin/sampah/${photoEntry.id}/pulihkan`)).status).toBe(200);
    expect((await linked()).sort()).toEqual(
      [
        [a!.id, activity.id],
        [b!.id, activity.id],
      ].sort(),
    );
    const page = await app.agent().get<{ id: number; photos: { id: number }[] }>(`/api/kegiatan/${activity.slug}`);
    expect([page.body.id, page.body.photos.map((p) => p.id).sort()]).toEqual([activity.id, [a!.id, b!.id].sort()]);
  });

  it('a poster and an aspiration come back with the same id', async () => {
    const poster = new FormData();
    poster.append('poster', blob(await smallImage('png'), 'image/png'), 'oprec.png');
    const up = (await admin.post<{ data: { id: number; poster_url: string } }>('/api/rekrutmen', poster)).body.data;
    expect((await admin.delete(`/api/admin/rekrutmen/${up.id}`)).status).toBe(200);
    const posterEntry = (await allEntries()).find((item) => item.type === 'rekrutmen')!;
    expect(posterEntry.title).toBe('Poster rekrutmen');
    expect((await admin.post(`/api/admin/sampah/${posterEntry.id}/pulihkan`)).status).toBe(200);
    const posters = (await app.agent().get<{ data: { id: number; poster_url: string }[] }>('/api/rekrutmen')).body;
    expect(posters.data.find((p) => p.id === up.id)?.poster_url).toBe(up.poster_url);

    const visitor = app.agent();
    await visitor.csrf();
    const pesan = `Aspirasi sampah ${stamp} mohon ruang belajar`;
    const sent = await visitor.post('/api/aspirasi', { kategori: 'Saran', isAnonim: true, pesan });
    expect(sent.status, sent.text).toBe(201);
    const inbox = async () =>
      (await admin.get<{ data: { id: number; pesan: string }[] }>(`/api/aspirasi?q=${stamp}`)).body.data;
    const [aspiration] = await inbox();
    expect((await admin.delete(`/api/admin/aspirasi/${aspiration!.id}`)).status).toBe(200);
    expect(await inbox()).toEqual([]);
    const entry = (await entryOf('aspirasi', `Saran: ${pesan}`))!;
    expect((await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`)).status).toBe(200);
    expect((await inbox()).map((item) => item.id)).toEqual([aspiration!.id]);
  });
});

describe('at the same time', () => {
  it('two deletes, restores or purges of one item at once: exactly one does it, the other is 404', async () => {
    const news = await createNews(`Serentak ${stamp}`);
    const other = app.agent();
    await other.loginOk();
    const deletes = await Promise.all([admin, other].map((a) => a.delete(`/api/admin/berita/${news.id}`)));
    expect(deletes.map((res) => res.status).sort()).toEqual([200, 404]);
    expect((await allEntries()).filter((item) => item.title === news.title)).toHaveLength(1);

    const entry = (await entryOf('berita', news.title))!;
    const restores = await Promise.all([admin, other].map((a) => a.post(`/api/admin/sampah/${entry.id}/pulihkan`)));
    expect(restores.map((res) => res.status).sort()).toEqual([200, 404]);
    expect((await app.agent().get<NewsDetail>(`/api/berita/${news.slug}`)).body.id).toBe(news.id);

    expect((await admin.delete(`/api/admin/berita/${news.id}`)).status).toBe(200);
    const again = (await entryOf('berita', news.title))!;
    const purges = await Promise.all([admin, other].map((a) => a.delete(`/api/admin/sampah/${again.id}`)));
    expect(purges.map((res) => res.status).sort()).toEqual([200, 404]);
    for (const path of allPaths(news)) await expectGone(app, path);
  });
});

describe.runIf(onPostgres())('two CMS processes on one PostgreSQL', () => {
  let child: ChildCms;
  beforeAll(async () => {
    child = await startChildCms({ DATABASE_CLIENT: 'postgres', PUBLIC_DIR: `${app.tmpDir}/public` });
  }, 120_000);
  afterAll(() => child?.stop());

  it('restore and purge of one item, sent to both processes at once, happen once', async () => {
    const there = new Agent(child.url);
    await there.loginOk();
    for (let round = 0; round < 3; round += 1) {
      const news = await createNews(`Dua Proses ${round} ${stamp}`);
      expect((await admin.delete(`/api/admin/berita/${news.id}`)).status).toBe(200);
      const entry = (await entryOf('berita', news.title))!;
      const restores = await Promise.all([admin, there].map((a) => a.post(`/api/admin/sampah/${entry.id}/pulihkan`)));
      expect(restores.map((res) => res.status).sort()).toEqual([200, 404]);
      expect((await there.get<NewsDetail>(`/api/berita/${news.slug}`)).body.id).toBe(news.id);

      const deletes = await Promise.all([admin, there].map((a) => a.delete(`/api/admin/berita/${news.id}`)));
      expect(deletes.map((res) => res.status).sort()).toEqual([200, 404]);
      const again = (await entryOf('berita', news.title))!;
      const purges = await Promise.all([admin, there].map((a) => a.delete(`/api/admin/sampah/${again.id}`)));
      expect(purges.map((res) => res.status).sort()).toEqual([200, 404]);
      expect((await allEntries()).filter((item) => item.title === news.title)).toEqual([]);
      for (const path of allPaths(news)) await expectGone(app, path);
    }
  }, 120_000);
});
