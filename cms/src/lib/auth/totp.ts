/**
 * The second factor's secrets and recovery codes, made here (ADR 080): a TOTP secret of 160 random bits and its
 * otpauth URL (what a code is and which one is accepted: src/lib/content/second-factor.ts, shared with the web's
 * fixtures), and the recovery codes (16 Base32 characters, 80 random bits, shown in groups of four, kept only as
 * SHA-256).
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI } from 'otplib';
import type { RecoveryCodeCount } from '@hmrpl/contract';
import {
  RECOVERY_ALPHABET,
  RECOVERY_CODE_CHARS,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  inGroupsOfFour,
  readCode,
} from '../content/second-factor';

const RECOVERY_CODE_COUNT: RecoveryCodeCount = 10;
/** What the authenticator app shows above the code. */
const ISSUER = 'HMRPL';

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation) in Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth URL an authenticator app reads from the QR code: `HMRPL (username)`, 6 digits, 30 s, SHA-1. */
export const otpauthUrl = (secret: string, username: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** Ten new recovery codes as the user sees them (`abcd-efgh-jkmn-pqrs`). */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    // 32 letters: the low 5 bits of each byte are uniform
    for (const byte of randomBytes(RECOVERY_CODE_CHARS)) code += RECOVERY_ALPHABET[byte & 31];
    return inGroupsOfFour(code, '-');
  });
}

/**
 * What the database keeps of a recovery code: the SHA-256 of its normalised form. 80 random bits make a leaked hash
 * useless to guess from, and the codes stay valid when ENCRYPTION_KEY changes (the way back in when the TOTP secret
 * can no longer be read).
 */
export function recoveryCodeHash(code: string): string {
  const typed = readCode(code);
  const value = typed?.kind === 'recovery' ? typed.value : code;
  return createHash('sha256').update(`hmrpl-recovery:${value}`).digest('hex');
}
