/**
 * Demo pictures drawn at seed time: SVG in the association's palette, rendered by sharp to WebP or PNG.
 * Nothing is downloaded and no binary is committed.
 */
import { writeFile } from 'fs/promises';
import path from 'path';
import sharp from 'sharp';

const PALETTE = {
  teal: '#0689A0',
  tealDark: '#056a7d',
  cyan: '#00a5cf',
  magenta: '#9B328D',
  green: '#1abc9c',
  red: '#dc3545',
  orange: '#fd7e14',
  blue: '#0d6efd',
  emerald: '#198754',
  ink: '#1f2937',
} as const;

/** Pairs of gradient colours, picked in turn so neighbouring pictures differ. */
const GRADIENTS: [string, string][] = [
  [PALETTE.teal, PALETTE.cyan],
  [PALETTE.magenta, PALETTE.teal],
  [PALETTE.cyan, PALETTE.green],
  [PALETTE.tealDark, PALETTE.magenta],
  [PALETTE.blue, PALETTE.cyan],
  [PALETTE.emerald, PALETTE.teal],
  [PALETTE.magenta, PALETTE.orange],
  [PALETTE.teal, PALETTE.blue],
];

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into lines of at most `width` characters (on words). */
function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[.,;:]?$/, '')}…`;
    return kept;
  }
  return lines;
}

/** A four-petal star, the cabinet's mark, centred on (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string, opacity: number): string {
  const k = r * 0.28;
  const d = `M ${cx} ${cy - r} Q ${cx + k} ${cy - k} ${cx + r} ${cy} Q ${cx + k} ${cy + k} ${cx} ${cy + r} Q ${cx - k} ${cy + k} ${cx - r} ${cy} Q ${cx - k} ${cy - k} ${cx} ${cy - r} Z`;
  return `<path d="${d}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

interface BannerOptions {
  width: number;
  height: number;
  title: string;
  /** Small text above the title (e.g. the section or a date). */
  kicker?: string;
  /** Text at the bottom (e.g. the association). */
  footer?: string;
  /** Index into the gradient list. */
  variant: number;
}

/** A landscape or portrait banner: gradient ground, soft circles, the four-petal star and the title. */
export function bannerSvg({ width, height, title, kicker, footer, variant }: BannerOptions): string {
  const [from, to] = GRADIENTS[variant % GRADIENTS.length];
  const portrait = height > width;
  const titleSize = Math.round(width / (portrait ? 13 : 20));
  const lines = wrapWords(title, portrait ? 16 : 28, portrait ? 5 : 3);
  const lineHeight = Math.round(titleSize * 1.2);
  const blockTop = Math.round(height / 2 - (lines.length * lineHeight) / 2 + titleSize * 0.8);
  const pad = Math.round(width * 0.07);
  const seed = variant * 97;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = (((seed + i * 331) % 100) / 100) * width;
      const cy = (((seed * 3 + i * 157) % 100) / 100) * height;
      const r = (0.18 + ((seed + i * 53) % 20) / 100) * Math.max(width, height);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="0.08"/>`;
    })
    .join('');
  const text = lines
    .map(
      (line, i) =>
        `<text x="${pad}" y="${blockTop + i * lineHeight}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${circles}
  ${star(width - pad * 1.6, pad * 1.6, pad, '#ffffff', 0.85)}
  <g font-family="${FONT}" fill="#ffffff">
    ${kicker ? `<text x="${pad}" y="${pad + titleSize * 0.4}" font-size="${Math.round(titleSize * 0.45)}" font-weight="700" letter-spacing="3">${escapeXml(kicker.toUpperCase())}</text>` : ''}
    ${text}
    ${footer ? `<text x="${pad}" y="${height - pad * 0.7}" font-size="${Math.round(titleSize * 0.42)}" fill-opacity="0.9">${escapeXml(footer)}</text>` : ''}
  </g>
</svg>`;
}

/** Renders an SVG to a file (JPEG, PNG or WebP by extension) and answers its size in bytes. */
export async function renderSvg(svg: string, file: string): Promise<number> {
  const image = sharp(Buffer.from(svg));
  const ext = path.extname(file);
  const buffer =
    ext === '.png'
      ? await image.png({ compressionLevel: 6 }).toBuffer()
      : ext === '.webp'
        ? await image.webp({ quality: 82 }).toBuffer()
        : await image.jpeg({ quality: 85 }).toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}
