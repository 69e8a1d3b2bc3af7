/**
 * Programs of work over real HTTP (contract part two: "Programs of work (proker)"): the admin's add / edit / delete
 * (JSON and multipart), every refusal as an Indonesian 422 that stores nothing, the links set from the activity's and
 * the news' own routes, the public reads (the active cabinet by default, an archived one by slug, never one not yet
 * active), the edge cache following writes, and the pages' heads, first data and sitemap entries.
 */
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  AdminNewsDetail,
  CreateProkerResponse,
  Proker,
  ProkerList,
  UpdateProkerResponse,
} from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { blob, imageBytes } from './fixtures/images';
import { trashEntryOf } from './fixtures/trash';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);

interface Cabinet {
  id: number;
  slug: string;
  departments: Array<{ id: number; name: string }>;
}

let active: Cabinet;
/** A cabinet of the archive (was active once) and one being prepared (never active). */
let archived: Cabinet;
let prepared: Cabinet;

async function makeCabinet(name: string, period: string, state: 'archived' | 'prepared'): Promise<Cabinet> {
  const slug = `${name.toLowerCase()}-${period.replace('/', '-')}`;
  const created = await app.strapi.documents('api::kabinet.kabinet').create({
    data: {
      name,
      period,
      slug,
      active: false,
      ...(state === 'archived' ? { activated_at: new Date('2020-01-01T00:00:00Z').toISOString() } : {}),
    },
  });
  const departments = [];
  for (const [urutan, deptName] of ['ALPHA', 'BETA'].entries()) {
    const dept = await app.strapi
      .documents('api::departemen.departemen')
      .create({ data: { name: deptName, urutan, kabinet: created.id } });
    departments.push({ id: Number(dept.id), name: deptName });
  }
  return { id: Number(created.id), slug, departments };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
  const res = await app.agent().get('/api/kabinet/aktif');
  expect(res.status).toBe(200);
  active = {
    id: res.body.id,
    slug: res.body.slug,
    departments: (res.body.departments as Array<{ id: number; name: string }>).map(({ id, name }) => ({ id, name })),
  };
  expect(active.departments.length).toBeGreaterThanOrEqual(2);
  const letters =
    stamp
      .replace(/[^a-z]/g, '')
      .slice(0, 4)
      .toUpperCase() || 'ZZZ';
  archived = await makeCabinet(`ARSIP${letters}`, '2001/2002', 'archived');
  prepared = await makeCabinet(`NANTI${letters}`, '2098/2099', 'prepared');
});

// the two cabinets made here leave with their structure: the next file's checklist must find nothing being prepared
afterAll(async () => {
  for (const c of [archived, prepared]) if (c) await admin.delete(`/api/admin/kabinet/${c.id}`);
});

const count = () => app.strapi.db.query('api::proker.proker').count({});

const valid = (title: string, department = active.departments[1]!.id) => ({
  title,
  department_id: department,
  status: 'rencana',
  starts_on: '2025-03-01',
  ends_on: '2025-03-31',
  pic: 'Divisi Akademik',
  summary: `Ringkasan ${title}`,
  content: '<p>Isi</p><script>alert(1)</script>',
  progress: 10,
});

async function create(fields: Record<string, unknown>): Promise<Proker> {
  const res = await admin.post<CreateProkerResponse>('/api/admin/proker', fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('Program kerja berhasil ditambahkan!');
  return res.body.data;
}

const list = async (query = '') => app.agent().get<ProkerList>(`/api/proker${query}`);

describe('adding, editing and deleting a program', () => {
  it('adds one to a department of the active cabinet, sanitized, and the public reads show it', async () => {
    const made = await create(valid(`Kelas Belajar ${stamp}`));
    expect(made).toMatchObject({
      title: `Kelas Belajar ${stamp}`,
      kabinet_slug: active.slug,
      department: active.departments[1],
      status: 'rencana',
      starts_on: '2025-03-01',
      ends_on: '2025-03-31',
      pic: 'Divisi Akademik',
      summary: `Ringkasan Kelas Belajar ${stamp}`,
      progress: 10,
      kegiatan: [],
      berita: [],
    });
    expect(made.slug).toBe(`kelas-belajar-${stamp}`);
    expect(made.content).toBe('<p>Isi</p>');
    const detail = await app.agent().get<Proker>(`/api/proker/${made.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(made);
    expect((await list()).body.data.map((p) => p.id)).toContain(made.id);
    expect((await list(`?kabinet=${active.slug}`)).body.data.map((p) => p.id)).toContain(made.id);
  });

  it('takes multipart too, with status and progress as text, and a second program of the same title gets its own slug', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid(`Kelas Belajar ${stamp}`, active.departments[0]!.id)))
      form.append(name, String(value));
    form.set('status', 'berjalan');
    form.set('progress', '35');
    const res = await admin.post<CreateProkerResponse>('/api/admin/proker', form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'berjalan', progress: 35, department: active.departments[0] });
    expect(res.body.data.slug).toBe(`kelas-belajar-${stamp}-2`);
  });

  it('lists a cabinet’s programs in department order', async () => {
    const first = await create(valid(`Urutan B ${stamp}`, active.departments[1]!.id));
    const second = await create(valid(`Urutan A ${stamp}`, active.departments[0]!.id));
    const ids = (await list()).body.data.map((p) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const order = (await list()).body.data.map((p) => active.departments.findIndex((d) => d.id === p.department?.id));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('updates status and progress alone (the list’s quick update), and the rest stays', async () => {
    const made = await create(valid(`Cepat ${stamp}`));
    const res = await admin.post<UpdateProkerResponse>(`/api/admin/proker/${made.id}`, {
      status: 'berjalan',
      progress: 40,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Program kerja berhasil diperbarui!');
    expect(res.body.data).toEqual({ ...made, status: 'berjalan', progress: 40, updated_at: expect.any(String) });
    // an empty optional field clears it
    const cleared = await admin.post<UpdateProkerResponse>(`/api/admin/proker/${made.id}`, { pic: '', ends_on: '' });
    expect(cleared.body.data).toMatchObject({ pic: null, ends_on: null, starts_on: '2025-03-01' });
  });

  it('deletes a program to the trash: gone from every read, its activities stay unlinked', async () => {
    const made = await create(valid(`Hapus ${stamp}`));
    const activity = await createActivity(`Kegiatan terhapus ${stamp}`, String(made.id));
    expect(activity.proker_id).toBe(made.id);
    const res = await admin.delete(`/api/admin/proker/${made.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Program kerja berhasil dihapus!' });
    expect((await app.agent().get(`/api/proker/${made.slug}`)).status).toBe(404);
    expect((await list()).body.data.map((p) => p.id)).not.toContain(made.id);
    const still = await admin.get<Activity>(`/api/admin/kegiatan/${activity.id}`);
    expect(still.status).toBe(200);
    expect(still.body.proker_id).toBeNull();
    // it waits in the trash (its links come back with it: tests/content-sampah.int.test.ts)
    expect(await trashEntryOf(admin, 'proker', made.title)).toBeDefined();
    expect((await admin.delete(`/api/admin/proker/${made.id}`)).body).toEqual({
      message: 'Program kerja tidak ditemukan.',
    });
  });

  it('answers an unknown program with the contract’s 404', async () => {
    const res = await app.agent().get(`/api/proker/tidak-ada-${stamp}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Program kerja tidak ditemukan.' });
    expect((await admin.post(`/api/admin/proker/999999999`, { progress: 5 })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const visitor = app.agent();
    await visitor.csrf();
    const res = await visitor.post('/api/admin/proker', valid(`Tamu ${stamp}`));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
    expect((await visitor.get('/api/admin/proker')).status).toBe(401);
  });
});

describe('bad input: an Indonesian 422 and nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a title over its limit', { title: 'x'.repeat(151) }, 'title', 'Nama program kerja maksimal 150 karakter.'],
    ['no title', { title: '   ' }, 'title', 'Nama program kerja wajib diisi.'],
    [
      'an unknown status',
      { status: 'tertunda' },
      'status',
      'Status harus salah satu dari: rencana, berjalan, selesai, batal.',
    ],
    ['progress below 0', { progress: -1 }, 'progress', 'Progres harus berupa bilangan bulat 0 sampai 100.'],
    ['progress over 100', { progress: 101 }, 'progress', 'Progres harus berupa bilangan bulat 0 sampai 100.'],
    ['progress not whole', { progress: '12.5' }, 'progress', 'Progres harus berupa bilangan bulat 0 sampai 100.'],
    [
      'an end before the start',
      { starts_on: '2025-05-02', ends_on: '2025-05-01' },
      'ends_on',
      'Tanggal selesai tidak boleh sebelum tanggal mulai.',
    ],
    ['a day that does not exist', { starts_on: '2025-02-30' }, 'starts_on', 'Tanggal mulai tidak valid.'],
    ['no department', { department_id: '' }, 'department_id', 'Pilih departemen.'],
    ['no summary', { summary: '' }, 'summary', 'Ringkasan wajib diisi.'],
    ['a pic over its limit', { pic: 'p'.repeat(101) }, 'pic', 'Penanggung jawab maksimal 100 karakter.'],
  ];

  for (const [what, change, field, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await count();
      const res = await admin.post('/api/admin/proker', { ...valid(`Salah ${stamp}`), ...change });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await count()).toBe(before);
    });
  }

  it('refuses a department of another cabinet, and an unknown one', async () => {
    const before = await count();
    for (const department_id of [archived.departments[0]!.id, 999_999_999]) {
      const res = await admin.post('/api/admin/proker', valid(`Salah ${stamp}`, department_id));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Departemen tidak ditemukan di kabinet ini.',
        errors: { department_id: ['Departemen tidak ditemukan di kabinet ini.'] },
      });
    }
    expect(await count()).toBe(before);
  });

  it('refuses the same on an edit, and moving a program to another cabinet’s department', async () => {
    const made = await create(valid(`Edit salah ${stamp}`));
    for (const [change, field] of [
      [{ progress: 150 }, 'progress'],
      [{ status: 'SELESAI' }, 'status'],
      [{ ends_on: '2025-02-01' }, 'ends_on'],
      [{ department_id: archived.departments[0]!.id }, 'department_id'],
      [{ title: 't'.repeat(200) }, 'title'],
    ] as const) {
      const res = await admin.post(`/api/admin/proker/${made.id}`, change);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await app.agent().get<Proker>(`/api/proker/${made.slug}`)).body).toEqual(made);
  });

  it('refuses a link to a program that does not exist from the activity’s and the news’ forms', async () => {
    const activities = await app.strapi.db.query('api::kegiatan.kegiatan').count({});
    const news = await app.strapi.db.query('api::berita.berita').count({});
    const form = await activityForm(`Tautan salah ${stamp}`, '999999999');
    const res = await admin.post('/api/admin/kegiatan', form);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Program kerja yang dipilih tidak ditemukan.',
      errors: { proker_id: ['Program kerja yang dipilih tidak ditemukan.'] },
    });
    const newsRes = await admin.post('/api/admin/berita', await newsForm(`Tautan salah ${stamp}`, 'abc'));
    expect(newsRes.status).toBe(422);
    expect(newsRes.body.errors).toEqual({ proker_id: ['Program kerja yang dipilih tidak ditemukan.'] });
    expect(await app.strapi.db.query('api::kegiatan.kegiatan').count({})).toBe(activities);
    expect(await app.strapi.db.query('api::berita.berita').count({})).toBe(news);
  });
});

async function activityForm(title: string, prokerId?: string): Promise<FormData> {
  const form = new FormData();
  form.append('title', title);
  form.append('starts_at', '2025-03-10T09:00');
  form.append('summary', `Ringkasan ${title}`);
  form.append('content', `<p>${title}</p>`);
  if (prokerId !== undefined) form.append('proker_id', prokerId);
  return form;
}

async function createActivity(title: string, prokerId?: string): Promise<Activity> {
  const res = await admin.post<{ data: Activity }>('/api/admin/kegiatan', await activityForm(title, prokerId));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function newsForm(title: string, prokerId?: string, status?: string): Promise<FormData> {
  const form = new FormData();
  form.append('title', title);
  form.append('content', `<p>${title}</p>`);
  form.append('image', blob(await imageBytes('jpeg', { width: 64, height: 48 }), 'image/jpeg'), 'a.jpg');
  if (prokerId !== undefined) form.append('proker_id', prokerId);
  if (status) form.append('status', status);
  return form;
}

describe('activities and news link to a program from their own forms', () => {
  it('links, lists them on the program (published news only), and unlinks', async () => {
    const program = await create(valid(`Bertaut ${stamp}`));
    const activity = await createActivity(`Kegiatan bertaut ${stamp}`, String(program.id));
    expect(activity.proker_id).toBe(program.id);
    const published = await admin.post<{ data: AdminNewsDetail }>(
      '/api/admin/berita',
      await newsForm(`Berita bertaut ${stamp}`, String(program.id)),
    );
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.body.data.proker_id).toBe(program.id);
    const draft = await admin.post('/api/admin/berita', await newsForm(`Draf ${stamp}`, String(program.id), 'draft'));
    expect(draft.status).toBe(201);

    const detail = (await app.agent().get<Proker>(`/api/proker/${program.slug}`)).body;
    expect(detail.kegiatan).toEqual([{ slug: activity.slug, title: activity.title }]);
    expect(detail.berita).toEqual([{ slug: published.body.data.slug, title: published.body.data.title }]);
    expect((await list()).body.data.find((p) => p.id === program.id)?.kegiatan).toHaveLength(1);

    // an edit that does not send proker_id keeps the link; '' unlinks
    const kept = new FormData();
    kept.append('place', 'Aula');
    expect((await admin.post<{ data: Activity }>(`/api/admin/kegiatan/${activity.id}`, kept)).body.data.proker_id).toBe(
      program.id,
    );
    const unlink = new FormData();
    unlink.append('proker_id', '');
    const unlinked = await admin.post<{ data: Activity }>(`/api/admin/kegiatan/${activity.id}`, unlink);
    expect(unlinked.body.data.proker_id).toBeNull();
    // the news edit form sends its whole text each time
    const newsUnlink = new FormData();
    newsUnlink.append('title', published.body.data.title);
    newsUnlink.append('content', `<p>${published.body.data.title}</p>`);
    newsUnlink.append('proker_id', '');
    const newsUnlinked = await admin.post<{ data: AdminNewsDetail }>(
      `/api/admin/berita/${published.body.data.id}`,
      newsUnlink,
    );
    expect(newsUnlinked.status, JSON.stringify(newsUnlinked.body)).toBe(200);
    expect(newsUnlinked.body.data.proker_id).toBeNull();
    const after = (await app.agent().get<Proker>(`/api/proker/${program.slug}`)).body;
    expect(after).toMatchObject({ kegiatan: [], berita: [] });
  });
});

describe('which cabinet', () => {
  it('shows an archived cabinet’s programs by its slug, never a cabinet not yet active, and 404 for an unknown one', async () => {
    const old = await create({ ...valid(`Arsip ${stamp}`, archived.departments[0]!.id), kabinet_id: archived.id });
    expect(old.kabinet_slug).toBe(archived.slug);
    const later = await create({ ...valid(`Nanti ${stamp}`, prepared.departments[1]!.id), kabinet_id: prepared.id });

    expect((await list(`?kabinet=${archived.slug}`)).body.data.map((p) => p.id)).toEqual([old.id]);
    expect((await list()).body.data.map((p) => p.id)).not.toContain(old.id);
    expect((await app.agent().get(`/api/proker/${old.slug}`)).status).toBe(200);

    const hidden = await list(`?kabinet=${prepared.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Kabinet tidak ditemukan.' });
    expect((await app.agent().get(`/api/proker/${later.slug}`)).status).toBe(404);
    // the admin sees the cabinet being prepared
    const adminList = await admin.get<ProkerList>(`/api/admin/proker?kabinet=${prepared.slug}`);
    expect(adminList.body.data.map((p) => p.id)).toEqual([later.id]);

    const unknown = await list(`?kabinet=tidak-ada-${stamp}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Kabinet tidak ditemukan.' });
  });
});

describe('the cache and the pages', () => {
  it('serves the list from memory, and a write shows at once', async () => {
    const a = app.agent();
    await list();
    const hit = await a.get('/api/proker');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const made = await create(valid(`Segar ${stamp}`));
    const after = await a.get<ProkerList>('/api/proker');
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.data.map((p) => p.id)).toContain(made.id);
    await admin.post(`/api/admin/proker/${made.id}`, { status: 'selesai', progress: 100 });
    const changed = (await a.get<ProkerList>('/api/proker')).body.data.find((p) => p.id === made.id);
    expect(changed).toMatchObject({ status: 'selesai', progress: 100 });
  });

  const HTML = { Accept: 'text/html' };
  const scripts = (html: string) => {
    const out: Array<{ type?: string; id?: string; text: string }> = [];
    const walk = (node: object) => {
      const attrs = 'attrs' in node ? (node.attrs as { name: string; value: string }[]) : [];
      const children = 'childNodes' in node ? (node.childNodes as object[]) : [];
      if ('nodeName' in node && node.nodeName === 'script') {
        const attr = (n: string) => attrs.find((a) => a.name === n)?.value;
        const text = children.map((c) => ('value' in c ? String(c.value) : '')).join('');
        out.push({ type: attr('type'), id: attr('id'), text });
      }
      for (const child of children) walk(child);
    };
    walk(parse(html));
    return out;
  };

  it('/proker and /proker/{slug} carry their head, JSON-LD and first data; the sitemap lists them', async () => {
    const made = await create(valid(`Halaman ${stamp}`));
    const page = await app.agent().get('/proker', { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Program Kerja | HMRPL Telkom University</title>');
    const found = scripts(page.text);
    const data = JSON.parse(found.find((s) => s.id === 'page-data')!.text) as Record<string, ProkerList>;
    expect(data['/api/proker']!.data.map((p) => p.id)).toContain(made.id);
    const itemList = found.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.text));
    expect(JSON.stringify(itemList)).toContain(`/proker/${made.slug}`);

    const detail = await app.agent().get(`/proker/${made.slug}`, { headers: HTML });
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(`<title>Halaman ${stamp} | HMRPL Telkom University</title>`);
    const detailData = JSON.parse(scripts(detail.text).find((s) => s.id === 'page-data')!.text);
    expect(detailData[`/api/proker/${made.slug}`]).toMatchObject({ id: made.id });
    expect((await app.agent().get(`/proker/tidak-ada-${stamp}`, { headers: HTML })).status).toBe(404);

    const archivePage = await app.agent().get(`/tentang/kabinet/${archived.slug}`, { headers: HTML });
    const archiveData = JSON.parse(scripts(archivePage.text).find((s) => s.id === 'page-data')!.text);
    expect(archiveData[`/api/proker?kabinet=${archived.slug}`]).toBeDefined();

    const sitemap = await app.agent().get('/sitemap.xml', { headers: { Accept: '*/*' } });
    expect(sitemap.text).toContain(`${app.baseUrl}/proker</loc>`);
    expect(sitemap.text).toContain(`/proker/${made.slug}</loc>`);
  });
});
