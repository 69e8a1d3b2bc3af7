/**
 * The hostile corpus (cms/tests/fixtures/hostile/xss.json, the same file the CMS suite stores) on the screens: every
 * payload is inert where it is shown (news article body, news title, the admin's aspiration table) and in the Excel
 * export (no cell is a formula: a text starting with =, +, - or @ stays text).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';
import { sanitizeArticle } from '@/lib/sanitize-article';

const corpusFile = path.resolve(__dirname, '../../../../../cms/tests/fixtures/hostile/xss.json');
const PAYLOADS = (JSON.parse(readFileSync(corpusFile, 'utf8')) as { payloads: string[] }).payloads;

/** Nothing in `root` can run script. */
function expectInertDom(root: ParentNode) {
  expect(
    root.querySelectorAll('script, iframe, object, embed, svg, math, form, base, meta, link, style, template'),
  ).toHaveLength(0);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(/^on/i);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].includes(attr.name)) {
        // what a browser ignores in a URL: white space and control characters
        const url = Array.from(attr.value)
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('');
        expect(url).not.toMatch(/^(?:javascript|vbscript|data):/i);
      }
    }
  }
}

describe(`hostile corpus (${PAYLOADS.length} payloads) on screen`, () => {
  it('the article sanitizer leaves every payload inert, even if the server had not cleaned it', () => {
    for (const payload of PAYLOADS) {
      const holder = document.createElement('div');
      holder.innerHTML = sanitizeArticle(`<p>isi</p>${payload}`);
      expectInertDom(holder);
    }
  });

  it('a news article whose title and body hold the whole corpus renders inert', async () => {
    const news = db.news[0]!;
    news.title = PAYLOADS.join(' ').slice(0, 255);
    news.content = `<p>Isi aman.</p>${PAYLOADS.join('\n')}`;
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderRoute(`/berita/${news.slug}`);
    const body = (await screen.findByText('Isi aman.')).parentElement!;
    expectInertDom(body);
    expect(body.querySelectorAll('*').length).toBeGreaterThan(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(news.title);
    expect(alert).not.toHaveBeenCalled();
  });

  it("the admin's aspiration table shows payloads as text, and the Excel export keeps formulas as text", async () => {
    signInAsAdmin();
    db.aspirations = PAYLOADS.map((payload, i) => ({
      id: 5000 - i,
      nama: payload.slice(0, 100),
      nim: null,
      kategori: 'Saran' as const,
      pesan: payload,
      isAnonim: false,
      created_at: new Date(Date.UTC(2025, 7, 25) - i * 60_000).toISOString(),
      status: 'baru' as const,
      catatan: payload.slice(0, 200),
    }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRoute('/admin/aspirasi');
    const table = await screen.findByRole('table');
    expectInertDom(table);
    expect(table.textContent).toContain(PAYLOADS[0]);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await new Response(blobs[0]!).arrayBuffer());
    const book = XLSX.read(bytes, { type: 'array', cellFormula: true });
    const sheet = book.Sheets.Responden!;
    const cells = Object.entries(sheet).filter(([key]) => !key.startsWith('!')) as Array<[string, XLSX.CellObject]>;
    expect(cells.filter(([, cell]) => cell.f !== undefined)).toEqual([]);
    expect(cells.every(([, cell]) => cell.t === 's')).toBe(true);
    const pesan = XLSX.utils.sheet_to_json<Record<string, string>>(sheet).map((row) => row.Pesan);
    expect(pesan).toEqual(PAYLOADS);
    for (const formula of PAYLOADS.filter((p) => /^[=+\-@]/.test(p))) expect(pesan).toContain(formula);
  });
});
