// Lighthouse (the `lighthouse` npm package, mobile preset: its default) with Debian's Chromium against a running
// site: each page's four category scores with LCP, TBT and CLS. Used by `npm run bench` (scripts/bench.mjs) and
// runnable alone against a running site, `node scripts/bench/lighthouse.mjs http://127.0.0.1:1337 / /berita`, or
// against a CMS it starts itself (built, production mode, throwaway SQLite with the demo seed):
// `node scripts/bench/lighthouse.mjs --start /proker /proker/rapat-kerja-pengurus /dokumen /awarding`.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGET = { score: 95, cls: 0.05 };

/**
 * @typedef {{ page: string, lcpMs: number, tbtMs: number, cls: number, [category: string]: number | string }} Row
 *   each category's score (0-100) under its id
 */

/**
 * One Lighthouse run per URL (one browser for all); returns a row per page.
 * @param {string} baseURL
 * @param {string[]} pagePaths
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function runLighthouse(baseURL, pagePaths, { log = console.log } = {}) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  /** @type {Row[]} */
  const rows = [];
  try {
    for (const pagePath of pagePaths) {
      const result = await lighthouse(`${baseURL}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { categories, audits } = result.lhr;
      /** @type {Row} */
      const row = {
        page: pagePath,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      };
      rows.push(row);
      log(formatRow(row));
      if (process.env.LIGHTHOUSE_DETAILS) {
        // the details' shape depends on the audit: read loosely
        /** @type {any} */
        const lcpDetails = audits['largest-contentful-paint-element']?.details;
        const lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet;
        log(`    LCP element: ${lcpElement}`);
        for (const [id, audit] of Object.entries(audits)) {
          if (
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable'
          ) {
            log(`    ${id}: ${audit.displayValue ?? ''} ${audit.score}`);
            if (process.env.LIGHTHOUSE_DETAILS === '2') {
              /** @type {any[]} */
              const items = /** @type {any} */ (audit.details)?.items ?? [];
              for (const item of items.slice(0, 4))
                log(`      ${JSON.stringify(item.node?.snippet ?? item.url ?? item).slice(0, 240)}`);
            }
          }
        }
        for (const id of [
          'largest-contentful-paint',
          'first-contentful-paint',
          'speed-index',
          'interactive',
          'bootup-time',
          'mainthread-work-breakdown',
        ]) {
          log(`    ${id}: ${audits[id]?.displayValue ?? ''}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export const HEADER = `  ${'page'.padEnd(34)} perf  a11y  best   seo   LCP ms  TBT ms    CLS`;

/** @param {Row} row */
function formatRow(row) {
  const s = (/** @type {unknown} */ n) => String(n).padStart(4);
  return `  ${row.page.slice(0, 34).padEnd(34)} ${s(row.performance)}  ${s(row.accessibility)}  ${s(row['best-practices'])}  ${s(row.seo)}  ${row.lcpMs.toFixed(0).padStart(7)} ${row.tbtMs.toFixed(0).padStart(7)}  ${row.cls.toFixed(3)}`;
}

/**
 * The rows that miss the target (a score under 95 in any category, or CLS of 0.05 or more).
 * @param {Row[]} rows
 */
export function missesTarget(rows) {
  return rows.filter((row) => CATEGORIES.some((id) => Number(row[id]) < TARGET.score) || !(row.cls < TARGET.cls));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const start = args[0] === '--start';
  /** @type {{ baseURL: string, stop: () => Promise<void> } | null} */
  let cms = null;
  if (start) {
    const { startCms } = await import('../cms-process.mjs');
    cms = await startCms();
    // the seed's images are still being made after the first answer: let the writes settle before measuring
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const [baseURL, ...pagePaths] = cms ? [cms.baseURL, ...args.slice(1)] : args;
  try {
    console.log(HEADER);
    const rows = await runLighthouse(baseURL, pagePaths.length ? pagePaths : ['/']);
    const misses = missesTarget(rows);
    console.log(
      misses.length
        ? `  below target: ${misses.map((r) => r.page).join(', ')}`
        : '  every page at target (>= 95, CLS < 0.05)',
    );
  } finally {
    await cms?.stop();
  }
}
