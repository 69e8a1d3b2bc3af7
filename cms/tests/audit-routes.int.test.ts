/**
 * Every admin write route writes exactly one audit entry (ADR 086). The routes come from Strapi's live router: every
 * POST/PUT/PATCH/DELETE whose config carries `global::is-admin`, everything unsafe under /api/admin, and the admin's
 * session writes (sign-in, sign-out). Each is called as the admin screens call it, and must answer 2xx and leave
 * exactly one new entry whose action is the one the route declares. A new write route without a recipe below fails
 * the walk (add one); a route without its `audited(...)` declaration fails it too (no entry). SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import type {
  AdminNewsDetail,
  Cabinet,
  CabinetList,
  NewsRevisionList,
  TwoFactorEnabledResponse,
  TwoFactorSetup,
} from '@hmrpl/contract';
import {
  cabinetsOf,
  createUser,
  formOf,
  okBody,
  otherAdmin,
  signedInAdmin,
  startTestApp,
  type Agent,
  type TestApp,
} from './helpers';
import { blob, smallImage } from './fixtures/images';
import { pdfBytes } from './fixtures/pdf';
import { toJakartaInput } from '../src/lib/content/jakarta-time';
import { AUDIT_MIDDLEWARE } from '../src/lib/audit/route';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
let serial = 0;
const unique = (prefix: string) => `${prefix}${stamp}${(serial += 1)}`;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});

// the cabinets the recipes made go, so later files find no cabinet being prepared
const cabinets = cabinetsOf(() => admin, { prefix: 'RIW', period: '2040/2041' });
const cabinet = () => cabinets.create();
afterAll(() => cabinets.removeAll());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The admin's session writes (no is-admin policy: they open and close the session). */
const SESSION_WRITES = new Set(['POST /api/login', 'POST /api/login/2fa', 'POST /api/logout', 'POST /api/logout-all']);

interface RouteDef {
  method: string;
  path: string;
  config?: { policies?: unknown[]; middlewares?: unknown[] };
}

/** Every route Strapi registered from our APIs, with its config, keyed as `METHOD /api/path`. */
function declaredRoutes(): Map<string, RouteDef> {
  const out = new Map<string, RouteDef>();
  for (const api of Object.values(app.strapi.apis)) {
    for (const router of Object.values((api as { routes?: Record<string, { routes?: RouteDef[] }> }).routes ?? {}))
      for (const route of router.routes ?? []) out.set(`${route.method} /api${route.path}`, route);
  }
  return out;
}

const named = (list: unknown[] | undefined, name: string) =>
  (list ?? []).some(
    (item) => item === name || (typeof item === 'object' && item !== null && 'name' in item && item.name === name),
  );

/** The admin write routes of the live router. */
function adminWrites(): { key: string; action: string | null }[] {
  const declared = declaredRoutes();
  const layers = app.strapi.server.listRoutes() as Array<{ path: string | RegExp; methods: string[] }>;
  const keys = new Set<string>();
  for (const layer of layers) {
    if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
    for (const method of layer.methods) {
      if (!UNSAFE.has(method)) continue;
      const key = `${method} ${layer.path}`;
      const config = declared.get(key)?.config;
      if (
        layer.path.startsWith('/api/admin/') ||
        SESSION_WRITES.has(key) ||
        named(config?.policies, 'global::is-admin')
      )
        keys.add(key);
    }
  }
  return [...keys].sort().map((key) => {
    const entry = (declared.get(key)?.config?.middlewares ?? []).find(
      (m): m is { name: string; config: { action: string } } =>
        typeof m === 'object' && m !== null && (m as { name?: unknown }).name === AUDIT_MIDDLEWARE,
    );
    return { key, action: entry?.config.action ?? null };
  });
}

async function news(): Promise<AdminNewsDetail> {
  const body = okBody(
    await admin.post(
      '/api/admin/berita',
      await formOf({ title: unique('Berita '), content: '<p>Isi</p>' }, { image: 'a.png' }),
    ),
  );
  return (body as { data: AdminNewsDetail }).data;
}
async function member(): Promise<{ id: number; cabinet: Cabinet }> {
  const c = await cabinet();
  const dept = c.departments[1]!;
  const body = okBody(
    await admin.post(
      '/api/admin/anggota',
      await formOf({
        kabinet_id: String(c.id),
        department_id: String(dept.id),
        nama: unique('Anggota '),
        jabatan: 'Staf',
      }),
    ),
  );
  return { id: (body as { data: { id: number } }).data.id, cabinet: c };
}
async function activity(): Promise<{ id: number }> {
  const start = new Date(Date.now() + 10 * 24 * 3600_000);
  const body = okBody(
    await admin.post(
      '/api/admin/kegiatan',
      await formOf({
        title: unique('Kegiatan '),
        starts_at: toJakartaInput(start),
        summary: 'Ringkasan.',
        content: '<p>Isi</p>',
      }),
    ),
  );
  return (body as { data: { id: number } }).data;
}
async function photo(): Promise<{ id: number }> {
  const body = okBody(await admin.post('/api/admin/galeri', await formOf({}, { 'images[]': 'g.png' })));
  return (body as { data: { id: number }[] }).data[0]!;
}
async function poster(): Promise<{ id: number }> {
  const body = okBody(await admin.post('/api/rekrutmen', await formOf({}, { poster: 'p.png' })));
  return (body as { data: { id: number } }).data;
}
async function aspiration(): Promise<number> {
  const row = (await app.strapi.db
    .query('api::aspirasi.aspirasi')
    .create({ data: { pesan: unique('Pesan '), kategori: 'Saran', isAnonim: true, status: 'baru' } })) as {
    id: number;
  };
  return row.id;
}
async function achievement(): Promise<{ id: number }> {
  const data = await formOf({
    title: unique('Prestasi '),
    rank: 'Juara 1',
    level: 'nasional',
    organizer: 'Penyelenggara Uji',
    date: '2025-09-20',
    nama: 'Putri Lestari',
    angkatan: '2023',
    summary: 'Cerita singkat.',
  });
  return (okBody(await admin.post('/api/admin/prestasi', data)) as { data: { id: number } }).data;
}
function documentForm(): FormData {
  const data = new FormData();
  data.append('title', unique('Dokumen '));
  data.append('kategori', 'SOP');
  data.append('file', blob(pdfBytes('Dokumen uji'), 'application/pdf'), 'dokumen.pdf');
  return data;
}
async function document(): Promise<{ id: number }> {
  return (okBody(await admin.post('/api/admin/dokumen', documentForm())) as { data: { id: number } }).data;
}
/** A news item deleted into the trash: the trash entry's id. */
async function trashed(): Promise<number> {
  const item = await news();
  okBody(await admin.delete(`/api/admin/berita/${item.id}`));
  const entries = okBody(await admin.get<{ data: Array<{ id: number; title: string }> }>('/api/admin/sampah')).data;
  const entry = entries.find((e) => e.title === item.title);
  expect(entry, item.title).toBeTruthy();
  return entry!.id;
}
/** A program of work in the active cabinet's second department. */
async function programFields(): Promise<Record<string, unknown>> {
  const active = okBody(await admin.get<Cabinet>('/api/kabinet/aktif'));
  return {
    title: unique('Proker '),
    department_id: active.departments[1]!.id,
    status: 'rencana',
    summary: 'Ringkasan.',
    progress: 0,
  };
}
async function program(): Promise<{ id: number }> {
  return (okBody(await admin.post('/api/admin/proker', await programFields())) as { data: { id: number } }).data;
}

/** The code an authenticator app shows `steps` periods of 30 s from now (RFC 6238). */
const totp = (secret: string, steps = 0) =>
  generateSync({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });
/** A signed-in admin who has started the second factor's set-up (its secret). */
async function startedTwoFactor() {
  const signedIn = await otherAdmin(app);
  const setup = okBody(await signedIn.agent.post<TwoFactorSetup>('/api/me/2fa/mulai'));
  return { ...signedIn, secret: setup.secret };
}
/** A signed-in admin with the second factor on (switched on with the code of the step before now). */
async function withTwoFactor() {
  const started = await startedTwoFactor();
  const on = okBody(
    await started.agent.post<TwoFactorEnabledResponse>('/api/me/2fa/aktifkan', { code: totp(started.secret, -1) }),
  );
  return { ...started, recovery: on.recovery_codes };
}

type Call = () => Promise<{ status: number; text: string }>;
/** How to call each admin write route successfully: arrange, then answer the one call to measure. */
const RECIPES: Record<string, () => Promise<Call>> = {
  'POST /api/login': async () => {
    const user = await createUser(app.strapi, { admin: true });
    const agent = app.agent();
    await agent.csrf();
    return () => agent.post('/api/login', { email: user.username, password: user.password });
  },
  'POST /api/logout': async () => {
    const { agent } = await otherAdmin(app);
    return () => agent.post('/api/logout');
  },
  'POST /api/logout-all': async () => {
    const { agent } = await otherAdmin(app);
    return () => agent.post('/api/logout-all');
  },
  'POST /api/login/2fa': async () => {
    const { username, password, recovery } = await withTwoFactor();
    const agent = app.agent();
    await agent.csrf();
    // the password step opens the attempt (and writes no entry of its own: the walk's count would show it)
    const step = await agent.post('/api/login', { email: username, password });
    expect(step.body, step.text).toEqual({ two_factor: true });
    return () => agent.post('/api/login/2fa', { code: recovery[0] });
  },
  'POST /api/me/2fa/mulai': async () => {
    const { agent } = await otherAdmin(app);
    return () => agent.post('/api/me/2fa/mulai');
  },
  'POST /api/me/2fa/aktifkan': async () => {
    const { agent, secret } = await startedTwoFactor();
    return () => agent.post('/api/me/2fa/aktifkan', { code: totp(secret, -1) });
  },
  'POST /api/me/2fa/matikan': async () => {
    const { agent, password, secret } = await withTwoFactor();
    return () => agent.post('/api/me/2fa/matikan', { password, code: totp(secret, 1) });
  },
  'POST /api/me/2fa/kode-pemulihan': async () => {
    const { agent, secret } = await withTwoFactor();
    return () => agent.post('/api/me/2fa/kode-pemulihan', { code: totp(secret, 1) });
  },
  'POST /api/admin/pengguna/:id/reset-2fa': async () => {
    const { id } = await withTwoFactor();
    return () => admin.post(`/api/admin/pengguna/${id}/reset-2fa`);
  },
  'POST /api/me/password': async () => {
    const { agent, password } = await otherAdmin(app);
    return () => agent.post('/api/me/password', { current_password: password, password: `Baru-${stamp}-panjang!` });
  },
  'POST /api/rekrutmen': async () => {
    const data = await formOf({}, { poster: 'p.png' });
    return () => admin.post('/api/rekrutmen', data);
  },
  'DELETE /api/admin/rekrutmen/:id': async () => {
    const { id } = await poster();
    return () => admin.delete(`/api/admin/rekrutmen/${id}`);
  },
  'POST /api/admin/awarding': async () => {
    const data = await formOf({}, { staff_image: 's.png' });
    return () => admin.post('/api/admin/awarding', data);
  },
  'POST /api/admin/pengaturan': async () => () =>
    admin.post('/api/admin/pengaturan', { contact_email: `humas-${stamp}@hmrpl.example` }),
  'POST /api/admin/pengguna': async () => () =>
    admin.post('/api/admin/pengguna', {
      username: unique('adm'),
      email: `${unique('adm')}@uji.hmrpl.test`,
      password: `Sandi-${stamp}-panjang!`,
      roles: ['redaksi'],
    }),
  'POST /api/admin/pengguna/:id': async () => {
    const user = await createUser(app.strapi, { admin: true });
    return () => admin.post(`/api/admin/pengguna/${user.id}`, { roles: ['redaksi'] });
  },
  'POST /api/admin/pengguna/blokir': async () => {
    const one = await createUser(app.strapi, { admin: true });
    const two = await createUser(app.strapi, { admin: true });
    return () => admin.post('/api/admin/pengguna/blokir', { ids: [one.id, two.id] });
  },
  'POST /api/admin/pengguna/:id/blokir': async () => {
    const user = await createUser(app.strapi, { admin: true });
    return () => admin.post(`/api/admin/pengguna/${user.id}/blokir`);
  },
  'POST /api/admin/pengguna/:id/buka-blokir': async () => {
    const user = await createUser(app.strapi, { admin: true, blocked: true });
    return () => admin.post(`/api/admin/pengguna/${user.id}/buka-blokir`);
  },
  'POST /api/admin/berita': async () => {
    const data = await formOf({ title: unique('Berita '), content: '<p>Isi</p>' }, { image: 'a.png' });
    return () => admin.post('/api/admin/berita', data);
  },
  'POST /api/admin/berita/:id': async () => {
    const item = await news();
    return () => admin.post(`/api/admin/berita/${item.id}`, { title: `${item.title} 2`, content: item.content });
  },
  'DELETE /api/admin/berita/:id': async () => {
    const item = await news();
    return () => admin.delete(`/api/admin/berita/${item.id}`);
  },
  'POST /api/admin/berita/:id/pratinjau': async () => {
    const item = await news();
    return () => admin.post(`/api/admin/berita/${item.id}/pratinjau`);
  },
  'DELETE /api/admin/berita/:id/pratinjau': async () => {
    const item = await news();
    return () => admin.delete(`/api/admin/berita/${item.id}/pratinjau`);
  },
  'POST /api/admin/berita/:id/revisi/:revisionId/pulihkan': async () => {
    const item = await news();
    okBody(await admin.post(`/api/admin/berita/${item.id}`, { title: `${item.title} 2`, content: '<p>Dua</p>' }));
    const revisions = okBody(await admin.get<NewsRevisionList>(`/api/admin/berita/${item.id}/revisi`)).data;
    return () => admin.post(`/api/admin/berita/${item.id}/revisi/${revisions[1]!.id}/pulihkan`);
  },
  'POST /api/admin/prestasi': async () => {
    const data = await formOf({
      title: unique('Prestasi '),
      rank: 'Juara 2',
      level: 'regional',
      organizer: 'Penyelenggara Uji',
      date: '2025-08-17',
      nama: 'Budi Santoso',
      angkatan: '2022',
      summary: 'Cerita singkat.',
    });
    return () => admin.post('/api/admin/prestasi', data);
  },
  'POST /api/admin/prestasi/:id': async () => {
    const { id } = await achievement();
    return () => admin.post(`/api/admin/prestasi/${id}`, { rank: 'Juara 3' });
  },
  'DELETE /api/admin/prestasi/:id': async () => {
    const { id } = await achievement();
    return () => admin.delete(`/api/admin/prestasi/${id}`);
  },
  'POST /api/admin/dokumen': async () => {
    const data = documentForm();
    return () => admin.post('/api/admin/dokumen', data);
  },
  'POST /api/admin/dokumen/:id': async () => {
    const { id } = await document();
    return () => admin.post(`/api/admin/dokumen/${id}`, { title: unique('Dokumen baru ') });
  },
  'DELETE /api/admin/dokumen/:id': async () => {
    const { id } = await document();
    return () => admin.delete(`/api/admin/dokumen/${id}`);
  },
  'POST /api/admin/sampah/:id/pulihkan': async () => {
    const id = await trashed();
    return () => admin.post(`/api/admin/sampah/${id}/pulihkan`);
  },
  'DELETE /api/admin/sampah/:id': async () => {
    const id = await trashed();
    return () => admin.delete(`/api/admin/sampah/${id}`);
  },
  'POST /api/admin/kegiatan/:id/presensi': async () => {
    const { id } = await activity();
    const person = (await app.strapi.db.query('api::pendaftaran.pendaftaran').create({
      data: { kegiatan: id, nama: unique('Peserta '), status: 'terdaftar' },
    })) as { id: number };
    return () => admin.post(`/api/admin/kegiatan/${id}/presensi`, { peserta_id: person.id });
  },
  'POST /api/admin/kegiatan/:id/sertifikat': async () => {
    const { id } = await activity();
    const body = new FormData();
    body.append('template', blob(await smallImage('png'), 'image/png'), 'templat.png');
    for (const [name, value] of Object.entries({ name_x: '0.5', name_y: '0.5', name_size: '0.06' }))
      body.append(name, value);
    return () => admin.post(`/api/admin/kegiatan/${id}/sertifikat`, body);
  },
  'POST /api/admin/kegiatan/:id/sertifikat/kirim': async () => {
    const { id } = await activity();
    const body = new FormData();
    body.append('template', blob(pdfBytes('Templat'), 'application/pdf'), 'templat.pdf');
    for (const [name, value] of Object.entries({ name_x: '0.5', name_y: '0.5', name_size: '0.06' }))
      body.append(name, value);
    expect((await admin.post(`/api/admin/kegiatan/${id}/sertifikat`, body)).status).toBe(200);
    await app.strapi.db.query('api::pendaftaran.pendaftaran').create({
      data: { kegiatan: id, nama: unique('Peserta '), email: 'hadir@student.test', status: 'hadir' },
    });
    return () => admin.post(`/api/admin/kegiatan/${id}/sertifikat/kirim`);
  },
  'POST /api/admin/proker': async () => {
    const fields = await programFields();
    return () => admin.post('/api/admin/proker', fields);
  },
  'POST /api/admin/proker/:id': async () => {
    const { id } = await program();
    return () => admin.post(`/api/admin/proker/${id}`, { status: 'berjalan', progress: 40 });
  },
  'DELETE /api/admin/proker/:id': async () => {
    const { id } = await program();
    return () => admin.delete(`/api/admin/proker/${id}`);
  },
  'POST /api/admin/galeri': async () => {
    const data = await formOf({}, { 'images[]': 'g.png' });
    return () => admin.post('/api/admin/galeri', data);
  },
  'POST /api/admin/galeri/:id': async () => {
    const { id } = await photo();
    return () => admin.post(`/api/admin/galeri/${id}`, { caption: 'Keterangan baru' });
  },
  'DELETE /api/admin/galeri/:id': async () => {
    const { id } = await photo();
    return () => admin.delete(`/api/admin/galeri/${id}`);
  },
  'POST /api/admin/kegiatan': async () => {
    const start = toJakartaInput(new Date(Date.now() + 5 * 24 * 3600_000));
    return () =>
      admin.post('/api/admin/kegiatan', {
        title: unique('Kegiatan '),
        starts_at: start,
        summary: 'R.',
        content: '<p>x</p>',
      });
  },
  'POST /api/admin/kegiatan/:id': async () => {
    const { id } = await activity();
    return () => admin.post(`/api/admin/kegiatan/${id}`, { place: 'Aula' });
  },
  'DELETE /api/admin/kegiatan/:id': async () => {
    const { id } = await activity();
    return () => admin.delete(`/api/admin/kegiatan/${id}`);
  },
  'POST /api/admin/kabinet': async () => {
    const data = await formOf(
      {
        name: unique('BARU').toUpperCase(),
        period: '2042/2043',
        tagline: 'T',
        name_meaning: 'A.',
        vision: 'V.',
        missions: JSON.stringify([{ title: 'S', text: 'M.' }]),
      },
      { logo: 'logo.png' },
    );
    return async () => {
      const res = await admin.post<{ data: Cabinet }>('/api/admin/kabinet', data);
      if (res.status < 300) cabinets.track(res.body.data.id);
      return res;
    };
  },
  'POST /api/admin/kabinet/:id': async () => {
    const c = await cabinet();
    return () => admin.post(`/api/admin/kabinet/${c.id}`, { vision: 'Visi baru.' });
  },
  'DELETE /api/admin/kabinet/:id': async () => {
    const c = await cabinet();
    return () => admin.delete(`/api/admin/kabinet/${c.id}`);
  },
  'POST /api/admin/kabinet/:id/aktifkan': async () => {
    // activates the active cabinet again: a write that changes nothing a visitor sees
    const active = okBody(await admin.get<CabinetList>('/api/admin/kabinet')).data.find((c) => c.active)!;
    return () => admin.post(`/api/admin/kabinet/${active.id}/aktifkan`);
  },
  'POST /api/admin/kabinet/:id/pratinjau': async () => {
    const c = await cabinet();
    return () => admin.post(`/api/admin/kabinet/${c.id}/pratinjau`);
  },
  'POST /api/admin/kabinet/:id/struktur': async () => {
    const c = await cabinet();
    const departments = c.departments.map((d) => ({
      id: d.id,
      name: d.name,
      divisions: d.divisions.map((v) => ({ id: v.id, name: v.name })),
    }));
    return () => admin.post(`/api/admin/kabinet/${c.id}/struktur`, { departments });
  },
  'POST /api/admin/anggota': async () => {
    const c = await cabinet();
    const data = await formOf({
      kabinet_id: String(c.id),
      department_id: String(c.departments[1]!.id),
      nama: unique('Anggota '),
      jabatan: 'Staf',
    });
    return () => admin.post('/api/admin/anggota', data);
  },
  'POST /api/admin/anggota/impor': async () => {
    const c = await cabinet();
    const rows = [{ baris: 2, nama: unique('Impor '), jabatan: 'Staf', department: c.departments[1]!.name }];
    return () => admin.post('/api/admin/anggota/impor', { kabinet_id: c.id, rows });
  },
  'POST /api/admin/serah-terima/tinjau': async () => {
    // a cabinet being prepared (new, never active) is the checklist's subject
    await cabinet();
    return () => admin.post('/api/admin/serah-terima/tinjau', { langkah: 'admin' });
  },
  'POST /api/admin/anggota/:id': async () => {
    const { id } = await member();
    return () => admin.post(`/api/admin/anggota/${id}`, { jabatan: 'Koordinator' });
  },
  'DELETE /api/admin/anggota/:id': async () => {
    const { id } = await member();
    return () => admin.delete(`/api/admin/anggota/${id}`);
  },
  'POST /api/admin/anggota/urutan': async () => {
    const { id } = await member();
    return () => admin.post('/api/admin/anggota/urutan', { ids: [id] });
  },
  'POST /api/admin/aspirasi/:id': async () => {
    const id = await aspiration();
    return () => admin.post(`/api/admin/aspirasi/${id}`, { status: 'diproses', catatan: 'Ditindaklanjuti.' });
  },
  'POST /api/admin/aspirasi/:id/dibaca': async () => {
    const id = await aspiration();
    return () => admin.post(`/api/admin/aspirasi/${id}/dibaca`);
  },
  'DELETE /api/admin/aspirasi/:id': async () => {
    const id = await aspiration();
    return () => admin.delete(`/api/admin/aspirasi/${id}`);
  },
  'POST /api/admin/aspirasi/hapus': async () => {
    const id = await aspiration();
    const pesan = (
      (await app.strapi.db.query('api::aspirasi.aspirasi').findOne({ where: { id } })) as { pesan: string }
    ).pesan;
    return () => admin.post('/api/admin/aspirasi/hapus', { q: pesan, max_id: id });
  },
  'POST /api/admin/aspirasi/ekspor': async () => () => admin.post('/api/admin/aspirasi/ekspor', { rows: 3 }),
  'POST /api/admin/riwayat/ekspor': async () => () => admin.post('/api/admin/riwayat/ekspor', { rows: 3 }),
};

const entries = async () => Number(await app.strapi.db.query('api::riwayat.riwayat').count({}));
const newestAction = async () =>
  ((await app.strapi.db.query('api::riwayat.riwayat').findOne({ orderBy: [{ id: 'desc' }] })) as { action: string })
    .action;

describe('every admin write route writes exactly one audit entry', () => {
  it('reads the write routes from the router, each declares its entry, and each call leaves exactly one', async () => {
    const routes = adminWrites();
    console.log(`[audit walk] ${routes.length} admin write routes`);
    expect(routes.length).toBeGreaterThanOrEqual(41);
    const wrong: string[] = [];
    for (const { key, action } of routes) {
      const recipe = RECIPES[key];
      if (!recipe) {
        wrong.push(`${key}: no recipe in tests/audit-routes.int.test.ts (add one)`);
        continue;
      }
      if (!action) wrong.push(`${key}: declares no audit entry (config: audited(adminRoute, '<type>.<verb>'))`);
      const call = await recipe();
      const before = await entries();
      const res = await call();
      const after = await entries();
      if (res.status >= 300) wrong.push(`${key}: answered ${res.status} ${res.text.slice(0, 120)}`);
      else if (after - before !== 1) wrong.push(`${key}: ${after - before} entries, want exactly 1`);
      else if (action && (await newestAction()) !== action)
        wrong.push(`${key}: entry ${await newestAction()}, want ${action}`);
    }
    // a recipe whose route is gone is stale
    for (const key of Object.keys(RECIPES))
      if (!routes.some((route) => route.key === key)) wrong.push(`${key}: recipe for a route that no longer exists`);
    expect(wrong).toEqual([]);
  });
});
