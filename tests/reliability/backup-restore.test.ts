/**
 * Backup and restore, on SQLite and on PostgreSQL: content made through the API (on top of the demo seed) is backed
 * up while the site serves, restored into an empty install, and every public and admin answer and every image file
 * is equal. A second backup taken during a burst of writes restores to a consistent state. The restore refuses a
 * non-empty target without --force, and a damaged archive before touching anything.
 * A restore ends every sign-in the archive brings back: sessions, and device cookies (ADR 063).
 * The archive's defences (ADR 031): written readable by its owner only, in a folder only its owner can open; the
 * payload encrypted to an age recipient (plain only with --plain); the manifest signed, and checked before anything
 * else; every manifest path inside the archive's folder; PostgreSQL restored by the database's owner, never a
 * superuser; the older unsigned format only with --allow-unsigned.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import { signManifest, signingKey } from '../../scripts/lib/backup/keys.mjs';
import {
  Agent,
  adminAgent,
  backupIdentity,
  dataEnv,
  fetchBytes,
  galleryForm,
  makePgDatabase,
  newsForm,
  pngBytes,
  query,
  readUpload,
  removeDir,
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

/** The manifest of an archive, read as an operator would (`tar -xOf FILE manifest.json`). */
const manifestOf = (archive: string) =>
  JSON.parse(execFileSync('tar', ['-xOf', archive, 'manifest.json'], { encoding: 'utf8' }));

/** The members of an archive, in order. */
const membersOf = (archive: string) => execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n');

/** Writes a manifest and its signature by `key` (BACKUP_SIGNING_KEY's form) into an unpacked archive. */
function signInto(dir: string, manifest: unknown, key: string) {
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(dir, 'manifest.json'), bytes);
  writeFileSync(
    path.join(dir, 'manifest.sig'),
    `${signManifest(bytes, signingKey({ BACKUP_SIGNING_KEY: key }).privateKey)}\n`,
  );
}

/** A file's entry as a manifest lists it. */
const entryFor = (entryPath: string, file: string) => {
  const bytes = readFileSync(file);
  return { path: entryPath, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
};

/** A path that climbs out of any staging folder to /etc/passwd (extra `..` at the root stay at the root). */
const CLIMBING = `uploads/${'../'.repeat(12)}etc/passwd`;

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
    let keys: { identityFile: string; recipient: string };
    let quietOutput: string;
    /** What the backup reads: the data's settings and the recipient the archives are encrypted to. */
    const backupEnv = (dir: string, pg: Record<string, string> | null) => ({
      ...dataEnv(dir, pg),
      BACKUP_AGE_RECIPIENT: keys.recipient,
    });
    const restore = (archive: string, dir: string, pg: Record<string, string> | null, more: string[] = []) =>
      runScript('restore', [archive, '--identity', keys.identityFile, ...more], dataEnv(dir, pg));
    /** Nothing was written: no database file, no uploads, no tables. */
    const untouched = async (dir: string, pg: Record<string, string> | null) => {
      expect(existsSync(path.join(dir, 'data.db'))).toBe(false);
      expect(existsSync(path.join(dir, 'public', 'uploads')) ? uploadsOn(dir) : []).toEqual([]);
      if (pg) expect(await query(dir, pg, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
    };
    /** The archive unpacked, changed by `edit`, and packed again in the same order (as someone with write access could). */
    const repack = (archive: string, edit: (dir: string) => void) => {
      const work = newDir('repack');
      execFileSync('tar', ['-xf', archive, '-C', work]);
      edit(work);
      const [payload] = readdirSync(work).filter((n) => n.startsWith('payload'));
      const out = path.join(newDir('crafted'), 'crafted.tar');
      execFileSync('tar', ['--format=ustar', '-cf', out, '-C', work, payload, 'manifest.json', 'manifest.sig']);
      return out;
    };

    beforeAll(async () => {
      keys = await backupIdentity(newDir('keys'));
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
      // folders that do not exist yet: the backup makes them, readable by their owner only
      quiet = path.join(newDir('archives'), 'nested', 'deeper', 'quiet.tar');
      const backup = await runScript('backup', ['--out', quiet], backupEnv(sourceDir, sourcePg));
      expect(backup.code, backup.stderr).toBe(0);
      quietOutput = backup.stdout;
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
      duringWrites = path.join(path.dirname(quiet), 'during-writes.tar');
      const busy = await runScript('backup', ['--out', duringWrites], backupEnv(sourceDir, sourcePg));
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

    it('writes one signed archive, its payload encrypted: a manifest of row counts and a checksum for every file', async () => {
      expect(membersOf(quiet)).toEqual(['payload.tar.gz.age', 'manifest.json', 'manifest.sig']);
      const manifest = manifestOf(quiet);
      expect(manifest).toMatchObject({
        format: 'hmrpl-backup',
        version: 2,
        database: { client: usePg ? 'postgres' : 'sqlite' },
        strapiVersion: '5.54.0',
        payload: { file: 'payload.tar.gz.age', encryption: 'age' },
      });
      // the public half of the signing key, printed for the operator to keep (BACKUP_VERIFY_KEY)
      expect(quietOutput).toContain(`signed by ${manifest.signedBy}`);
      expect(manifest.counts.beritas).toBeGreaterThan(0);
      expect(manifest.counts.galeris).toBe(JSON.parse(before.bodies['/api/galeri']).total);
      expect(manifest.counts.aspirasis).toBe(JSON.parse(before.bodies['/api/aspirasi']).meta.total);
      const uploads = manifest.files
        .map((f: { path: string }) => f.path)
        .filter((p: string) => p.startsWith('uploads/'));
      expect(uploads.length).toBe(manifest.uploads.files);
      for (const f of manifest.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
      // every image file the site shows is in it
      const archived = new Set(uploads.map((n: string) => n.slice('uploads/'.length)));
      for (const image of before.images) expect(archived.has(image), image).toBe(true);
      // the payload is age's format: nothing of the database or the images reads in the clear
      const payload = execFileSync('tar', ['-xOf', quiet, 'payload.tar.gz.age'], { maxBuffer: 1 << 30 });
      expect(payload.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      expect(payload.length).toBe(manifest.payload.bytes);
    });

    it('writes the archive readable by its owner only, in folders only its owner can open', () => {
      expect(statSync(quiet).mode & 0o777).toBe(0o600);
      expect(statSync(duringWrites).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(quiet)).mode & 0o777).toBe(0o700);
      expect(statSync(path.dirname(path.dirname(quiet))).mode & 0o777).toBe(0o700);
    });

    it('refuses to restore over a target that holds data unless --force, and changes nothing', async () => {
      const r = await restore(quiet, sourceDir, sourcePg);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/not empty.*--force/);
      expect((await new Agent(source.baseURL).get('/api/galeri')).body.total).toBeGreaterThan(
        JSON.parse(before.bodies['/api/galeri']).total,
      );
    });

    it('restores into an empty install: every public and admin answer and every image file is equal', async () => {
      const dir = newDir('restored');
      const pg = newPg();
      const r = await restore(quiet, dir, pg);
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

      // the restore says it ended every sign-in the archive held, and did: the browser that signed in before the
      // backup no longer passes the sign-in limits on its device cookie (ADR 063)
      expect(r.stdout).toContain('every sign-in the archive held was ended');
      const device = admin.cookie('hmrpl_device');
      expect(device).toBeTruthy();
      for (let i = 0; i < 6; i += 1) {
        const guesser = new Agent(restored.baseURL);
        expect((await guesser.login(undefined, `salah-${i}-${Date.now()}`)).status).not.toBe(200);
      }
      const laptop = new Agent(restored.baseURL);
      laptop.setCookie('hmrpl_device', device!);
      expect((await laptop.login()).status).toBe(429);
    });

    it('a backup taken during writes restores to a consistent state', async () => {
      const dir = newDir('restored-busy');
      const pg = newPg();
      const r = await restore(duringWrites, dir, pg);
      expect(r.code, r.stderr).toBe(0);
      const manifest = manifestOf(duringWrites);
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
      // one byte of the payload flipped (a bad disk, a cut copy)
      const damaged = path.join(newDir('damaged-archive'), 'damaged.tar');
      const bytes = readFileSync(quiet);
      bytes[512 + 2000] ^= 0xff;
      writeFileSync(damaged, bytes);
      const dir = newDir('never-touched');
      const pg = newPg();
      const r = await restore(damaged, dir, pg);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('the payload: checksum differs from the manifest (damaged archive)');
      await untouched(dir, pg);
    });

    it.skipIf(usePg)("checks the manifest's signature before it reads anything else", async () => {
      const ourKey = dataEnv(sourceDir, null).BACKUP_SIGNING_KEY;
      const dir = newDir('never-touched');
      // a manifest changed after signing (here: a count), and no identity given: the signature is what refuses it
      const changed = repack(quiet, (work) => {
        const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'));
        manifest.counts.beritas += 1;
        writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      });
      const r1 = await runScript('restore', [changed], dataEnv(dir, null));
      expect(r1.code).toBe(2);
      expect(r1.stderr).toContain("refused: the manifest's signature does not match the key");
      // an archive signed with another key (someone who can write to the backups folder, not read the server's keys)
      const otherKey = createHash('sha256').update('another key').digest('base64');
      const forged = repack(quiet, (work) =>
        signInto(work, JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')), otherKey),
      );
      const r2 = await restore(forged, dir, null);
      expect(r2.code).toBe(2);
      expect(r2.stderr).toContain("the manifest's signature does not match the key");
      // nothing to check it with: refused too
      // (set empty, not left out: cms/.env, which the scripts also read, holds this machine's key)
      const withoutKeys = { ...dataEnv(dir, null), BACKUP_SIGNING_KEY: '', BACKUP_VERIFY_KEY: '' };
      const r3 = await runScript('restore', [quiet, '--identity', keys.identityFile], withoutKeys);
      expect(r3.code).toBe(2);
      expect(r3.stderr).toContain('cannot check who made this archive');
      await untouched(dir, null);
      // the public key the backup printed is enough (a new machine after a disaster holds no signing key)
      const r4 = await runScript('restore', [quiet, '--identity', keys.identityFile], {
        ...withoutKeys,
        BACKUP_VERIFY_KEY: signingKey({ BACKUP_SIGNING_KEY: ourKey }).publicKey,
      });
      expect(r4.code, r4.stderr).toBe(0);
      expect(r4.stdout).toContain('signature OK');
    });

    it.skipIf(usePg)('restores an encrypted archive only with the identity that decrypts it', async () => {
      const dir = newDir('never-touched');
      const none = await runScript('restore', [quiet], dataEnv(dir, null));
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('the archive is encrypted: give the age identity that decrypts it');
      const other = await backupIdentity(newDir('other-key'));
      const wrong = await runScript('restore', [quiet, '--identity', other.identityFile], dataEnv(dir, null));
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('the identity file does not decrypt this archive');
      await untouched(dir, null);
    });

    it.skipIf(usePg)(
      'refuses manifest paths outside the archive (absolute or with ..), even in a manifest signed with the key',
      async () => {
        const ourKey = dataEnv(sourceDir, null).BACKUP_SIGNING_KEY;
        const dir = newDir('never-touched');
        for (const [entry, why] of [
          ['/etc/passwd', 'is an absolute path'],
          [CLIMBING, 'leaves the archive folder (..)'],
        ]) {
          const crafted = repack(quiet, (work) => {
            const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'));
            manifest.files.push(entryFor(entry, '/etc/passwd'));
            signInto(work, manifest, ourKey);
          });
          const r = await restore(crafted, dir, null);
          expect(r.code, r.stdout).toBe(2);
          expect(r.stderr).toContain(`manifest path ${JSON.stringify(entry)} ${why}: refused`);
          await untouched(dir, null);
        }
      },
    );

    it.skipIf(usePg)(
      'writes an unencrypted archive only when asked (--plain), and restores it without an identity',
      async () => {
        const archives = newDir('plain');
        const env = dataEnv(sourceDir, null);
        const refused = await runScript('backup', ['--out', path.join(archives, 'x.tar')], env);
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain('no encryption key: set BACKUP_AGE_RECIPIENT');
        const both = await runScript(
          'backup',
          ['--plain', '--out', path.join(archives, 'x.tar')],
          backupEnv(sourceDir, null),
        );
        expect(both.code).toBe(2);
        expect(readdirSync(archives)).toEqual([]);
        const plain = path.join(archives, 'plain.tar');
        const made = await runScript('backup', ['--plain', '--out', plain], env);
        expect(made.code, made.stderr).toBe(0);
        expect(made.stdout).toContain('NOT encrypted (--plain)');
        expect(membersOf(plain)).toEqual(['payload.tar.gz', 'manifest.json', 'manifest.sig']);
        expect(manifestOf(plain).payload.encryption).toBe('none');
        const dir = newDir('restored-plain');
        const r = await runScript('restore', [plain], dataEnv(dir, null));
        expect(r.code, r.stderr).toBe(0);
        expect(uploadsOn(dir)).toEqual(await referencedNames(dir, null));
      },
    );

    it.skipIf(usePg)(
      'restores the older unsigned format only with --allow-unsigned, and never a path outside its folder',
      async () => {
        // an archive of the format before signing: a .tar.gz with its manifest inside
        const plain = path.join(newDir('plain-for-legacy'), 'plain.tar');
        expect((await runScript('backup', ['--plain', '--out', plain], dataEnv(sourceDir, null))).code).toBe(0);
        const legacy = (extra: { path: string; bytes: number; sha256: string }[]) => {
          const work = newDir('legacy');
          execFileSync('sh', ['-c', `tar -xOf "${plain}" payload.tar.gz | tar -xzf - -C "${work}"`]);
          const { payload: _p, signedBy: _s, ...manifest } = manifestOf(plain);
          manifest.version = 1;
          manifest.files.push(...extra);
          writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest));
          const out = path.join(newDir('legacy-archive'), 'old.tar.gz');
          execFileSync('tar', ['-czf', out, '-C', work, 'manifest.json', 'database', 'uploads']);
          return out;
        };
        const old = legacy([]);
        const dir = newDir('restored-legacy');
        const refused = await runScript('restore', [old], dataEnv(dir, null));
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain('the archive is unsigned');
        await untouched(dir, null);
        const climbing = await runScript(
          'restore',
          [legacy([entryFor(CLIMBING, '/etc/passwd')]), '--allow-unsigned'],
          dataEnv(dir, null),
        );
        expect(climbing.code).toBe(2);
        expect(climbing.stderr).toContain(
          `manifest path ${JSON.stringify(CLIMBING)} leaves the archive folder (..): refused`,
        );
        await untouched(dir, null);
        const r = await runScript('restore', [old, '--allow-unsigned'], dataEnv(dir, null));
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain('UNSIGNED');
        expect(uploadsOn(dir)).toEqual(await referencedNames(dir, null));
      },
    );

    it.skipIf(!usePg)('refuses to restore as a PostgreSQL superuser, and changes nothing', async () => {
      const superDb = makePgDatabase({ superuser: true });
      dbs.push(superDb);
      const dir = newDir('superuser');
      const r = await restore(quiet, dir, superDb.env);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('is a PostgreSQL superuser: restore as the database');
      await untouched(dir, superDb.env);
      // the round trips above restored as the database's owner, which is no superuser
      const owner = await query<{ rolsuper: boolean }>(
        dir,
        dbs[0].env,
        'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
      );
      expect(owner[0].rolsuper).toBe(false);
    });

    it.skipIf(usePg)(
      'refuses an archive of the other database client, a missing file and no file, before touching anything',
      async () => {
        const dir = newDir('mismatch');
        const asPg = await runScript('restore', [quiet, '--identity', keys.identityFile], {
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
          '[restore] refused: usage: npm run restore -- FILE [--identity KEYFILE] [--force]',
        ]);
        expect(existsSync(path.join(dir, 'data.db'))).toBe(false);
      },
    );

    it('--force replaces a target that holds data', async () => {
      const dir = newDir('forced');
      const pg = newPg();
      // a target holding other data: the backup taken during writes, plus a stray file
      expect((await restore(duringWrites, dir, pg)).code).toBe(0);
      mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
      writeFileSync(path.join(dir, 'public', 'uploads', 'stray.png'), 'not from the backup');
      expect((await restore(quiet, dir, pg)).code).toBe(2);
      const r = await restore(quiet, dir, pg, ['--force']);
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
