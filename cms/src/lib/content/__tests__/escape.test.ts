import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeJsonForScript, stripXmlInvalid } from '../escape';

describe('escaping', () => {
  it('keeps attribute values and text inside their place', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&amp;`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;',
    );
  });

  it('writes JSON that cannot end its script element and parses back to the same value', () => {
    const value = { t: '</script><!-- & \u2028\u2029 >' };
    const out = escapeJsonForScript(JSON.stringify(value));
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });

  it('drops characters XML 1.0 forbids', () => {
    expect(stripXmlInvalid('a\u0000b\u000bc\td\ne')).toBe('abc\td\ne');
  });
});
