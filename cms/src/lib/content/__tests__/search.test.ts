import { describe, expect, it } from 'vitest';
import { foldForSearch, searchWords, searchableText } from '../search';

describe('news search folding', () => {
  it('folds case, accents and marks the same way on both sides', () => {
    expect(foldForSearch('  CAFÉ   Ngóding\u00a0Straße ')).toBe('cafe ngoding strasse');
    expect(searchableText('Kopi Café', '<p>Ngobrol <strong>Santai</strong> &amp; Seru</p>')).toBe(
      'kopi cafe ngobrol santai & seru',
    );
    // each word once, in order of first appearance
    expect(searchableText('Rapat rapat', '<p>Rapat kerja, RAPAT kerja.</p>')).toBe('rapat kerja, kerja.');
    expect(searchWords('Café')).toEqual(searchWords('cafe'));
  });

  it('splits a query into distinct words, keeping %, _ and quotes as characters', () => {
    expect(searchWords('  Rapat   rapat "kerja" 50% a_b ')).toEqual(['rapat', '"kerja"', '50%', 'a_b']);
    expect(searchWords(['satu dua', 'tiga'])).toEqual(['satu', 'dua']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords({ x: 1 })).toEqual([]);
  });

  it('reads at most 10 words of the first 200 characters', () => {
    expect(searchWords(Array.from({ length: 30 }, (_, i) => `k${i}`).join(' '))).toHaveLength(10);
    expect(searchWords(`${'a'.repeat(199)} b`)).toEqual(['a'.repeat(199)]);
  });
});
