import { describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { HttpError } from '../../../lib/http/errors';
import { retentionCutoff } from '../jobs/retention';
import { composeDigest, digestConfigured, pickRecipient } from '../jobs/digest';
import { inboxFilters, narrowsAnything, parseInboxFilter } from '../rules/filter';
import { checkFormToken, issueFormToken, MIN_FILL_MS } from '../rules/form-token';

/** Just enough of Strapi for the functions that read configuration. */
const withConfig = (values: Record<string, unknown>) =>
  ({ config: { get: (key: string, fallback?: unknown) => values[key] ?? fallback } }) as Pick<Core.Strapi, 'config'>;

describe('retentionCutoff', () => {
  it('is the same moment `months` calendar months earlier', () => {
    expect(retentionCutoff(new Date('2026-11-23T10:15:00.000Z'), 12).toISOString()).toBe('2025-11-23T10:15:00.000Z');
    expect(retentionCutoff(new Date('2026-03-15T00:00:00.000Z'), 3).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });
  it('clamps the day to the shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(retentionCutoff(new Date('2025-02-28T08:00:00.000Z'), 12).toISOString()).toBe('2024-02-28T08:00:00.000Z');
    expect(retentionCutoff(new Date('2024-02-29T08:00:00.000Z'), 12).toISOString()).toBe('2023-02-28T08:00:00.000Z');
  });
});

describe('the digest', () => {
  const facts = {
    counts: { Kritik: 3, Saran: 1, Apresiasi: 0, Lainnya: 2 },
    unread: 9,
    inboxUrl: 'https://hmrpl.example/admin/aspirasi?status=baru',
    windowMinutes: 15,
  };

  it('holds the total, counts by category, the unread count and the link: it is written from counts alone', () => {
    const mail = composeDigest(facts);
    expect(mail.subject).toBe('[HMRPL] 6 aspirasi baru');
    expect(mail.text).toBe(
      [
        'Halo pengurus HMRPL,',
        '',
        'Ada 6 aspirasi baru sejak ringkasan terakhir:',
        '- Kritik: 3',
        '- Saran: 1',
        '- Apresiasi: 0',
        '- Lainnya: 2',
        '',
        'Aspirasi yang belum dibaca seluruhnya: 9.',
        'Buka kotak aspirasi untuk membaca dan menindaklanjutinya:',
        'https://hmrpl.example/admin/aspirasi?status=baru',
        '',
        'Ringkasan ini dikirim paling sering sekali setiap 15 menit. Demi menjaga data mahasiswa, surel ini tidak memuat nama, NIM, maupun isi aspirasi.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<a href="https://hmrpl.example/admin/aspirasi?status=baru">Buka kotak aspirasi</a>');
  });

  it('escapes the link in the HTML part', () => {
    expect(composeDigest({ ...facts, inboxUrl: 'https://x.example/"><script>' }).html).not.toContain('<script>');
  });

  it("goes to ASPIRATION_NOTIFY_TO, else the settings' contact e-mail, and is off without an SMTP host", () => {
    expect(pickRecipient('kontak@hmrpl.example', 'staf@hmrpl.example')).toBe('staf@hmrpl.example');
    expect(pickRecipient(null, ' staf@hmrpl.example ')).toBe('staf@hmrpl.example');
    expect(pickRecipient(' kontak@hmrpl.example ', '')).toBe('kontak@hmrpl.example');
    expect(pickRecipient(' ', '')).toBeNull();
    expect(pickRecipient(null, undefined)).toBeNull();
    expect(digestConfigured(withConfig({ 'server.hmrpl.smtp.host': 'smtp.example' }))).toBe(true);
    expect(digestConfigured(withConfig({ 'server.hmrpl.smtp.host': '' }))).toBe(false);
    expect(digestConfigured(withConfig({}))).toBe(false);
  });
});

describe('parseInboxFilter', () => {
  it('reads whole Jakarta days: dari at 00:00 WIB, sampai up to the next 00:00 WIB', () => {
    const filter = parseInboxFilter({ dari: '2025-03-01', sampai: '2025-03-01' });
    expect(filter.from?.toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(filter.until?.toISOString()).toBe('2025-03-01T17:00:00.000Z');
  });

  it('splits the search into lower-case words, without duplicates, at most 10, invisible characters removed', () => {
    expect(parseInboxFilter({ q: '  Diskon 50%  diskon a_b\u200B ' }).words).toEqual(['diskon', '50%', 'a_b']);
    expect(parseInboxFilter({ q: Array.from({ length: 14 }, (_, i) => `k${i}`).join(' ') }).words).toHaveLength(10);
  });

  it('refuses what it cannot read, naming each parameter', () => {
    try {
      parseInboxFilter({ status: 'x', kategori: ['Saran'], dari: '2025-02-30', q: 'x'.repeat(201) });
      throw new Error('expected 422');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).errors).toEqual({
        status: ['Status tidak valid.'],
        kategori: ['Kategori tidak valid.'],
        dari: ['Tanggal harus berformat YYYY-MM-DD.'],
        q: ['Kata pencarian maksimal 200 karakter.'],
      });
    }
  });

  it('knows whether a filter narrows anything, and builds one AND of its parts', () => {
    expect(narrowsAnything(parseInboxFilter({}))).toBe(false);
    expect(narrowsAnything(parseInboxFilter({ q: '   ' }))).toBe(false);
    expect(narrowsAnything(parseInboxFilter({ sampai: '2025-01-01' }))).toBe(true);
    expect(inboxFilters(parseInboxFilter({}))).toEqual({});
    expect(inboxFilters(parseInboxFilter({ status: 'dibaca', kategori: 'Saran', q: 'a' }))).toEqual({
      $and: [
        { status: 'dibaca' },
        { kategori: 'Saran' },
        { $or: [{ pesan: { $containsi: 'a' } }, { nama: { $containsi: 'a' } }, { nim: { $containsi: 'a' } }] },
      ],
    });
  });
});

describe('the form token', () => {
  const key = Buffer.from('kunci-uji-0123456789');
  it('tells its age, and refuses a forged, foreign or stale one', () => {
    const token = issueFormToken(key, 1_000_000);
    expect(checkFormToken(key, token, 1_000_000 + MIN_FILL_MS)).toMatchObject({ valid: true, ageMs: MIN_FILL_MS });
    expect(checkFormToken(Buffer.from('kunci-lain'), token, 1_000_000)).toEqual({ valid: false, reason: 'forged' });
    const [issued, nonce, mac] = token.split('.');
    expect(
      checkFormToken(key, `${(Number.parseInt(issued!, 36) - 60_000).toString(36)}.${nonce}.${mac}`, 1_000_000),
    ).toEqual({
      valid: false,
      reason: 'forged',
    });
    expect(checkFormToken(key, token, 1_000_000 + 25 * 3600 * 1000)).toEqual({ valid: false, reason: 'stale' });
    expect(checkFormToken(key, token, 999_000)).toEqual({ valid: false, reason: 'stale' });
    for (const bad of [undefined, '', 42, 'a.b', 'x'.repeat(500)])
      expect(checkFormToken(key, bad, 1_000_000).valid).toBe(false);
  });
});
