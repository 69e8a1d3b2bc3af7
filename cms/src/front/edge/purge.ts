/**
 * The CDN purge hook (ADR 041): when the cache version moves in this process (a write, or a scheduled change), the
 * CMS POSTs `{"purge_everything":true}` to CDN_PURGE_URL, with `Authorization: Bearer CDN_PURGE_TOKEN` when set (the
 * shape of Cloudflare's purge API; any other CDN can be reached through a small relay). Writes that land close
 * together make one call (250 ms); a failed call is tried twice more (after 1 s and 5 s), then logged. The hook never
 * holds a write's answer back: the CDN keeps a public answer at most CDN_MAX_AGE_SECONDS anyway.
 * The token goes only to an https address (or a relay on this machine), and a redirect is a failure, never followed
 * with the token (src/lib/process/outbound.ts, ADR 063).
 */
import { purgeUrlProblem } from '../../lib/process/outbound';

interface PurgeOptions {
  url: string;
  token?: string;
  log: { warn(message: string): void };
  /** Test seam: how long to wait before the call, and between retries. */
  delaysMs?: { debounce: number; retries: number[] };
}

export interface PurgeHook {
  /** Asks for a purge soon (several asks in a short while make one call). */
  schedule(): void;
  /** Resolves once no purge is waiting or running (tests and shutdown). */
  idle(): Promise<void>;
}

const TIMEOUT_MS = 5000;

export function createPurgeHook({ url, token, log, delaysMs }: PurgeOptions): PurgeHook {
  const problem = purgeUrlProblem(url);
  if (problem) throw new Error(problem);
  const debounce = delaysMs?.debounce ?? 250;
  const retries = delaysMs?.retries ?? [1000, 5000];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const call = async (): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ purge_everything: true }),
          // a redirect would carry the token wherever it points: it is a failure instead
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        throw new Error(`status ${res.status}`);
      } catch (error) {
        if (attempt >= retries.length) {
          log.warn(`CDN purge failed after ${attempt + 1} tries: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retries[attempt]));
      }
    }
  };

  const fire = () => {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = call().finally(() => {
      running = null;
      if (again) {
        again = false;
        fire();
      }
    });
  };

  return {
    schedule() {
      if (!timer) timer = setTimeout(fire, debounce);
    },
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, debounce));
      }
    },
  };
}
