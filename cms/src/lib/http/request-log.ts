/**
 * The request log: one JSON line per request (cache hits included, nothing sampled away), the lines of one turn of
 * the event loop written to stdout in one write. A line never waits longer than the turn that made it, and never holds
 * bodies, query strings, cookies, headers, client addresses or user names. REQUEST_LOG=false turns the lines off.
 * See ADR 017 and ADR 041.
 */
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';

interface RequestLogLine {
  level: 'info' | 'warn' | 'error';
  id: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  cache?: 'hit' | 'miss' | 'stale' | 'shed' | 'redirect';
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A request's id: the one a trusted proxy sent (letters, digits, `-_.:`, at most 64), else a new one. */
export const requestId = (fromTrustedProxy: string | string[] | undefined): string =>
  typeof fromTrustedProxy === 'string' && REQUEST_ID.test(fromTrustedProxy) ? fromTrustedProxy : randomUUID();

/** Where the batches go (tests replace it to read them). */
export const requestLogSink = {
  write: (chunk: string) => {
    process.stdout.write(chunk);
  },
};

// Lines wait for the end of the event loop's turn (`setImmediate`), or until 64 kB wait: under load a turn answers
// dozens of requests, so the log costs a string per request and one system call per batch. Written synchronously
// when the process exits.
const FLUSH_AT = 64 * 1024;
let pending = '';
let scheduled = false;

/** Writes what waits (now). */
export function flushRequestLog(): void {
  scheduled = false;
  if (!pending) return;
  const chunk = pending;
  pending = '';
  requestLogSink.write(chunk);
}

let lastMs = 0;
let lastIso = '';
/** The ISO time, made once per millisecond. */
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/** Read per request (a few hundred ns) so a running test can switch the log on. */
/** REQUEST_LOG=false turns the lines off (the tests' default); errors and the start-up line still go through Strapi's logger. */
export const requestLogEnabled = () => process.env.REQUEST_LOG !== 'false';

/**
 *   {"time":"2026-11-22T17:00:00.000Z","level":"info","msg":"request","id":"5f0c…","method":"GET",
 *    "route":"/api/berita/:slug","status":200,"ms":0.21,"cache":"hit"}
 */
export function logRequest(line: RequestLogLine): void {
  const route = line.route.length > 200 ? `${line.route.slice(0, 200)}…` : line.route;
  pending +=
    `{"time":"${isoNow()}","level":"${line.level}","msg":"request","id":${JSON.stringify(line.id)},` +
    `"method":${JSON.stringify(line.method)},"route":${JSON.stringify(route)},"status":${line.status},` +
    `"ms":${Math.round(line.ms * 100) / 100}${line.cache ? `,"cache":"${line.cache}"` : ''}}\n`;
  if (pending.length >= FLUSH_AT) flushRequestLog();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flushRequestLog);
  }
}

/** A status's log level. */
export const levelOf = (status: number): RequestLogLine['level'] =>
  status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';

/** Any other line of ours (the edge's counters), written with the batch. */
export function logLine(fields: Record<string, unknown>): void {
  pending += `${JSON.stringify({ time: isoNow(), level: 'info', ...fields })}\n`;
  if (!scheduled) {
    scheduled = true;
    setImmediate(flushRequestLog);
  }
}

process.once('exit', () => {
  if (!pending) return;
  try {
    writeSync(1, pending);
  } catch {
    // stdout closed: nothing to do
  }
  pending = '';
});
