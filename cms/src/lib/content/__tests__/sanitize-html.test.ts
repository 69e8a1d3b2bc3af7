import ALLOW from '@hmrpl/contract/article-html.json';
import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from '../sanitize-html';
import { isEmptyHtml } from '../excerpt';

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Judul</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Judul</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br /></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote>',
    );
  });

  it('removes scripts, event handlers and unknown tags (keeping their text)', () => {
    const out = sanitizeNewsHtml(
      '<p onclick="x()">hai<script>alert(1)</script></p><div class="c">teks</div><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>hai</p>teks');
  });

  it('keeps only color and text-align styles on span, and text-align on blocks', () => {
    expect(sanitizeNewsHtml('<span style="color: #0689a0; font-size: 40px; background: url(x)">t</span>')).toBe(
      '<span style="color:#0689a0">t</span>',
    );
    expect(sanitizeNewsHtml('<p style="text-align: center; position: fixed">t</p>')).toBe(
      '<p style="text-align:center">t</p>',
    );
    expect(sanitizeNewsHtml('<li style="text-align: justify">t</li>')).toBe('<li style="text-align:justify">t</li>');
    expect(sanitizeNewsHtml('<span style="color: expression(alert(1))">t</span>')).toBe('<span>t</span>');
  });

  it('allows http(s) and mailto links only, always with rel="noopener noreferrer"', () => {
    expect(sanitizeNewsHtml('<a href="https://hmrpl-telubdg.com" target="_blank">x</a>')).toBe(
      '<a href="https://hmrpl-telubdg.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeNewsHtml('<a href="mailto:a@b.c" rel="opener">x</a>')).toBe(
      '<a href="mailto:a@b.c" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)" target="_self">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeNewsHtml('<a href="/relative">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps images from /storage or https only', () => {
    expect(sanitizeNewsHtml('<img src="/storage/a.webp" alt="A" onerror="x()">')).toBe(
      '<img src="/storage/a.webp" alt="A" />',
    );
    expect(sanitizeNewsHtml('<img src="https://x.test/a.png" width="300">')).toBe(
      '<img src="https://x.test/a.png" width="300" />',
    );
    expect(
      sanitizeNewsHtml(
        '<p><img src="http://x.test/a.png"><img src="data:image/png;base64,AA"><img src="/storage/../.env"></p>',
      ),
    ).toBe('<p></p>');
  });

  it('maps b, i and strike to their allowed equivalents', () => {
    expect(sanitizeNewsHtml('<b>a</b><i>b</i><strike>c</strike>')).toBe('<strong>a</strong><em>b</em><s>c</s>');
  });
});

describe('isEmptyHtml', () => {
  it('is true for markup without text or image', () => {
    expect(isEmptyHtml('')).toBe(true);
    expect(isEmptyHtml('<p> &nbsp; </p><p><br /></p>')).toBe(true);
  });

  it('is false with text or an image', () => {
    expect(isEmptyHtml('<p>a</p>')).toBe(false);
    expect(isEmptyHtml('<p><img src="/storage/a.webp" /></p>')).toBe(false);
  });
});

describe('sanitizing twice', () => {
  it('changes nothing the second time', () => {
    const html =
      '<h2 style="text-align:center">J</h2><p>a &amp; b &lt;c&gt; “d”<br><span style="color: rgb(6, 137, 160)">e</span></p><a href="https://x.test/?a=1&b=2" target="_blank">f</a><img src="/storage/x.webp" alt="A &quot;B&quot;">';
    const once = sanitizeNewsHtml(html);
    expect(sanitizeNewsHtml(once)).toBe(once);
  });
});

describe('the contract allow-list (the one the browser applies too)', () => {
  it('keeps exactly its tags, and on each tag only its style properties', () => {
    const html = [...ALLOW.tags, 'div', 'table', 'font']
      .map((tag) => (tag === 'br' ? '<br>' : tag === 'img' ? '<img src="/storage/a.png">' : `<${tag}>x</${tag}>`))
      .join('');
    const kept = new Set([...sanitizeNewsHtml(html).matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...kept].sort()).toEqual([...ALLOW.tags].sort());
    const styled = sanitizeNewsHtml(
      '<p style="text-align:center;color:red;position:fixed">a</p><span style="color:red;text-align:left;top:0">b</span><a href="https://x.uji" style="color:red">c</a>',
    );
    expect(styled).toBe(
      '<p style="text-align:center">a</p><span style="color:red;text-align:left">b</span><a href="https://x.uji" rel="noopener noreferrer">c</a>',
    );
  });
});
