/**
 * The article body is cleaned in the browser with the contract's allow-list (@hmrpl/contract/article-html.json), the
 * one the CMS applies on write: the same tags, each tag's own attributes and style properties, nothing else.
 */
import { describe, expect, it } from 'vitest';
import ALLOW from '@hmrpl/contract/article-html.json';
import { sanitizeArticle } from '@/lib/sanitize-article';

const clean = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeArticle(html);
  return holder;
};

describe('the article allow-list in the browser', () => {
  it('keeps only the listed style properties, on the tags that list them', () => {
    const out = clean(
      '<p style="text-align: center; position: fixed; top: 0; background-image: url(https://x.test/a.png)">a</p>' +
        '<span style="color: red; font-size: 90px; z-index: 9">b</span>' +
        '<a href="https://x.test" style="color: red">c</a><img src="/storage/a.png" style="width: 9999px">' +
        '<h2 style="text-align: inherit">d</h2><li style="text-align: justify">e</li>',
    );
    expect(out.querySelector('p')!.getAttribute('style')).toBe('text-align: center');
    expect(out.querySelector('span')!.getAttribute('style')).toBe('color: red');
    expect(out.querySelector('a')!.hasAttribute('style')).toBe(false);
    expect(out.querySelector('img')!.hasAttribute('style')).toBe(false);
    expect(out.querySelector('h2')!.hasAttribute('style')).toBe(false);
    expect(out.querySelector('li')!.getAttribute('style')).toBe('text-align: justify');
    expect(out.innerHTML).not.toMatch(/position|fixed|url\(|font-size|z-index|9999/);
  });

  it('keeps each tag to its own attributes', () => {
    const out = clean(
      '<p title="x" class="y" id="z">a</p><img src="https://x.test/a.png" alt="b" title="c" width="10">',
    );
    expect(out.querySelector('p')!.getAttributeNames()).toEqual([]);
    expect(out.querySelector('img')!.getAttributeNames().sort()).toEqual(['alt', 'src', 'width']);
  });

  it('allows exactly the contract’s tags', () => {
    const html = [...ALLOW.tags, 'div', 'table', 'section', 'font']
      .map((tag) => (tag === 'br' || tag === 'img' ? `<${tag}>` : `<${tag}>x</${tag}>`))
      .join('');
    const kept = new Set(Array.from(clean(html).querySelectorAll('*'), (el) => el.tagName.toLowerCase()));
    // an img without an allowed src is removed, as on the server
    expect([...kept].sort()).toEqual(ALLOW.tags.filter((tag) => tag !== 'img').sort());
  });
});
