/**
 * No silent overwrites, for every editable type (contract part two, "Edit conflicts"; ADR 087, 101): the admin answer
 * carries `updated_at`; an edit that sends a stale one is 409 naming who saved in between and when (HH.mm, Asia/Jakarta)
 * with the item as it is now, and stores nothing (no change, no audit entry); the current one, or none, goes through.
 * Two saves of the same version at once: one 200, one 409 (the row is locked under the comparison). SQLite and
 * PostgreSQL. The news editor's own case is in audit-log.int.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cabinet } from '@hmrpl/contract';
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
import { blob } from './fixtures/images';
import { pdfBytes } from './fixtures/pdf';
import { toJakartaInput } from '../src/lib/content/jakarta-time';

let app: TestApp;
let admin: Agent;
let other: Agent;
const OTHER_NAME = 'Budi Penyunting';
const stamp = Date.now().toString(36);
let serial = 0;
const unique = (prefix: string) => `${prefix}${stamp}${(serial += 1)}`;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  other = (await otherAdmin(app, { name: OTHER_NAME })).agent;
});

type Item = Record<string, unknown> & { id?: number; updated_at: string };
type Body = Record<string, unknown> | FormData;

/** An answer's item: `{ data: item }` or the item itself. */
const itemOf = (body: unknown): Item => {
  const record = body as Record<string, unknown>;
  return (record && 'data' in record && !Array.isArray(record.data) ? record.data : record) as Item;
};
const listed = (body: unknown, id: number): Item => {
  const found = ((body as { data: Item[] }).data ?? []).find((item) => item.id === id);
  expect(found, `item ${id} in the list`).toBeTruthy();
  return found!;
};

/** Every cabinet made here is deleted at the end: a later file's handover checklist must find nothing being prepared. */
const cabinets = cabinetsOf(() => admin, { prefix: 'KONFLIK', period: '2044/2045' });
const cabinet = () => cabinets.create();
afterAll(() => cabinets.removeAll());
const cabinetById = async (id: number) => okBody(await admin.get<{ data: Cabinet }>(`/api/admin/kabinet/${id}`)).data;
const departmentsOf = (item: Item) => item.departments as Cabinet['departments'];
const structureOf = (departments: Cabinet['departments'], rename: string) => ({
  departments: departments.map((d, i) => ({
    id: d.id,
    name: i === 1 ? rename : d.name,
    divisions: d.divisions.map((v) => ({ id: v.id, name: v.name })),
  })),
});

/** One editable type: how to make an item, load it as its form does, and two different saves of it. */
interface Case {
  name: string;
  make: () => Promise<{ path: string; load: () => Promise<Item> }>;
  first: Body;
  second: Body;
  /** What shows that a save is stored. */
  shown: (item: Item) => unknown;
}

const CASES: Case[] = [
  {
    name: 'kegiatan',
    make: async () => {
      const start = toJakartaInput(new Date(Date.now() + 9 * 24 * 3600_000));
      const { id } = itemOf(
        okBody(
          await admin.post(
            '/api/admin/kegiatan',
            await formOf({ title: unique('Kegiatan '), starts_at: start, summary: 'R.', content: '<p>x</p>' }),
          ),
        ),
      );
      return {
        path: `/api/admin/kegiatan/${id}`,
        load: async () => itemOf(okBody(await admin.get(`/api/admin/kegiatan/${id}`))),
      };
    },
    first: { place: 'Aula Budi' },
    second: { place: 'Aula saya' },
    shown: (item) => item.place,
  },
  {
    name: 'galeri',
    make: async () => {
      const body = okBody(await admin.post('/api/admin/galeri', await formOf({}, { 'images[]': 'g.png' })));
      const { id } = (body as { data: Item[] }).data[0]!;
      return { path: `/api/admin/galeri/${id}`, load: async () => listed(okBody(await admin.get('/api/galeri')), id!) };
    },
    first: { caption: 'Keterangan Budi' },
    second: { caption: 'Keterangan saya' },
    shown: (item) => item.caption,
  },
  {
    name: 'kabinet',
    make: async () => {
      const { id } = await cabinet();
      return { path: `/api/admin/kabinet/${id}`, load: async () => itemOf(await cabinetById(id)) };
    },
    first: { vision: 'Visi Budi.' },
    second: { vision: 'Visi saya.' },
    shown: (item) => item.vision,
  },
  {
    name: 'kabinet (struktur)',
    make: async () => {
      const { id } = await cabinet();
      return { path: `/api/admin/kabinet/${id}/struktur`, load: async () => itemOf(await cabinetById(id)) };
    },
    // filled in by the test from the cabinet (the structure is the cabinet's own)
    first: {},
    second: {},
    shown: (item) => departmentsOf(item)[1]!.name,
  },
  {
    name: 'anggota',
    make: async () => {
      const c = await cabinet();
      const data = await formOf({
        kabinet_id: String(c.id),
        department_id: String(c.departments[1]!.id),
        nama: unique('Anggota '),
        jabatan: 'Staf',
      });
      const { id } = itemOf(okBody(await admin.post('/api/admin/anggota', data)));
      return {
        path: `/api/admin/anggota/${id}`,
        load: async () => {
          const dept = (await cabinetById(c.id)).departments[1]!;
          return itemOf([dept.head, ...dept.members].find((m) => m?.id === id));
        },
      };
    },
    first: { jabatan: 'Koordinator' },
    second: { jabatan: 'Bendahara' },
    shown: (item) => item.jabatan,
  },
  {
    name: 'pengaturan',
    make: async () => ({
      path: '/api/admin/pengaturan',
      load: async () => itemOf(okBody(await admin.get('/api/pengaturan'))),
    }),
    first: { contact_email: `budi-${stamp}@hmrpl.example` },
    second: { contact_email: `saya-${stamp}@hmrpl.example` },
    shown: (item) => item.contact_email,
  },
  {
    name: 'awarding',
    make: async () => {
      okBody(await admin.post('/api/admin/awarding', await formOf({ periode: '2023-03' }, { staff_image: 's.png' })));
      return {
        path: '/api/admin/awarding',
        load: async () => itemOf(okBody(await admin.get('/api/awarding/arsip/2023-03'))),
      };
    },
    // filled in by the test (a file is read once)
    first: {},
    second: {},
    shown: (item) => item.divisi_image_path,
  },
  {
    name: 'aspirasi',
    make: async () => {
      const { id } = (await app.strapi.db
        .query('api::aspirasi.aspirasi')
        .create({ data: { pesan: unique('Pesan '), kategori: 'Saran', isAnonim: true, status: 'baru' } })) as {
        id: number;
      };
      return {
        path: `/api/admin/aspirasi/${id}`,
        load: async () => itemOf(okBody(await admin.get(`/api/admin/aspirasi/${id}`))),
      };
    },
    first: { status: 'diproses', catatan: 'Catatan Budi.' },
    second: { status: 'selesai', catatan: 'Catatan saya.' },
    shown: (item) => item.catatan,
  },
  {
    name: 'pengguna',
    make: async () => {
      const { id } = await createUser(app.strapi, { admin: true });
      return {
        path: `/api/admin/pengguna/${id}`,
        load: async () => listed(okBody(await admin.get('/api/admin/pengguna')), id),
      };
    },
    first: { name: 'Nama dari Budi' },
    second: { name: 'Nama dari saya' },
    shown: (item) => item.name,
  },
  {
    name: 'proker',
    make: async () => {
      const active = okBody(await admin.get<Cabinet>('/api/kabinet/aktif'));
      const fields = {
        title: unique('Proker '),
        department_id: active.departments[1]!.id,
        status: 'rencana',
        summary: 'Ringkasan.',
        progress: 0,
      };
      const { id } = itemOf(okBody(await admin.post('/api/admin/proker', fields)));
      return {
        path: `/api/admin/proker/${id}`,
        load: async () => listed(okBody(await admin.get('/api/admin/proker')), id!),
      };
    },
    first: { progress: 40 },
    second: { progress: 70 },
    shown: (item) => item.progress,
  },
  {
    name: 'prestasi',
    make: async () => {
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
      const { id } = itemOf(okBody(await admin.post('/api/admin/prestasi', data)));
      return {
        path: `/api/admin/prestasi/${id}`,
        load: async () => itemOf(okBody(await admin.get(`/api/admin/prestasi/${id}`))),
      };
    },
    first: { rank: 'Juara 2' },
    second: { rank: 'Juara 3' },
    shown: (item) => item.rank,
  },
  {
    name: 'dokumen',
    make: async () => {
      const data = new FormData();
      data.append('title', unique('Dokumen '));
      data.append('kategori', 'SOP');
      data.append('file', blob(pdfBytes('Dokumen uji'), 'application/pdf'), 'dokumen.pdf');
      const { id } = itemOf(okBody(await admin.post('/api/admin/dokumen', data)));
      return {
        path: `/api/admin/dokumen/${id}`,
        load: async () => listed(okBody(await admin.get('/api/dokumen')), id!),
      };
    },
    first: { title: unique('Dokumen Budi ') },
    second: { title: unique('Dokumen saya ') },
    shown: (item) => item.title,
  },
];

const auditCount = async () => Number(await app.strapi.db.query('api::riwayat.riwayat').count({}));
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(':', '.');
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A body with the version the form loaded (a form's field in multipart, a JSON field otherwise). */
function stamped(body: Body, updatedAt?: string): Body {
  if (body instanceof FormData) {
    const copy = new FormData();
    for (const [name, value] of body.entries()) copy.append(name, value);
    if (updatedAt !== undefined) copy.append('updated_at', updatedAt);
    return copy;
  }
  return updatedAt === undefined ? { ...body } : { ...body, updated_at: updatedAt };
}

describe('a stale save is refused for every editable type', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { path, load } = await c.make();
    const loaded = await load();
    expect(loaded.updated_at, 'the admin answer carries updated_at').toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    let first = c.first;
    let second = c.second;
    if (c.name === 'kabinet (struktur)') {
      first = structureOf(departmentsOf(loaded), 'Departemen Budi');
      second = structureOf(departmentsOf(loaded), 'Departemen saya');
    }
    const awarding = async () => formOf({ periode: '2023-03' }, { divisi_image: 'd.png' });
    if (c.name === 'awarding') [first, second] = [await awarding(), await awarding()];
    await later();
    // another admin saves the version they loaded too
    const saved = await other.post(path, stamped(first, loaded.updated_at));
    expect(saved.status, saved.text).toBe(200);
    const now = await load();
    expect(now.updated_at).not.toBe(loaded.updated_at);
    const entries = await auditCount();

    const stale = await admin.post<{ message: string; data: Item }>(path, stamped(second, loaded.updated_at));
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.message).toBe(
      `Konten ini sudah diubah oleh ${OTHER_NAME} pada ${hhmm(now.updated_at)}. Muat ulang untuk melihat versi terbaru.`,
    );
    expect(stale.body.data).toEqual(now);
    // nothing stored: not the change, not an entry
    expect(await load()).toEqual(now);
    expect(c.shown(now)).toEqual(c.shown(itemOf(saved.body)));
    expect(await auditCount()).toBe(entries);

    // the version it has now goes through; so does a save without one (the original flows)
    await later();
    const fresh = await admin.post(path, stamped(second, now.updated_at));
    expect(fresh.status, fresh.text).toBe(200);
    const after = await load();
    expect(c.shown(after)).not.toEqual(c.shown(now));
    expect(after.updated_at).not.toBe(now.updated_at);
    await later();
    const blind = await admin.post(path, stamped(c.name === 'awarding' ? await awarding() : first));
    expect(blind.status, blind.text).toBe(200);
  });
});

describe('two saves of the same version at once', () => {
  it.each(['kegiatan', 'pengaturan'])('%s: one 200, one 409, the loser stores nothing', async (name) => {
    const c = CASES.find((x) => x.name === name)!;
    const { path, load } = await c.make();
    const loaded = await load();
    await later();
    const entries = await auditCount();
    const answers = await Promise.all([
      admin.post(path, stamped(c.first, loaded.updated_at)),
      other.post(path, stamped(c.second, loaded.updated_at)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(c.shown(await load())).toEqual(c.shown(itemOf(winner.body)));
    expect(await auditCount()).toBe(entries + 1);
  });
});
