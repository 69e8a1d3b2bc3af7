/**
 * An article's HTML (news, activities, programs of work) cleaned in the browser before display, with the contract's
 * allow-list (`@hmrpl/contract/article-html.json`; the server applies the same one on write).
 */
import DOMPurify from 'dompurify';
import ALLOW from '@hmrpl/contract/article-html.json';

type Tag = keyof typeof ALLOW.attributes;
const ATTRIBUTES: Record<string, readonly string[]> = ALLOW.attributes;
const STYLES: Record<string, readonly string[]> = ALLOW.styles;
/** DOMPurify's attribute list is one for all tags; the hook below narrows it to each tag's own. */
const ANY_TAG_ATTRIBUTES = [...new Set(Object.values(ATTRIBUTES).flat())];

const startsWithAny = (value: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => value.toLowerCase().startsWith(prefix));

/**
 * The contract's allow-list (`@hmrpl/contract/article-html.json`, the server applies the same one on write), per
 * element: only its own attributes; only its own style properties (text-align with a listed keyword; a colour the
 * browser's CSS parser accepts); links that leave the site open in a new tab without handing it this window; a link or
 * image address outside the list (javascript:, data:, ...) is dropped
 * (web/src/features/admin-aspirasi/__tests__/hostile-corpus.test.tsx).
 */
function applyAllowList(node: Element) {
  const tag = node.tagName.toLowerCase() as Tag;
  const own = ATTRIBUTES[tag] ?? [];
  for (const name of node.getAttributeNames()) if (!own.includes(name)) node.removeAttribute(name);
  if (node instanceof HTMLElement && node.hasAttribute('style')) {
    const kept = (STYLES[tag] ?? [])
      .map((property) => [property, node.style.getPropertyValue(property).trim()] as const)
      .filter(([property, value]) => value && (property !== 'text-align' || ALLOW.textAlign.includes(value)));
    node.removeAttribute('style');
    if (kept.length > 0)
      node.setAttribute('style', kept.map(([property, value]) => `${property}: ${value}`).join('; '));
  }
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!startsWithAny(href, ALLOW.linkPrefixes)) node.removeAttribute('href');
    else if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img' && !startsWithAny(node.getAttribute('src') ?? '', ALLOW.imagePrefixes)) {
    node.remove();
  }
}

/** The article body: the server already sanitized it; DOMPurify cleans it again in the browser before display. */
export function sanitizeArticle(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', applyAllowList);
  try {
    return DOMPurify.sanitize(html, { ALLOWED_TAGS: ALLOW.tags, ALLOWED_ATTR: ANY_TAG_ATTRIBUTES });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
