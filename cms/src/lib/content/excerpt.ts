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

const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'textarea']);
/** The end tag of a hidden element; the name is compared afterwards. Linear: a literal start, one `\s*`. */
const HIDDEN_END = /<\/(script|style|template|noscript|textarea)\s*>/gi;
const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isTagNameChar = (code: number) => isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 45;

/**
 * `html` with comments, tags and the content of script/style/template/noscript/textarea replaced by spaces.
 * A hand-written scanner in one pass (each "not found" is remembered), where the regular expressions it replaces
 * (`<[^>]*>` and friends, applied globally) took time quadratic in the length of a hostile text such as
 * `<a<a<a...` (tests/security-regex.unit.test.ts). A `<` that starts no tag stays as text; an unclosed comment hides
 * the rest, as in a browser; a tag without `>` stays as text.
 */
export function stripTags(html: string): string {
  const out: string[] = [];
  const noEndAfter = new Map<string, number>();
  let noGreaterFrom = Infinity;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      out.push(' ');
      if (end < 0) break;
      i = end + 3;
      continue;
    }
    const closing = html.charCodeAt(lt + 1) === 47; // '/'
    const nameStart = lt + (closing ? 2 : 1);
    if (!isAsciiLetter(html.charCodeAt(nameStart))) {
      out.push('<');
      i = lt + 1;
      continue;
    }
    const gt = lt >= noGreaterFrom ? -1 : html.indexOf('>', nameStart);
    if (gt < 0) {
      noGreaterFrom = Math.min(noGreaterFrom, lt);
      out.push('<');
      i = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < html.length && isTagNameChar(html.charCodeAt(nameEnd))) nameEnd += 1;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    out.push(' ');
    i = gt + 1;
    if (!closing && HIDDEN_CONTENT.has(name) && !(i >= (noEndAfter.get(name) ?? Infinity))) {
      HIDDEN_END.lastIndex = i;
      let match: RegExpExecArray | null;
      while ((match = HIDDEN_END.exec(html)) && match[1].toLowerCase() !== name);
      if (match) i = match.index + match[0].length;
      else noEndAfter.set(name, i);
    }
  }
  return out.join('');
}

/** The visible text of an HTML fragment: tags dropped (block ends become spaces), entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(stripTags(html))
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

/** True when HTML shows nothing: no text and no image (after the sanitizer, or the form's own check before it). */
export function isEmptyHtml(html: string): boolean {
  return htmlToText(html).length === 0 && !/<img\b/i.test(html);
}

const TRAILING_PUNCTUATION = new Set([',', ';', ':', '.', '-', '\u2013', '\u2014']);
/** `text` without trailing spaces and , ; : . - – — (a loop: the pattern it replaces was quadratic). */
function trimTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && (TRAILING_PUNCTUATION.has(text[end - 1]) || /\s/.test(text[end - 1]))) end -= 1;
  return text.slice(0, end);
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
  cut = trimTrailingPunctuation(cut);
  return `${cut}...`;
}

export function makeExcerpt(html: string, max: number = EXCERPT_MAX): string {
  return truncateOnWord(htmlToText(html), max);
}
