/**
 * The yearly handover over HTTP (ADR 065, 067, 068): the admin screens' own reads of every cabinet (never cached, the
 * one being prepared marked), the designed-cards mark, the checklist ticked from the data by each screen's save and
 * activation last, and the member import: 25 rows with their portraits, and a file with 5 bad rows (each reported,
 * nothing created). The founding cabinet stays active; every cabinet made here is deleted at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCabinetList,
  AdminCabinetResponse,
  Cabinet,
  CabinetList,
  Handover,
  HandoverResponse,
  Member,
  MemberImportRow,
} from '@hmrpl/contract';
import { cabinetsOf, signedInAdmin, startTestApp, type Agent, type TestApp } from './helpers';
import { smallImage } from './fixtures/images';

let app: TestApp;
let admin: Agent;
const FOUNDING_SLUG = 'syvelta-2024-2025';

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});

const cabinets = cabinetsOf(() => admin, { prefix: 'SERAH', period: '2031/2032' });
afterAll(async () => {
  const list = (await admin.get<AdminCabinetList>('/api/admin/kabinet')).body.data;
  const founding = list.find((c) => c.slug === FOUNDING_SLUG)!;
  await admin.post(`/api/admin/kabinet/${founding.id}/aktifkan`);
  await cabinets.removeAll();
});

const createCabinet = (fields: Record<string, string> = {}) =>
  cabinets.create({ tagline: 'Serah Terima', name_meaning: 'Arti nama.', ...fields });

const memberCount = () => app.strapi.db.query('api::anggota.anggota').count({});
const handover = async () => {
  const res = await admin.get<HandoverResponse>('/api/admin/serah-terima');
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body.data;
};
const stepDone = (state: Handover) => Object.fromEntries(state.steps.map((s) => [s.step, s.done]));

describe("the admin screens' own reads", () => {
  it('list every cabinet, the one not yet active included and marked, never cached; admins only', async () => {
    const next = await createCabinet();
    try {
      const res = await admin.get<AdminCabinetList>('/api/admin/kabinet');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const mine = res.body.data.find((c) => c.id === next.id)!;
      expect(mine).toMatchObject({ slug: next.slug, active: false, preparing: true });
      expect(res.body.data.filter((c) => c.preparing)).toHaveLength(1);
      expect(res.body.data.find((c) => c.slug === FOUNDING_SLUG)).toMatchObject({ active: true, preparing: false });

      const one = await admin.get<AdminCabinetResponse>(`/api/admin/kabinet/${next.id}`);
      expect(one.status).toBe(200);
      expect(one.headers.get('cache-control')).toBe('no-store');
      expect(one.body.data).toMatchObject({ id: next.id, preparing: true, designed_cards: false });
      expect(one.body.data.departments.map((d) => d.name)).toEqual(next.departments.map((d) => d.name));

      expect((await admin.get('/api/admin/kabinet/999999')).body.message).toBe('Kabinet tidak ditemukan.');
      // signed out: 401 (a signed-in non-admin's 403 is proven for every admin route by the route walk)
      for (const path of ['/api/admin/kabinet', `/api/admin/kabinet/${next.id}`, '/api/admin/serah-terima'])
        expect((await app.agent().get(path)).status, path).toBe(401);
    } finally {
      await admin.delete(`/api/admin/kabinet/${next.id}`);
    }
  });

  it('a write is seen by the very next admin read (no cache between them)', async () => {
    const next = await createCabinet();
    try {
      // the read right after each write shows that write
      const form = new FormData();
      form.append('tagline', 'Tagline Baru');
      form.append('designed_cards', 'true');
      expect((await admin.post(`/api/admin/kabinet/${next.id}`, form)).status).toBe(200);
      expect((await admin.get<AdminCabinetResponse>(`/api/admin/kabinet/${next.id}`)).body.data).toMatchObject({
        tagline: 'Tagline Baru',
        designed_cards: true,
      });
      const bad = new FormData();
      bad.append('designed_cards', 'mungkin');
      const refused = await admin.post(`/api/admin/kabinet/${next.id}`, bad);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.designed_cards).toEqual(['Pilihan kartu foto tidak valid.']);
      expect((await admin.delete(`/api/admin/kabinet/${next.id}`)).status).toBe(200);
      const after = (await admin.get<AdminCabinetList>('/api/admin/kabinet')).body.data;
      expect(after.some((c) => c.id === next.id)).toBe(false);
    } finally {
      await admin.delete(`/api/admin/kabinet/${next.id}`);
    }
  });
});

describe('the handover checklist', () => {
  it('follows the data of the cabinet being prepared, step by step, activation last', async () => {
    const founding = (await app.agent().get<CabinetList>('/api/kabinet')).body.data.find(
      (c) => c.slug === FOUNDING_SLUG,
    )!;
    // nothing being prepared: no subject (the founding cabinet did not come through the checklist)
    const before = await handover();
    expect(before.kabinet).toBeNull();
    expect(before.active?.slug).toBe(FOUNDING_SLUG);
    expect(before.done).toBe(0);
    const refused = await admin.post('/api/admin/serah-terima/tinjau', { langkah: 'admin' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Belum ada kabinet yang sedang disiapkan. Tambahkan kabinet baru terlebih dahulu.',
    );

    const next = await createCabinet();
    try {
      let state = await handover();
      expect(state.kabinet?.id).toBe(next.id);
      expect(state.steps.map((s) => s.step)).toEqual([
        'kabinet',
        'struktur',
        'anggota',
        'teks',
        'pengaturan',
        'admin',
        'aktifkan',
      ]);
      expect(stepDone(state)).toEqual({
        kabinet: true,
        struktur: false,
        anggota: false,
        teks: false,
        pengaturan: false,
        admin: false,
        aktifkan: false,
      });

      // Struktur: "Simpan Struktur"
      const structure = await admin.post(`/api/admin/kabinet/${next.id}/struktur`, {
        departments: next.departments.map((d) => ({
          id: d.id,
          name: d.name,
          divisions: d.divisions.map((v) => ({ id: v.id, name: v.name })),
        })),
      });
      expect(structure.status).toBe(200);
      state = await handover();
      expect(stepDone(state).struktur).toBe(true);
      expect(state.steps.find((s) => s.step === 'struktur')!.done_at).toBeTruthy();

      // Kelola Anggota: at least one member
      const member = new FormData();
      member.append('kabinet_id', String(next.id));
      member.append('department_id', String(next.departments[0]!.id));
      member.append('nama', 'Ketua Baru');
      member.append('jabatan', 'Ketua Himpunan');
      expect((await admin.post('/api/admin/anggota', member)).status).toBe(201);
      state = await handover();
      expect(state.steps.find((s) => s.step === 'anggota')).toMatchObject({ done: true, count: 1 });

      // Edit: "Simpan Perubahan"
      const edit = new FormData();
      edit.append('tagline', 'Diperiksa');
      expect((await admin.post(`/api/admin/kabinet/${next.id}`, edit)).status).toBe(200);
      // Pengaturan: "Simpan Pengaturan" (even with nothing changed)
      expect((await admin.post('/api/admin/pengaturan', {})).status).toBe(200);
      state = await handover();
      expect(stepDone(state)).toMatchObject({ teks: true, pengaturan: true, admin: false });

      // Admin: nothing to change, marked as reviewed; an unknown step is refused
      const wrong = await admin.post('/api/admin/serah-terima/tinjau', { langkah: 'aktifkan' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.langkah).toEqual(['Langkah tidak dikenal.']);
      const reviewed = await admin.post('/api/admin/serah-terima/tinjau', { langkah: 'admin' });
      expect(reviewed.status).toBe(200);
      expect(reviewed.body.message).toBe('Langkah ditandai sudah ditinjau.');
      expect(stepDone(reviewed.body.data as Handover)).toMatchObject({ admin: true, aktifkan: false });
      expect((reviewed.body.data as Handover).done).toBe(6);

      // an account added also ticks it (on the cabinet being prepared)
      const added = await admin.post('/api/admin/pengguna', {
        username: `staf${Date.now().toString(36)}`,
        email: `staf${Date.now().toString(36)}@hmrpl.test`,
        password: 'Sandi-Pertama-2025!',
        roles: ['redaksi'],
      });
      expect(added.status, added.text).toBe(201);

      // Aktifkan, last: the handover is complete, and the checklist says so for the now active cabinet
      expect((await admin.post(`/api/admin/kabinet/${next.id}/aktifkan`)).status).toBe(200);
      state = await handover();
      expect(state.kabinet?.id).toBe(next.id);
      expect(state.kabinet?.active).toBe(true);
      expect(state.done).toBe(7);
      expect(state.steps.find((s) => s.step === 'aktifkan')!.done_at).toBeTruthy();
      // the marks are not public
      const publicCabinet = await app.agent().get(`/api/kabinet/aktif`);
      expect(publicCabinet.text).not.toContain('handover');
      expect(publicCabinet.text).not.toContain('pengaturan');
    } finally {
      await admin.post(`/api/admin/kabinet/${founding.id}/aktifkan`);
      await admin.delete(`/api/admin/kabinet/${next.id}`);
    }
    // back to the founding cabinet (which came through no checklist): nothing being prepared
    expect((await handover()).kabinet).toBeNull();
  });
});

describe('member import', () => {
  /** 25 rows: INTI's posts, each department's head, and members in divisions, in the founding structure. */
  function twentyFiveRows(cabinet: Cabinet): MemberImportRow[] {
    const rows: MemberImportRow[] = [];
    const [inti, ...departments] = cabinet.departments;
    rows.push({ nama: 'Ketua Impor', jabatan: 'Ketua Himpunan', department: inti!.name.toLowerCase(), order: '1' });
    rows.push({ nama: 'Wakil Impor', jabatan: 'Wakil Ketua', department: ` ${inti!.name} `, order: '2' });
    for (const department of departments) {
      rows.push({
        nama: `Kepala ${department.name}`,
        jabatan: 'Kepala Departemen',
        department: department.name,
        kepala: 'ya',
      });
      for (const division of department.divisions)
        rows.push({
          nama: `Staf ${division.name}`,
          jabatan: `Staf ${division.name}`,
          department: department.name,
          division: division.name,
        });
    }
    let n = 0;
    while (rows.length < 25)
      rows.push({ nama: `Anggota Inti ${(n += 1)}`, jabatan: 'Sekretaris', department: inti!.name });
    return rows.slice(0, 25).map((row, index) => ({ ...row, baris: index + 2 }));
  }

  it('adds 25 rows at once, then their portraits one by one, and the site shows them', async () => {
    const next = await createCabinet();
    try {
      const rows = twentyFiveRows(next);
      const res = await admin.post('/api/admin/anggota/impor', { kabinet_id: next.id, rows });
      expect(res.status, res.text).toBe(201);
      expect(res.body.message).toBe('25 anggota berhasil diimpor!');
      const made = res.body.data as Member[];
      expect(made.map((m) => m.nama)).toEqual(rows.map((r) => r.nama));
      // the portraits, matched by the screen to the rows, each sent as an edit of its member
      for (const member of made) {
        const form = new FormData();
        form.append('image', new Blob([await smallImage('jpeg')], { type: 'image/jpeg' }), `${member.nama}.jpg`);
        const sent = await admin.post(`/api/admin/anggota/${member.id}`, form);
        expect(sent.status, sent.text).toBe(200);
      }
      const cabinet = (await admin.get<AdminCabinetResponse>(`/api/admin/kabinet/${next.id}`)).body.data;
      const everyone = cabinet.departments.flatMap((d) => [
        ...(d.head ? [d.head] : []),
        ...d.members,
        ...d.divisions.flatMap((v) => v.members),
      ]);
      expect(everyone).toHaveLength(25);
      expect(everyone.every((m) => m.image_path)).toBe(true);
      const inti = cabinet.departments[0]!;
      expect(inti.members.slice(0, 2).map((m) => m.nama)).toEqual(['Ketua Impor', 'Wakil Impor']);
      for (const department of cabinet.departments.slice(1))
        expect(department.head?.nama).toBe(`Kepala ${department.name}`);
      // a second file may not give a department a second head
      const again = await admin.post('/api/admin/anggota/impor', {
        kabinet_id: next.id,
        rows: [
          { baris: 2, nama: 'Kepala Lain', jabatan: 'Kepala', department: cabinet.departments[1]!.name, kepala: 'ya' },
        ],
      });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(
        `Baris 2: Departemen ini sudah memiliki kepala: Kepala ${cabinet.departments[1]!.name}.`,
      );
    } finally {
      await admin.delete(`/api/admin/kabinet/${next.id}`);
    }
  });

  it('refuses a file with 5 bad rows, naming each row and its problem, and creates nothing', async () => {
    const next = await createCabinet();
    try {
      const rows = twentyFiveRows(next).slice(0, 20);
      const [inti, second] = next.departments;
      const post = (baris: number, row: Partial<MemberImportRow>): MemberImportRow => ({
        baris,
        nama: `Orang ${baris}`,
        jabatan: 'Staf',
        department: inti!.name,
        ...row,
      });
      rows[3] = post(5, { nama: '' });
      rows[7] = post(9, { department: 'Humas Luar Angkasa' });
      rows[9] = post(11, { department: second!.name, division: 'Divisi Tidak Ada' });
      rows[12] = post(14, { order: 'dua' });
      rows[15] = post(17, { department: second!.name, division: second!.divisions[0]!.name, kepala: 'ya' });
      const before = await memberCount();
      const res = await admin.post('/api/admin/anggota/impor', { kabinet_id: next.id, rows });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Baris 5: Nama wajib diisi.');
      expect(Object.keys(res.body.errors).sort()).toEqual(['baris.11', 'baris.14', 'baris.17', 'baris.5', 'baris.9']);
      expect(res.body.errors['baris.5']).toEqual(['Nama wajib diisi.']);
      expect(res.body.errors['baris.9']).toEqual(['Departemen "Humas Luar Angkasa" tidak ada di kabinet ini.']);
      expect(res.body.errors['baris.11']).toEqual([
        `Divisi "Divisi Tidak Ada" tidak ada di departemen ${second!.name}.`,
      ]);
      expect(res.body.errors['baris.14']).toEqual(['Urutan harus berupa bilangan bulat 0 sampai 10000.']);
      expect(res.body.errors['baris.17']).toEqual([
        'Kepala departemen tidak berada di dalam divisi. Kosongkan kolom divisi.',
      ]);
      expect(await memberCount()).toBe(before);
      // the request as a whole
      for (const [body, message] of [
        [{ kabinet_id: next.id, rows: [] }, 'Berkas tidak berisi baris anggota.'],
        [{ kabinet_id: next.id, rows: 'bukan daftar' }, 'Daftar anggota tidak valid.'],
        [
          { kabinet_id: next.id, rows: Array.from({ length: 301 }, () => rows[0]) },
          'Maksimal 300 anggota sekali impor.',
        ],
        [{ kabinet_id: 999999, rows }, 'Kabinet tidak ditemukan.'],
        [{ rows }, 'Pilih kabinet.'],
      ] as const) {
        const refused = await admin.post('/api/admin/anggota/impor', body);
        expect(refused.status, message).toBe(422);
        expect(refused.body.message).toBe(message);
      }
      expect(await memberCount()).toBe(before);
    } finally {
      await admin.delete(`/api/admin/kabinet/${next.id}`);
    }
  });
});
