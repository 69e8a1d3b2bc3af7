// `npm test`: every suite, in the order a failure is cheapest to find:
// type checks, both builds, the web pages (Vitest + MSW), the CMS over HTTP (SQLite, then PostgreSQL when one is
// reachable), then whole journeys in headless Chromium against the real CMS serving the built site.
// Each suite writes a JSON summary to .tmp/test-results/; the last line sums them as 'N passed, N failed'.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './install.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { root, run } from './lib/repo.mjs';

const resultsDir = path.join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
process.env.TEST_RESULTS_DIR = resultsDir;

const vitestJson = (/** @type {string} */ name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(resultsDir, `${name}.json`)}`,
];

const only = process.argv.slice(2);
const steps = [
  { name: 'typecheck', run: () => run('npm', ['run', 'check'], { cwd: root }) },
  { name: 'build-web', run: () => run('npm', ['run', 'build', '--prefix', 'web'], { cwd: root }) },
  {
    name: 'build-cms',
    run: () => run('npm', ['run', 'build', '-w', 'cms'], { cwd: root, env: { NODE_ENV: 'production' } }),
  },
  { name: 'web', run: () => run('npx', ['vitest', 'run', ...vitestJson('web')], { cwd: path.join(root, 'web') }) },
  { name: 'cms', run: () => run('npm', ['test', '-w', 'cms'], { cwd: root }) },
  {
    name: 'e2e',
    run: () => run('npm', ['run', 'test:e2e', '--prefix', 'web', '--', ...vitestJson('e2e')], { cwd: root }),
  },
].filter((step) => only.length === 0 || only.includes(step.name));

await ensureInstalled();
ensureCmsEnv();
const timings = [];
let failedStep = null;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n[hmrpl test] ── ${step.name} ──`);
  try {
    await step.run();
    timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } catch (error) {
    timings.push(`${step.name} FAILED after ${((Date.now() - started) / 1000).toFixed(1)}s`);
    console.error(`[hmrpl test] ${step.name}: ${/** @type {Error} */ (error).message}`);
    failedStep = step.name;
    // a failed build or type check makes the later suites meaningless; a failed suite does not stop the others
    if (['typecheck', 'build-web', 'build-cms'].includes(step.name)) break;
  }
}

// Vitest's JSON reporter: numPassedTests/numFailedTests/numPendingTests; other suites write {passed, failed, skipped}.
let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {string[]} */
const failures = [];
for (const name of ['web', 'cms-sqlite', 'cms-postgresql', 'e2e']) {
  const file = path.join(resultsDir, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const p = report.numPassedTests ?? report.passed ?? 0;
  const f = report.numFailedTests ?? report.failed ?? 0;
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) + (report.skipped ?? 0);
  console.log(`[hmrpl test] ${name}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
  passed += p;
  failed += f;
  skipped += s;
  // Vitest's report names each failed test: repeat them last, where a truncated CI log still shows them
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      failures.push(`${name}: ${path.relative(root, result.name)} > ${test.fullName}: ${why}`);
    }
  }
}
for (const line of failures) console.log(`[hmrpl test] FAILED ${line}`);
console.log(`[hmrpl test] timings: ${timings.join(' | ')}`);
if (failedStep && failed === 0) failed = 1; // a failed step with no counted test still fails the run
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep || failed ? 1 : 0);
