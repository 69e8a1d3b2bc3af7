/**
 * News HTML, sanitized on write with the contract's allow-list (`@hmrpl/contract/article-html.json`, which the SPA's
 * DOMPurify applies again before display): its tags, its attributes per tag, its style properties per tag (colour
 * values checked below, text-align keywords from the list), links and images by their address's start (plus no dot
 * segments in /storage/ paths); a link always gets rel="noopener noreferrer", target="_blank" is kept.
 * Everything else is dropped; the text of unknown tags is kept, the content of script, style and similar tags is not.
 */
import sanitize from 'sanitize-html';
import ALLOW from '@hmrpl/contract/article-html.json';

/**
 * #rgb, #rrggbb(aa), rgb()/rgba()/hsl()/hsla() with plain numbers, or a CSS colour keyword.
 * Each number is bounded and each run of spaces can match in only one way, so the check is linear in the length
 * of the value (an earlier `\s*(?:[,\s]\s*...)` was quadratic: one saved news item could stall the server).
 * Every pattern in src/ is checked by tests/security-regex.unit.test.ts.
 */
const CSS_NUMBER = String.raw`(?:\d{1,3}(?:\.\d{1,4})?|\.\d{1,4})%?`;
const COLOR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(
    String.raw`^(?:rgba?|hsla?)\(\s*${CSS_NUMBER}(?:\s*,\s*${CSS_NUMBER}|\s+${CSS_NUMBER}){2}(?:\s*[,/]\s*${CSS_NUMBER})?\s*\)$`,
    'i',
  ),
  /^[a-z]{3,20}$/i,
];
/** The text-align keywords of the allow-list, as sanitize-html wants them (one anchored alternation of words). */
const TEXT_ALIGN = [new RegExp(`^(?:${ALLOW.textAlign.join('|')})$`)];
/** For tests/security-regex.unit.test.ts (patterns built with `new RegExp`, which a source scan cannot read). */
export const COMPOSED_PATTERNS = [COLOR[1], TEXT_ALIGN[0]];

/** What each style property may hold. */
const STYLE_VALUES: Record<string, RegExp[]> = { color: COLOR, 'text-align': TEXT_ALIGN };

const startsWithAny = (value: string, prefixes: string[]) => {
  const lower = value.toLowerCase();
  return prefixes.some((prefix) => lower.startsWith(prefix));
};
const isSafeHref = (href: string) => startsWithAny(href, ALLOW.linkPrefixes);
/** An allowed start; a path on this site (/storage/...) also holds no way out (dot segments, backslashes). */
const isSafeImageSrc = (src: string) =>
  startsWithAny(src, ALLOW.imagePrefixes) &&
  !(src.startsWith('/') && (src.includes('..') || src.includes('\\') || /%2e%2e/i.test(src)));

const attributes: Record<string, string[]> = ALLOW.attributes;
const styles: Record<string, string[]> = ALLOW.styles;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOW.tags,
  allowedAttributes: attributes,
  allowedStyles: Object.fromEntries(
    Object.entries(styles).map(([tag, properties]) => [
      tag,
      Object.fromEntries(properties.map((property) => [property, STYLE_VALUES[property] ?? []])),
    ]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  transformTags: {
    // TinyMCE and pasted content use b/i/strike as well; keep their meaning.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const out: sanitize.Attributes = {};
      if (isSafeHref(href)) out.href = href;
      if (attribs.target === '_blank') out.target = '_blank';
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const out: sanitize.Attributes = {};
      if (isSafeImageSrc(src)) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      for (const dim of ['width', 'height'] as const) {
        if (attribs[dim] && /^\d{1,4}$/.test(attribs[dim])) out[dim] = attribs[dim];
      }
      return { tagName, attribs: out };
    },
  },
  // An image whose src was refused is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeNewsHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
