import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, SLUG_MAX_LENGTH, slugify, uniqueSlug } from '../slug';

describe('slugify', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slugify('Rapat Kerja 2025')).toBe('rapat-kerja-2025');
  });

  it('drops accents, reads & as "dan" and joins apostrophes', () => {
    expect(slugify('Café Ngoding & Diskusi')).toBe('cafe-ngoding-dan-diskusi');
    expect(slugify("Jum'at Berbagi")).toBe('jumat-berbagi');
    expect(slugify('Straße Łódź')).toBe('strasse-lodz');
  });

  it('collapses and trims separators', () => {
    expect(slugify('  --Seminar:  AI?!  (2025)--  ')).toBe('seminar-ai-2025');
  });

  it('falls back to "berita" when nothing is left', () => {
    expect(slugify('!!! ???')).toBe(FALLBACK_SLUG);
    expect(slugify('🎉🎉')).toBe(FALLBACK_SLUG);
    expect(slugify('')).toBe(FALLBACK_SLUG);
  });

  it('keeps long slugs under the limit, cut on a dash', () => {
    const slug = slugify('kata '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('kata-kata')).toBe(true);
  });
});

describe('uniqueSlug', () => {
  const takenFrom = (taken: string[]) => async (candidates: string[]) =>
    new Set(candidates.filter((c) => taken.includes(c)));

  it('keeps a free slug', async () => {
    expect(await uniqueSlug('rapat-kerja', takenFrom([]))).toBe('rapat-kerja');
  });

  it('adds -2, -3, ... to a taken slug', async () => {
    expect(await uniqueSlug('rapat-kerja', takenFrom(['rapat-kerja']))).toBe('rapat-kerja-2');
    expect(await uniqueSlug('rapat-kerja', takenFrom(['rapat-kerja', 'rapat-kerja-2']))).toBe('rapat-kerja-3');
  });

  it('looks past a first batch of collisions', async () => {
    const taken = ['x', ...Array.from({ length: 30 }, (_, i) => `x-${i + 2}`)];
    expect(await uniqueSlug('x', takenFrom(taken))).toBe('x-32');
  });
});
