/**
 * The founding cabinet's pictures as they were drawn for the site (the association's real files replace them in
 * /admin, Kelola Kabinet): the four-petal star of its logo and its organisation chart, as SVG text. The seed renders
 * them to raster images (the upload rules take PNG, JPEG and WebP only) at twice their drawn size, for sharp screens.
 * Also the generated portraits of the demo members: the initials on a coloured ground (3:4), name and post below.
 */

/** 160 x 160. */
export const FOUNDING_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs>
    <linearGradient id="petal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#9B328D"/>
      <stop offset="1" stop-color="#00a5cf"/>
    </linearGradient>
  </defs>
  <path d="M80 6 C92 52 108 68 154 80 C108 92 92 108 80 154 C68 108 52 92 6 80 C52 68 68 52 80 6 Z" fill="url(#petal)"/>
  <path d="M80 40 C85 66 94 75 120 80 C94 85 85 94 80 120 C75 94 66 85 40 80 C66 75 75 66 80 40 Z" fill="#fff" opacity="0.9"/>
  <circle cx="80" cy="80" r="9" fill="#9B328D"/>
</svg>`;

/** 1200 x 600. */
export const FOUNDING_CHART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600" font-family="Arial, Helvetica, sans-serif">
<rect width="1200" height="600" fill="#f8f9fa"/>
<text x="600.0" y="585" text-anchor="middle" font-size="14" fill="#555">Badan Pengurus Harian HMRPL 2025 · Kabinet SYVELTA</text>
<path d="M600 94 V112.0 H600 V130" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M600 194 V217.0 H240 V240" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M600 194 V217.0 H600 V240" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M600 194 V217.0 H960 V240" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M190.0 424 V452.0 H86.66666666666666 V480" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M190.0 424 V452.0 H189.99999999999997 V480" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M190.0 424 V452.0 H293.3333333333333 V480" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M610.0 424 V452.0 H532.5 V480" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M610.0 424 V452.0 H687.5 V480" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M1010.0 424 V452.0 H1010.0 V480" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M600 194 V335 H190 V360" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M600 194 V335 H610 V360" fill="none" stroke="#6c757d" stroke-width="2"/><path d="M600 194 V335 H1010 V360" fill="none" stroke="#6c757d" stroke-width="2"/>
<rect x="500" y="30" width="200" height="64" rx="10" fill="#0689A0"/><text x="600.0" y="58.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Ketua Himpunan</text><text x="600.0" y="80.0" text-anchor="middle" font-size="13" fill="#fff">Kabinet SYVELTA</text><rect x="500" y="130" width="200" height="64" rx="10" fill="#0689A0"/><text x="600.0" y="158.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Wakil Ketua</text><text x="600.0" y="180.0" text-anchor="middle" font-size="13" fill="#fff">Himpunan</text><rect x="140" y="240" width="200" height="64" rx="10" fill="#056a7d"/><text x="240.0" y="268.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Sekretaris I &amp; II</text><text x="240.0" y="290.0" text-anchor="middle" font-size="13" fill="#fff">Kesekretariatan</text><rect x="500" y="240" width="200" height="64" rx="10" fill="#056a7d"/><text x="600.0" y="268.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Bendahara I &amp; II</text><text x="600.0" y="290.0" text-anchor="middle" font-size="13" fill="#fff">Keuangan</text><rect x="860" y="240" width="200" height="64" rx="10" fill="#056a7d"/><text x="960.0" y="268.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Manajerial</text><text x="960.0" y="290.0" text-anchor="middle" font-size="13" fill="#fff">Kepala &amp; Wakil</text><rect x="40" y="360" width="300" height="64" rx="10" fill="#9B328D"/><text x="190.0" y="388.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Departemen Internal</text><text x="190.0" y="410.0" text-anchor="middle" font-size="13" fill="#fff">Kepala Departemen</text><rect x="40.0" y="480" width="93.33333333333333" height="70" rx="8" fill="#fff" stroke="#1abc9c" stroke-width="2"/><text x="86.66666666666666" y="510" text-anchor="middle" font-size="13" font-weight="700" fill="#333">Divisi</text><text x="86.66666666666666" y="530" text-anchor="middle" font-size="11" fill="#333">Kaderisasi</text><rect x="143.33333333333331" y="480" width="93.33333333333333" height="70" rx="8" fill="#fff" stroke="#1abc9c" stroke-width="2"/><text x="189.99999999999997" y="510" text-anchor="middle" font-size="13" font-weight="700" fill="#333">Divisi</text><text x="189.99999999999997" y="530" text-anchor="middle" font-size="11" fill="#333">PSDM</text><rect x="246.66666666666666" y="480" width="93.33333333333333" height="70" rx="8" fill="#fff" stroke="#1abc9c" stroke-width="2"/><text x="293.3333333333333" y="510" text-anchor="middle" font-size="13" font-weight="700" fill="#333">Divisi</text><text x="293.3333333333333" y="530" text-anchor="middle" font-size="11" fill="#333">Akademik &amp; Riset</text><rect x="460" y="360" width="300" height="64" rx="10" fill="#9B328D"/><text x="610.0" y="388.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Departemen Eksternal</text><text x="610.0" y="410.0" text-anchor="middle" font-size="13" fill="#fff">Kepala Departemen</text><rect x="460.0" y="480" width="145.0" height="70" rx="8" fill="#fff" stroke="#1abc9c" stroke-width="2"/><text x="532.5" y="510" text-anchor="middle" font-size="13" font-weight="700" fill="#333">Divisi</text><text x="532.5" y="530" text-anchor="middle" font-size="11" fill="#333">Relasi Eksternal</text><rect x="615.0" y="480" width="145.0" height="70" rx="8" fill="#fff" stroke="#1abc9c" stroke-width="2"/><text x="687.5" y="510" text-anchor="middle" font-size="13" font-weight="700" fill="#333">Divisi</text><text x="687.5" y="530" text-anchor="middle" font-size="11" fill="#333">Kerjasama &amp; Kewirausahaan</text><rect x="860" y="360" width="300" height="64" rx="10" fill="#9B328D"/><text x="1010.0" y="388.0" text-anchor="middle" font-size="17" font-weight="700" fill="#fff">Departemen Media Kreatif</text><text x="1010.0" y="410.0" text-anchor="middle" font-size="13" fill="#fff">Kepala Departemen</text><rect x="860.0" y="480" width="300.0" height="70" rx="8" fill="#fff" stroke="#1abc9c" stroke-width="2"/><text x="1010.0" y="510" text-anchor="middle" font-size="13" font-weight="700" fill="#333">Divisi</text><text x="1010.0" y="530" text-anchor="middle" font-size="11" fill="#333">Komunikasi &amp; Informasi</text>
</svg>`;

const GROUNDS = ['#0689A0', '#056a7d', '#9B328D', '#0d6efd', '#198754', '#b02a37', '#7a4fb5', '#b35c00'];
const PORTRAIT_SIZE = { width: 300, height: 400 } as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** A font size that fits `text` in about 270 px (average glyph about `ratio` of the size). */
function fit(text: string, largest: number, ratio: number): number {
  return Math.min(largest, Math.floor((270 / (text.length * ratio)) * 10) / 10);
}

/** A demo member's portrait (300 x 400), the ground picked by `seed`. */
export function portraitSvg(nama: string, jabatan: string, seed: number): string {
  const ground = GROUNDS[seed % GROUNDS.length];
  const { width, height } = PORTRAIT_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${ground}"/>` +
    `<circle cx="150" cy="150" r="92" fill="#fff" fill-opacity="0.18"/>` +
    `<text x="150" y="178" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#fff">${escapeXml(initialsOf(nama))}</text>` +
    `<rect y="292" width="${width}" height="108" fill="#000" fill-opacity="0.35"/>` +
    `<text x="150" y="334" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fit(nama, 21, 0.6)}" font-weight="700" fill="#fff">${escapeXml(nama)}</text>` +
    `<text x="150" y="366" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fit(jabatan, 15, 0.52)}" fill="#fff">${escapeXml(jabatan)}</text>` +
    `</svg>`
  );
}
