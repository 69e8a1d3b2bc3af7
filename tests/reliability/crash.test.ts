/**
 * Crashes: the CMS is killed with SIGKILL in the middle of a burst of gallery uploads and news saves (at the moment
 * a new image file appears on disk, i.e. inside an upload), started again on the same data, and then:
 *   - the database is consistent (SQLite's integrity check; every link points at a row);
 *   - every write that was acknowledged is there, with all its files;
 *   - nothing is half-made: no entry without its file, no file without its entry (the start-up sweep,
 *     cms/src/lib/uploads/sweep.ts, removed what the interrupted uploads left);
 *   - the site serves.
 * SIGTERM: a slow upload already sent in part answers 201 and is there after a restart; the process closes the
 * database and exits 0 (cms/src/lib/process/graceful-shutdown.ts). A leftover younger than the sweep's grace period is kept.
 */
import { watch, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import {
  Agent,
  adminAgent,
  execSql,
  galleryForm,
  makePgDatabase,
  newsForm,
  pngBytes,
  query,
  removeDir,
  skipPostgres,
  startOn,
  tempDir,
  uploadsOn,
  type PgDatabase,
} from './helpers';

/** Every way the data could be half-made, as counts (all must be 0). */
async function halfMade(dir: string, pg: Record<string, string> | null) {
  const rows = await query<{ id: number; url: string; formats: unknown }>(
    dir,
    pg,
    'SELECT id, url, formats FROM files',
  );
  const named = new Set<string>();
  for (const row of rows) {
    const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats;
    for (const url of [row.url, ...Object.values((formats ?? {}) as Record<string, { url: string }>).map((f) => f.url)])
      named.add(url.replace(/^\/uploads\//, ''));
  }
  const onDisk = new Set(uploadsOn(dir));
  const count = async (sql: string) => Number((await query<{ n: number | string }>(dir, pg, sql))[0].n);
  return {
    filesWithoutRow: [...onDisk].filter((n) => !named.has(n)).length,
    rowsWithoutFile: [...named].filter((n) => !onDisk.has(n)).length,
    unlinkedUploads: await count(
      "SELECT count(*) AS n FROM files f WHERE NOT EXISTS (SELECT 1 FROM files_related_mph r WHERE r.file_id = f.id) AND (f.name LIKE 'galeri-%' OR f.name LIKE 'berita-%')",
    ),
    galleryWithoutImage: await count(
      "SELECT count(*) AS n FROM galeris g WHERE NOT EXISTS (SELECT 1 FROM files_related_mph r WHERE r.related_id = g.id AND r.related_type = 'api::galeri.galeri')",
    ),
    newsWithoutImage: await count(
      "SELECT count(*) AS n FROM beritas b WHERE NOT EXISTS (SELECT 1 FROM files_related_mph r WHERE r.related_id = b.id AND r.related_type = 'api::berita.berita')",
    ),
    danglingLinks: await count(
      'SELECT count(*) AS n FROM files_related_mph r WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.id = r.file_id)',
    ),
  };
}

const ZERO = {
  filesWithoutRow: 0,
  rowsWithoutFile: 0,
  unlinkedUploads: 0,
  galleryWithoutImage: 0,
  newsWithoutImage: 0,
  danglingLinks: 0,
};

function crashSuite(label: 'SQLite' | 'PostgreSQL') {
  const usePg = label === 'PostgreSQL';
  describe.skipIf(usePg && skipPostgres)(`crashes on ${label}`, () => {
    const dirs: string[] = [];
    const dbs: PgDatabase[] = [];
    const running: RunningCms[] = [];
    afterAll(async () => {
      for (const cms of running) await cms.stop();
      for (const db of dbs) db.drop();
      for (const d of dirs) removeDir(d);
    });
    const setup = () => {
      const dir = tempDir('crash');
      dirs.push(dir);
      let pg: Record<string, string> | null = null;
      if (usePg) {
        const db = makePgDatabase();
        dbs.push(db);
        pg = db.env;
      }
      return { dir, pg };
    };
    // the restart sweeps at once: a single process, nothing else can be writing (the default grace is for two)
    const restartEnv = { UPLOAD_SWEEP_GRACE_SECONDS: '0' };

    it('SIGKILL during a burst of uploads and news saves: acknowledged writes all there, nothing half-made, site serving', async () => {
      const { dir, pg } = setup();
      const cms = await startOn(dir, pg);
      running.push(cms);
      const admin = await adminAgent(cms.baseURL);

      const gallery = new Map<number, string>(); // acknowledged gallery images: id -> image_path
      const news = new Map<number, { titles: Set<string>; acked: string; image: string }>();
      let inFlight = 0;
      let dead = false;
      const track = async <T>(p: Promise<T>) => {
        inFlight += 1;
        try {
          return await p;
        } finally {
          inFlight -= 1;
        }
      };
      const galleryWorker = async (w: number) => {
        for (let i = 0; !dead; i += 1) {
          const images = [await pngBytes(w * 1000 + i * 2, 1100), await pngBytes(w * 1000 + i * 2 + 1, 700)];
          const r = await track(admin.post('/api/admin/galeri', galleryForm(images, [`crash ${w}-${i}`, '']))).catch(
            () => null,
          );
          if (!r) return;
          expect(r.status, r.text).toBe(201);
          for (const item of r.body.data) gallery.set(item.id, item.image_path);
        }
      };
      const newsWorker = async (w: number) => {
        for (let i = 0; !dead; i += 1) {
          const title = `Berita uji crash ${w}-${i}`;
          const made = await track(
            admin.post(
              '/api/admin/berita',
              newsForm(title, `<p>Isi ${w}-${i}</p>`, await pngBytes(50_000 + w * 1000 + i, 1200)),
            ),
          ).catch(() => null);
          if (!made) return;
          expect(made.status, made.text).toBe(201);
          const id = made.body.data.id as number;
          news.set(id, { titles: new Set([title]), acked: title, image: made.body.data.image_path });
          const edited = `${title} (revisi)`;
          news.get(id)!.titles.add(edited); // in flight: either title may be the stored one
          const saved = await track(
            admin.post(
              `/api/admin/berita/${id}`,
              newsForm(edited, `<p>Revisi ${w}-${i}</p>`, await pngBytes(90_000 + w * 1000 + i, 1000)),
            ),
          ).catch(() => null);
          if (!saved) return;
          expect(saved.status, saved.text).toBe(200);
          news.set(id, { titles: new Set([edited]), acked: edited, image: saved.body.data.image_path });
        }
      };

      // kill when a new file appears on disk after a few acknowledged writes: inside an upload, by construction
      const uploads = path.join(dir, 'public', 'uploads');
      const killed = new Promise<{ inFlight: number }>((resolve) => {
        const watcher = watch(uploads, () => {
          if (dead || gallery.size + news.size < 6) return;
          dead = true;
          watcher.close();
          const atKill = inFlight;
          process.kill(cms.pid, 'SIGKILL');
          resolve({ inFlight: atKill });
        });
      });
      const workers = [galleryWorker(1), galleryWorker(2), newsWorker(3), newsWorker(4)];
      const { inFlight: inFlightAtKill } = await killed;
      expect((await cms.exited).signal).toBe('SIGKILL');
      await Promise.allSettled(workers);
      expect(inFlightAtKill).toBeGreaterThan(0);

      const left = await halfMade(dir, pg).catch(() => null);
      // what a kill at the other moment leaves (image stored and its row inserted, the entry not yet made), planted
      // so that every run checks it: a `files` row of ours that nothing links, with its file
      const hex = 'feedc0ffee0123456789abcd';
      await execSql(
        dir,
        pg,
        `INSERT INTO files (document_id, name, hash, ext, mime, size, url, provider, width, height, created_at, updated_at, published_at)
         SELECT 'crashplantedrow000000000', 'galeri-${hex}.png', 'galeri_${hex}_0a1b2c3d4e', '.png', 'image/png', 1, '/uploads/galeri_${hex}_0a1b2c3d4e.png',
                'local', 40, 24, created_at, updated_at, published_at FROM files ORDER BY id LIMIT 1`,
      );
      writeFileSync(path.join(uploads, `galeri_${hex}_0a1b2c3d4e.png`), await pngBytes(7));
      // and an orphan file, as a crash while writing an image leaves it
      writeFileSync(path.join(uploads, 'galeri_0123456789abcdef01234567_0a1b2c3d4e.png'), await pngBytes(8));

      const restarted = await startOn(dir, pg, restartEnv);
      running.push(restarted);
      const sweepLine = /\[upload sweep\][^\n]*/.exec(restarted.log())?.[0] ?? '(nothing to sweep)';
      console.log(
        `[reliability] ${label} SIGKILL with ${inFlightAtKill} request(s) in flight; acknowledged: ${gallery.size} gallery images, ${news.size} news; ` +
          `left by the crash: ${JSON.stringify(left)}; restart ${(restarted.startupMs / 1000).toFixed(1)} s: ${sweepLine}`,
      );

      if (!usePg)
        expect((await query<{ integrity_check: string }>(dir, pg, 'PRAGMA integrity_check'))[0].integrity_check).toBe(
          'ok',
        );
      expect(await halfMade(dir, pg)).toEqual(ZERO);
      expect(sweepLine).toMatch(/[1-9]\d* unlinked upload/);

      const pub = new Agent(restarted.baseURL);
      expect((await pub.get('/', { headers: { Accept: 'text/html' } })).status).toBe(200);
      const listed = new Map<number, string>(
        ((await pub.get('/api/galeri')).body.data as { id: number; image_path: string }[]).map((g) => [
          g.id,
          g.image_path,
        ]),
      );
      for (const [id, image] of gallery) {
        expect(listed.get(id), `gallery image ${id}`).toBe(image);
        expect((await fetch(`${restarted.baseURL}/storage/${image}`)).status, image).toBe(200);
      }
      const again = await adminAgent(restarted.baseURL);
      for (const [id, expected] of news) {
        const r = await again.get(`/api/admin/berita/${id}`);
        expect(r.status, `news ${id}`).toBe(200);
        expect(
          expected.titles.has(r.body.title) || r.body.title === expected.acked,
          `news ${id}: ${r.body.title}`,
        ).toBe(true);
        expect((await fetch(`${restarted.baseURL}/storage/${r.body.image_path}`)).status).toBe(200);
      }
      // and it keeps working
      const more = await again.post('/api/admin/galeri', galleryForm([await pngBytes(424242)], ['setelah crash']));
      expect(more.status).toBe(201);
    });

    it('SIGTERM lets an upload in flight finish (201, there after a restart) and closes the database before exit', async () => {
      const { dir, pg } = setup();
      const cms = await startOn(dir, pg);
      running.push(cms);
      const admin = await adminAgent(cms.baseURL);
      const form = galleryForm([await pngBytes(31337, 900)], ['unggahan lambat saat SIGTERM']);
      const request = new Request('http://x/', { method: 'POST', body: form });
      const body = Buffer.from(await request.arrayBuffer());
      const url = new URL('/api/admin/galeri', cms.baseURL);
      const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');

      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: 'POST',
            headers: {
              'Content-Type': request.headers.get('content-type')!,
              'Content-Length': String(body.length),
              Accept: 'application/json',
              Cookie: cookie,
              'X-XSRF-TOKEN': admin.cookie('XSRF-TOKEN')!,
            },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        // half the body now, SIGTERM, the rest a second later
        const half = Math.floor(body.length / 2);
        req.write(body.subarray(0, half), () => {
          setTimeout(() => {
            process.kill(cms.pid, 'SIGTERM');
            setTimeout(() => req.end(body.subarray(half)), 1000);
          }, 200);
        });
      });
      const result = await answer;
      expect(result.status, result.body).toBe(201);
      const uploaded = JSON.parse(result.body).data[0] as { id: number; image_path: string };
      // no new connections once the signal arrived
      await expect(fetch(`${cms.baseURL}/api/galeri`)).rejects.toThrow();
      const ended = await cms.exited;
      expect(ended.code).toBe(0);
      expect(cms.log()).toContain('Strapi has been shut down'); // after the database pool was destroyed

      // a leftover younger than the grace period (default 600 s) is kept: another process may still be writing it
      const young = 'galeri_aaaaaaaaaaaaaaaaaaaaaaaa_0123456789.png';
      writeFileSync(path.join(dir, 'public', 'uploads', young), await pngBytes(9));
      const restarted = await startOn(dir, pg);
      running.push(restarted);
      const list = (await new Agent(restarted.baseURL).get('/api/galeri')).body.data as {
        id: number;
        image_path: string;
      }[];
      expect(list.find((g) => g.id === uploaded.id)?.image_path).toBe(uploaded.image_path);
      expect((await fetch(`${restarted.baseURL}/storage/${uploaded.image_path}`)).status).toBe(200);
      expect(uploadsOn(dir)).toContain(young);
      expect(await halfMade(dir, pg)).toEqual({ ...ZERO, filesWithoutRow: 1 });
    });
  });
}

crashSuite('SQLite');
crashSuite('PostgreSQL');
