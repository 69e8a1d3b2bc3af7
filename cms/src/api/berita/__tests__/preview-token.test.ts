import { describe, expect, it } from 'vitest';
import { makePreviewToken, previewKey, previewTokenId, previewTokenOpens } from '../newsroom/preview-token';

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
