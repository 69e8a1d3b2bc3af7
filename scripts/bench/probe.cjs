// Loaded into the CMS under test by `npm run bench` (NODE_OPTIONS=--require ... --expose-gc): on SIGUSR2 it writes
// the event loop's delay since the last report (p50, p99, max, in ms) and the heap after a full collection to
// BENCH_PROBE_FILE, then starts a new delay histogram. Nothing else; the product never loads it.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { writeFileSync } = require('node:fs');

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc();
  const memory = process.memoryUsage();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  writeFileSync(
    process.env.BENCH_PROBE_FILE,
    JSON.stringify({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      heapMb: Math.round(memory.heapUsed / 1048576),
      rssMb: Math.round(memory.rss / 1048576),
    }),
  );
  histogram.reset();
});
