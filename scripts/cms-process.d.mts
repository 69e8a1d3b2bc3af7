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
}
export function startCms(options?: { env?: Record<string, string>; readyPath?: string; timeoutMs?: number }): Promise<RunningCms>;
export function throwawaySecrets(): Record<string, string>;
