/**
 * A public form's flood rule: above its ceiling of stored sends in the last hour (`ASPIRATION_CEILING_PER_HOUR` for
 * the aspiration form), a send that looks automated (its form token, its address, its text) is refused with 429;
 * below it, every valid send is stored. The counts live in the database and the shared rate-limit store, so every
 * process applies the same rule; nothing here stores an address. See ADR 047. The achievements' form (src/api/prestasi)
 * and the activity registration form (src/api/pendaftaran) run the same rule with their own table, text and ceiling
 * (ADR 094, ADR 100).
 */
import type { Core, UID } from '@strapi/strapi';
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

/** One public form the rule guards: the table its sends are stored in, the text compared for repeats, its ceiling. */
export interface FloodForm {
  /** Names its marks in the shared store (`<name>_ip_hour`, `<name>_token`) and its log line. */
  name: 'aspirasi' | 'prestasi' | 'pendaftaran';
  uid: UID.ContentType;
  /** The stored text a repeated send would repeat. */
  textField: string;
  /** `server.hmrpl.<...>` holding the ceiling per hour. */
  ceilingKey: string;
}

const ASPIRATION_FORM: FloodForm = {
  name: 'aspirasi',
  uid: 'api::aspirasi.aspirasi',
  textField: 'pesan',
  ceilingKey: 'server.hmrpl.aspirasi.ceilingPerHour',
};

/** The configured ceiling (read on every send, so a deployment can change it without a restart of this code). */
function ceilingPerHour(strapi: Core.Strapi, form: FloodForm): number {
  const value = Number(strapi.config.get(form.ceilingKey, 60));
  return Number.isInteger(value) && value >= 1 ? value : 60;
}

export function createFloodGuard(strapi: Core.Strapi, form: FloodForm = ASPIRATION_FORM) {
  const rows = () => strapi.db.query(form.uid);
  let senders: Limiter | undefined;
  let tokens: Limiter | undefined;
  // one mark per address for an hour after a stored send; one per token for as long as a token lives
  const sentThisHour = () =>
    (senders ??= rateLimiter(strapi, { name: `${form.name}_ip_hour`, points: 1, durationSec: HOUR_MS / 1000 }));
  const usedTokens = () =>
    (tokens ??= rateLimiter(strapi, {
      name: `${form.name}_token`,
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
      `${form.name}: ${refusedSinceLog} kiriman yang tampak otomatis ditolak (batas per jam tercapai; contoh tanda: ${signals.join(', ')})`,
    );
    refusedSinceLog = 0;
    lastLog = now;
  };

  return {
    async judge({ address, token, text }: { address: string; token: unknown; text: string }): Promise<FloodVerdict> {
      const now = Date.now();
      const check = checkFormToken(formTokenKey(strapi), token, clockMs());
      const lastHour = Number(await rows().count({ where: { createdAt: { $gt: new Date(now - HOUR_MS) } } }));
      if (lastHour < ceilingPerHour(strapi, form)) {
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
      const repeats = await rows().count({ where: { [form.textField]: { $eq: text }, createdAt: { $gt: since } } });
      if (Number(repeats) > 0) signals.push('duplicate');
      if (signals.length === 0) return { refused: false, stored: async () => undefined };
      await sentThisHour().reward(address);
      if (tokenMark && check.valid) await usedTokens().reward(check.nonce);
      noteRefusal(signals);
      return { refused: true, retryAfterSeconds: REFUSED_RETRY_SECONDS, signals };
    },
  };
}
