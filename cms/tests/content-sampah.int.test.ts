/**
 * The trash over real HTTP (contract part two, "Trash"; ADR 089), on SQLite and PostgreSQL: a deleted article leaves
 * the list, its page, the feed, the sitemap and the search at once and comes back with the same id, slug, image and
 * links; a slug taken meanwhile is 409; a permanent delete and the purge job remove its files; an activity's photos,
 * a photo's activity and a member's place come back, so do a document (its same file), an achievement (its proof
 * still for staff only) and a program of work (its activities' and news' links); each admin sees and restores the kinds
 * their roles may delete, and only a pengelola deletes for good (ADR 121); two requests (and, on PostgreSQL, two CMS
 * processes) restoring or purging the same item do it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  AdminRole,
  Cabinet,
  AdminNewsDetail,
  AdminPrestasi,
  CreateDokumenResponse,
  CreateNewsResponse,
  CreateProkerResponse,
  DokumenList,
  Prestasi,
  PrestasiPage,
  Proker,
  ProkerList,
  GalleryPage,
  NewsDetail,
  NewsPage,
  TrashItem,
  TrashPage,
  UploadGalleryResponse,
} from '@hmrpl/contract';
import { Agent, otherAdmin, signedInAdmin, startChildCms, startTestApp, type ChildCms, type TestApp } from './helpers';
import { onPostgres } from './helpers/separate-cms';
import { blob, smallImage } from './fixtures/images';
import { allPaths, expectGone, expectServed } from './fixtures/storage';
import { pdfBytes } from './fixtures/pdf';

let app: TestApp;
let admin: Agent;
let clock: typeof import('../src/lib/process/clock');
const stamp = Date.now().toString(36);
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
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
async function allEntries(agent = admin): Promise<TrashItem[]> {
  const all: TrashItem[] = [];
  for (let page = 1; ; page += 1) {
    const res = await agent.get<TrashPage>(`/api/admin/sampah?page=${page}`);
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

  it('a document comes back with the same id and slug, and the same file downloads', async () => {
    const title = `Dokumen Sampah ${stamp}`;
    const form = new FormData();
    form.append('title', title);
    form.append('kategori', 'SOP');
    form.append('file', blob(pdfBytes(`Isi ${title}`), 'application/pdf'), 'sop.pdf');
    const res = await admin.post<CreateDokumenResponse>('/api/admin/dokumen', form);
    expect(res.status, res.text).toBe(201);
    const made = res.body.data;
    const download = async () => {
      const res = await fetch(`${app.baseUrl}/storage/${made.file_path}`);
      return [res.status, Buffer.from(await res.arrayBuffer()).toString('hex')];
    };
    const bytes = await download();
    expect(bytes[0]).toBe(200);
    const documents = async () => (await app.agent().get<DokumenList>('/api/dokumen')).body.data;
    expect((await documents()).find((doc) => doc.id === made.id)).toEqual(made);

    expect((await admin.delete(`/api/admin/dokumen/${made.id}`)).status).toBe(200);
    expect((await documents()).map((doc) => doc.id)).not.toContain(made.id);
    const entry = (await entryOf('dokumen', title))!;
    expect(entry).toBeDefined();
    expect((await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`)).status).toBe(200);
    expect((await documents()).find((doc) => doc.id === made.id)).toEqual(made);
    expect(await download()).toEqual(bytes);
  });

  it('an achievement comes back with the same id and slug, its proof still for staff only', async () => {
    const title = `Prestasi Sampah ${stamp}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title,
      rank: 'Juara 2',
      level: 'nasional',
      organizer: 'Penyelenggara Uji',
      date: '2025-08-17',
      nama: 'Rina Wulandari',
      angkatan: '2022',
      summary: `Cerita ${title}`,
    }))
      form.append(key, value);
    form.append('bukti', blob(pdfBytes('Sertifikat uji'), 'application/pdf'), 'sertifikat.pdf');
    const res = await admin.post<{ data: AdminPrestasi }>('/api/admin/prestasi', form);
    expect(res.status, res.text).toBe(201);
    const made = res.body.data;
    const detail = async () => app.agent().get<Prestasi>(`/api/prestasi/${made.slug}`);
    const before = (await detail()).body;
    const proof = async () => (await admin.get(`/api/admin/prestasi/${made.id}/bukti`)).status;
    expect(await proof()).toBe(200);

    expect((await admin.delete(`/api/admin/prestasi/${made.id}`)).status).toBe(200);
    expect((await detail()).status).toBe(404);
    expect((await app.agent().get<PrestasiPage>('/api/prestasi')).body.data.map((p) => p.id)).not.toContain(made.id);
    expect(await proof()).toBe(404);
    const entry = (await entryOf('prestasi', title))!;
    expect((await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`)).status).toBe(200);
    const after = await detail();
    expect([after.status, after.body]).toEqual([200, before]);
    expect(after.body.id).toBe(made.id);
    expect(await proof()).toBe(200);
    expect((await app.agent().get(`/api/admin/prestasi/${made.id}/bukti`)).status).toBe(401);
  });

  it("a program of work comes back with the same id and slug, and its activities' and news' links", async () => {
    const cabinet = (await app.agent().get<{ departments: Array<{ id: number }> }>('/api/kabinet/aktif')).body;
    const created = await admin.post<CreateProkerResponse>('/api/admin/proker', {
      title: `Proker Sampah ${stamp}`,
      department_id: cabinet.departments[0]!.id,
      status: 'berjalan',
      progress: 20,
      summary: 'Ringkasan',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const program = created.body.data;
    const linkedActivity = async (title: string) => {
      const form = new FormData();
      form.append('title', title);
      form.append('starts_at', '2025-03-10T09:00');
      form.append('summary', 'Ringkasan');
      form.append('content', '<p>Isi</p>');
      form.append('proker_id', String(program.id));
      const res = await admin.post<{ data: Activity }>('/api/admin/kegiatan', form);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    };
    const activity = await linkedActivity(`Kegiatan Proker Sampah ${stamp}`);
    const newsForm = new FormData();
    newsForm.append('title', `Berita Proker Sampah ${stamp}`);
    newsForm.append('content', '<p>Isi</p>');
    newsForm.append('image', blob(await smallImage('png'), 'image/png'), 'foto.png');
    newsForm.append('proker_id', String(program.id));
    const news = (await admin.post<CreateNewsResponse>('/api/admin/berita', newsForm)).body.data;
    // a second activity, linked to another program while this one is in the trash, keeps its new link
    const other = (
      await admin.post<CreateProkerResponse>('/api/admin/proker', {
        title: `Proker Lain ${stamp}`,
        department_id: cabinet.departments[0]!.id,
        summary: 'Ringkasan',
      })
    ).body.data;
    const moved = await linkedActivity(`Kegiatan Pindah ${stamp}`);
    const detail = async () => app.agent().get<Proker>(`/api/proker/${program.slug}`);
    const before = (await detail()).body;
    expect(before.kegiatan.map((link) => link.slug).sort()).toEqual([activity.slug, moved.slug].sort());
    expect(before.berita.map((link) => link.slug)).toEqual([news.slug]);
    const prokerOf = async (path: string) => (await admin.get<{ proker_id?: number | null }>(path)).body.proker_id;

    expect((await admin.delete(`/api/admin/proker/${program.id}`)).status).toBe(200);
    expect((await detail()).status).toBe(404);
    expect((await app.agent().get<ProkerList>('/api/proker')).body.data.map((p) => p.id)).not.toContain(program.id);
    expect(await prokerOf(`/api/admin/kegiatan/${activity.id}`)).toBeNull();
    expect(await prokerOf(`/api/admin/berita/${news.id}`)).toBeNull();
    const relink = new FormData();
    relink.append('proker_id', String(other.id));
    expect((await admin.post(`/api/admin/kegiatan/${moved.id}`, relink)).status).toBe(200);

    const entry = (await entryOf('proker', program.title))!;
    expect((await admin.post(`/api/admin/sampah/${entry.id}/pulihkan`)).status).toBe(200);
    const after = await detail();
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ id: program.id, slug: program.slug, title: program.title });
    expect(after.body.kegiatan.map((link) => link.slug)).toEqual([activity.slug]);
    expect(after.body.berita.map((link) => link.slug)).toEqual([news.slug]);
    expect(await prokerOf(`/api/admin/kegiatan/${activity.id}`)).toBe(program.id);
    expect(await prokerOf(`/api/admin/berita/${news.id}`)).toBe(program.id);
    expect(await prokerOf(`/api/admin/kegiatan/${moved.id}`)).toBe(other.id);
  });
});

describe('by role', () => {
  /** A signed-in admin holding only these roles. */
  const adminWith = async (roles: AdminRole[]): Promise<Agent> => (await otherAdmin(app, { roles })).agent;

  it("each admin sees and restores the kinds their roles may delete; the permanent delete is the pengelola's", async () => {
    const redaksi = await adminWith(['redaksi']);
    const aspirasi = await adminWith(['aspirasi']);

    // an article, deleted by the redaksi
    const news = await createNews(`Peran Redaksi ${stamp}`);
    expect((await redaksi.delete(`/api/admin/berita/${news.id}`)).status).toBe(200);
    // an aspiration, deleted by the aspirasi admin
    const visitor = app.agent();
    await visitor.csrf();
    const pesan = `Aspirasi peran${stamp} mohon loker`;
    expect((await visitor.post('/api/aspirasi', { kategori: 'Saran', isAnonim: true, pesan })).status).toBe(201);
    const [aspiration] = (await aspirasi.get<{ data: { id: number }[] }>(`/api/aspirasi?q=peran${stamp}`)).body.data;
    expect((await aspirasi.delete(`/api/admin/aspirasi/${aspiration!.id}`)).status).toBe(200);
    // a member of the active cabinet (Kelola Anggota is the pengelola's), deleted by the pengelola
    const cabinet = (await app.agent().get<Cabinet>('/api/kabinet/aktif')).body;
    const memberForm = new FormData();
    for (const [key, value] of Object.entries({
      kabinet_id: String(cabinet.id),
      department_id: String(cabinet.departments[0]!.id),
      nama: `Anggota Peran ${stamp}`,
      jabatan: 'Staf',
    }))
      memberForm.append(key, value);
    const member = await admin.post<{ data: { id: number } }>('/api/admin/anggota', memberForm);
    expect(member.status, member.text).toBe(201);
    expect((await admin.delete(`/api/admin/anggota/${member.body.data.id}`)).status).toBe(200);

    const newsEntry = (await entryOf('berita', news.title))!;
    const aspirationEntry = (await entryOf('aspirasi', `Saran: ${pesan}`))!;
    const memberEntry = (await entryOf('anggota', `Anggota Peran ${stamp}`))!;
    const ours = [newsEntry.id, aspirationEntry.id, memberEntry.id];
    const seenBy = async (agent: Agent) => {
      const all = await allEntries(agent);
      return {
        kinds: [...new Set(all.map((item) => item.type))],
        ours: ours.filter((id) => all.some((item) => item.id === id)),
      };
    };
    // the whole list of each, not only our three: every kind outside the roles is left out
    const byRedaksi = await seenBy(redaksi);
    expect(byRedaksi.ours).toEqual([newsEntry.id]);
    expect(byRedaksi.kinds).not.toContain('aspirasi');
    expect(byRedaksi.kinds).not.toContain('anggota');
    expect(await seenBy(aspirasi)).toEqual({ kinds: ['aspirasi'], ours: [aspirationEntry.id] });
    expect((await seenBy(admin)).ours).toEqual(ours);
    // the page's count is of what the admin sees
    expect((await trash(aspirasi)).meta.total).toBe((await allEntries(aspirasi)).length);

    // a restore of another role's kind is answered as a wrong id, and changes nothing
    const notFound = { message: 'Konten tidak ditemukan di tempat sampah.' };
    for (const [agent, entry] of [
      [redaksi, aspirationEntry],
      [redaksi, memberEntry],
      [aspirasi, newsEntry],
    ] as const) {
      const res = await agent.post(`/api/admin/sampah/${entry.id}/pulihkan`);
      expect([res.status, res.body]).toEqual([404, notFound]);
    }
    expect((await seenBy(admin)).ours).toEqual(ours);
    // emptying it is the pengelola's alone
    for (const agent of [redaksi, aspirasi]) {
      const res = await agent.delete(`/api/admin/sampah/${newsEntry.id}`);
      expect([res.status, res.body]).toEqual([403, { message: 'Anda tidak memiliki akses ke fitur ini.' }]);
    }

    expect((await redaksi.post(`/api/admin/sampah/${newsEntry.id}/pulihkan`)).status).toBe(200);
    expect((await aspirasi.post(`/api/admin/sampah/${aspirationEntry.id}/pulihkan`)).status).toBe(200);
    expect((await admin.post(`/api/admin/sampah/${memberEntry.id}/pulihkan`)).status).toBe(200);
    expect((await app.agent().get<NewsDetail>(`/api/berita/${news.slug}`)).status).toBe(200);
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
