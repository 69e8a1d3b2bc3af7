/**
 * The two ways this process computes bcrypt, both off the event loop: the native `@node-rs/bcrypt` (libuv's thread
 * pool), and where its binding does not load (a platform without a prebuilt binary, a broken install) bcryptjs in
 * worker threads. password.ts picks one at start and keeps its cap in front of either. See ADR 035 and ADR 075.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** users-permissions hashes with bcryptjs at cost 10 (`encryption.rounds` of the password attribute). */
const PASSWORD_COST = 10;

export interface BcryptBackend {
  /** `native` or `bcryptjs`: what the start-up line and the tests name. */
  readonly name: 'native' | 'bcryptjs';
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not a bcrypt hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Makes the backend ready before the first sign-in needs it (the bcryptjs fallback starts a worker). */
  warm(): void;
}

const load = createRequire(__filename);

interface NativeBcrypt {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** The native backend, or the reason its binding does not load here. */
export function loadNativeBcrypt(): BcryptBackend | Error {
  let native: NativeBcrypt;
  try {
    native = load('@node-rs/bcrypt') as NativeBcrypt;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  return {
    name: 'native',
    // `$2b$`: the same computation as bcryptjs's `$2a$`, and read by it (users-permissions, the dashboard)
    hash: (password) => native.hash(password, PASSWORD_COST),
    verify: (password, stored) => native.verify(password, stored).catch(() => false),
    warm: () => {},
  };
}

/**
 * The worker's whole program: bcryptjs, one job at a time. A malformed stored hash makes bcryptjs throw; that is a
 * "no", as it is for the native backend.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', ({ id, op, password, stored, cost }) => {
  let value;
  try {
    value = op === 'hash' ? bcrypt.hashSync(password, bcrypt.genSaltSync(cost)) : bcrypt.compareSync(password, stored);
  } catch (error) {
    if (op === 'hash') return parentPort.postMessage({ id, error: String((error && error.message) || error) });
    value = false;
  }
  parentPort.postMessage({ id, value });
});
`;

type Job = { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; stored: string };

/**
 * bcryptjs in worker threads: one job per worker at a time, a new worker when none is free (password.ts's cap bounds
 * how many run at once), idle workers kept, and unreferenced so they never hold the process open.
 */
export function bcryptjsInWorkers(): BcryptBackend {
  const bcryptjs = load.resolve('bcryptjs');
  const idle: Worker[] = [];
  let nextId = 1;

  const spawnWorker = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs } });
    worker.unref();
    return worker;
  };

  const run = <T extends string | boolean>(job: Job): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const worker = idle.pop() ?? spawnWorker();
      const finish = () => {
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onExit);
      };
      const onMessage = (message: { id: number; value?: T; error?: string }) => {
        if (message.id !== id) return;
        finish();
        worker.unref();
        idle.push(worker);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.value as T);
      };
      const onFailure = (error: Error) => {
        finish();
        void worker.terminate();
        reject(error);
      };
      const onExit = (code: number) => onFailure(new Error(`bcryptjs worker exited with ${code}`));
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onExit);
      // held while it works, so a process that awaits only this job waits for it
      worker.ref();
      worker.postMessage({ ...job, id });
    });

  return {
    name: 'bcryptjs',
    hash: (password) => run<string>({ op: 'hash', password, cost: PASSWORD_COST }),
    verify: (password, stored) =>
      typeof stored === 'string' ? run<boolean>({ op: 'verify', password, stored }) : Promise.resolve(false),
    warm: () => {
      if (idle.length === 0) idle.push(spawnWorker());
    },
  };
}
