/**
 * Cabinets, their structure and their members over HTTP (contract: "Cabinet, structure and members"): the public
 * reads, every admin write with its 422s (nothing stored when refused, no file left behind), activation and delete
 * rules, and each write seen at once by the next public read, the page HTML and its embedded first data.
 * A cabinet that was never active is in no public answer (API, pages, first data, sitemap), whatever the request
 * says; admins read it through /api/admin/kabinet, and its preview link opens its page alone (ADR 062).
 * The founding cabinet (SYVELTA 2024/2025) is made at boot; every other cabinet here is made and deleted by the test,
 * and SYVELTA is active again when the file ends (other files share this app).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCabinetResponse, Cabinet, CabinetList, CabinetSummary, Member } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp, PUBLIC_READ_CACHE_CONTROL } from './helpers';
import { SVG, imageBytes, smallImage, textBytes } from './fixtures/images';
import { FOUNDING_CABINET } from '../src/lib/content/founding-cabinet';
import { ensureSiteContent } from '../src/bootstrap/founding-cabinet';

let app: TestApp;
let admin: Agent;
const FOUNDING_SLUG = 'syvelta-2024-2025';

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

afterAll(async () => {
  // leave the founding cabinet active, and no cabinet of this file behind
  const list = (await admin.get<CabinetList>('/api/admin/kabinet')).body.data;
  const founding = list.find((c) => c.slug === FOUNDING_SLUG)!;
  await admin.post(`/api/admin/kabinet/${founding.id}/aktifkan`);
  for (const c of list.filter((c) => c.slug.startsWith('uji'))) await admin.delete(`/api/admin/kabinet/${c.id}`);
});

const uploadsDir = () => path.join(app.tmpDir, 'public', 'uploads');
const fileCount = () => readdirSync(uploadsDir()).length;
const counts = async () => ({
  files: fileCount(),
  media: await app.strapi.db.query('plugin::upload.file').count({}),
  cabinets: await app.strapi.db.query('api::kabinet.kabinet').count({}),
  departments: await app.strapi.db.query('api::departemen.departemen').count({}),
  divisions: await app.strapi.db.query('api::divisi.divisi').count({}),
  members: await app.strapi.db.query('api::anggota.anggota').count({}),
});

const MISSIONS = JSON.stringify([
  { title: 'Satu', text: 'Misi pertama.' },
  { title: 'Dua', text: 'Misi kedua.' },
]);

let stamp = 0;
/** A unique cabinet name made of letters (its slug starts with `uji`). */
const uniqueName = () => `UJI${(Date.now() + (stamp += 1)).toString(36).toUpperCase()}`;

async function cabinetForm(fields: Record<string, string | undefined> = {}, withLogo = true) {
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    name: uniqueName(),
    period: '2030/2031',
    tagline: 'Bersama Bertumbuh',
    name_meaning: 'Arti nama kabinet uji.',
    vision: 'Visi kabinet uji.',
    missions: MISSIONS,
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  if (withLogo) form.append('logo', new Blob([await smallImage('png')], { type: 'image/png' }), 'logo.png');
  return form;
}

async function createCabinet(fields: Record<string, string | undefined> = {}): Promise<Cabinet> {
  const res = await admin.post('/api/admin/kabinet', await cabinetForm(fields));
  expect(res.status, res.text).toBe(201);
  return res.body.data as Cabinet;
}

/**
 * A cabinet as the admin screens read it (any cabinet, public or not), by its slug, without the admin read's own
 * `preparing` mark: the cabinet as a write answers it.
 */
async function read(slug: string): Promise<Cabinet> {
  const summary = (await admin.get<CabinetList>('/api/admin/kabinet')).body.data.find((c) => c.slug === slug);
  expect(summary, slug).toBeTruthy();
  const { data } = (await admin.get<AdminCabinetResponse>(`/api/admin/kabinet/${summary!.id}`)).body;
  expect(typeof data.preparing).toBe('boolean');
  const cabinet: Cabinet & { preparing?: boolean } = { ...data };
  delete cabinet.preparing;
  return cabinet;
}
const HTML = { Accept: 'text/html' };
function pageData(html: string): Record<string, unknown> {
  const raw = html.slice(html.indexOf('id="page-data">') + 'id="page-data">'.length);
  return JSON.parse(raw.slice(0, raw.indexOf('</script>')));
}
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function memberForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array | string; type: string; name: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([image.bytes], { type: image.type }), image.name);
  return form;
}
const portrait = async () => ({ bytes: await smallImage('jpeg'), type: 'image/jpeg', name: 'foto.jpg' });

describe('public reads', () => {
  it('GET /api/kabinet/aktif is the founding cabinet, whole, as the site showed it', async () => {
    const res = await app.agent().get<Cabinet>('/api/kabinet/aktif');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.get('etag')).toBeTruthy();
    const c = res.body;
    expect(c).toMatchObject({
      slug: FOUNDING_SLUG,
      name: FOUNDING_CABINET.name,
      period: FOUNDING_CABINET.period,
      tagline: FOUNDING_CABINET.tagline,
      name_meaning: FOUNDING_CABINET.name_meaning,
      vision: FOUNDING_CABINET.vision,
      missions: FOUNDING_CABINET.missions,
      structure_alt: FOUNDING_CABINET.structure_alt,
      active: true,
    });
    expect(c.missions).toHaveLength(5);
    expect(c.logo_path).toMatch(/\.png$/);
    expect(c.structure_path).toMatch(/\.png$/);
    expect([c.structure_width, c.structure_height]).toEqual([2400, 1200]);
    expect(c.departments.map((d) => [d.name, d.divisions.map((v) => v.name)])).toEqual(
      FOUNDING_CABINET.departments.map((d) => [d.name, d.divisions]),
    );
    // the logo and the chart are served
    for (const p of [c.logo_path, c.structure_path!]) {
      const file = await app.agent().get(`/storage/${p}`, { headers: { Accept: 'image/*' } });
      expect(file.status, p).toBe(200);
    }
    // the same cabinet by its slug, and first in the list
    expect((await app.agent().get(`/api/kabinet/${FOUNDING_SLUG}`)).text).toBe(res.text);
    const list = (await app.agent().get<CabinetList>('/api/kabinet')).body;
    expect(list.data.find((s) => s.slug === FOUNDING_SLUG)).toEqual<CabinetSummary>({
      id: c.id,
      slug: c.slug,
      name: c.name,
      period: c.period,
      logo_path: c.logo_path,
      active: true,
    });
  });

  it('answers 404 "Kabinet tidak ditemukan." for an unknown or impossible slug', async () => {
    for (const slug of ['tidak-ada-2020-2021', '..%2F..%2Fetc', 'a'.repeat(300)]) {
      const res = await app.agent().get(`/api/kabinet/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body, slug).toEqual({ message: 'Kabinet tidak ditemukan.' });
    }
    // a NUL byte never reaches the route (the input guard answers first)
    expect((await app.agent().get('/api/kabinet/%00')).status).toBe(404);
  });
});

describe('adding, editing, activating and deleting a cabinet', () => {
  it('adds the next cabinet, copying the structure (not the members) of the founding one; it is not active', async () => {
    const name = uniqueName();
    const res = await admin.post('/api/admin/kabinet', await cabinetForm({ name, copy_from: FOUNDING_SLUG }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Kabinet berhasil ditambahkan!');
    const created = res.body.data as Cabinet;
    expect(created.slug).toBe(`${name.toLowerCase()}-2030-2031`);
    expect(created.active).toBe(false);
    expect(created.missions).toEqual(JSON.parse(MISSIONS));
    expect(created.structure_path).toBeNull();
    const founding = await read(FOUNDING_SLUG);
    expect(created.departments.map((d) => [d.name, d.divisions.map((v) => v.name)])).toEqual(
      founding.departments.map((d) => [d.name, d.divisions.map((v) => v.name)]),
    );
    expect(created.departments.every((d) => d.head === null && d.members.length === 0)).toBe(true);
    expect(new Set(created.departments.map((d) => d.id)).size).toBe(created.departments.length);
    expect(created.departments.some((d) => founding.departments.some((f) => f.id === d.id))).toBe(false);
    // the admins see it at once; visitors do not (it was never active), and the founding one is still active
    expect((await read(created.slug)).name).toBe(name);
    expect((await app.agent().get(`/api/kabinet/${created.slug}`)).status).toBe(404);
    expect((await app.agent().get<Cabinet>('/api/kabinet/aktif')).body.slug).toBe(FOUNDING_SLUG);
  });

  it('refuses every bad field with a message naming it, and stores nothing', async () => {
    const taken = await createCabinet();
    const before = await counts();
    const long = (n: number) => 'x'.repeat(n);
    const cases: Array<[string, Record<string, string | undefined>, string, boolean?]> = [
      ['name', { name: '  ' }, 'Nama kabinet wajib diisi.'],
      ['name', { name: long(61) }, 'Nama kabinet maksimal 60 karakter.'],
      ['name', { name: taken.name, period: taken.period }, 'Kabinet dengan nama dan periode ini sudah ada.'],
      ['period', { period: '2030-2031' }, 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.'],
      ['period', { period: '2030/2032' }, 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.'],
      ['period', { period: undefined }, 'Periode harus berupa dua tahun berurutan, misalnya 2026/2027.'],
      ['tagline', { tagline: '' }, 'Tagline wajib diisi.'],
      ['tagline', { tagline: long(121) }, 'Tagline maksimal 120 karakter.'],
      ['name_meaning', { name_meaning: undefined }, 'Makna nama kabinet wajib diisi.'],
      ['name_meaning', { name_meaning: long(1001) }, 'Makna nama kabinet maksimal 1000 karakter.'],
      ['vision', { vision: ' ' }, 'Visi wajib diisi.'],
      ['vision', { vision: long(1001) }, 'Visi maksimal 1000 karakter.'],
      ['missions', { missions: 'bukan json' }, 'Misi harus berupa daftar berisi judul dan penjelasan.'],
      ['missions', { missions: '{"title":"a"}' }, 'Misi harus berupa daftar berisi judul dan penjelasan.'],
      ['missions', { missions: '[]' }, 'Isi minimal satu misi.'],
      ['missions', { missions: undefined }, 'Isi minimal satu misi.'],
      [
        'missions',
        { missions: JSON.stringify(Array.from({ length: 11 }, () => ({ title: 'a', text: 'b' }))) },
        'Misi maksimal 10 butir.',
      ],
      ['missions.0.title', { missions: '[{"title":" ","text":"b"}]' }, 'Judul misi wajib diisi.'],
      [
        'missions.0.title',
        { missions: JSON.stringify([{ title: long(101), text: 'b' }]) },
        'Judul misi maksimal 100 karakter.',
      ],
      [
        'missions.1.text',
        { missions: '[{"title":"a","text":"b"},{"title":"c","text":""}]' },
        'Penjelasan misi wajib diisi.',
      ],
      [
        'missions.0.text',
        { missions: JSON.stringify([{ title: 'a', text: long(501) }]) },
        'Penjelasan misi maksimal 500 karakter.',
      ],
      ['missions.0', { missions: '[{"title":1,"text":"b"}]' }, 'Misi harus berupa daftar berisi judul dan penjelasan.'],
      ['structure_alt', { structure_alt: long(1001) }, 'Deskripsi bagan maksimal 1000 karakter.'],
      ['copy_from', { copy_from: 'tidak-ada-1999-2000' }, 'Kabinet yang strukturnya disalin tidak ditemukan.'],
      ['copy_from', { copy_from: '../x' }, 'Kabinet yang strukturnya disalin tidak ditemukan.'],
    ];
    for (const [field, fields, message] of cases) {
      const res = await admin.post('/api/admin/kabinet', await cabinetForm(fields));
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(res.body.errors?.[field], `${field}: ${res.text}`).toEqual([message]);
    }
    // the logo: missing, two, not an image (by content)
    let res = await admin.post('/api/admin/kabinet', await cabinetForm({}, false));
    expect([res.status, res.body.errors?.logo]).toEqual([422, ['Logo kabinet wajib diunggah.']]);
    let form = await cabinetForm();
    form.append('logo', new Blob([await smallImage('png')], { type: 'image/png' }), 'dua.png');
    res = await admin.post('/api/admin/kabinet', form);
    expect([res.status, res.body.errors?.logo]).toEqual([422, ['Unggah satu logo saja.']]);
    form = await cabinetForm({}, false);
    form.append('logo', new Blob([SVG], { type: 'image/png' }), 'logo.png');
    res = await admin.post('/api/admin/kabinet', form);
    expect([res.status, res.body.message]).toEqual([422, 'Berkas harus berupa gambar PNG, JPEG, atau WebP.']);
    // a good logo with a bad chart: nothing stored either
    form = await cabinetForm();
    form.append('structure', new Blob([textBytes()], { type: 'image/png' }), 'bagan.png');
    res = await admin.post('/api/admin/kabinet', form);
    expect([res.status, res.body.errors?.structure]).toEqual([
      422,
      ['Berkas harus berupa gambar PNG, JPEG, atau WebP.'],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('edits the texts, replaces the logo (the old file goes), adds and removes the chart; the slug follows the name', async () => {
    const c = await createCabinet();
    const oldLogo = c.logo_path;
    expect(readdirSync(uploadsDir())).toContain(oldLogo);
    const name = uniqueName();
    const form = new FormData();
    form.append('name', name);
    form.append('vision', 'Visi baru.');
    form.append('structure_alt', 'Bagan kabinet uji.');
    form.append(
      'logo',
      new Blob([await imageBytes('webp', { width: 320, height: 320 })], { type: 'image/webp' }),
      'l.webp',
    );
    form.append(
      'structure',
      new Blob([await imageBytes('jpeg', { width: 1200, height: 600 })], { type: 'image/jpeg' }),
      's.jpg',
    );
    const res = await admin.post(`/api/admin/kabinet/${c.id}`, form);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Kabinet berhasil diperbarui!');
    const edited = res.body.data as Cabinet;
    expect(edited).toMatchObject({
      id: c.id,
      name,
      vision: 'Visi baru.',
      tagline: c.tagline,
      structure_alt: 'Bagan kabinet uji.',
    });
    expect(edited.slug).toBe(`${name.toLowerCase()}-2030-2031`);
    expect(edited.logo_path).not.toBe(oldLogo);
    expect([edited.structure_width, edited.structure_height]).toEqual([1200, 600]);
    const files = readdirSync(uploadsDir());
    expect(files).not.toContain(oldLogo);
    expect(files).toContain(edited.logo_path);
    // the old slug is gone, the new one answers
    expect((await app.agent().get(`/api/kabinet/${c.slug}`)).status).toBe(404);
    expect((await read(edited.slug)).vision).toBe('Visi baru.');
    // hapus_structure removes the chart (the site then draws it)
    const remove = new FormData();
    remove.append('hapus_structure', '1');
    const removed = await admin.post(`/api/admin/kabinet/${c.id}`, remove);
    expect(removed.status).toBe(200);
    expect(removed.body.data.structure_path).toBeNull();
    expect(readdirSync(uploadsDir())).not.toContain(edited.structure_path);
    // a bad field on an edit: 422, nothing changed
    const bad = new FormData();
    bad.append('tagline', 'Tagline baru');
    bad.append('period', '2031');
    const refused = await admin.post(`/api/admin/kabinet/${c.id}`, bad);
    expect([refused.status, refused.body.errors?.period]).toEqual([
      422,
      ['Periode harus berupa dua tahun berurutan, misalnya 2026/2027.'],
    ]);
    expect((await read(edited.slug)).tagline).toBe(c.tagline);
    // an unknown id
    expect((await admin.post('/api/admin/kabinet/999999', new FormData())).status).toBe(404);
  });

  it('activates a cabinet: one active, seen at once by the API, the page HTML, its heads and its first data', async () => {
    const c = await createCabinet({ copy_from: FOUNDING_SLUG });
    // warm the caches
    await app.agent().get('/api/kabinet/aktif');
    await app.agent().get('/', { headers: HTML });
    await app.agent().get('/tentang', { headers: HTML });
    const res = await admin.post(`/api/admin/kabinet/${c.id}/aktifkan`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: `Kabinet ${c.name} sekarang aktif.`,
      data: { id: c.id, slug: c.slug, name: c.name, period: c.period, logo_path: c.logo_path, active: true },
    });
    const active = await app.agent().get<Cabinet>('/api/kabinet/aktif');
    expect(active.body.slug).toBe(c.slug);
    const list = (await app.agent().get<CabinetList>('/api/kabinet')).body.data;
    expect(list.filter((s) => s.active).map((s) => s.slug)).toEqual([c.slug]);
    // newest period first
    expect(list.map((s) => s.period)).toEqual([...list.map((s) => s.period)].sort().reverse());

    const home = (await app.agent().get('/', { headers: HTML })).text;
    expect(metaContent(home, 'description')).toBe(
      `HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak, Kabinet ${c.name} 2030/2031.`,
    );
    expect(metaContent(home, 'og:description')).toContain(`Kabinet ${c.name}`);
    expect(home).toContain(
      `"description":"HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak, Kabinet ${c.name} 2030/2031."`,
    );
    expect(JSON.stringify(pageData(home)['/api/kabinet/aktif'])).toBe(active.text);
    const about = (await app.agent().get('/tentang', { headers: HTML })).text;
    expect(metaContent(about, 'description')).toContain(`Kabinet ${c.name} 2030/2031`);
    expect(metaContent(about, 'og:image:alt')).toBe(`Logo Kabinet ${c.name} 2030/2031`);
    expect(JSON.stringify(pageData(about)['/api/kabinet'])).toBe((await app.agent().get('/api/kabinet')).text);
    // the founding cabinet is now the archive: its own page, marked so, indexable, in the sitemap
    const archive = await app.agent().get(`/tentang/kabinet/${FOUNDING_SLUG}`, { headers: HTML });
    expect(archive.status).toBe(200);
    expect(archive.text).toContain('<title>Kabinet SYVELTA 2024/2025 (Arsip) | HMRPL Telkom University</title>');
    expect(JSON.stringify(pageData(archive.text)[`/api/kabinet/${FOUNDING_SLUG}`])).toBe(
      (await app.agent().get(`/api/kabinet/${FOUNDING_SLUG}`)).text,
    );
    expect((await app.agent().get('/sitemap.xml')).text).toContain(`/tentang/kabinet/${FOUNDING_SLUG}</loc>`);
    // the active cabinet's own page points at /tentang
    const own = (await app.agent().get(`/tentang/kabinet/${c.slug}`, { headers: HTML })).text;
    expect(own).toContain(`<link rel="canonical" href="${app.baseUrl}/tentang">`);
    // an unknown cabinet: the SPA's 404
    expect((await app.agent().get('/tentang/kabinet/tidak-ada-1999-2000', { headers: HTML })).status).toBe(404);

    // back
    const founding = list.find((s) => s.slug === FOUNDING_SLUG)!;
    expect((await admin.post(`/api/admin/kabinet/${founding.id}/aktifkan`)).status).toBe(200);
    expect((await app.agent().get<Cabinet>('/api/kabinet/aktif')).body.slug).toBe(FOUNDING_SLUG);
    expect((await admin.post('/api/admin/kabinet/999999/aktifkan')).status).toBe(404);
  });

  it('two activations at once leave exactly one cabinet active', async () => {
    const [a, b] = [await createCabinet(), await createCabinet()];
    const founding = (await read(FOUNDING_SLUG)).id;
    await Promise.all([
      admin.post(`/api/admin/kabinet/${a.id}/aktifkan`),
      admin.post(`/api/admin/kabinet/${b.id}/aktifkan`),
      admin.post(`/api/admin/kabinet/${founding}/aktifkan`),
    ]);
    const active = (await app.agent().get<CabinetList>('/api/kabinet')).body.data.filter((s) => s.active);
    expect(active).toHaveLength(1);
    await admin.post(`/api/admin/kabinet/${founding}/aktifkan`);
  });

  it('never deletes the active cabinet; deletes another one with its structure, members and files', async () => {
    const founding = await read(FOUNDING_SLUG);
    const before = await counts();
    const refused = await admin.delete(`/api/admin/kabinet/${founding.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Kabinet yang sedang aktif tidak dapat dihapus. Aktifkan kabinet lain terlebih dahulu.',
    );
    expect(await counts()).toEqual(before);

    const c = await createCabinet({ copy_from: FOUNDING_SLUG });
    const dept = c.departments[1]!;
    const added = await admin.post(
      '/api/admin/anggota',
      await memberForm(
        {
          kabinet_id: String(c.id),
          department_id: String(dept.id),
          division_id: String(dept.divisions[0]!.id),
          nama: 'Anggota Hapus',
          jabatan: 'Staf',
        },
        await portrait(),
      ),
    );
    expect(added.status, added.text).toBe(201);
    const photo = added.body.data.image_path as string;
    expect(readdirSync(uploadsDir())).toContain(photo);
    const res = await admin.delete(`/api/admin/kabinet/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Kabinet berhasil dihapus!' });
    expect(await counts()).toEqual(before);
    expect(readdirSync(uploadsDir())).not.toContain(photo);
    expect(readdirSync(uploadsDir())).not.toContain(c.logo_path);
    expect((await app.agent().get(`/api/kabinet/${c.slug}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/kabinet/${c.id}`)).status).toBe(404);
  });
});

describe('the structure', () => {
  it('saves the whole ordered structure: renames, reorders, adds and removes departments and divisions', async () => {
    const c = await createCabinet({ copy_from: FOUNDING_SLUG });
    const [inti, internal, eksternal, media] = c.departments;
    const body = {
      departments: [
        { id: inti!.id, name: 'INTI', divisions: [] },
        {
          id: media!.id,
          name: 'KREATIF',
          divisions: [{ id: media!.divisions[0]!.id, name: 'Kominfo' }, { name: 'Desain' }],
        },
        {
          id: internal!.id,
          name: 'INTERNAL',
          divisions: [
            { id: internal!.divisions[2]!.id, name: 'Akademik & Riset' },
            { id: internal!.divisions[0]!.id, name: 'Kaderisasi' },
          ],
        },
        { name: 'RISET', divisions: [{ name: 'Penelitian' }] },
      ],
    };
    const res = await admin.post(`/api/admin/kabinet/${c.id}/struktur`, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Struktur kabinet berhasil disimpan!');
    const saved = res.body.data as Cabinet;
    expect(saved.departments.map((d) => [d.name, d.divisions.map((v) => v.name)])).toEqual([
      ['INTI', []],
      ['KREATIF', ['Kominfo', 'Desain']],
      ['INTERNAL', ['Akademik & Riset', 'Kaderisasi']],
      ['RISET', ['Penelitian']],
    ]);
    // kept entries keep their ids
    expect(saved.departments[1]!.id).toBe(media!.id);
    expect(saved.departments[1]!.divisions[0]!.id).toBe(media!.divisions[0]!.id);
    expect(saved.departments.map((d) => d.id)).not.toContain(eksternal!.id);
    expect(JSON.stringify(await read(c.slug))).toBe(JSON.stringify(saved));
  });

  it('refuses to remove a department or a division that still has members, naming it; nothing changes', async () => {
    const c = await createCabinet({ copy_from: FOUNDING_SLUG });
    const [inti, internal, eksternal, media] = c.departments;
    const add = async (departmentId: number, divisionId?: number) =>
      admin.post(
        '/api/admin/anggota',
        await memberForm({
          kabinet_id: String(c.id),
          department_id: String(departmentId),
          ...(divisionId ? { division_id: String(divisionId) } : {}),
          nama: 'Penghuni',
          jabatan: 'Staf',
        }),
      );
    expect((await add(eksternal!.id)).status).toBe(201);
    expect((await add(internal!.id, internal!.divisions[1]!.id)).status).toBe(201);
    const before = JSON.stringify(await read(c.slug));
    const unit = (d: typeof inti) => ({
      id: d!.id,
      name: d!.name,
      divisions: d!.divisions.map((v) => ({ id: v.id, name: v.name })),
    });
    // without EKSTERNAL (a member) and without PSDM (a member)
    const res = await admin.post(`/api/admin/kabinet/${c.id}/struktur`, {
      departments: [
        unit(inti),
        { ...unit(internal), divisions: unit(internal).divisions.filter((v) => v.id !== internal!.divisions[1]!.id) },
        unit(media),
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.departments).toEqual([
      'Departemen "EKSTERNAL" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.',
      'Divisi "Pengembangan Sumber Daya Manusia" masih memiliki anggota. Pindahkan atau hapus anggotanya terlebih dahulu.',
    ]);
    expect(res.body.message).toBe(res.body.errors.departments[0]);
    expect(JSON.stringify(await read(c.slug))).toBe(before);
  });

  it('refuses bad shapes, names, duplicates and entries of another cabinet with 422 naming the field', async () => {
    const c = await createCabinet({ copy_from: FOUNDING_SLUG });
    const founding = await read(FOUNDING_SLUG);
    const before = await counts();
    const cases: Array<[unknown, string, string]> = [
      [{}, 'departments', 'Struktur harus berupa daftar departemen beserta divisinya.'],
      [{ departments: 'INTI' }, 'departments', 'Struktur harus berupa daftar departemen beserta divisinya.'],
      [{ departments: [] }, 'departments', 'Isi minimal satu departemen.'],
      [
        { departments: Array.from({ length: 21 }, (_, i) => ({ name: `D${i}`, divisions: [] })) },
        'departments',
        'Departemen maksimal 20.',
      ],
      [{ departments: [{ name: ' ', divisions: [] }] }, 'departments.0.name', 'Nama wajib diisi.'],
      [{ departments: [{ name: 'x'.repeat(61), divisions: [] }] }, 'departments.0.name', 'Nama maksimal 60 karakter.'],
      [{ departments: [{ name: 7, divisions: [] }] }, 'departments.0.name', 'Nama wajib diisi.'],
      [
        {
          departments: [
            { name: 'A', divisions: [] },
            { name: 'a', divisions: [] },
          ],
        },
        'departments.1.name',
        'Nama departemen "a" dipakai lebih dari sekali.',
      ],
      [
        { departments: [{ name: 'A', divisions: [{ name: 'X' }, { name: 'x' }] }] },
        'departments.0.divisions.1.name',
        'Nama divisi "x" dipakai lebih dari sekali dalam departemen ini.',
      ],
      [
        { departments: [{ name: 'A', divisions: Array.from({ length: 21 }, (_, i) => ({ name: `V${i}` })) }] },
        'departments.0.divisions',
        'Divisi dalam satu departemen maksimal 20.',
      ],
      [
        { departments: [{ name: 'A', divisions: 'X' }] },
        'departments.0.divisions',
        'Struktur harus berupa daftar departemen beserta divisinya.',
      ],
      [
        { departments: [{ id: founding.departments[0]!.id, name: 'INTI', divisions: [] }] },
        'departments.0.id',
        'Departemen ini bukan bagian dari kabinet ini. Muat ulang halaman lalu coba lagi.',
      ],
      [
        { departments: [{ id: 'x', name: 'INTI', divisions: [] }] },
        'departments.0.id',
        'Departemen ini bukan bagian dari kabinet ini. Muat ulang halaman lalu coba lagi.',
      ],
      [
        {
          departments: [
            {
              id: c.departments[2]!.id,
              name: 'EKS',
              divisions: [{ id: c.departments[1]!.divisions[0]!.id, name: 'Pindah' }],
            },
          ],
        },
        'departments.0.divisions.0.id',
        'Divisi ini bukan bagian dari departemen ini. Muat ulang halaman lalu coba lagi.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post(`/api/admin/kabinet/${c.id}/struktur`, body);
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(res.body.errors?.[field], `${field}: ${res.text}`).toEqual([message]);
    }
    expect(await counts()).toEqual(before);
    expect((await admin.post('/api/admin/kabinet/999999/struktur', { departments: [] })).status).toBe(404);
  });
});

describe('members', () => {
  let c: Cabinet;
  beforeAll(async () => {
    c = await createCabinet({ copy_from: FOUNDING_SLUG });
  });
  const dept = (name: string) => c.departments.find((d) => d.name === name)!;

  it('adds a head with a portrait and members in a division; each group in its order; seen at once in public', async () => {
    const internal = dept('INTERNAL');
    const head = await admin.post(
      '/api/admin/anggota',
      await memberForm(
        {
          kabinet_id: String(c.id),
          department_id: String(internal.id),
          nama: ' Kepala Uji ',
          jabatan: 'Kepala Departemen Internal',
          is_head: 'true',
        },
        await portrait(),
      ),
    );
    expect(head.status, head.text).toBe(201);
    expect(head.body.message).toBe('Anggota berhasil ditambahkan!');
    const h = head.body.data as Member;
    expect(h).toMatchObject({ nama: 'Kepala Uji', jabatan: 'Kepala Departemen Internal', is_head: true });
    expect(h.image_path).toMatch(/\.jpg$/);
    const division = internal.divisions[0]!;
    const names = ['Satu', 'Dua', 'Tiga'];
    for (const nama of names) {
      const res = await admin.post(
        '/api/admin/anggota',
        await memberForm({
          kabinet_id: String(c.id),
          department_id: String(internal.id),
          division_id: String(division.id),
          nama,
          jabatan: 'Staf',
        }),
      );
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.image_path).toBeNull();
    }
    const now = await read(c.slug);
    const d = now.departments.find((x) => x.id === internal.id)!;
    expect(d.head?.id).toBe(h.id);
    expect(d.members).toEqual([]);
    expect(d.divisions[0]!.members.map((m) => [m.nama, m.urutan])).toEqual([
      ['Satu', 0],
      ['Dua', 1],
      ['Tiga', 2],
    ]);
  });

  it('reorders one group (heads excluded) and refuses mixed, partial or unknown lists', async () => {
    const group = (await read(c.slug)).departments.find((x) => x.name === 'INTERNAL')!.divisions[0]!.members;
    const ids = group.map((m) => m.id);
    const res = await admin.post('/api/admin/anggota/urutan', { ids: [ids[2], ids[0], ids[1]] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Urutan berhasil disimpan!');
    expect(res.body.data.map((m: Member) => m.nama)).toEqual(['Tiga', 'Satu', 'Dua']);
    const after = (await read(c.slug)).departments.find((x) => x.name === 'INTERNAL')!;
    expect(after.divisions[0]!.members.map((m) => m.nama)).toEqual(['Tiga', 'Satu', 'Dua']);
    const headId = after.head!.id;
    const cases: Array<[unknown, string]> = [
      [{}, 'Daftar urutan harus berisi id anggota.'],
      [{ ids: [] }, 'Daftar urutan harus berisi id anggota.'],
      [{ ids: ['1'] }, 'Daftar urutan harus berisi id anggota.'],
      [{ ids: [ids[0], ids[0], ids[1]] }, 'Daftar urutan harus berisi id anggota.'],
      [{ ids: [999999] }, 'Daftar urutan harus berisi id anggota.'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'Daftar urutan terlalu panjang.'],
      [
        { ids: [ids[0], headId, ids[1], ids[2]] },
        'Urutkan anggota dari satu kelompok saja (satu departemen atau satu divisi, tanpa kepala departemen).',
      ],
      [{ ids: [ids[0], ids[1]] }, 'Daftar anggota sudah berubah. Muat ulang halaman lalu coba lagi.'],
    ];
    for (const [body, message] of cases) {
      const bad = await admin.post('/api/admin/anggota/urutan', body);
      expect([bad.status, bad.body.errors?.ids], JSON.stringify(body).slice(0, 80)).toEqual([422, [message]]);
    }
    expect(
      (await read(c.slug)).departments.find((x) => x.name === 'INTERNAL')!.divisions[0]!.members.map((m) => m.nama),
    ).toEqual(['Tiga', 'Satu', 'Dua']);
  });

  it('refuses every bad field with a message naming it, and a refused save leaves no file behind', async () => {
    const internal = dept('INTERNAL');
    const eksternal = dept('EKSTERNAL');
    const founding = await read(FOUNDING_SLUG);
    const base = { kabinet_id: String(c.id), department_id: String(eksternal.id), nama: 'Nama', jabatan: 'Staf' };
    const before = await counts();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...base, nama: ' ' }, 'nama', 'Nama wajib diisi.'],
      [{ ...base, nama: 'x'.repeat(101) }, 'nama', 'Nama maksimal 100 karakter.'],
      [{ ...base, jabatan: '' }, 'jabatan', 'Jabatan wajib diisi.'],
      [{ ...base, jabatan: 'x'.repeat(101) }, 'jabatan', 'Jabatan maksimal 100 karakter.'],
      [{ ...base, kabinet_id: '' }, 'kabinet_id', 'Pilih kabinet.'],
      [{ ...base, kabinet_id: 'abc' }, 'kabinet_id', 'Kabinet tidak ditemukan.'],
      [{ ...base, department_id: '' }, 'department_id', 'Pilih departemen.'],
      [{ ...base, department_id: '999999' }, 'department_id', 'Departemen tidak ditemukan di kabinet ini.'],
      [
        { ...base, department_id: String(founding.departments[2]!.id) },
        'department_id',
        'Departemen tidak ditemukan di kabinet ini.',
      ],
      [
        { ...base, division_id: String(internal.divisions[0]!.id) },
        'division_id',
        'Divisi tidak ditemukan di departemen ini.',
      ],
      [{ ...base, division_id: '-1' }, 'division_id', 'Divisi tidak ditemukan di departemen ini.'],
      [{ ...base, is_head: 'mungkin' }, 'is_head', 'Tanda kepala departemen tidak valid.'],
      [{ ...base, urutan: '-1' }, 'urutan', 'Urutan harus berupa bilangan bulat 0 sampai 10000.'],
      [{ ...base, urutan: '1.5' }, 'urutan', 'Urutan harus berupa bilangan bulat 0 sampai 10000.'],
      [
        { ...base, is_head: 'true', division_id: String(eksternal.divisions[0]!.id) },
        'division_id',
        'Kepala departemen tidak berada di dalam divisi. Kosongkan pilihan divisi.',
      ],
      [
        { ...base, department_id: String(internal.id), is_head: '1' },
        'is_head',
        'Departemen ini sudah memiliki kepala: Kepala Uji.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await admin.post('/api/admin/anggota', await memberForm(fields, await portrait()));
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(res.body.errors?.[field], `${field}: ${res.text}`).toEqual([message]);
    }
    // the portrait: not an image, or two
    let res = await admin.post(
      '/api/admin/anggota',
      await memberForm(base, { bytes: SVG, type: 'image/jpeg', name: 'a.jpg' }),
    );
    expect([res.status, res.body.message]).toEqual([422, 'Berkas harus berupa gambar PNG, JPEG, atau WebP.']);
    const two = await memberForm(base, await portrait());
    two.append('image', new Blob([await smallImage('png')], { type: 'image/png' }), 'b.png');
    res = await admin.post('/api/admin/anggota', two);
    expect([res.status, res.body.errors?.image]).toEqual([422, ['Unggah satu foto saja.']]);
    expect(await counts()).toEqual(before);
  });

  it('a save that fails after the portrait was stored deletes the portrait again', async () => {
    const before = await counts();
    // the database refuses the member's row once the portrait is stored
    const unsubscribe = app.strapi.db.lifecycles.subscribe({
      models: ['api::anggota.anggota'],
      beforeCreate() {
        throw new Error('database gone');
      },
    });
    try {
      const res = await admin.post(
        '/api/admin/anggota',
        await memberForm(
          { kabinet_id: String(c.id), department_id: String(dept('MEDIA KREATIF').id), nama: 'Gagal', jabatan: 'Staf' },
          await portrait(),
        ),
      );
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Terjadi kesalahan pada server' });
    } finally {
      unsubscribe();
    }
    expect(await counts()).toEqual(before);
  });

  it('edits a member: moves it, replaces and removes its portrait (old files go), then deletes it', async () => {
    const eksternal = dept('EKSTERNAL');
    const created = await admin.post(
      '/api/admin/anggota',
      await memberForm(
        { kabinet_id: String(c.id), department_id: String(eksternal.id), nama: 'Pindah', jabatan: 'Staf' },
        await portrait(),
      ),
    );
    const m = created.body.data as Member;
    const first = m.image_path!;
    const form = await memberForm(
      { nama: 'Pindah Baru', division_id: String(eksternal.divisions[1]!.id) },
      { bytes: await smallImage('webp'), type: 'image/webp', name: 'baru.webp' },
    );
    const res = await admin.post(`/api/admin/anggota/${m.id}`, form);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Anggota berhasil diperbarui!');
    expect(res.body.data).toMatchObject({ id: m.id, nama: 'Pindah Baru', jabatan: 'Staf' });
    expect(readdirSync(uploadsDir())).not.toContain(first);
    const second = res.body.data.image_path as string;
    expect(readdirSync(uploadsDir())).toContain(second);
    const placed = (await read(c.slug)).departments.find((d) => d.id === eksternal.id)!;
    expect(placed.divisions[1]!.members.map((x) => x.id)).toEqual([m.id]);
    expect(placed.members.map((x) => x.id)).not.toContain(m.id);
    // a bad edit changes nothing
    const bad = await admin.post(`/api/admin/anggota/${m.id}`, await memberForm({ nama: 'Tidak', is_head: 'true' }));
    expect([bad.status, bad.body.errors?.division_id]).toEqual([
      422,
      ['Kepala departemen tidak berada di dalam divisi. Kosongkan pilihan divisi.'],
    ]);
    const removeImage = await admin.post(`/api/admin/anggota/${m.id}`, await memberForm({ hapus_image: '1' }));
    expect(removeImage.body.data.image_path).toBeNull();
    expect(readdirSync(uploadsDir())).not.toContain(second);
    const gone = await admin.delete(`/api/admin/anggota/${m.id}`);
    expect(gone.body).toEqual({ message: 'Anggota berhasil dihapus!' });
    expect((await admin.delete(`/api/admin/anggota/${m.id}`)).status).toBe(404);
    expect((await admin.post(`/api/admin/anggota/${m.id}`, new FormData())).status).toBe(404);
  });
});

describe('what the admin routes need', () => {
  it('answer 401 without a session and 419 without the CSRF header, before reading anything', async () => {
    const nobody = app.agent();
    await nobody.csrf();
    const routes: Array<[string, string]> = [
      ['POST', '/api/admin/kabinet'],
      ['POST', '/api/admin/kabinet/1'],
      ['POST', '/api/admin/kabinet/1/aktifkan'],
      ['POST', '/api/admin/kabinet/1/pratinjau'],
      ['GET', '/api/admin/kabinet'],
      ['GET', '/api/admin/kabinet/1'],
      ['DELETE', '/api/admin/kabinet/1'],
      ['POST', '/api/admin/kabinet/1/struktur'],
      ['POST', '/api/admin/anggota'],
      ['POST', '/api/admin/anggota/1'],
      ['DELETE', '/api/admin/anggota/1'],
      ['POST', '/api/admin/anggota/urutan'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await nobody.request(method, url, method === 'GET' ? undefined : {});
      expect([url, anonymous.status, anonymous.body.message]).toEqual([url, 401, 'Silakan masuk terlebih dahulu.']);
      if (method === 'GET') continue;
      const forged = await admin.request(method, url, {}, { xsrf: false });
      expect([url, forged.status]).toEqual([url, 419]);
      const foreign = await admin.request(method, url, {}, { xsrf: 'bukan-token-ini' });
      expect([url, foreign.status]).toEqual([url, 419]);
    }
  });
});

describe('a cabinet that was never active is not public (ADR 062)', () => {
  const ACCEPTS = [HTML, { Accept: 'application/json' }, { Accept: '*/*' }, {}];
  /** Every public answer a visitor, a crawler or a CDN can get that could name a cabinet. */
  async function everyPublicAnswer(slug: string): Promise<Array<[string, number, string]>> {
    const out: Array<[string, number, string]> = [];
    for (const url of [
      '/api/kabinet',
      '/api/kabinet/aktif',
      `/api/kabinet/${slug}`,
      '/',
      '/tentang',
      `/tentang/kabinet/${slug}`,
      '/sitemap.xml',
      '/rss.xml',
    ])
      for (const headers of ACCEPTS) {
        const res = await app.agent().get(url, { headers });
        out.push([`${url} ${JSON.stringify(headers)}`, res.status, res.text]);
      }
    return out;
  }

  it('is in no public answer (API, pages, their first data, the sitemap), members included; admins read it whole', async () => {
    const next = await createCabinet({ copy_from: FOUNDING_SLUG, period: '2031/2032' });
    const inti = next.departments[0]!;
    const member = await admin.post(
      '/api/admin/anggota',
      await memberForm(
        { kabinet_id: String(next.id), department_id: String(inti.id), nama: `Rahasia ${next.name}`, jabatan: 'Ketua' },
        await portrait(),
      ),
    );
    expect(member.status, member.text).toBe(201);
    const portraitPath = (member.body.data as Member).image_path!;
    for (const [where, status, body] of await everyPublicAnswer(next.slug)) {
      for (const secret of [next.slug, next.name, `Rahasia ${next.name}`, portraitPath, next.logo_path])
        expect(body, `${where} names ${secret}`).not.toContain(secret);
      if (where.includes(next.slug)) expect(status, where).toBe(404);
    }
    // its 404s are the same as an unknown slug's: nothing tells that it exists
    expect((await app.agent().get(`/api/kabinet/${next.slug}`)).text).toBe(
      (await app.agent().get('/api/kabinet/tidak-ada-2031-2032')).text,
    );
    // the admins see everything of it
    const list = (await admin.get<CabinetList>('/api/admin/kabinet')).body.data;
    expect(list.find((c) => c.id === next.id)).toMatchObject({ slug: next.slug, active: false });
    const whole = (await admin.get<AdminCabinetResponse>(`/api/admin/kabinet/${next.id}`)).body.data;
    expect(whole.departments[0]!.head?.nama ?? whole.departments[0]!.members[0]?.nama).toBe(`Rahasia ${next.name}`);
    expect((await admin.get(`/api/admin/kabinet/${next.id}`)).headers.get('cache-control')).toBe('no-store');
    expect((await admin.get('/api/admin/kabinet/999999')).status).toBe(404);
  });

  it('opens through its own preview link only: not indexed, never stored; a rename ends the link', async () => {
    const next = await createCabinet({ period: '2031/2032' });
    const other = await createCabinet({ period: '2032/2033' });
    const made = await admin.post(`/api/admin/kabinet/${next.id}/pratinjau`);
    expect(made.status, made.text).toBe(200);
    const url: string = made.body.url;
    expect(url).toMatch(
      new RegExp(`^/tentang/kabinet/${next.slug}\\?pratinjau=[0-9a-z]+\\.[0-9a-z]+\\.[0-9a-z]+\\.[\\w-]{32}$`),
    );
    const token = new URL(url, app.baseUrl).searchParams.get('pratinjau')!;

    for (const headers of ACCEPTS) {
      const page = await app.agent().get(url, { headers });
      expect(page.status, JSON.stringify(headers)).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('x-cache')).toBeNull();
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(pageData(page.text)[`/api/kabinet/${next.slug}?pratinjau=${token}`]).toMatchObject({
        id: next.id,
        preview: true,
      });
    }
    const api = await app.agent().get<Cabinet>(`/api/kabinet/${next.slug}?pratinjau=${token}`);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ id: next.id, slug: next.slug, preview: true });
    expect(api.headers.get('cache-control')).toBe('no-store');
    // the link opens its own cabinet only, and only as a cabinet
    expect((await app.agent().get(`/api/kabinet/${other.slug}?pratinjau=${token}`)).status).toBe(404);
    expect((await app.agent().get(`/tentang/kabinet/${other.slug}?pratinjau=${token}`, { headers: HTML })).status).toBe(
      404,
    );
    expect((await app.agent().get(`/api/berita/${next.slug}?pratinjau=${token}`)).status).toBe(404);
    // still nothing public
    expect((await app.agent().get(`/api/kabinet/${next.slug}`)).status).toBe(404);

    // renamed: the old link opens nothing (the new slug needs a new link)
    const form = new FormData();
    form.append('name', uniqueName());
    const renamed = (await admin.post(`/api/admin/kabinet/${next.id}`, form)).body.data as Cabinet;
    expect((await app.agent().get(`/api/kabinet/${renamed.slug}?pratinjau=${token}`)).status).toBe(404);
    expect((await app.agent().get(`/api/kabinet/${next.slug}?pratinjau=${token}`)).status).toBe(404);
  });

  it('is public from its first activation on, and stays the archive after another one is activated', async () => {
    const next = await createCabinet({ period: '2031/2032' });
    expect((await app.agent().get(`/api/kabinet/${next.slug}`)).status).toBe(404);
    const founding = (await read(FOUNDING_SLUG)).id;
    expect((await admin.post(`/api/admin/kabinet/${next.id}/aktifkan`)).status).toBe(200);
    expect((await app.agent().get<Cabinet>(`/api/kabinet/${next.slug}`)).body.active).toBe(true);
    expect((await admin.post(`/api/admin/kabinet/${founding}/aktifkan`)).status).toBe(200);
    // it was active: it stays public (a later period: not the archive, so its page is not indexed)
    expect((await app.agent().get<Cabinet>(`/api/kabinet/${next.slug}`)).status).toBe(200);
    expect((await app.agent().get<CabinetList>('/api/kabinet')).body.data.map((c) => c.slug)).toContain(next.slug);
    const page = await app.agent().get(`/tentang/kabinet/${next.slug}`, { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('an upgrade keeps the active cabinet and the earlier ones public, a later one private', async () => {
    const earlier = await createCabinet({ period: '2020/2021' });
    const later = await createCabinet({ period: '2033/2034' });
    const rows = app.strapi.db.query('api::kabinet.kabinet');
    const saved = (await rows.findMany({ select: ['id', 'activated_at'] })) as Array<{
      id: number;
      activated_at: string | null;
    }>;
    try {
      // a database from before cabinets knew whether they were ever active
      await rows.updateMany({ where: { id: { $notNull: true } }, data: { activated_at: null } });
      await ensureSiteContent(app.strapi);
      const slugs = (await app.agent().get<CabinetList>('/api/kabinet')).body.data.map((c) => c.slug);
      expect(slugs).toContain(FOUNDING_SLUG);
      expect(slugs).toContain(earlier.slug);
      expect(slugs).not.toContain(later.slug);
      // once done, never again: a cabinet of an earlier period made afterwards stays private
      const typo = await createCabinet({ period: '2019/2020' });
      await ensureSiteContent(app.strapi);
      expect((await app.agent().get(`/api/kabinet/${typo.slug}`)).status).toBe(404);
    } finally {
      for (const row of saved) await rows.update({ where: { id: row.id }, data: { activated_at: row.activated_at } });
    }
  });
});
