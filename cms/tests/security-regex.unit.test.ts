/**
 * Every regular expression in the CMS and the SPA runs in linear time. The patterns are read from the source
 * (TypeScript's parser finds every regex literal), so a new one cannot be forgotten, and each is checked by recheck
 * (an exact ReDoS checker: it proves a pattern safe or gives an attack string). Patterns built with `new RegExp`
 * are exported and checked too; the scan fails on a `new RegExp` it has not been told about.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { COMPOSED_PATTERNS, sanitizeNewsHtml } from '../src/lib/content/sanitize-html';
import { stripTags } from '../src/lib/content/excerpt';

const repo = path.resolve(__dirname, '..', '..');
const ROOTS = ['cms/src', 'web/src', 'contract/src'];
const SKIP = new Set(['node_modules', '__tests__', 'admin', 'testing']);
/** Files allowed to build a pattern with `new RegExp`, and where the built patterns are checked. */
const COMPOSED_FILES: Record<string, RegExp[]> = { 'cms/src/lib/content/sanitize-html.ts': COMPOSED_PATTERNS };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(entry.name) && !/\.(?:test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Found {
  file: string;
  line: number;
  source: string;
  flags: string;
}

function scan(): { literals: Found[]; constructed: Array<{ file: string; line: number }> } {
  const literals: Found[] = [];
  const constructed: Array<{ file: string; line: number }> = [];
  for (const root of ROOTS) {
    for (const file of sourceFiles(path.join(repo, root))) {
      const rel = path.relative(repo, file);
      const text = readFileSync(file, 'utf8');
      const sf = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const visit = (node: ts.Node) => {
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
          const raw = node.getText();
          const end = raw.lastIndexOf('/');
          literals.push({ file: rel, line, source: raw.slice(1, end), flags: raw.slice(end + 1) });
        } else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp') {
          constructed.push({ file: rel, line });
        } else if (ts.isCallExpression(node) && node.expression.getText() === 'RegExp') {
          constructed.push({ file: rel, line });
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return { literals, constructed };
}

const { literals, constructed } = scan();

describe('every regular expression runs in linear time', () => {
  it('finds the patterns (the scan itself works)', () => {
    expect(literals.length).toBeGreaterThan(20);
    expect(literals.some((f) => f.file === 'cms/src/lib/content/sanitize-html.ts')).toBe(true);
  });

  it('builds patterns with `new RegExp` only where the built patterns are exported for this check', () => {
    expect(constructed.filter((c) => !(c.file in COMPOSED_FILES))).toEqual([]);
  });

  it('recheck proves each pattern safe (no exponential or polynomial backtracking)', () => {
    const patterns = [
      ...literals,
      ...Object.entries(COMPOSED_FILES).flatMap(([file, list]) =>
        list.map((re) => ({ file, line: 0, source: re.source, flags: re.flags })),
      ),
    ];
    const unsafe = patterns
      .map((p) => ({ ...p, result: checkSync(p.source, p.flags.replace(/[^gimsuy]/g, ''), { timeout: 10_000 }) }))
      .filter((p) => p.result.status !== 'safe')
      .map(
        (p) =>
          `${p.file}:${p.line} /${p.source}/${p.flags} -> ${p.result.status}${'attack' in p.result && p.result.attack ? ` (attack ${p.result.attack.pattern})` : ''}`,
      );
    expect(unsafe).toEqual([]);
  }, 300_000);
});

describe("the sanitizer's colour allow-list", () => {
  it('keeps the colours TinyMCE writes and drops a long hostile style value', () => {
    expect(sanitizeNewsHtml('<p><span style="color: rgb(224, 62, 45)">a</span></p>')).toBe(
      '<p><span style="color:rgb(224, 62, 45)">a</span></p>',
    );
    expect(sanitizeNewsHtml('<p><span style="color: rgba(1 2 3 / 50%)">a</span></p>')).toContain('rgba(1 2 3 / 50%)');
    expect(sanitizeNewsHtml('<p><span style="color: #e03e2d">a</span></p>')).toContain('color:#e03e2d');
    const hostile = `<p><span style="color: rgb(1${' '.repeat(50_000)}!)">a</span></p>`;
    expect(sanitizeNewsHtml(hostile)).toBe('<p><span>a</span></p>');
  });
});

describe('the linear tag stripper reads HTML as the regular expressions it replaced did', () => {
  // the replaced (quadratic) implementation, kept here as the reference on short inputs
  const reference = (html: string) =>
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template|noscript|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ' ');
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const samples = [
    '<p>Halo <strong>dunia</strong></p>',
    'a < b dan c > d',
    '<p>satu</p><!-- catatan --><p>dua</p>',
    '<script>alert(1)</script>teks<style>p{}</style>lagi',
    '<SCRIPT type="x">jahat()</script >aman',
    '<textarea><p>di dalam</p></textarea>sesudah',
    '<scripts>terlihat</scripts>',
    '<p>tanpa penutup',
    '<a href="x">tautan',
    '1 <2 dan 3> 2',
    '<<p>>',
    '</p>akhir',
    '<br/>baris<br />baru',
    '<script>tanpa akhir',
    '<style>a</script>b</style>c',
  ];
  it.each(samples)('%s', (html) => {
    expect(norm(stripTags(html))).toBe(norm(reference(html)));
  });

  it('handles 200 kB hostile texts (runs of <, <a, <!--, <script>) with the same result as expected', () => {
    expect(norm(stripTags('<'.repeat(200_000)))).toBe('<'.repeat(200_000));
    expect(norm(stripTags('<a'.repeat(100_000)))).toBe('<a'.repeat(100_000));
    expect(stripTags('<!--'.repeat(50_000)).trim()).toBe('');
    expect(norm(stripTags('<script>'.repeat(25_000) + 'x'))).toBe('x');
  });
});
