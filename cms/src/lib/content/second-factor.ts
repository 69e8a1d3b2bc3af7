/**
 * What the second factor accepts as a code, one copy for the CMS and the web's fixtures (ADR 057, 080): TOTP as
 * RFC 6238 sets it (HMAC-SHA-1, 30-second steps, 6 digits; a phone's clock may be one step early or late), never a
 * step at or before the last one used; a recovery code is 16 Base32 characters. What is typed is read with spaces and
 * dashes dropped and case ignored. otplib computes the RFC; this file decides what is accepted. The secrets and
 * recovery codes themselves are made in the CMS (src/lib/auth/totp.ts).
 *
 *   const step = verifyTotp(secret, '123456', { afterStep: row.lastStep, nowMs: Date.now() }); // null: refused
 */
import { verifySync } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Seconds either side of now whose step is accepted: exactly one step early or late. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/** The alphabet of recovery codes (RFC 4648 Base32, lower case). */
export const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_CHARS = 16;
/** Anything longer than this is no code of ours (checked before any work). */
const MAX_CODE_LENGTH = 64;

export type TypedCode = { kind: 'totp'; value: string } | { kind: 'recovery'; value: string };

/**
 * What was typed, read as one of our codes. Six digits are a TOTP code; 16 Base32 characters a recovery code;
 * anything else null (a wrong code, refused without any work).
 */
export function readCode(raw: unknown): TypedCode | null {
  if (typeof raw !== 'string' || raw.length > MAX_CODE_LENGTH) return null;
  let value = '';
  for (const char of raw.toLowerCase()) if (char !== ' ' && char !== '-' && char !== '\t') value += char;
  if (value.length === TOTP_DIGITS && [...value].every((c) => c >= '0' && c <= '9')) return { kind: 'totp', value };
  if (value.length === RECOVERY_CODE_CHARS && [...value].every((c) => RECOVERY_ALPHABET.includes(c)))
    return { kind: 'recovery', value };
  return null;
}

/** The time step a TOTP code belongs to (now, one before or one after), later than `afterStep`; null when none. */
export function verifyTotp(
  secret: string,
  code: string,
  { afterStep, nowMs }: { afterStep: number | null; nowMs: number },
): number | null {
  if (code.length !== TOTP_DIGITS) return null;
  try {
    const result = verifySync({
      secret: secret.replace(/\s+/g, ''),
      token: code,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    // a TOTP result carries the step it matched (a HOTP one would not: never here)
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // not digits, or a secret that is not Base32: no match
    return null;
  }
}

/** A secret as an app's "enter a key" field takes it, in groups of four for reading; a recovery code in its groups. */
export const inGroupsOfFour = (text: string, separator: ' ' | '-'): string =>
  text.replace(/(.{4})(?=.)/g, `$1${separator}`);
