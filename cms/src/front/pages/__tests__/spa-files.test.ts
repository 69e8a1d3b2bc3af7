import { describe, expect, it } from 'vitest';
import { pickEncoding, resolveDistFile } from '../spa-files';

describe('SPA files', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('never resolves a file outside the dist folder', async () => {
    // this folder stands in for a dist folder: its own files resolve, its parent's do not
    expect(await resolveDistFile(__dirname, '/../spa-files.ts')).toBeNull();
    expect(await resolveDistFile(__dirname, '/%2e%2e/spa-files.ts')).toBeNull();
    expect(await resolveDistFile(__dirname, '/x/..%5c..%5cspa-files.ts')).toBeNull();
    expect(await resolveDistFile(__dirname, '/spa-files.test.ts')).not.toBeNull();
  });
});
