/**
 * News slugs: made once from the title, never changed afterwards (shared links keep working).
 * `Rapat Kerja 2025` -> `rapat-kerja-2025`; a taken slug gets `-2`, `-3`, ...
 */

/** Longest slug we make (the base, before any `-n` suffix). */
export const SLUG_MAX_LENGTH = 200;

/** Used when a title has no letter or digit at all (e.g. only emoji); other content passes its own word. */
export const FALLBACK_SLUG = 'berita';

/** Letters that NFKD does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/**
 * Lowercase, accents dropped (`Café` -> `cafe`, `Straße` -> `strasse`): the folding slugs and news search share, so a
 * word matches whatever its case and accents.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch);
}

/** `s` without leading and trailing dashes (a loop: `/^-+|-+$/g` is quadratic on a long run of dashes). */
function trimDashes(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s[start] === '-') start += 1;
  while (end > start && s[end - 1] === '-') end -= 1;
  return s.slice(start, end);
}

/**
 * Lowercase ASCII words joined by `-`: accents are dropped (`Café` -> `cafe`), `&` reads `dan` as in
 * Indonesian (`Kerjasama & Kewirausahaan` -> `kerjasama-dan-kewirausahaan`), anything else that is not a
 * letter or a digit separates words. Apostrophes join (`Jum'at` -> `jumat`).
 */
export function slugify(title: string, fallback: string = FALLBACK_SLUG): string {
  const ascii = foldAccents(title).replace(/&/g, ' dan ').replace(/['’`]/g, '');

  let slug = trimDashes(ascii.replace(/[^a-z0-9]+/g, '-'));

  if (slug.length > SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_MAX_LENGTH);
    const lastDash = cut.lastIndexOf('-');
    slug = trimDashes(lastDash > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastDash) : cut);
  }

  return slug || fallback;
}

/**
 * Slugs that a route takes: `GET /api/berita/terbaru` is the latest-news list, so an article with the slug `terbaru`
 * could never be opened; `/api/prestasi/formulir` is the achievement form's token and `/prestasi/kirim` its page.
 * tests/security-slug.int.test.ts reads every literal `/api/berita/<word>` and `/api/prestasi/<word>` route from
 * Strapi's router and fails when one is missing here.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['terbaru', 'formulir', 'kirim']);

/**
 * The first free slug among `base`, `base-2`, `base-3`, ... `isTaken` answers for the whole set of
 * candidates at once (one query), so a long run of collisions still costs few round trips.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (candidates: string[]) => Promise<Set<string>>,
): Promise<string> {
  const batch = 20;
  for (let start = 1; ; start += batch) {
    const candidates = Array.from({ length: batch }, (_, i) => (start + i === 1 ? base : `${base}-${start + i}`));
    const taken = await isTaken(candidates);
    const free = candidates.find((candidate) => !taken.has(candidate) && !RESERVED_SLUGS.has(candidate));
    if (free) return free;
  }
}
