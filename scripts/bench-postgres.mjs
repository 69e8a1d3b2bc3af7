// `npm run bench`, PostgreSQL part (ADR 015, ADR 041): every hit of the edge on PostgreSQL first reads the shared
// cache version (one batched `SELECT` per wave of requests), so a write on any process is seen by the next read on
// every process. This measures what that costs: hits on a throwaway PostgreSQL database next to the SQLite figure
// (where the version lives in memory), and misses (a news slug never asked before: one query each). Skipped when no
// PostgreSQL is reachable.
import { startCms } from './cms-process.mjs';
import { createScratchDatabase } from './pg-scratch.mjs';
import { runLoad } from './bench/edge.mjs';

const API = { Accept: 'application/json', 'Accept-Encoding': 'gzip, br' };

/** @param {{ sqliteHit: number }} figures */
export async function benchPostgres({ sqliteHit }) {
  const db = await createScratchDatabase('hmrpl_bench');
  if (!db) {
    console.log(
      '\nPostgreSQL: not reachable, skipped (as root with a local cluster, or TEST_DATABASE_CLIENT=postgres + DATABASE_*)',
    );
    return;
  }
  let cms;
  try {
    cms = await startCms({ env: { ...db.env, SEED_DEMO: 'true' }, timeoutMs: 300_000 });
    const port = Number(new URL(cms.baseURL).port);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await fetch(`${cms.baseURL}/api/berita?page=1`);
    console.log('\nPostgreSQL (every hit first reads the shared cache version):');
    const hit = await runLoad(port, [{ path: '/api/berita?page=1', headers: API }]);
    const miss = await runLoad(port, [{ path: '/api/berita/belum-ada-{rand}', headers: API }], { connections: 8 });
    const show = (/** @type {string} */ label, /** @type {import('./bench/edge.mjs').LoadResult} */ r) =>
      console.log(
        `  ${label.padEnd(46)} ${String(r.rps).padStart(7)} req/s  p99 ${r.p99} ms  ${JSON.stringify(r.statuses)}`,
      );
    show('API hit, version checked', hit);
    show('miss (a slug never asked: 404 computed)', miss);
    console.log(
      `  PostgreSQL hit / SQLite hit        ${(hit.rps / sqliteHit).toFixed(2)}x  (the cost of the shared version read)`,
    );
  } finally {
    await cms?.stop();
    await db.drop();
  }
}
