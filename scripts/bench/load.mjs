// A load generator in its own process, on raw keep-alive sockets (Node's http client tops out well below what the
// server under test can answer, so it would measure itself). Used by `npm run bench` (scripts/bench.mjs).
//
//   node scripts/bench/load.mjs '<json>'   ->  one JSON line on stdout:
//     { requests, rps, statuses: { "200": n, ... }, p50, p90, p99, max, bytes }   (latencies in ms)
//
// The JSON names `port`, `connections`, `durationMs`, optional `maxRequests`, `host`, and `requests`: a list of
// `{ path, headers?, method? }` taken in turn; `{rand}` in a path is a fresh random token per request and `{n}` the
// request's number, so one list can spell an attacker's ever-new URLs.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { percentileOfSorted } from '../lib/stats.mjs';

/**
 * @type {{ port: number, host?: string, connections?: number, durationMs?: number, maxRequests?: number,
 *   requests: Array<{ path: string, headers?: Record<string, string>, method?: string }> }}
 */
const config = JSON.parse(process.argv[2]);
const host = config.host ?? '127.0.0.1';
const connections = config.connections ?? 50;
const durationMs = config.durationMs ?? 5000;
const maxRequests = config.maxRequests ?? Infinity;
const templates = config.requests.map((request) => ({
  method: request.method ?? 'GET',
  path: request.path,
  dynamic: request.path.includes('{rand}') || request.path.includes('{n}'),
  head: Object.entries({ Host: `${host}:${config.port}`, ...(request.headers ?? {}) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join(''),
}));

let randomPool = randomBytes(0);
let randomAt = 0;
function token() {
  if (randomAt + 6 > randomPool.length) {
    randomPool = randomBytes(60_000);
    randomAt = 0;
  }
  randomAt += 6;
  return randomPool.toString('base64url', randomAt - 6, randomAt);
}

let sent = 0;
function nextRequest() {
  const n = sent;
  sent += 1;
  const template = templates[n % templates.length];
  const path = template.dynamic
    ? template.path.replaceAll('{rand}', token).replaceAll('{n}', String(n))
    : template.path;
  return { text: `${template.method} ${path} HTTP/1.1\r\n${template.head}\r\n`, head: template.method === 'HEAD' };
}

const latencies = new Float64Array(Math.min(maxRequests, 5_000_000));
let done = 0;
let bytes = 0;
/** @type {Record<number, number>} */
const statuses = {};
const deadline = Date.now() + durationMs;
const more = () => Date.now() < deadline && sent < maxRequests;

/** One connection: a request, its whole answer, the next request. Resolves when time is up. */
function connection() {
  return new Promise((/** @type {(value?: void) => void} */ resolve) => {
    /** @type {net.Socket} */
    let socket;
    let buffer = Buffer.alloc(0);
    let started = 0n;
    let head = false;
    let need = -1; // bytes of the current answer, once its head is read
    let status = 0;
    let chunked = false;

    const send = () => {
      if (!more()) {
        socket.end();
        resolve();
        return;
      }
      const request = nextRequest();
      head = request.head;
      need = -1;
      started = process.hrtime.bigint();
      socket.write(request.text);
    };
    const finish = (/** @type {number} */ length) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (done < latencies.length) latencies[done] = ms;
      done += 1;
      bytes += length;
      statuses[status] = (statuses[status] ?? 0) + 1;
      buffer = buffer.subarray(length);
      send();
    };
    const parse = () => {
      for (;;) {
        if (need < 0) {
          const end = buffer.indexOf('\r\n\r\n');
          if (end < 0) return;
          const text = buffer.toString('latin1', 0, end).toLowerCase();
          status = Number(text.slice(9, 12));
          const length = /\r\ncontent-length: *(\d+)/.exec(text);
          chunked = !length && text.includes('transfer-encoding: chunked');
          const bodyless = head || status === 304 || status === 204;
          need = end + 4 + (bodyless || chunked ? 0 : Number(length?.[1] ?? 0));
        }
        if (chunked) {
          const last = buffer.indexOf('\r\n0\r\n\r\n', need - 2);
          if (last < 0) return;
          finish(last + 7);
          continue;
        }
        if (buffer.length < need) return;
        finish(need);
        if (need >= 0 && buffer.length === 0) return;
      }
    };
    const open = () => {
      socket = net.connect({ host, port: config.port });
      socket.setNoDelay(true);
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        parse();
      });
      socket.on('error', () => {
        statuses[0] = (statuses[0] ?? 0) + 1;
      });
      socket.on('close', () => {
        // the server closed the connection (Connection: close, an error): open another while time is left
        buffer = Buffer.alloc(0);
        if (more()) open();
        else resolve();
      });
    };
    open();
  });
}

const began = Date.now();
await Promise.all(Array.from({ length: connections }, connection));
const seconds = (Date.now() - began) / 1000;
const sorted = latencies.subarray(0, Math.min(done, latencies.length)).sort();
const pct = (/** @type {number} */ p) => percentileOfSorted(sorted, p);
const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;
process.stdout.write(
  `${JSON.stringify({
    requests: done,
    rps: Math.round(done / seconds),
    statuses,
    p50: round(pct(50)),
    p90: round(pct(90)),
    p99: round(pct(99)),
    max: round(sorted.at(-1) ?? NaN),
    bytes,
  })}\n`,
);
