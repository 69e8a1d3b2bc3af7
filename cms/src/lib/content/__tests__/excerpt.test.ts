import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, makeExcerpt, truncateOnWord } from '../excerpt';

describe('htmlToText', () => {
  it('drops tags, keeps words apart across blocks and collapses spaces', () => {
    expect(htmlToText('<h2>Judul</h2><p>Satu   dua<br>tiga</p><ul><li>empat</li></ul>')).toBe(
      'Judul Satu dua tiga empat',
    );
  });

  it('decodes entities', () => {
    expect(htmlToText('<p>Akademik &amp; Riset&nbsp;&mdash; &#8220;RPL&#x201D; &lt;3</p>')).toBe(
      'Akademik & Riset — “RPL” <3',
    );
  });

  it('leaves out scripts, styles and comments', () => {
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><!-- x -->b')).toBe('a b');
  });
});

describe('decodeEntities', () => {
  it('keeps unknown names and replaces invalid code points', () => {
    expect(decodeEntities('&foo; &#0; &#x110000;')).toBe('&foo; \uFFFD \uFFFD');
  });
});

describe('truncateOnWord', () => {
  it('returns short text unchanged, without dots', () => {
    expect(truncateOnWord('Singkat saja.', 150)).toBe('Singkat saja.');
    const exact = 'a'.repeat(150);
    expect(truncateOnWord(exact, 150)).toBe(exact);
  });

  it('cuts before the word that crosses the limit and adds ...', () => {
    const text = `${'kata '.repeat(40)}akhir`; // 205 chars
    const out = truncateOnWord(text, 150);
    expect(out.endsWith('...')).toBe(true);
    const body = out.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(150);
    expect(body.endsWith('kata')).toBe(true);
    expect(text.startsWith(body)).toBe(true);
  });

  it('drops trailing punctuation before the dots', () => {
    const text = `${'x'.repeat(140)} abcdefgh, ijklmnopqrstu`;
    expect(truncateOnWord(text, 150)).toBe(`${'x'.repeat(140)} abcdefgh...`);
  });

  it('cuts a single overlong word hard', () => {
    expect(truncateOnWord('y'.repeat(200), 150)).toBe(`${'y'.repeat(150)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '🎉'.repeat(151);
    expect(Array.from(truncateOnWord(text, 150).slice(0, -3))).toHaveLength(150);
  });
});

describe('makeExcerpt', () => {
  it('is the text of the HTML cut to 150 characters', () => {
    const html = `<h2>Rapat Kerja</h2><p>${'Program kerja disusun bersama. '.repeat(10)}</p>`;
    const excerpt = makeExcerpt(html);
    expect(excerpt.startsWith('Rapat Kerja Program kerja disusun bersama.')).toBe(true);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt).not.toMatch(/[<>]/);
  });
});
