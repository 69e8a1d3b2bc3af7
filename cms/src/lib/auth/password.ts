/**
 * Password hashing off the event loop, under one cap for the process: at most `concurrency` at once, `queue` more
 * waiting, the rest shed at once with `PasswordBusyError` (429). A login with a valid device cookie waits at the front
 * and is never shed (src/lib/auth/login-guard.ts). Native bcrypt, or bcryptjs in worker threads where the native
 * binding does not load (./bcrypt-backends.ts, announced at start). Hashes stay readable by users-permissions both
 * ways. See ADR 035 and ADR 075.
 */
import { type BcryptBackend, bcryptjsInWorkers, loadNativeBcrypt } from './bcrypt-backends';

const native = loadNativeBcrypt();
const backend: BcryptBackend = native instanceof Error ? bcryptjsInWorkers() : native;

/** Which bcrypt this process uses (`native` or `bcryptjs`). */
export const passwordBackendName = () => backend.name;

/**
 * The start-up line naming the fallback when the native binding did not load, else null. The fallback's worker starts
 * now, so the first sign-in does not wait for it.
 */
export function passwordFallbackAtStart(): string | null {
  if (!(native instanceof Error)) return null;
  backend.warm();
  // its first sentence ("Cannot find native binding", "... wrong ELF class ...")
  const reason = native.message.split(/\.\s|\n/)[0].trim();
  return (
    'password hashing: bcryptjs in worker threads (JavaScript), because the native @node-rs/bcrypt does not ' +
    `load on this machine (${reason}); same limits (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE)`
  );
}

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
  return capped(() => backend.verify(password, stored), options.priority === true);
}

/** A bcrypt hash of `password` that users-permissions reads too. Throws PasswordBusyError. */
export function hashPassword(password: string) {
  return capped(() => backend.hash(password), false);
}

let dummy: Promise<string> | undefined;
/** A real hash at the users' cost, compared against when an account does not exist (same time either way). */
export function dummyHash(): Promise<string> {
  dummy ??= backend.hash(`dummy-${Math.random()}`);
  return dummy;
}
