import { describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { inGroupsOfFour, readCode, verifyTotp } from '../second-factor';

// RFC 6238's SHA-1 test key ("12345678901234567890") in Base32, and its published vectors (8 digits there; the
// last 6 are what a 6-digit app shows)
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => ({ afterStep: null, nowMs: seconds * 1000 });

describe('verifyTotp', () => {
  it("accepts RFC 6238's test vectors at their times", () => {
    expect(verifyTotp(RFC_SECRET, '287082', at(59))).toBe(1);
    expect(verifyTotp(RFC_SECRET, '081804', at(1111111109))).toBe(37037036);
    expect(verifyTotp(RFC_SECRET, '005924', at(1234567890))).toBe(41152263);
    expect(verifyTotp(RFC_SECRET, '279037', at(2000000000))).toBe(66666666);
  });

  it('accepts one step early or late, not two', () => {
    const now = 1_800_000_015;
    const code = (steps: number) => generateSync({ secret: RFC_SECRET, epoch: now + steps * 30 });
    expect(verifyTotp(RFC_SECRET, code(-1), at(now))).toBe(60_000_000 - 1);
    expect(verifyTotp(RFC_SECRET, code(1), at(now))).toBe(60_000_000 + 1);
    expect(verifyTotp(RFC_SECRET, code(-2), at(now))).toBeNull();
    expect(verifyTotp(RFC_SECRET, code(2), at(now))).toBeNull();
  });

  it('refuses a step at or before the last one used (a replayed code)', () => {
    const now = 1_800_000_015;
    const code = generateSync({ secret: RFC_SECRET, epoch: now });
    expect(verifyTotp(RFC_SECRET, code, { afterStep: 60_000_000, nowMs: now * 1000 })).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, { afterStep: 59_999_999, nowMs: now * 1000 })).toBe(60_000_000);
  });

  it('answers null for anything that is not a code of the secret, and for a secret that is not Base32', () => {
    expect(verifyTotp(RFC_SECRET, '12345', at(59))).toBeNull();
    expect(verifyTotp(RFC_SECRET, 'abcdef', at(59))).toBeNull();
    expect(verifyTotp('bukan base32!', '287082', at(59))).toBeNull();
    expect(verifyTotp(inGroupsOfFour(RFC_SECRET, ' '), '287082', at(59))).toBe(1);
  });
});

describe('readCode', () => {
  it('reads six digits as a TOTP code and 16 Base32 characters as a recovery code, whatever the spacing and case', () => {
    expect(readCode(' 123 456 ')).toEqual({ kind: 'totp', value: '123456' });
    expect(readCode('ABCD-efgh ijkl-mn27')).toEqual({ kind: 'recovery', value: 'abcdefghijklmn27' });
  });

  it('answers null for everything else, and for long input without reading it', () => {
    for (const raw of ['', '12345', '1234567', 'abcd-efgh-ijkl-mn28', 'abcd-efgh-ijkl-mn2', 7, null, '1'.repeat(65)])
      expect(readCode(raw)).toBeNull();
  });
});
