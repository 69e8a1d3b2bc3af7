import { describe, expect, it } from 'vitest';
import {
  jakartaClock,
  fromJakartaInput,
  toJakartaInput,
  JAKARTA_TIME_ZONE,
  activityOverAt,
  endOfJakartaDay,
  jakartaIsoString,
  jakartaParts,
  parseActivityTime,
} from '../jakarta-time';

describe('parseActivityTime', () => {
  it('reads a time without an offset in Asia/Jakarta', () => {
    expect(parseActivityTime('2025-12-01T09:00')?.toISOString()).toBe('2025-12-01T02:00:00.000Z');
    expect(parseActivityTime('2025-12-01 09:00:30')?.toISOString()).toBe('2025-12-01T02:00:30.000Z');
  });

  it('honours Z and explicit offsets', () => {
    expect(parseActivityTime('2025-12-01T02:00:00.000Z')?.toISOString()).toBe('2025-12-01T02:00:00.000Z');
    expect(parseActivityTime('2025-12-01T09:00+07:00')?.toISOString()).toBe('2025-12-01T02:00:00.000Z');
    expect(parseActivityTime('2025-12-01T10:00+0800')?.toISOString()).toBe('2025-12-01T02:00:00.000Z');
    expect(parseActivityTime('2025-11-30T21:00-05:00')?.toISOString()).toBe('2025-12-01T02:00:00.000Z');
  });

  it('refuses what is not a real time', () => {
    for (const text of [
      '',
      'besok',
      '2025-02-30T09:00',
      '2025-13-01T09:00',
      '2025-12-01T24:00',
      '2025-12-01',
      '12/01/2025 09:00',
      '2025-12-01T09:00+25:00',
      '1999-12-31T23:00Z',
      '2100-01-01T07:00',
      '20255-01-01T09:00',
    ]) {
      expect(parseActivityTime(text), text).toBeNull();
    }
  });
});

describe('the Jakarta clock', () => {
  it('is a fixed UTC+7 that agrees with the platform time-zone database for every month of 2000-2099', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: JAKARTA_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let year = 2000; year < 2100; year += 1) {
      for (const month of [0, 6]) {
        const date = new Date(Date.UTC(year, month, 15, 20, 30));
        const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
        const ours = jakartaParts(date);
        expect([ours.year, ours.month, ours.day, ours.hour, ours.minute]).toEqual(
          [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number),
        );
      }
    }
  });

  it('ends a day at midnight WIB, and an activity without an end at the end of its start day', () => {
    // 23:30 WIB on 1 December is 16:30 UTC; the day ends at 17:00 UTC
    expect(endOfJakartaDay(new Date('2025-12-01T16:30:00Z')).toISOString()).toBe('2025-12-01T17:00:00.000Z');
    // 06:00 WIB on 2 December (23:00 UTC on the 1st) belongs to the 2nd
    expect(endOfJakartaDay(new Date('2025-12-01T23:00:00Z')).toISOString()).toBe('2025-12-02T17:00:00.000Z');
    const start = new Date('2025-12-01T02:00:00Z');
    expect(activityOverAt(start, null).toISOString()).toBe('2025-12-01T17:00:00.000Z');
    const end = new Date('2025-12-03T10:00:00Z');
    expect(activityOverAt(start, end)).toBe(end);
  });

  it('writes an instant with the +07:00 offset', () => {
    expect(jakartaIsoString(new Date('2025-12-01T17:30:00Z'))).toBe('2025-12-02T00:30:00+07:00');
  });
});

describe('the admin forms’ datetime-local fields (WIB whatever the admin’s time zone)', () => {
  it('shows an instant as Jakarta’s wall clock, and reads a value back as the ISO time the API reads', () => {
    expect(toJakartaInput('2031-03-01T02:00:00.000Z')).toBe('2031-03-01T09:00');
    expect(toJakartaInput(new Date('2031-02-28T20:30:00Z'))).toBe('2031-03-01T03:30');
    expect([null, undefined, '', 'bukan waktu'].map(toJakartaInput)).toEqual(['', '', '', '']);
    expect(fromJakartaInput('2031-03-01T09:00')).toBe('2031-03-01T09:00:00+07:00');
    expect(new Date(fromJakartaInput('2031-03-01T09:00')!).toISOString()).toBe('2031-03-01T02:00:00.000Z');
    for (const value of ['', '2031-03-01', '2031-03-01T09:00:00', '2031-13-01T09:00', 'x'])
      expect(fromJakartaInput(value), value).toBeNull();
    expect(toJakartaInput(fromJakartaInput('2030-12-31T23:59'))).toBe('2030-12-31T23:59');
  });
});

describe('jakartaClock (the edit conflict’s HH.mm)', () => {
  it('writes the hour and minute in Asia/Jakarta, zero-padded, with a dot', () => {
    expect(jakartaClock(new Date('2025-08-25T08:05:00.000Z'))).toBe('15.05');
    // past midnight in Jakarta while it is still the day before in UTC
    expect(jakartaClock(new Date('2025-08-25T17:00:59.000Z'))).toBe('00.00');
    expect(jakartaClock(new Date('2025-08-25T16:59:00.000Z'))).toBe('23.59');
  });
});
