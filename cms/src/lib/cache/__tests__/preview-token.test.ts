/** Preview tokens (src/lib/cache/preview-token.ts): what they open, for how long, and what the edge can tell. */
import { describe, expect, it } from 'vitest';
import {
  makePreviewToken,
  previewKey,
  previewTokenMayOpen,
  previewTokenMoved,
  previewTokenOpens,
  type PreviewSubject,
} from '../preview-token';

const key = previewKey(Buffer.from('rahasia-situs-uji'));
const subject: PreviewSubject = { kind: 'berita', id: 42, slug: 'rapat-kerja', state: 'draft', epoch: 3 };
const now = new Date('2025-08-22T02:00:00.000Z');
const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);

describe('preview tokens', () => {
  const token = makePreviewToken(key, subject, inAWeek);

  it('open the item they were made for until they expire', () => {
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/);
    expect(previewTokenOpens(key, token, subject, now)).toBe(true);
    expect(previewTokenOpens(key, token, subject, new Date(inAWeek.getTime() - 1000))).toBe(true);
    expect(previewTokenOpens(key, token, subject, inAWeek)).toBe(false);
  });

  it('open nothing once the status, its epoch or the slug changed, for another item, or another kind', () => {
    expect(previewTokenOpens(key, token, { ...subject, state: 'published' }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, state: 'scheduled' }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, epoch: 4 }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, id: 43 }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, slug: 'rapat-kerja-2' }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, kind: 'kabinet', state: '' }, now)).toBe(false);
  });

  it('move with their item to its new slug, with the same expiry; nothing else moves', () => {
    const moved = previewTokenMoved(key, token, subject, 'rapat-kerja-baru', now);
    expect(moved).not.toBeNull();
    expect(previewTokenOpens(key, moved, { ...subject, slug: 'rapat-kerja-baru' }, now)).toBe(true);
    expect(previewTokenOpens(key, moved, { ...subject, slug: 'rapat-kerja-baru' }, inAWeek)).toBe(false);
    expect(previewTokenOpens(key, moved, subject, now)).toBe(false);
    expect(previewTokenMoved(key, token, { ...subject, epoch: 4 }, 'lain', now)).toBeNull();
    expect(previewTokenMoved(key, 'palsu', subject, 'lain', now)).toBeNull();
  });

  it('refuse an altered, foreign or malformed token', () => {
    const [id, epoch, expires, signature] = token.split('.');
    const later = (Number.parseInt(expires, 36) + 3600).toString(36);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      `${id}.${epoch}.${later}.${signature}`,
      `${id}.${epoch}.${expires}.${flipped}`,
      `${id}.${epoch}.${expires}.${signature.slice(1)}`,
      makePreviewToken(previewKey(Buffer.from('situs-lain')), subject, inAWeek),
      '',
      'x',
      `${token}.x`,
      token.replace(/\./g, '-'),
      `${id}.${epoch}.${expires}.${signature}${'a'.repeat(200)}`,
      undefined,
      42,
    ]) {
      expect(previewTokenOpens(key, bad, subject, now), String(bad)).toBe(false);
    }
  });
});

describe('previewTokenMayOpen (what the edge checks without the database)', () => {
  const key = previewKey(Buffer.from('rahasia situs uji'));
  const now = new Date('2026-11-23T10:00:00Z');
  const later = new Date('2026-11-30T10:00:00Z');

  it('lets through a token this site signed for this slug, whatever status its item has, until it expires', () => {
    for (const state of ['draft', 'scheduled', 'published'] as const) {
      const token = makePreviewToken(key, { kind: 'berita', id: 42, slug: 'a', state, epoch: 3 }, later);
      expect(previewTokenMayOpen(key, 'berita', token, 'a', now), state).toBe(true);
      expect(previewTokenMayOpen(key, 'berita', token, 'a', new Date(later.getTime() + 1000)), state).toBe(false);
    }
    const cabinet = makePreviewToken(key, { kind: 'kabinet', id: 7, slug: 'k-2026-2027', state: '', epoch: 0 }, later);
    expect(previewTokenMayOpen(key, 'kabinet', cabinet, 'k-2026-2027', now)).toBe(true);
  });

  it("refuses another item's token (another slug, another kind), made-up, altered or foreign tokens", () => {
    const token = makePreviewToken(key, { kind: 'berita', id: 42, slug: 'a', state: 'draft', epoch: 3 }, later);
    expect(previewTokenMayOpen(key, 'berita', token, 'b', now)).toBe(false);
    expect(previewTokenMayOpen(key, 'kabinet', token, 'a', now)).toBe(false);
    const other = previewKey(Buffer.from('rahasia situs lain'));
    for (const bad of ['', 'abc', 'a.b.c.d', `${token}x`, token.replace(/^16\./, '17.'), 'x'.repeat(200)])
      expect(previewTokenMayOpen(key, 'berita', bad, 'a', now), bad).toBe(false);
    expect(previewTokenMayOpen(other, 'berita', token, 'a', now)).toBe(false);
    expect(previewTokenMayOpen(key, 'berita', undefined, 'a', now)).toBe(false);
  });
});
