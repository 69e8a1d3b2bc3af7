import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText, escapeText, foldLine } from '../icalendar';

const HOSTILE = 'Rapat; kerja, "besar" \\ akhir\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:palsu\u0000\u0007';

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const zone = root.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

const event = (title: string, extra: Partial<Parameters<typeof calendarText>[0]['events'][number]> = {}) => ({
  uid: 'kegiatan-1@hmrpl.test',
  start: new Date('2025-12-01T02:00:00Z'),
  end: new Date('2025-12-01T05:30:00Z'),
  title,
  description: 'Ringkasan\n\nPendaftaran: https://forms.example.org/a?b=1,2;3',
  location: 'Lab RPL, Gedung A; lantai 2',
  url: 'https://hmrpl.test/kegiatan/rapat',
  created: new Date('2025-11-01T00:00:00Z'),
  modified: new Date('2025-11-02T00:00:00Z'),
  ...extra,
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg\u0000h\u2028i\tj')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\\ni\tj');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}🎉${'x'.repeat(80)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    for (const [i, part] of lines.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(lines.map((part, i) => (i > 0 ? part.slice(1) : part)).join('')).toBe(line);
  });
});

describe('calendarText', () => {
  it('is RFC 5545 that ical.js reads back, with the times in Asia/Jakarta and every line CRLF and at most 75 octets', () => {
    const text = calendarText({ name: 'Kegiatan, HMRPL', events: [event('Workshop React')] });
    expect(text).toContain('\r\nX-WR-CALNAME:Kegiatan\\, HMRPL\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;TZID=Asia/Jakarta:20251201T090000\r\n');
    expect(text).toContain('DTEND;TZID=Asia/Jakarta:20251201T123000\r\n');

    const { root, events } = parse(text);
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Jakarta');
    expect(events).toHaveLength(1);
    const [e] = events;
    expect(e!.summary).toBe('Workshop React');
    expect(e!.location).toBe('Lab RPL, Gedung A; lantai 2');
    expect(e!.description).toBe('Ringkasan\n\nPendaftaran: https://forms.example.org/a?b=1,2;3');
    expect(e!.startDate.zone.tzid).toBe('Asia/Jakarta');
    expect([e!.startDate.hour, e!.startDate.minute]).toEqual([9, 0]);
    expect(e!.startDate.toJSDate().toISOString()).toBe('2025-12-01T02:00:00.000Z');
    expect(e!.endDate.toJSDate().toISOString()).toBe('2025-12-01T05:30:00.000Z');
    expect(e!.uid).toBe('kegiatan-1@hmrpl.test');
  });

  it('keeps a hostile title one escaped value: one event, the text intact', () => {
    const text = calendarText({
      name: 'x',
      events: [event(HOSTILE), event('Kedua', { uid: 'kegiatan-2@hmrpl.test' })],
    });
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\r\nSUMMARY:palsu');
    const { events } = parse(text);
    expect(events.map((e) => e.summary)).toEqual([
      'Rapat; kerja, "besar" \\ akhir\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:palsu',
      'Kedua',
    ]);
  });

  it('writes an activity without an end as a point in time (no DTEND)', () => {
    const text = calendarText({ name: 'x', events: [event('Tanpa akhir', { end: null })] });
    expect(text).not.toContain('DTEND');
    const [e] = parse(text).events;
    expect(e!.startDate.toJSDate().toISOString()).toBe('2025-12-01T02:00:00.000Z');
  });
});
