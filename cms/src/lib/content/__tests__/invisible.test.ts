import { describe, expect, it } from 'vitest';
import { withoutInvisibleCharacters } from '../invisible';

describe('withoutInvisibleCharacters', () => {
  it('removes bidi controls, so a name cannot display in another order than it is stored', () => {
    expect(withoutInvisibleCharacters('\u202Eitawirp aniR')).toBe('itawirp aniR');
    expect(withoutInvisibleCharacters('Rina\u2066 Pratiwi\u2069\u200F\u200E\u061C')).toBe('Rina Pratiwi');
    expect(withoutInvisibleCharacters('13022\u202D23001\u202C')).toBe('1302223001');
  });

  it('removes zero-width and invisible characters, so two names that look alike are alike', () => {
    expect(withoutInvisibleCharacters('Ri\u200Bna\u200C Pra\u200Dtiwi\u2060\uFEFF\u00AD\u180E\u2063')).toBe(
      'Rina Pratiwi',
    );
    expect(withoutInvisibleCharacters('\u200B\u200B')).toBe('');
  });

  it('removes control characters but keeps tabs and line breaks', () => {
    expect(withoutInvisibleCharacters('a\u0000b\u0007c\u001Bd\u007Fe\u0085f')).toBe('abcdef');
    expect(withoutInvisibleCharacters('baris 1\r\nbaris 2\n\tbaris 3')).toBe('baris 1\r\nbaris 2\n\tbaris 3');
  });

  it('leaves ordinary text, accents, Arabic letters and emoji as they are', () => {
    for (const text of ['Saran: perbanyak workshop!', 'Café façade', 'سلام', 'Keren 👍🏽 sekali 🎉', '']) {
      expect(withoutInvisibleCharacters(text)).toBe(text);
    }
  });

  it('handles a long text made only of controls', () => {
    expect(withoutInvisibleCharacters('\u202E\u200B'.repeat(100_000) + 'x')).toBe('x');
  });
});
