/**
 * Backup and restore, on SQLite and on PostgreSQL: content made through the API (on top of the demo seed) is backed
 * up while the site serves, restored into an empty install, and every public and admin answer and every image file
 * is equal. A second backup taken during a burst of writes restores to a consistent state. The restore refuses a
 * non-empty target without --force, and a damaged archive before touching anything.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import {
  Agent,
  adminAgent,
  dataEnv,
  fetchBytes,
  galleryForm,
  makePgDatabase,
  newsForm,
  pngBytes,
  query,
  readUpload,
  removeDir,
  requireCms,
  runScript,
  skipPostgres,
  snapshot,
  startOn,
  tempDir,
  uploadsOn,
  type PgDatabase,
} from './helpers';

/** The names the `files` table of a running install points at (main files and renditions). */
async function referencedNames(dir: string, pg: Record<string, string> | null): Promise<string[]> {
  const rows = await query<{ url: string; formats: unknown }>(dir, pg, 'SELECT url, formats FROM files');
  const names = new Set<string>();
  for (const row of rows) {
    const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats;
    for (const url of [row.url, ...Object.values((formats ?? {}) as Record<string, { url: string }>).map((f) => f.url)])
      names.add(url.replace(/^\/uploads\//, ''));
  }
  return [...names].sort();
}

function roundTrip(label: 'SQLite' | 'PostgreSQL') {
  const usePg = label === 'PostgreSQL';
  describe.skipIf(usePg && skipPostgres)(`backup and restore on ${label}`, () => {
    const dirs: string[] = [];
    const dbs: PgDatabase[] = [];
    const running: RunningCms[] = [];
    const newDir = (name: string) => {
      const d = tempDir(name);
      dirs.push(d);
      return d;
    };
    const newPg = () => {
      if (!usePg) return null;
      const db = makePgDatabase();
      dbs.push(db);
      return db.env;
    };
    let source: RunningCms;
    let sourceDir: string;
    let sourcePg: Record<string, string> | null;
    let admin: Agent;
    let quiet: string;
    let duringWrites: string;
    let before: Awaited<ReturnType<typeof snapshot>>;
    let burst: { acknowledgedBefore: number; acknowledgedAfter: number };

    beforeAll(async () => {
      sourceDir = newDir('source');
      sourcePg = newPg();
      source = await startOn(sourceDir, sourcePg, { SEED_DEMO: 'true' });
      running.push(source);
      admin = await adminAgent(source.baseURL);

      // content through the API, on top of the demo seed
      const made = await admin.post(
        '/api/admin/berita',
        newsForm(
          'Cadangan data himpunan',
          '<p>Berita yang harus selamat dari <strong>bencana</strong>.</p>',
          await pngBytes(1, 1200),
        ),
      );
      expect(made.status).toBe(201);
      const edited = await admin.post(
        `/api/admin/berita/${made.body.data.id}`,
        newsForm('Cadangan data himpunan (revisi)', '<p>Isi yang diperbarui.</p>', await pngBytes(2, 900)),
      );
      expect(edited.status).toBe(200);
      const gallery = await admin.post(
        '/api/admin/galeri',
        galleryForm([await pngBytes(3), await pngBytes(4, 1100), await pngBytes(5)], ['Rapat kerja', 'Makrab', '']),
      );
      expect(gallery.status).toBe(201);
      const pub = new Agent(source.baseURL);
      await pub.csrf();
      expect(
        (
          await pub.post('/api/aspirasi', {
            pesan: 'Tolong sediakan cadangan data.',
            kategori: 'Saran',
            isAnonim: true,
          })
        ).status,
      ).toBe(201);

      before = await snapshot(source.baseURL, admin);
      quiet = path.join(newDir('archives'), 'quiet.tar.gz');
      const backup = await runScript('backup', ['--out', quiet], dataEnv(sourceDir, sourcePg));
      expect(backup.code, backup.stderr).toBe(0);
      console.log(`[reliability] ${label} backup (site serving, quiet): ${backup.stdout.trim()}`);

      // a backup taken in the middle of a burst of gallery uploads and aspirations
      let stop = false;
      let acknowledged = 0;
      const writer = async (n: number) => {
        const agent = await adminAgent(source.baseURL);
        for (let i = 0; !stop; i += 1) {
          const r = await agent.post(
            '/api/admin/galeri',
            galleryForm([await pngBytes(100 + n * 1000 + i), await pngBytes(200 + n * 1000 + i)], [`burst ${n}-${i}`]),
          );
          if (r.status === 201) acknowledged += 2;
          else throw new Error(`upload during backup answered ${r.status}: ${r.text}`);
        }
      };
      const writers = [writer(1), writer(2)];
      while (acknowledged < 6) await new Promise((r) => setTimeout(r, 50));
      const acknowledgedBefore = acknowledged;
      duringWrites = path.join(path.dirname(quiet), 'during-writes.tar.gz');
      const busy = await runScript('backup', ['--out', duringWrites], dataEnv(sourceDir, sourcePg));
      const acknowledgedAfter = acknowledged;
      stop = true;
      await Promise.all(writers);
      expect(busy.code, busy.stderr).toBe(0);
      console.log(
        `[reliability] ${label} backup during writes: ${busy.stdout.trim()} (${acknowledgedBefore} -> ${acknowledgedAfter} images acknowledged meanwhile)`,
      );
      burst = { acknowledgedBefore, acknowledgedAfter };
    });

    afterAll(async () => {
      for (const cms of running) await cms.stop();
      for (const db of dbs) db.drop();
      for (const d of dirs) removeDir(d);
    });

    it('writes one archive with a manifest of row counts and a checksum for every file', async () => {
      const tar = requireCms('tar');
      const names: string[] = [];
      await tar.t({ file: quiet, onReadEntry: (e: { path: string }) => names.push(e.path) });
      const manifest = JSON.parse(execFileSync('tar', ['-xzOf', quiet, 'manifest.json'], { encoding: 'utf8' }));
      expect(manifest).toMatchObject({
        format: 'hmrpl-backup',
        version: 1,
        database: { client: usePg ? 'postgres' : 'sqlite' },
        strapiVersion: '5.54.0',
      });
      expect(manifest.counts.beritas).toBeGreaterThan(0);
      expect(manifest.counts.galeris).toBe(JSON.parse(before.bodies['/api/galeri']).total);
      expect(manifest.counts.aspirasis).toBe(JSON.parse(before.bodies['/api/aspirasi']).meta.total);
      const uploads = names.filter((n) => n.startsWith('uploads/') && n !== 'uploads/');
      expect(uploads.length).toBe(manifest.uploads.files);
      expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual(
        names.filter((n) => !n.endsWith('/') && n !== 'manifest.json').sort(),
      );
      for (const f of manifest.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
      // every image file the site shows is in it
      const archived = new Set(uploads.map((n) => n.slice('uploads/'.length)));
      for (const image of before.images) expect(archived.has(image), image).toBe(true);
    });

    it('refuses to restore over a target that holds data unless --force, and changes nothing', async () => {
      const r = await runScript('restore', [quiet], dataEnv(sourceDir, sourcePg));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/not empty.*--force/);
      expect((await new Agent(source.baseURL).get('/api/galeri')).body.total).toBeGreaterThan(
        JSON.parse(before.bodies['/api/galeri']).total,
      );
    });

    it('restores into an empty install: every public and admin answer and every image file is equal', async () => {
      const dir = newDir('restored');
      const pg = newPg();
      const r = await runScript('restore', [quiet], dataEnv(dir, pg));
      expect(r.code, r.stderr).toBe(0);
      console.log(`[reliability] ${label} ${r.stdout.trim()}`);
      const restored = await startOn(dir, pg);
      running.push(restored);

      // sessions are not restored: the old cookie does not sign in on the restored site
      const stale = new Agent(restored.baseURL);
      stale.setCookie('hmrpl_session', admin.cookie('hmrpl_session')!);
      expect((await stale.get('/api/me')).status).toBe(401);

      const after = await snapshot(restored.baseURL, await adminAgent(restored.baseURL));
      expect(Object.keys(after.bodies).sort()).toEqual(Object.keys(before.bodies).sort());
      for (const key of Object.keys(before.bodies)) expect(after.bodies[key], key).toBe(before.bodies[key]);
      expect(after.images).toEqual(before.images);
      expect(before.images.length).toBeGreaterThan(20);
      for (const image of before.images) {
        expect((await fetchBytes(restored.baseURL, image)).equals(readUpload(sourceDir, image)), image).toBe(true);
      }
      // the uploads folder holds exactly what the restored database names, byte-equal to the source's files
      const names = uploadsOn(dir);
      expect(names).toEqual(await referencedNames(dir, pg));
      for (const name of names) expect(readUpload(dir, name).equals(readUpload(sourceDir, name)), name).toBe(true);
    });

    it('a backup taken during writes restores to a consistent state', async () => {
      const dir = newDir('restored-busy');
      const pg = newPg();
      const r = await runScript('restore', [duringWrites], dataEnv(dir, pg));
      expect(r.code, r.stderr).toBe(0);
      const manifest = JSON.parse(execFileSync('tar', ['-xzOf', duringWrites, 'manifest.json'], { encoding: 'utf8' }));
      console.log(
        `[reliability] ${label} backup during writes: ${manifest.pendingUploads.length} half-made upload(s) caught in the snapshot, left out`,
      );
      const restored = await startOn(dir, pg);
      running.push(restored);
      const total = (await new Agent(restored.baseURL).get('/api/galeri')).body.total as number;
      const baseline = JSON.parse(before.bodies['/api/galeri']).total as number;
      // every image acknowledged before the backup started is in it; nothing after it ended
      expect(total).toBeGreaterThanOrEqual(baseline + burst.acknowledgedBefore);
      expect(total).toBeLessThanOrEqual(baseline + burst.acknowledgedAfter + 4);
      // no entry without its file, no file without its entry
      const all = (await new Agent(restored.baseURL).get('/api/galeri')).body.data as { image_path: string }[];
      for (const image of all)
        expect((await fetch(`${restored.baseURL}/storage/${image.image_path}`)).status, image.image_path).toBe(200);
      expect(uploadsOn(dir)).toEqual(await referencedNames(dir, pg));
      const orphans = await query<{ n: number }>(
        dir,
        pg,
        'SELECT count(*) AS n FROM files f WHERE NOT EXISTS (SELECT 1 FROM files_related_mph r WHERE r.file_id = f.id)',
      );
      expect(Number(orphans[0].n)).toBe(0);
    });

    it('refuses a damaged archive before touching anything', async () => {
      const work = newDir('damaged');
      execFileSync('tar', ['-xzf', quiet, '-C', work]);
      const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'));
      const victim = manifest.files.find((f: { path: string }) => f.path.startsWith('uploads/')).path;
      const bytes = readFileSync(path.join(work, victim));
      bytes[bytes.length - 1] ^= 0xff;
      writeFileSync(path.join(work, victim), bytes);
      const damaged = path.join(newDir('damaged-archive'), 'damaged.tar.gz');
      execFileSync('tar', ['-czf', damaged, '-C', work, 'manifest.json', 'database', 'uploads']);

      const dir = newDir('never-touched');
      const pg = newPg();
      const r = await runScript('restore', [damaged], dataEnv(dir, pg));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${victim}: checksum differs from the manifest`);
      expect(existsSync(path.join(dir, 'data.db'))).toBe(false);
      expect(existsSync(path.join(dir, 'public', 'uploads')) ? uploadsOn(dir) : []).toEqual([]);
      if (pg) expect(await query(dir, pg, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
    });

    it.skipIf(usePg)(
      'refuses an archive of the other database client, a missing file and no file, before touching anything',
      async () => {
        const dir = newDir('mismatch');
        const asPg = await runScript('restore', [quiet], {
          ...dataEnv(dir, null),
          DATABASE_CLIENT: 'postgres',
          DATABASE_NAME: 'nonexistent_never_touched',
        });
        expect(asPg.code).toBe(2);
        expect(asPg.stderr).toContain('the backup is of a sqlite database but DATABASE_CLIENT is postgres');
        const missing = await runScript('restore', [path.join(dir, 'nope.tar.gz')], dataEnv(dir, null));
        expect([missing.code, missing.stderr.trim()]).toEqual([
          2,
          `[restore] refused: no such file: ${path.join(dir, 'nope.tar.gz')}`,
        ]);
        const usage = await runScript('restore', [], dataEnv(dir, null));
        expect([usage.code, usage.stderr.trim()]).toEqual([
          2,
          '[restore] refused: usage: npm run restore -- FILE [--force]',
        ]);
        expect(existsSync(path.join(dir, 'data.db'))).toBe(false);
      },
    );

    it('--force replaces a target that holds data', async () => {
      const dir = newDir('forced');
      const pg = newPg();
      // a target holding other data: the backup taken during writes, plus a stray file
      expect((await runScript('restore', [duringWrites], dataEnv(dir, pg))).code).toBe(0);
      mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
      writeFileSync(path.join(dir, 'public', 'uploads', 'stray.png'), 'not from the backup');
      expect((await runScript('restore', [quiet], dataEnv(dir, pg))).code).toBe(2);
      const r = await runScript('restore', [quiet, '--force'], dataEnv(dir, pg));
      expect(r.code, r.stderr).toBe(0);
      expect(uploadsOn(dir)).toEqual(await referencedNames(dir, pg));
      const restored = await startOn(dir, pg);
      running.push(restored);
      const pub = new Agent(restored.baseURL);
      expect((await pub.get('/api/galeri')).text).toBe(before.bodies['/api/galeri']);
      expect((await pub.get('/api/berita?page=1')).text).toBe(before.bodies['/api/berita?page=1']);
    });
  });
}

roundTrip('SQLite');
roundTrip('PostgreSQL');
