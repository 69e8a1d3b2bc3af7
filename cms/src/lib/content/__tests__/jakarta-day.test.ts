import { describe, expect, it } from 'vitest';
import { jakartaDayStart } from '../jakarta-day';

describe('jakartaDayStart', () => {
  it('is 00:00 in Jakarta (17:00 UTC the day before)', () => {
    expect(jakartaDayStart('2025-03-01')?.toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(jakartaDayStart('2024-02-29')?.toISOString()).toBe('2024-02-28T17:00:00.000Z');
    expect(jakartaDayStart('2026-01-01')?.toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });

  it('refuses what is not a real day written as YYYY-MM-DD', () => {
    for (const text of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-3-1',
      '25-03-01',
      '2025/03/01',
      '2025-03-01T00',
      'abcd-ef-gh',
      '',
      '1999-12-31',
    ])
      expect(jakartaDayStart(text), text).toBeNull();
  });
});
