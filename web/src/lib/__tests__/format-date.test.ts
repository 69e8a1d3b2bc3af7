/** Dates as the association reads them: Asia/Jakarta, whatever the browser's own zone. */
import { describe, expect, it } from 'vitest';
import { jakartaYear } from '@/lib/format-date';

describe('jakartaYear (the footer’s ©)', () => {
  it('is the year in Jakarta, not in UTC or the cabinet’s period', () => {
    // November 2026: the cabinet 2024/2025 may still be active, the © says 2026
    expect(jakartaYear(new Date('2026-11-25T03:00:00.000Z'))).toBe('2026');
    // New Year's Eve 20:00 UTC is already 1 January, 03:00, in Jakarta
    expect(jakartaYear(new Date('2026-12-31T20:00:00.000Z'))).toBe('2027');
    expect(jakartaYear(new Date('2026-12-31T16:59:59.000Z'))).toBe('2026');
  });
});
