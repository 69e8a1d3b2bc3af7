/**
 * Small string helpers that run in linear time whatever the input (no regular expression that could backtrack:
 * tests/security-regex.unit.test.ts proves every pattern in the code base linear, and these replace the ones it
 * refused).
 */

/** `value` without the slashes at its end (`https://a.b//` -> `https://a.b`). */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f) end -= 1;
  return value.slice(0, end);
}

const isSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/**
 * `html` without the first element that starts with `open` and ends with `close` (compared without case) and that
 * `matches` accepts, together with the white space after it. Used on our own index.html template.
 */
export function withoutFirstTag(
  html: string,
  open: string,
  close: string,
  matches: (tag: string) => boolean = () => true,
): string {
  const lower = html.toLowerCase();
  for (let from = 0; ;) {
    const start = lower.indexOf(open, from);
    if (start < 0) return html;
    const endAt = lower.indexOf(close, start + open.length);
    if (endAt < 0) return html;
    let end = endAt + close.length;
    if (!matches(lower.slice(start, end))) {
      from = end;
      continue;
    }
    while (end < html.length && isSpace(html.charCodeAt(end))) end += 1;
    return html.slice(0, start) + html.slice(end);
  }
}
