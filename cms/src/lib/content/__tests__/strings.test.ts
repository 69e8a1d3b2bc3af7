import { describe, expect, it } from 'vitest';
import { withoutFirstTag, withoutTrailingSlashes } from '../strings';

describe('withoutTrailingSlashes', () => {
  it('drops every slash at the end and nothing else', () => {
    expect(withoutTrailingSlashes('https://hmrpl.example//')).toBe('https://hmrpl.example');
    expect(withoutTrailingSlashes('/berita/')).toBe('/berita');
    expect(withoutTrailingSlashes('/')).toBe('');
    expect(withoutTrailingSlashes('a/b')).toBe('a/b');
  });
});

describe('withoutFirstTag', () => {
  const html =
    '<head>\n  <title>Lama</title>\n  <meta charset="utf-8">\n  <meta name="description" content="x">\n</head>';
  it('removes the first matching element and the white space after it, whatever the case', () => {
    expect(withoutFirstTag(html, '<title>', '</title>')).toBe(
      '<head>\n  <meta charset="utf-8">\n  <meta name="description" content="x">\n</head>',
    );
    expect(withoutFirstTag(html.toUpperCase(), '<title>', '</title>')).not.toContain('LAMA');
  });
  it('skips elements the predicate refuses', () => {
    const out = withoutFirstTag(html, '<meta', '>', (tag) => tag.includes('name="description"'));
    expect(out).toContain('<meta charset="utf-8">');
    expect(out).not.toContain('description');
  });
  it('leaves the text alone when the element is missing or unclosed', () => {
    expect(withoutFirstTag('<head></head>', '<title>', '</title>')).toBe('<head></head>');
    expect(withoutFirstTag('<title>tanpa akhir', '<title>', '</title>')).toBe('<title>tanpa akhir');
  });
});
