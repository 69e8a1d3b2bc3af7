/**
 * News search (GET /api/berita?q=...): an item matches when its title or text contains every word of the query,
 * whatever the case and accents. Both sides are folded the same way: the stored `search_text` (title + the text of the
 * content, written on every save) and each word of `q`. The database then only compares plain substrings (`instr` /
 * `strpos`, no LIKE pattern), so `%`, `_`, quotes and backslashes are ordinary characters and SQLite and PostgreSQL
 * give the same answer.
 */
import type { NewsroomLimits } from '@hmrpl/contract';
import { htmlToText } from './excerpt';
import { foldAccents } from './slug';

const SEARCH_LIMITS: Pick<NewsroomLimits, 'searchMaxLength' | 'searchMaxWords'> = {
  searchMaxLength: 200,
  searchMaxWords: 10,
};

/** Lowercase, without accents or other combining marks, runs of white space as one space. */
export function foldForSearch(text: string): string {
  return foldAccents(text)
    .replace(/\p{M}+/gu, '')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

/**
 * What is stored beside an item to search in: the distinct words of its title and the text of its HTML, folded, in
 * order of first appearance. A query word holds no space, so it occurs in the text exactly when it occurs in one of
 * its words: keeping each word once finds the same items in less text to read.
 */
export function searchableText(title: string, html: string): string {
  return [...new Set(foldForSearch(`${title} ${htmlToText(html)}`).split(' '))].join(' ');
}

/**
 * The words of a `q` parameter (the first one when repeated), folded, without repeats: at most 10 words of its first
 * 200 characters. None: no search.
 */
export function searchWords(q: unknown): string[] {
  const text = Array.isArray(q) ? q[0] : q;
  if (typeof text !== 'string') return [];
  const words = foldForSearch(text.slice(0, SEARCH_LIMITS.searchMaxLength)).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_LIMITS.searchMaxWords);
}
