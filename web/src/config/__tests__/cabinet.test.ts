/**
 * The cabinet's name lives in src/config/cabinet.ts; index.html (read before any script runs: search engines, link
 * previews) cannot import it, so this test keeps the two in step when next year's cabinet takes over.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cabinet } from '@/config/cabinet';

const indexHtml = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');

describe('the cabinet of the year', () => {
  it("is the one index.html's description names", () => {
    const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(indexHtml)?.[1] ?? '';
    expect(description).toContain(`Kabinet ${cabinet.name} ${cabinet.period}`);
  });

  it('has a name, a period of two consecutive years that holds its year, and a mission', () => {
    expect(cabinet.name.trim()).not.toBe('');
    const [from, to] = cabinet.period.split('/').map(Number);
    expect(to - from).toBe(1);
    expect(cabinet.year === from || cabinet.year === to).toBe(true);
    expect(cabinet.missions.length).toBeGreaterThan(0);
  });
});
