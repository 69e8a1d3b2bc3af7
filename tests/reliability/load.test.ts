/**
 * Load, bounded, on loopback, on SQLite and on PostgreSQL:
 *   - 2,000 aspirations at 50 concurrent keep-alive connections (the aspiration rate limit raised by
 *     RATE_LIMIT_ASPIRASI_PER_MINUTE for this test only) end as exactly 2,000 new rows and 0 errors;
 *   - public reads, measured from a separate process (read-load.mjs), keep p99 under 50 ms while an admin saves
 *     news and uploads images (READ_P99_LIMIT_MS to change the bound on a crowded machine).
 * The figures are printed: rows, errors, req/s, p50/p99.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCms } from '../../scripts/cms-process.mjs';
import {
  Agent,
  adminAgent,
  galleryForm,
  makePgDatabase,
  newsForm,
  percentile,
  pngBytes,
  query,
  readLoad,
  removeDir,
  skipPostgres,
  startOn,
  tempDir,
  type PgDatabase,
} from './helpers';

const ASPIRATIONS = 2000;
const CONNECTIONS = 50;
const READ_P99_LIMIT_MS = Number(process.env.READ_P99_LIMIT_MS ?? 50);

function post(
  agent: http.Agent,
  url: URL,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end(body);
  });
}

function loadSuite(label: 'SQLite' | 'PostgreSQL') {
  const usePg = label === 'PostgreSQL';
  describe.skipIf(usePg && skipPostgres)(`load on ${label}`, () => {
    let dir: string;
    let pg: Record<string, string> | null = null;
    let db: PgDatabase | null = null;
    let cms: RunningCms;

    beforeAll(async () => {
      dir = tempDir('load');
      if (usePg) {
        db = makePgDatabase();
        pg = db.env;
      }
      cms = await startOn(dir, pg, { SEED_DEMO: 'true', RATE_LIMIT_ASPIRASI_PER_MINUTE: String(ASPIRATIONS * 2) });
    });
    afterAll(async () => {
      await cms?.stop();
      db?.drop();
      if (dir) removeDir(dir);
    });

    it(`${ASPIRATIONS} aspirations at ${CONNECTIONS} connections: exactly ${ASPIRATIONS} new rows, 0 errors`, async () => {
      const count = async () =>
        Number((await query<{ n: number | string }>(dir, pg, 'SELECT count(*) AS n FROM aspirasis'))[0].n);
      const baseline = await count();
      const pub = new Agent(cms.baseURL);
      const token = await pub.csrf();
      const headers = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Cookie: [...pub.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-XSRF-TOKEN': token,
      };
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      const url = new URL('/api/aspirasi', cms.baseURL);
      const latencies: number[] = [];
      const statuses: Record<number, number> = {};
      let next = 0;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let i = next++; i < ASPIRATIONS; i = next++) {
            const body = JSON.stringify({ pesan: `Aspirasi uji beban nomor ${i}`, kategori: 'Saran', isAnonim: true });
            const r = await post(agent, url, body, headers);
            latencies.push(r.ms);
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const rows = (await count()) - baseline;
      const distinct = Number(
        (
          await query<{ n: number | string }>(
            dir,
            pg,
            "SELECT count(DISTINCT pesan) AS n FROM aspirasis WHERE pesan LIKE 'Aspirasi uji beban nomor %'",
          )
        )[0].n,
      );
      const errors = ASPIRATIONS - (statuses[201] ?? 0);
      console.log(
        `[reliability] ${label} load: ${ASPIRATIONS} aspirations at ${CONNECTIONS} connections in ${seconds.toFixed(1)} s ` +
          `(${Math.round(ASPIRATIONS / seconds)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms): ` +
          `${rows} new rows (${distinct} distinct), ${errors} errors, statuses ${JSON.stringify(statuses)}`,
      );
      expect(statuses).toEqual({ 201: ASPIRATIONS });
      expect(rows).toBe(ASPIRATIONS);
      expect(distinct).toBe(ASPIRATIONS);
    });

    it(`public reads keep p99 under ${READ_P99_LIMIT_MS} ms while an admin saves news and uploads images`, async () => {
      const pub = new Agent(cms.baseURL);
      const slug = (await pub.get('/api/berita/terbaru')).body[0].slug as string;
      const paths = [
        '/api/berita/terbaru',
        '/api/berita?page=1',
        `/api/berita/${slug}`,
        '/api/galeri?page=1&limit=6',
        '/api/awarding',
        '/api/rekrutmen',
      ];
      const admin = await adminAgent(cms.baseURL);
      let stop = false;
      const saves = { news: 0, images: 0 };
      const writer = (async () => {
        for (let i = 0; !stop; i += 1) {
          const made = await admin.post(
            '/api/admin/berita',
            newsForm(`Berita saat beban ${i}`, `<p>Isi ${i}</p>`, await pngBytes(7000 + i, 1200)),
          );
          expect(made.status, made.text).toBe(201);
          saves.news += 1;
          const up = await admin.post(
            '/api/admin/galeri',
            galleryForm([await pngBytes(8000 + i, 1100), await pngBytes(9000 + i, 800)], [`beban ${i}`]),
          );
          expect(up.status, up.text).toBe(201);
          saves.images += 2;
        }
      })();
      await readLoad(cms.baseURL, 2, 10, paths); // warm-up (JIT, caches), not measured
      const reads = await readLoad(cms.baseURL, 10, 10, paths);
      stop = true;
      await writer;
      console.log(
        `[reliability] ${label} public reads (10 connections, separate process, 10 s) while an admin saved ${saves.news} news and uploaded ${saves.images} images: ` +
          `${reads.requests} reads, ${reads.rps} req/s, p50 ${reads.p50} ms, p90 ${reads.p90} ms, p99 ${reads.p99} ms, max ${reads.max} ms, ${reads.errors} errors`,
      );
      expect(reads.errors).toBe(0);
      expect(saves.news).toBeGreaterThan(0);
      expect(reads.p99).toBeLessThan(READ_P99_LIMIT_MS);
    });
  });
}

loadSuite('SQLite');
loadSuite('PostgreSQL');
