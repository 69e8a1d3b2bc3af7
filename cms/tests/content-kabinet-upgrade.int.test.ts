/**
 * The cabinet and the site settings on a new site and on an upgraded one, in real boots of a separate CMS process:
 * - a new site gets the founding cabinet exactly as the site showed it when it lived in code (texts, logo, chart,
 *   structure, the page heads word for word) and, with SEED_DEMO, its 25 demo members; without SEED_DEMO no one;
 * - a database made before cabinets were content (no cabinet or settings tables, no admin-account columns) gets the
 *   same at its next start, so an upgrade changes nothing a visitor sees;
 * - a later start adds nothing, and demo members deleted by the admins do not come back.
 */
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cabinet, CabinetList, SiteSettings } from '@hmrpl/contract';
import { Agent, TEST_ADMIN, startTestApp, type TestApp } from './helpers';
import { onPostgres, postgres, schemaOf, separateCms } from './helpers/separate-cms';
import { DEMO_MEMBERS, FOUNDING_CABINET } from '../src/lib/content/founding-cabinet';

let app: TestApp;
const cms = separateCms();
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(cms.stopAll);
afterAll(cms.dropSchemas);

const HTML = { Accept: 'text/html' };

/** What a visitor gets, without what differs between two databases (ids, stored file names). */
async function visible(url: string) {
  const visitor = new Agent(url);
  const cabinet = (await visitor.get<Cabinet>('/api/kabinet/aktif')).body;
  const list = (await visitor.get<CabinetList>('/api/kabinet')).body;
  const settings = (await visitor.get<SiteSettings>('/api/pengaturan')).body;
  const heads: Record<string, Record<string, string>> = {};
  for (const page of ['/', '/tentang']) {
    const html = (await visitor.get(page, { headers: HTML })).text;
    const head = html.slice(0, html.indexOf('</head>'));
    heads[page] = Object.fromEntries(
      [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    heads[page]!.title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
    heads[page]!.jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1] ?? '';
    // the port differs between two boots
    for (const [key, value] of Object.entries(heads[page]!)) heads[page]![key] = value.split(url).join('');
  }
  const stripped = JSON.parse(
    JSON.stringify(cabinet, (key, value) => {
      // ids and versions (`updated_at`, ADR 101) are the new rows' own
      if (key === 'id' || key === 'updated_at') return undefined;
      if (key.endsWith('_path') && typeof value === 'string') return value ? 'stored' : '';
      if (key.endsWith('_formats') && value) return Object.keys(value).sort();
      return value;
    }),
  );
  for (const page of Object.values(heads))
    for (const key of Object.keys(page)) if (key.includes('image')) delete page[key];
  return {
    cabinet: stripped,
    raw: cabinet,
    list: list.data.map(({ slug, name, period, active }) => ({ slug, name, period, active })),
    settings: { ...settings, updated_at: settings.updated_at ? 'saved' : null },
    heads,
  };
}

/** The tables, columns and rows a database made before cabinets were content does not have. */
async function makeItOld(dir: string) {
  const types = [
    'api::kabinet.kabinet',
    'api::departemen.departemen',
    'api::divisi.divisi',
    'api::anggota.anggota',
    'api::pengaturan.pengaturan',
    // later types that belong to a cabinet did not exist either
    'api::dokumen.dokumen',
    'api::proker.proker',
  ];
  const tables = (names: string[]) =>
    names.filter(
      (name) =>
        /^(kabinets|departemens|divisis|anggotas|pengaturans|dokumens|prokers)(_|$)/.test(name) ||
        // the links of activities and news to a program of work, made with the programs
        /^(beritas|kegiatans)_proker_lnk$/.test(name),
    );
  const statements = (names: string[]) => [
    `DELETE FROM files WHERE id IN (SELECT file_id FROM files_related_mph WHERE related_type IN (${types.map((t) => `'${t}'`).join(',')}))`,
    `DELETE FROM files_related_mph WHERE related_type IN (${types.map((t) => `'${t}'`).join(',')})`,
    ...tables(names).map((name) => `DROP TABLE ${name}`),
    'ALTER TABLE up_users DROP COLUMN name',
    'ALTER TABLE up_users DROP COLUMN must_change_password',
    'ALTER TABLE up_users DROP COLUMN last_login_at',
    // the schema Strapi remembers is the one it made: forget it, as an older version never knew these types
    'DELETE FROM strapi_database_schema',
  ];
  if (!onPostgres()) {
    // better-sqlite3 ships no types: what this test calls of it
    interface SqliteDatabase {
      prepare(sql: string): { all(): unknown[] };
      exec(sql: string): void;
      close(): void;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3') as new (file: string) => SqliteDatabase;
    const db = new Database(path.join(dir, 'data.db'));
    try {
      const names = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
      ).map((row) => row.name);
      // link tables first (their foreign keys point at the others)
      for (const sql of statements(names).sort((a, b) => Number(b.includes('_lnk')) - Number(a.includes('_lnk'))))
        db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  const schema = schemaOf(dir);
  await postgres(async (client) => {
    const names = (
      await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}'`)
    ).rows.map((row) => String(row.table_name));
    await client.query(`SET search_path TO ${schema}`);
    for (const sql of statements(names)) await client.query(sql.startsWith('DROP TABLE') ? `${sql} CASCADE` : sql);
  });
}

describe('the founding cabinet', () => {
  it(
    'a new site shows it as the site did when it lived in code; an upgraded site shows the same; a restart adds nothing',
    { timeout: 300_000 },
    async () => {
      const dir = path.join(app.tmpDir, `upgrade-${Date.now().toString(36)}`);
      const fresh = await cms.boot(dir, { SEED_DEMO: 'true' });
      const before = await visible(fresh.url);

      // the texts, word for word, and the structure
      expect(before.raw).toMatchObject({
        slug: 'syvelta-2024-2025',
        name: 'SYVELTA',
        period: '2024/2025',
        tagline: 'Sync for Change!',
        name_meaning: FOUNDING_CABINET.name_meaning,
        vision: FOUNDING_CABINET.vision,
        missions: FOUNDING_CABINET.missions,
        active: true,
      });
      expect(before.raw.missions.map((m) => m.title)).toEqual([
        'Lingkungan Kolaboratif',
        'Ide dan Solusi Berdampak',
        'Etos Kerja dan Kompetensi',
        'Kolaborasi Eksternal',
        'Eksistensi Berkelanjutan',
      ]);
      // INTI's eight posts first, then the three departments with their heads and divisions, in the demo people
      const people = before.raw.departments.flatMap((d) => [
        ...(d.head ? [[d.name, '', d.head.nama, d.head.jabatan, true]] : []),
        ...d.members.map((m) => [d.name, '', m.nama, m.jabatan, m.is_head]),
        ...d.divisions.flatMap((v) => v.members.map((m) => [d.name, v.name, m.nama, m.jabatan, m.is_head])),
      ]);
      expect(people).toEqual(
        DEMO_MEMBERS.map((m) => [m.department, m.division ?? '', m.nama, m.jabatan, m.is_head === true]),
      );
      expect(people).toHaveLength(25);
      expect(before.raw.departments[0]!.members.map((m) => m.jabatan)).toEqual([
        'Ketua Himpunan',
        'Wakil Ketua Himpunan',
        'Sekretaris I',
        'Sekretaris II',
        'Bendahara I',
        'Bendahara II',
        'Kepala Manajerial',
        'Wakil Kepala Manajerial',
      ]);
      expect(
        before.raw.departments
          .flatMap((d) => [d.head, ...d.members, ...d.divisions.flatMap((v) => v.members)])
          .every((m) => !m || m.image_path),
      ).toBe(true);
      // the heads the pages had
      expect(before.heads['/']!.description).toBe(
        'HMRPL Telkom University: Himpunan Mahasiswa Rekayasa Perangkat Lunak, Kabinet SYVELTA 2024/2025.',
      );
      expect(before.heads['/tentang']!.description).toBe(
        'Tentang HMRPL Telkom University: visi, misi, dan struktur organisasi Kabinet SYVELTA 2024/2025.',
      );
      expect(before.heads['/tentang']!.title).toBe('Tentang Kami | HMRPL Telkom University');
      expect(before.settings).toMatchObject({
        instagram_url: 'https://www.instagram.com/hmrpl.telu/',
        linkedin_url: 'https://www.linkedin.com/company/hmrpl-telkom-university/',
        youtube_url: null,
        program_url: 'https://bse.telkomuniversity.ac.id/',
        bpa_url: 'https://bpa.telkomuniversity.ac.id/',
        contact_email: null,
      });
      const newsBefore = (await new Agent(fresh.url).get('/api/berita?page=1')).body.meta.total;
      await cms.stopAll();

      // the same database as an older version left it: no cabinet, no settings, no admin-account columns
      await makeItOld(dir);
      const upgraded = await cms.boot(dir, { SEED_DEMO: 'true' });
      const after = await visible(upgraded.url);
      expect(after.cabinet).toEqual(before.cabinet);
      expect(after.list).toEqual(before.list);
      expect(after.settings).toEqual(before.settings);
      expect(after.heads).toEqual(before.heads);
      // the rest of the site is untouched, and the admins still sign in
      expect((await new Agent(upgraded.url).get('/api/berita?page=1')).body.meta.total).toBe(newsBefore);
      const admin = new Agent(upgraded.url);
      expect((await admin.login(TEST_ADMIN.username, TEST_ADMIN.password)).body.user.must_change_password).toBe(false);

      // the admins delete a demo member; a restart neither brings it back nor adds another cabinet
      const someone = after.raw.departments[0]!.members[0]!;
      expect((await admin.delete(`/api/admin/anggota/${someone.id}`)).status).toBe(200);
      await cms.stopAll();
      const again = await cms.boot(dir, { SEED_DEMO: 'true' });
      const last = await visible(again.url);
      expect(last.list).toEqual(before.list);
      expect(last.raw.departments[0]!.members.map((m) => m.id)).not.toContain(someone.id);
      expect(last.raw.departments[0]!.members).toHaveLength(7);
    },
  );

  it(
    'without SEED_DEMO: the cabinet, its structure and the settings, and no invented people',
    { timeout: 120_000 },
    async () => {
      const dir = path.join(app.tmpDir, `nodemo-${Date.now().toString(36)}`);
      const booted = await cms.boot(dir, { SEED_DEMO: 'false' });
      const { raw } = await visible(booted.url);
      expect(raw.name).toBe('SYVELTA');
      expect(raw.departments.map((d) => d.name)).toEqual(['INTI', 'INTERNAL', 'EKSTERNAL', 'MEDIA KREATIF']);
      expect(raw.departments.every((d) => d.head === null && d.members.length === 0)).toBe(true);
      expect(raw.departments.flatMap((d) => d.divisions).every((v) => v.members.length === 0)).toBe(true);
      expect(raw.logo_path).toBeTruthy();
      expect(raw.structure_path).toBeTruthy();
    },
  );
});
