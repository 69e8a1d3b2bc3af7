/**
 * The excerpt of a news item: the text of its HTML without tags, entities decoded, spaces collapsed,
 * at most 150 characters cut on a word, with `...` when cut.
 */
import type { NewsLimits } from '@hmrpl/contract';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  iexcl: '¡',
  iquest: '¿',
  shy: '',
  zwj: '',
  zwnj: '',
};

/** Decodes numeric entities and the common named ones; an unknown `&name;` stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? whole;
  });
}

/** The visible text of an HTML fragment: tags dropped (block ends become spaces), entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutTags = withoutHidden.replace(/<\/?[a-z][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

const EXCERPT_MAX: NewsLimits['excerptMax'] = 150;

/** `text` cut to at most `max` characters on a word boundary, with `...` appended when anything was cut. */
export function truncateOnWord(text: string, max: number = EXCERPT_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;

  // Cut before the word that crosses the limit; a single word longer than the limit is cut hard.
  const head = chars.slice(0, max + 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  let cut = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, max).join('');
  cut = cut.replace(/[\s,;:.\-–—]+$/u, '');
  return `${cut}...`;
}

export function makeExcerpt(html: string, max: number = EXCERPT_MAX): string {
  return truncateOnWord(htmlToText(html), max);
}
