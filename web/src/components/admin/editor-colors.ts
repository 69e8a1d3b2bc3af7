/**
 * The text colours the news editor offers, and no others (no custom colour picker): each one is readable on the
 * article's white background (contrast 4.5:1 or more, WCAG AA), so a coloured word never fails a visitor.
 */
export const EDITOR_COLORS: ReadonlyArray<readonly [hex: string, name: string]> = [
  ['333333', 'Hitam'],
  ['056A7D', 'Teal HMRPL'],
  ['9B328D', 'Ungu kabinet'],
  ['0A58CA', 'Biru'],
  ['146C43', 'Hijau'],
  ['B02A37', 'Merah'],
  ['A04C00', 'Oranye'],
];

/** TinyMCE's `color_map`: hex and name, flattened. */
export const EDITOR_COLOR_MAP: string[] = EDITOR_COLORS.flatMap(([hex, name]) => [hex, name]);
