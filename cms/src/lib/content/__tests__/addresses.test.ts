/** What an admin pastes into Pengaturan, completed where it is clear (ADR 066). */
import { describe, expect, it } from 'vitest';
import { calendarEmbedAddress, completedAddress, isCalendarEmbed } from '../addresses';

describe('completedAddress', () => {
  it('adds https:// to a bare host and makes http:// https://', () => {
    expect(completedAddress('youtube.com/@x')).toBe('https://youtube.com/@x');
    expect(completedAddress(' www.instagram.com/hmrpl.telu/ ')).toBe('https://www.instagram.com/hmrpl.telu/');
    expect(completedAddress('//bse.telkomuniversity.ac.id')).toBe('https://bse.telkomuniversity.ac.id');
    expect(completedAddress('http://bpa.telkomuniversity.ac.id/')).toBe('https://bpa.telkomuniversity.ac.id/');
    expect(completedAddress('https://youtube.com/@x')).toBe('https://youtube.com/@x');
  });

  it('leaves what is not clearly an address for the usual checks', () => {
    for (const value of ['', 'hmrpl', 'humas@hmrpl.example', 'ftp://x.example', 'javascript:alert(1)', 'a b.com'])
      expect(completedAddress(value), value).toBe(value.trim());
  });
});

describe('calendarEmbedAddress', () => {
  const id = 'hmrpl.kalender@group.calendar.google.com';
  const embed = `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(id)}`;

  it('turns a share link, the embed code and the public iCal address into the embed address', () => {
    const cid = btoa(id).replace(/=+$/, '');
    for (const pasted of [
      `https://calendar.google.com/calendar/u/0?cid=${cid}`,
      `calendar.google.com/calendar/r?cid=${cid.replace(/\+/g, '-').replace(/\//g, '_')}`,
      `https://calendar.google.com/calendar/u/0?cid=${encodeURIComponent(id)}`,
      `<iframe src="${embed}&amp;ctz=Asia%2FJakarta" style="border: 0" width="800" height="600"></iframe>`,
      `https://calendar.google.com/calendar/ical/${encodeURIComponent(id)}/public/basic.ics`,
    ]) {
      const address = calendarEmbedAddress(pasted);
      expect(address.startsWith(embed), pasted).toBe(true);
      expect(isCalendarEmbed(address), pasted).toBe(true);
    }
  });

  it('keeps an embed address as it is, and anything else only completed', () => {
    expect(calendarEmbedAddress(`${embed}&ctz=Asia%2FJakarta`)).toBe(`${embed}&ctz=Asia%2FJakarta`);
    expect(calendarEmbedAddress('https://example.com/kalender')).toBe('https://example.com/kalender');
    expect(calendarEmbedAddress('https://calendar.google.com/calendar/u/0?cid=bukan-base64!')).toBe(
      'https://calendar.google.com/calendar/u/0?cid=bukan-base64!',
    );
  });
});
