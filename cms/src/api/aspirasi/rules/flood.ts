/**
 * The form's flood rule: above `ASPIRATION_CEILING_PER_HOUR` stored aspirations in the last hour, a send that looks
 * automated (its form token, its address, its message) is refused with 429; below it, every valid send is stored.
 * The counts live in the database and the shared rate-limit store, so every process applies the same rule; nothing
 * here stores an address. See ADR 047. The activity registration form runs the same rule over its own table, with its
 * own ceiling and marks (`FloodSpec`; src/api/pendaftaran, ADR 100).
 */
import type { Core } from '@strapi/strapi';
import { rateLimiter, type Limiter } from '../../../lib/http/rate-limit';
import { clockMs } from '../../../lib/process/clock';
import { checkFormToken, formTokenKey, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from './form-token';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** What a refused send is told to wait. */
const REFUSED_RETRY_SECONDS = 60;

type Signal = 'no-token' | 'forged-token' | 'stale-token' | 'too-fast' | 'token-reused' | 'repeat-sender' | 'duplicate';

type FloodVerdict =
  | { refused: false; /** call once the aspiration is stored */ stored(): Promise<void> }
  | { refused: true; retryAfterSeconds: number; signals: Signal[] };

/** Which form a guard watches: its table, its marks' names, its ceiling's setting, the field a copy repeats. */
interface FloodSpec {
  uid: 'api::aspirasi.aspirasi' | 'api::pendaftaran.pendaftaran';
  /** Prefix of its rate-limit marks (`<name>_ip_hour`, `<name>_token`) and of its log line. */
  name: string;
  /** The config path of its ceiling per hour, and the default. */
  ceilingSetting: string;
  ceilingDefault: number;
  /** The field whose same value within a day counts as a copy. */
  duplicateField: 'pesan' | 'email';
}

const ASPIRATION_FLOOD: FloodSpec = {
  uid: 'api::aspirasi.aspirasi',
  name: 'aspirasi',
  ceilingSetting: 'server.hmrpl.aspirasi.ceilingPerHour',
  ceilingDefault: 60,
  duplicateField: 'pesan',
};

/** The configured ceiling (read on every send, so a deployment can change it without a restart of this code). */
function ceilingPerHour(strapi: Core.Strapi, spec: FloodSpec): number {
  const value = Number(strapi.config.get(spec.ceilingSetting, spec.ceilingDefault));
  return Number.isInteger(value) && value >= 1 ? value : spec.ceilingDefault;
}

export function createFloodGuard(strapi: Core.Strapi, spec: FloodSpec = ASPIRATION_FLOOD) {
  const rows = () => strapi.db.query(spec.uid);
  let senders: Limiter | undefined;
  let tokens: Limiter | undefined;
  // one mark per address for an hour after a stored send; one per token for as long as a token lives
  const sentThisHour = () =>
    (senders ??= rateLimiter(strapi, { name: `${spec.name}_ip_hour`, points: 1, durationSec: HOUR_MS / 1000 }));
  const usedTokens = () =>
    (tokens ??= rateLimiter(strapi, {
      name: `${spec.name}_token`,
      points: 1,
      durationSec: MAX_TOKEN_AGE_MS / 1000,
    }));

  // refusals are logged as one line a minute, not one per send (a flood would flood the log too)
  let refusedSinceLog = 0;
  let lastLog = 0;
  const noteRefusal = (signals: Signal[]) => {
    refusedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog < 60_000) return;
    strapi.log.warn(
      `${spec.name}: ${refusedSinceLog} kiriman yang tampak otomatis ditolak (batas per jam tercapai; contoh tanda: ${signals.join(', ')})`,
    );
    refusedSinceLog = 0;
    lastLog = now;
  };

  return {
    /** `copy`: the value of the spec's `duplicateField` this send would store. */
    async judge({ address, token, copy }: { address: string; token: unknown; copy: string }): Promise<FloodVerdict> {
      const now = Date.now();
      const check = checkFormToken(formTokenKey(strapi), token, clockMs());
      const lastHour = Number(await rows().count({ where: { createdAt: { $gt: new Date(now - HOUR_MS) } } }));
      if (lastHour < ceilingPerHour(strapi, spec)) {
        return {
          refused: false,
          stored: async () => {
            await sentThisHour().consume(address);
            if (check.valid) await usedTokens().consume(check.nonce);
          },
        };
      }

      // Over the ceiling. The address's and the token's marks are taken NOW, in one atomic step each (a count that
      // was already 1 means "again"), so sends racing in parallel from one address or with one token cannot all pass
      // a look-then-mark; a refused send gives its marks back, so a person may try again.
      const signals: Signal[] = [];
      if (!check.valid) signals.push(check.reason === 'missing' ? 'no-token' : `${check.reason}-token`);
      else if (check.ageMs < MIN_FILL_MS) signals.push('too-fast');
      const tokenMark = check.valid ? await usedTokens().consume(check.nonce) : null;
      if (tokenMark && !tokenMark.allowed) signals.push('token-reused');
      const addressMark = await sentThisHour().consume(address);
      if (!addressMark.allowed) signals.push('repeat-sender');
      const since = new Date(now - DAY_MS);
      const copies = await rows().count({
        where: { [spec.duplicateField]: { $eq: copy }, createdAt: { $gt: since } },
      });
      if (Number(copies) > 0) signals.push('duplicate');
      if (signals.length === 0) return { refused: false, stored: async () => undefined };
      await sentThisHour().reward(address);
      if (tokenMark && check.valid) await usedTokens().reward(check.nonce);
      noteRefusal(signals);
      return { refused: true, retryAfterSeconds: REFUSED_RETRY_SECONDS, signals };
    },
  };
}
