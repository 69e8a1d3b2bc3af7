/**
 * Generated portrait cards for the demo members: the initials on a coloured ground (3:4), with the name and post at
 * the bottom, as an SVG data URL. Real photos replace them by setting a member's `image` to the photo's URL.
 */
const GROUNDS = ['#0689A0', '#056a7d', '#9B328D', '#0d6efd', '#198754', '#b02a37', '#7a4fb5', '#b35c00'];

export const PORTRAIT_SIZE = { width: 300, height: 400 } as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** A font size that fits `text` in about 270 px (average glyph ≈ `ratio` of the size). */
function fit(text: string, largest: number, ratio: number): number {
  return Math.min(largest, Math.floor((270 / (text.length * ratio)) * 10) / 10);
}

export function portraitUrl(nama: string, jabatan: string, seed: number): string {
  const ground = GROUNDS[seed % GROUNDS.length];
  const { width, height } = PORTRAIT_SIZE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${ground}"/>` +
    `<circle cx="150" cy="150" r="92" fill="#fff" fill-opacity="0.18"/>` +
    `<text x="150" y="178" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#fff">${escapeXml(initialsOf(nama))}</text>` +
    `<rect y="292" width="${width}" height="108" fill="#000" fill-opacity="0.35"/>` +
    `<text x="150" y="334" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fit(nama, 21, 0.6)}" font-weight="700" fill="#fff">${escapeXml(nama)}</text>` +
    `<text x="150" y="366" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fit(jabatan, 15, 0.52)}" fill="#fff">${escapeXml(jabatan)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
