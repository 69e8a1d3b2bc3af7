// `npm run bench`, PostgreSQL part (ADR 015): the public cache on PostgreSQL validates every hit against the shared
// version row (one batched `SELECT` per wave of requests), so a write on any process is seen by the next read on
// every process. This measures what that costs: cached and uncached reads on a throwaway PostgreSQL database,
// next to the SQLite figures (where the version lives in memory). Skipped when no PostgreSQL is reachable.
import { startCms } from './cms-process.mjs';
import { createScratchDatabase } from './pg-scratch.mjs';

/** @param {{ load: Function, get: Function, sqliteHit: number, sqliteMiss: number, missHeaders: Record<string,string> }} tools */
export async function benchPostgres({ load, get, sqliteHit, sqliteMiss, missHeaders }) {
  const db = createScratchDatabase('hmrpl_bench');
  if (!db) {
    console.log(
      '\nPostgreSQL: not reachable, skipped (as root with a local cluster, or TEST_DATABASE_CLIENT=postgres + DATABASE_*)',
    );
    return;
  }
  let cms;
  try {
    cms = await startCms({ env: { ...db.env, SEED_DEMO: 'true' }, timeoutMs: 300_000 });
    const url = `${cms.baseURL}/api/berita?page=1`;
    await get(url);
    await get(url);
    console.log('\nPostgreSQL, GET /api/berita?page=1 (every hit first reads the shared cache version):');
    const hit = await load('cached (hit, version checked)', () => url);
    const miss = await load('uncached (miss)', () => url, missHeaders);
    console.log('\nRatios (higher is better):');
    console.log(`  PostgreSQL cache hit / miss        ${(hit / miss).toFixed(1)}x`);
    console.log(
      `  PostgreSQL hit / SQLite hit        ${(hit / sqliteHit).toFixed(2)}x  (the cost of the shared version read)`,
    );
    console.log(`  PostgreSQL miss / SQLite miss      ${(miss / sqliteMiss).toFixed(2)}x`);
  } finally {
    await cms?.stop();
    await db.drop();
  }
}
