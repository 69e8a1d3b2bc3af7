import { describe, expect, it } from 'vitest';
import { createCsrfToken, hasValidSignature } from '../csrf';

describe('CSRF tokens', () => {
  const secret = Buffer.from('rahasia-uji');
  it('verifies its own tokens and nothing else', () => {
    const token = createCsrfToken(secret);
    expect(hasValidSignature(secret, token)).toBe(true);
    expect(hasValidSignature(Buffer.from('lain'), token)).toBe(false);
    const [nonce, sig] = token.split('.');
    expect(hasValidSignature(secret, `${nonce}x.${sig}`)).toBe(false);
    expect(hasValidSignature(secret, `${nonce}.${sig.slice(0, -1)}`)).toBe(false);
    expect(hasValidSignature(secret, nonce)).toBe(false);
    expect(hasValidSignature(secret, '')).toBe(false);
  });

  it('binds a token to what it was made for', () => {
    const token = createCsrfToken(secret, 's:sesi-a');
    expect(hasValidSignature(secret, token, 's:sesi-a')).toBe(true);
    expect(hasValidSignature(secret, token, 's:sesi-b')).toBe(false);
    expect(hasValidSignature(secret, token)).toBe(false);
  });
});
