import { describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash } from '../totp';
import { verifyTotp } from '../../content/second-factor';

describe('the set-up', () => {
  it('makes a 160-bit Base32 secret that an app reading the otpauth URL turns into accepted codes', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'pengelola.satu'));
    expect(url.href).toMatch(/^otpauth:\/\/totp\//);
    expect(url.searchParams.get('issuer')).toBe('HMRPL');
    const fromApp = url.searchParams.get('secret')!;
    const now = Date.now();
    expect(
      verifyTotp(secret, generateSync({ secret: fromApp, epoch: Math.floor(now / 1000) }), {
        afterStep: null,
        nowMs: now,
      }),
    ).not.toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten different codes of 16 Base32 characters in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(?:-[a-z2-7]{4}){3}$/);
  });

  it('hash the same however they are typed, and differently from each other', () => {
    const [one, two] = newRecoveryCodes(2);
    expect(recoveryCodeHash(` ${one.toUpperCase().replace(/-/g, ' ')} `)).toBe(recoveryCodeHash(one));
    expect(recoveryCodeHash(one)).not.toBe(recoveryCodeHash(two));
    expect(recoveryCodeHash(one)).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(one)).not.toContain(one.replace(/-/g, ''));
  });
});
