export const webDist: string;
export function freePort(): Promise<number>;
export interface RunningCms {
  baseURL: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of the ready path. */
  startupMs: number;
  /** Resident memory of the CMS process, in KiB. */
  rssKb: () => number;
  log: () => string;
  stop: () => Promise<void>;
  /** Sends a signal; resolves with how the process ended. */
  kill: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The folder holding data.db and public/ (given as `dataDir`, or a temp folder removed by stop()). */
  dataDir: string;
}
export function startCms(options?: {
  env?: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
  dataDir?: string;
}): Promise<RunningCms>;
export function throwawaySecrets(): Record<string, string>;
