import { describe, expect, it } from 'vitest';
import {
  makePreviewToken,
  previewKey,
  previewTokenId,
  previewTokenMayOpen,
  previewTokenOpens,
} from '../newsroom/preview-token';

const key = previewKey(Buffer.from('rahasia-situs-uji'));
const subject = { id: 42, status: 'draft' as const, epoch: 3 };
const now = new Date('2025-08-22T02:00:00.000Z');
const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);

describe('preview tokens', () => {
  const token = makePreviewToken(key, subject, inAWeek);

  it('open the item they were made for until they expire', () => {
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/);
    expect(previewTokenId(token)).toBe(42);
    expect(previewTokenOpens(key, token, subject, now)).toBe(true);
    expect(previewTokenOpens(key, token, subject, new Date(inAWeek.getTime() - 1000))).toBe(true);
    expect(previewTokenOpens(key, token, subject, inAWeek)).toBe(false);
  });

  it('open nothing once the status or its epoch changed, or for another item', () => {
    expect(previewTokenOpens(key, token, { ...subject, status: 'published' }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, status: 'scheduled' }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, epoch: 4 }, now)).toBe(false);
    expect(previewTokenOpens(key, token, { ...subject, id: 43 }, now)).toBe(false);
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

  it('lets through a token this site signed, whatever status its item has, until it expires', () => {
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      const token = makePreviewToken(key, { id: 42, status, epoch: 3 }, later);
      expect(previewTokenMayOpen(key, token, now), status).toBe(true);
      expect(previewTokenMayOpen(key, token, new Date(later.getTime() + 1000)), `${status} expired`).toBe(false);
    }
  });

  it('refuses made-up, altered or foreign tokens', () => {
    const token = makePreviewToken(key, { id: 42, status: 'draft', epoch: 3 }, later);
    const other = previewKey(Buffer.from('rahasia situs lain'));
    for (const bad of ['', 'abc', 'a.b.c.d', `${token}x`, token.replace(/^16\./, '17.'), 'x'.repeat(200)])
      expect(previewTokenMayOpen(key, bad, now), bad).toBe(false);
    expect(previewTokenMayOpen(other, token, now)).toBe(false);
    expect(previewTokenMayOpen(key, undefined, now)).toBe(false);
  });
});
