/**
 * News HTML, sanitized on write (the SPA sanitizes again with DOMPurify before display).
 * Allow-list of the contract: p, br, h1-h6, strong, em, u, s, span (color and text-align styles only;
 * text-align also on p, h1-h6 and li, where TinyMCE writes it), ol, ul, li, blockquote,
 * a (http, https or mailto href; rel="noopener noreferrer" always; target="_blank" allowed),
 * img (src under /storage/ or https only). Everything else is dropped; the text of unknown tags is kept,
 * the content of script, style and similar tags is not.
 */
import sanitize from 'sanitize-html';
import { htmlToText } from './excerpt';

const TEXT_ALIGN = [/^(left|right|center|justify|start|end)$/];
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
/** For tests/security-regex.unit.test.ts (patterns built with `new RegExp`, which a source scan cannot read). */
export const COMPOSED_PATTERNS = [COLOR[1]];

const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li'];

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const SAFE_IMG_SRC = /^(?:https:\/\/|\/storage\/(?!.*(?:\.\.|%2e%2e|\\)))/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'u',
    's',
    'span',
    'ol',
    'ul',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
  },
  allowedStyles: {
    span: { color: COLOR, 'text-align': TEXT_ALIGN },
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': TEXT_ALIGN }])),
  },
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
      if (SAFE_HREF.test(href)) out.href = href;
      if (attribs.target === '_blank') out.target = '_blank';
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const out: sanitize.Attributes = {};
      if (SAFE_IMG_SRC.test(src)) out.src = src;
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

/** True when sanitized HTML shows nothing: no text and no image. */
export function isEmptyHtml(html: string): boolean {
  return htmlToText(html).length === 0 && !/<img\b/i.test(html);
}
