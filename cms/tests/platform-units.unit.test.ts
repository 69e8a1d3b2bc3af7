/** Pure units of the platform (the rate limits: multi-process.unit.test.ts; the edge: src/lib/edge/__tests__): CSRF tokens, storage path guard. */
import { describe, expect, it } from 'vitest';
import { createCsrfToken, hasValidSignature } from '../src/lib/auth/csrf';
import { isSafeStoragePath } from '../src/middlewares/storage';
import { pickEncoding, resolveDistFile } from '../src/lib/pages/spa-files';

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
});

describe('isSafeStoragePath', () => {
  it.each(['berita/abc.webp', 'a.png', 'galeri/2025/x%20y.jpg'])('accepts %s', (p) =>
    expect(isSafeStoragePath(p)).toBe(true),
  );
  it.each(['', '../x', 'a/../../x', '..%2fx', '%2e%2e/x', 'a\\..\\x', 'a%5cb', 'a//b', './a', 'a%00.png', '%E0%A4%A'])(
    'refuses %s',
    (p) => expect(isSafeStoragePath(p)).toBe(false),
  );
});

describe('SPA helpers', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('never resolves a file outside the dist folder', async () => {
    expect(await resolveDistFile(__dirname, '/../package.json')).toBeNull();
    expect(await resolveDistFile(__dirname, '/%2e%2e/package.json')).toBeNull();
    expect(await resolveDistFile(__dirname, '/helpers/..%5c..%5cpackage.json')).toBeNull();
    expect(await resolveDistFile(__dirname, '/helpers/index.ts')).not.toBeNull();
  });
});
