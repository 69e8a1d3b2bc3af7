/**
 * The second factor's pure rules (ADR 080): TOTP as RFC 6238 sets it (HMAC-SHA-1, 30-second steps, 6 digits; a
 * phone's clock may be one step early or late), never the same step twice (a code at or before the last step used is
 * refused), the set-up's secret and otpauth URL, and the recovery codes (16 Base32 characters, 80 random bits, shown
 * in groups of four, kept only as SHA-256). otplib does the RFC; this file decides what is accepted.
 *
 *   const step = verifyTotp(secret, '123456', { afterStep: row.lastStep, nowMs: Date.now() }); // null: refused
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { RecoveryCodeCount } from '@hmrpl/contract';

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Seconds either side of now whose step is accepted: exactly one step early or late. */
const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT: RecoveryCodeCount = 10;
/** What the authenticator app shows above the code. */
const ISSUER = 'HMRPL';
/** Anything longer than this is no code of ours (checked before any work). */
const MAX_CODE_LENGTH = 64;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_CODE_CHARS = 16;

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation) in Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth URL an authenticator app reads from the QR code: `HMRPL (username)`, 6 digits, 30 s, SHA-1. */
export const otpauthUrl = (secret: string, username: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** The secret as an app's "enter a key" field takes it, in groups of four for reading aloud. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

export type TypedCode = { kind: 'totp'; value: string } | { kind: 'recovery'; value: string };

/**
 * What was typed, read as one of our codes: spaces and dashes dropped, case ignored. Six digits are a TOTP code; 16
 * Base32 characters a recovery code; anything else null (a wrong code, refused without any work).
 */
export function readCode(raw: unknown): TypedCode | null {
  if (typeof raw !== 'string' || raw.length > MAX_CODE_LENGTH) return null;
  let value = '';
  for (const char of raw.toLowerCase()) if (char !== ' ' && char !== '-' && char !== '\t') value += char;
  if (value.length === TOTP_DIGITS && [...value].every((c) => c >= '0' && c <= '9')) return { kind: 'totp', value };
  if (value.length === RECOVERY_CODE_CHARS && [...value].every((c) => BASE32.includes(c)))
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
      secret,
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

/** Ten new recovery codes as the user sees them (`abcd-efgh-jkmn-pqrs`). */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(RECOVERY_CODE_CHARS);
    let code = '';
    for (const byte of bytes) code += BASE32[byte & 31];
    return code.replace(/(.{4})(?=.)/g, '$1-');
  });
}

/**
 * What the database keeps of a recovery code: the SHA-256 of its normalised form. 80 random bits make a leaked hash
 * useless without an unkeyed hash's weakness mattering, and the codes stay valid if ENCRYPTION_KEY changes (the way
 * back in when the TOTP secret can no longer be read).
 */
export function recoveryCodeHash(code: string): string {
  const typed = readCode(code);
  const value = typed?.kind === 'recovery' ? typed.value : code;
  return createHash('sha256').update(`hmrpl-recovery:${value}`).digest('hex');
}
