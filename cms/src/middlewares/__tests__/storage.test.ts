import { describe, expect, it } from 'vitest';
import { isSafeStoragePath, reachesUploads } from '../storage';

describe('isSafeStoragePath', () => {
  it.each(['berita/abc.webp', 'a.png', 'galeri/2025/x%20y.jpg'])('accepts %s', (p) =>
    expect(isSafeStoragePath(p)).toBe(true),
  );
  it.each(['', '../x', 'a/../../x', '..%2fx', '%2e%2e/x', 'a\\..\\x', 'a%5cb', 'a//b', './a', 'a%00.png', '%E0%A4%A'])(
    'refuses %s',
    (p) => expect(isSafeStoragePath(p)).toBe(false),
  );
});

describe('reachesUploads', () => {
  it('sees the uploads folder behind any spelling, decoded up to three times', () => {
    for (const p of ['/uploads/a.png', '/UPLOADS/a.png', '/%75ploads/a.html', '/uploads%2Fa.html', '/%2575ploads/x'])
      expect(reachesUploads(p), p).toBe(true);
    for (const p of ['/storage/a.png', '/upload/files', '/api/uploads']) expect(reachesUploads(p), p).toBe(false);
  });
});
