// A load generator in its own process (so its work does not slow the server it measures, nor the reverse in the test
// process): public reads at `connections` concurrent keep-alive connections for `seconds`, over the given paths.
// Usage: node read-load.mjs BASE_URL SECONDS CONNECTIONS PATH...   Prints one JSON line:
//   { requests, errors, statuses, rps, p50, p90, p99, max } (latencies in ms).
import http from 'node:http';
import { percentileOfSorted } from '../../scripts/lib/stats.mjs';

const [baseURL, seconds, connections, ...paths] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const until = Date.now() + Number(seconds) * 1000;
/** @type {number[]} */
const latencies = [];
/** @type {Record<number, number>} */
const statuses = {};
let errors = 0;

/** @param {string} path @returns {Promise<void>} */
function get(path) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get(new URL(path, baseURL), { agent, headers: { Accept: 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        const status = res.statusCode ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (res.statusCode !== 200) errors += 1;
        resolve();
      });
    });
    req.on('error', () => {
      errors += 1;
      resolve();
    });
  });
}

const began = Date.now();
await Promise.all(
  Array.from({ length: Number(connections) }, async (_, worker) => {
    for (let i = worker; Date.now() < until; i += 1) await get(paths[i % paths.length]);
  }),
);
const elapsed = (Date.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const pct = (/** @type {number} */ p) => percentileOfSorted(latencies, p);
const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    statuses,
    rps: Math.round(latencies.length / elapsed),
    p50: round(pct(50)),
    p90: round(pct(90)),
    p99: round(pct(99)),
    max: round(latencies.at(-1) ?? NaN),
  }),
);
agent.destroy();
