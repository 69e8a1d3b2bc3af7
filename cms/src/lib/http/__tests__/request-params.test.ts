import { describe, expect, it } from 'vitest';
import { clampedInt, hasParam, idParam, isSlug, pageParam, paging, stringField, stringList } from '../request-params';

describe('pageParam', () => {
  it('reads positive integers', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
  });

  it('answers 1 for anything else', () => {
    for (const value of [undefined, '', '0', '-2', 'abc', '2.5', '1e400', {}, null]) expect(pageParam(value)).toBe(1);
  });
});

describe('clampedInt', () => {
  const limit = (value: unknown) => clampedInt(value, { min: 1, max: 100, fallback: 6 });
  it('clamps into range and falls back for junk', () => {
    expect(limit('1000')).toBe(100);
    expect(limit('0')).toBe(1);
    expect(limit('12')).toBe(12);
    expect(limit('abc')).toBe(6);
    expect(limit(undefined)).toBe(6);
    expect(limit('')).toBe(6);
  });
});

describe('idParam', () => {
  it('reads only plain positive integers', () => {
    expect(idParam('42')).toBe(42);
    for (const value of ['0', '-1', '1.5', 'abc', '01', '', undefined, '99999999999999999999'])
      expect(idParam(value)).toBeNull();
  });

  it('stops at the largest id an integer column holds', () => {
    expect(idParam('2147483647')).toBe(2147483647);
    expect(idParam('2147483648')).toBeNull();
  });
});

describe('isSlug', () => {
  it('accepts what a slug can hold and nothing else', () => {
    for (const value of ['rapat-kerja-2025', 'Rapat_Kerja.2025~x', 'a']) expect(isSlug(value)).toBe(true);
    for (const value of ['', 'a b', 'a/b', 'a\u0000b', 'x'.repeat(256), undefined, 42])
      expect(isSlug(value)).toBe(false);
  });
});

describe('paging', () => {
  it('follows Laravel: last_page at least 1, offset from the page', () => {
    expect(paging(1, 7, 0)).toMatchObject({ lastPage: 1, offset: 0 });
    expect(paging(2, 7, 15)).toMatchObject({ lastPage: 3, offset: 7 });
    expect(paging(9, 7, 15)).toMatchObject({ page: 9, lastPage: 3 });
  });
});

describe('form fields', () => {
  it('reads strings only', () => {
    expect(stringField({ title: 'a' }, 'title')).toBe('a');
    expect(stringField({ title: ['a', 'b'] }, 'title')).toBeUndefined();
    expect(stringField(undefined, 'title')).toBeUndefined();
  });

  it('reads repeated fields in order', () => {
    expect(stringList({ captions: ['a', 'b'] }, 'captions')).toEqual(['a', 'b']);
    expect(stringList({ captions: 'a' }, 'captions')).toEqual(['a']);
    expect(stringList({ 'captions[]': ['a'] }, 'captions')).toEqual(['a']);
    expect(stringList({ captions: { 0: 'a', 1: { x: 1 } } }, 'captions')).toEqual(['a', null]);
    expect(stringList({}, 'captions')).toEqual([]);
  });

  it('knows when a parameter was sent', () => {
    expect(hasParam('1')).toBe(true);
    expect(hasParam('')).toBe(false);
    expect(hasParam(undefined)).toBe(false);
  });
});
