/**
 * Password hashing off the event loop (`@node-rs/bcrypt` on libuv's thread pool), under one cap for the process: at
 * most `concurrency` at once, `queue` more waiting, the rest shed at once with `PasswordBusyError` (429). A login with
 * a valid device cookie waits at the front and is never shed (src/lib/auth/login-guard.ts). Hashes stay readable by
 * users-permissions both ways. See ADR 035.
 */
import { hash, verify } from '@node-rs/bcrypt';

/** users-permissions hashes with bcryptjs at cost 10 (`encryption.rounds` of the password attribute). */
const PASSWORD_COST = 10;

export class PasswordBusyError extends Error {
  /** Seconds after which a retry is likely to be served. */
  readonly retryAfterSeconds = 1;
  constructor() {
    super('password hashing is at its limit');
    this.name = 'PasswordBusyError';
  }
}

interface Limits {
  concurrency: number;
  queue: number;
}

const DEFAULTS: Limits = { concurrency: 1, queue: 16 };
let limits: Limits = { ...DEFAULTS };
let running = 0;
/** Waiting callers; priority ones are at the front. */
const waiting: Array<{ start: () => void; priority: boolean }> = [];

/** Sets the cap (server.hmrpl.passwordHashing, env PASSWORD_HASH_CONCURRENCY / PASSWORD_HASH_QUEUE). */
export function configurePasswordHashing(next: Partial<Limits>) {
  const whole = (value: unknown, fallback: number, min: number) =>
    Number.isInteger(value) && (value as number) >= min ? (value as number) : fallback;
  limits = {
    concurrency: whole(next.concurrency, DEFAULTS.concurrency, 1),
    queue: whole(next.queue, DEFAULTS.queue, 0),
  };
}

/** What the cap holds right now (tests, the bench). */
export const passwordHashingLoad = () => ({ running, waiting: waiting.length, ...limits });

function acquire(priority: boolean): Promise<void> {
  if (running < limits.concurrency) {
    running += 1;
    return Promise.resolve();
  }
  const queued = waiting.filter((w) => !w.priority).length;
  if (!priority && queued >= limits.queue) return Promise.reject(new PasswordBusyError());
  return new Promise((resolve) => {
    const entry = { start: resolve, priority };
    if (priority) {
      const firstOrdinary = waiting.findIndex((w) => !w.priority);
      waiting.splice(firstOrdinary < 0 ? waiting.length : firstOrdinary, 0, entry);
    } else waiting.push(entry);
  });
}

function release() {
  const next = waiting.shift();
  // the slot passes straight to the next caller (running stays the same)
  if (next) next.start();
  else running -= 1;
}

async function capped<T>(work: () => Promise<T>, priority: boolean): Promise<T> {
  await acquire(priority);
  try {
    return await work();
  } finally {
    release();
  }
}

/** True when `password` matches `stored` (a bcrypt hash); false for a malformed hash. Throws PasswordBusyError. */
export function verifyPassword(password: string, stored: string, options: { priority?: boolean } = {}) {
  return capped(() => verify(password, stored), options.priority === true);
}

/** A bcrypt hash of `password` that users-permissions reads too. Throws PasswordBusyError. */
export function hashPassword(password: string) {
  return capped(() => hash(password, { cost: PASSWORD_COST, version: '2a' }), false);
}

let dummy: Promise<string> | undefined;
/** A real hash at the users' cost, compared against when an account does not exist (same time either way). */
export function dummyHash(): Promise<string> {
  dummy ??= hash(`dummy-${Math.random()}`, { cost: PASSWORD_COST, version: '2a' });
  return dummy;
}
