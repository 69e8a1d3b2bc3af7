import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../secret-box';

const strapiWith = (key: string) => ({ config: { get: () => key } }) as any;

describe('sealed secrets', () => {
  const strapi = strapiWith('kunci-enkripsi-uji-yang-panjang');

  it('open with the same key and context, never showing the value in the sealed form', () => {
    const sealed = sealSecret(strapi, 'JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).toMatch(/^t1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(strapi, 'JBSWY3DPEHPK3PXP', 'user:7')).not.toBe(sealed);
    expect(openSecret(strapi, sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('do not open under another key, another context, or changed in any part', () => {
    const sealed = sealSecret(strapi, 'JBSWY3DPEHPK3PXP', 'user:7');
    expect(openSecret(strapiWith('kunci-lain-yang-juga-panjang'), sealed, 'user:7')).toBeNull();
    expect(openSecret(strapi, sealed, 'user:8')).toBeNull();
    const parts = sealed.split('.');
    for (const i of [1, 2, 3]) {
      const changed = [...parts];
      changed[i] = changed[i].replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
      expect(openSecret(strapi, changed.join('.'), 'user:7')).toBeNull();
    }
    // a shortened tag is refused, not checked on fewer bytes
    expect(openSecret(strapi, [...parts.slice(0, 3), parts[3].slice(0, 6)].join('.'), 'user:7')).toBeNull();
    expect(openSecret(strapi, null, 'user:7')).toBeNull();
    expect(openSecret(strapi, 'v1:abc:def:ghi', 'user:7')).toBeNull();
  });

  it('refuse to seal without ENCRYPTION_KEY', () => {
    expect(() => sealSecret(strapiWith(''), 'x', 'user:1')).toThrow(/ENCRYPTION_KEY/);
  });
});
