/**
 * Characters nobody types on purpose in an aspiration or a name, removed on the way in (an aspiration's nama, nim,
 * pesan, the staff's note and the inbox search; a member's nama and post; an admin account's name): they let one text
 * pose as another in the admin list, the export and the site.
 * - bidirectional controls: U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069 (a name written backwards, a NIM
 *   whose digits display in another order);
 * - zero-width and invisible characters: U+00AD, U+180E, U+200B-U+200D, U+2060-U+2064, U+FEFF (two names that look
 *   the same but differ, a NIM that is not only digits underneath);
 * - control characters other than tab and line breaks: U+0000-U+0008, U+000B, U+000C, U+000E-U+001F, U+007F-U+009F.
 * Line breaks and tabs stay (a message has paragraphs). Linear in the text's length, no regular expression.
 */

const REMOVED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0008],
  [0x000b, 0x000c],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x061c, 0x061c],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];

const isRemoved = (code: number) => REMOVED_RANGES.some(([from, to]) => code >= from && code <= to);

/** `text` without the characters listed above (every other character, emoji included, as it was). */
export function withoutInvisibleCharacters(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (!isRemoved(text.charCodeAt(i))) continue;
    out += text.slice(start, i);
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}
