// The server's article cleaning (ADR 113): the same allow-list as the browser's, without a DOM.
import { sanitizeArticle as onServer } from '../sanitize-article.server';
import { sanitizeArticle as inBrowser } from '../sanitize-article';

describe('an article cleaned on the server', () => {
  it('keeps what the allow-list allows and drops what the browser drops', () => {
    const hostile =
      '<p style="text-align: center; position: fixed">Halo <strong>semua</strong></p><img src="javascript:alert(1)" alt="x"><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">tautan</a><a href="/berita">berita</a>';
    const server = onServer(hostile);
    expect(server).toContain('<p style="text-align:center">Halo <strong>semua</strong></p>');
    expect(server).not.toMatch(/script|javascript:|onclick|position/);
    expect(server).toContain('>berita</a>');
    // the browser's copy says the same to a reader
    const text = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html }).textContent;
    expect(text(server)).toBe(text(inBrowser(hostile)));
  });
});
