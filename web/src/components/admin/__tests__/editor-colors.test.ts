import { describe, expect, it } from 'vitest';
import { EDITOR_COLORS } from '@/components/admin/editor-colors';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('the news editor’s text colours', () => {
  it('are each readable on the article’s white (4.5:1 or more)', () => {
    for (const [hex, name] of EDITOR_COLORS) {
      const contrast = 1.05 / (luminance(hex) + 0.05);
      expect(contrast, `${name} #${hex}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('tells a failing colour apart (the palette’s old teal is 4.1:1)', () => {
    expect(1.05 / (luminance('0689A0') + 0.05)).toBeLessThan(4.5);
  });
});
