/** What code computing a public read tells the edge through the Koa context (src/lib/cache/answer-hints.ts). */
import { describe, expect, it } from 'vitest';
import { expireAnswerAt, expiresAtOf, reportLastPage, reportedLastPage } from '../answer-hints';

describe('the answer hints', () => {
  it('keeps the earliest time an answer stops being true, and the last page of a paged answer', () => {
    const ctx = { state: {} };
    expect(expiresAtOf(ctx)).toBe(0);
    expireAnswerAt(ctx, new Date('2026-12-01T10:00:00Z'));
    expireAnswerAt(ctx, new Date('2026-12-01T12:00:00Z'));
    expect(expiresAtOf(ctx)).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expireAnswerAt(ctx, Date.parse('2026-12-01T09:00:00Z'));
    expect(expiresAtOf(ctx)).toBe(Date.parse('2026-12-01T09:00:00Z'));
    expect(reportedLastPage(ctx)).toBeUndefined();
    reportLastPage(ctx, 4);
    expect(reportedLastPage(ctx)).toBe(4);
  });
});
