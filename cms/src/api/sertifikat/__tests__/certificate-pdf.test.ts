/**
 * The certificate's PDF (ADR 106): what Helvetica can draw, the size that fits (shrunk, never cut), and the PDF itself:
 * exactly one page whatever the template file holds, with a long name whole on it.
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePdf, fittedSize, imagePageSize, printableName } from '../rules/certificate-pdf';

describe('printableName', () => {
  it('keeps what WinAnsi has, drops an accent it lacks, and never drops a letter', () => {
    expect(printableName('  Siti   Nurhaliza ')).toBe('Siti Nurhaliza');
    expect(printableName('José Müller')).toBe('José Müller');
    // ş (s with cedilla) is not in WinAnsi: the letter stays, its mark goes
    expect(printableName('Ayşe Ţara')).toBe('Ayse Tara');
    expect(printableName('李 Wei')).toBe('? Wei');
  });
});

describe('fittedSize', () => {
  // a stand-in font: every character 0.5 em wide
  const widthOf = (text: string) => (size: number) => text.length * size * 0.5;

  it('keeps the chosen size when the name fits', () => {
    expect(fittedSize(widthOf('Putri Ayu'), 40, 400)).toBe(40);
  });

  it('shrinks a long name until it fits the room', () => {
    const name = 'Raden Mas Muhammad Abdurrahman Wahyu Kusumawardhana Prawirodirdjo';
    const size = fittedSize(widthOf(name), 40, 400);
    expect(size).toBeLessThan(40);
    expect(widthOf(name)(size)).toBeLessThanOrEqual(400);
  });

  it('stops at 6 pt rather than cutting the name', () => {
    expect(fittedSize(widthOf('x'.repeat(1000)), 40, 100)).toBe(6);
  });
});

describe('imagePageSize', () => {
  it('gives an image template A4’s long side, the short side by its proportions', () => {
    expect(imagePageSize(2000, 1414)).toEqual({ width: 841.89, height: 595.22 });
    expect(imagePageSize(1000, 2000)).toEqual({ width: 420.95, height: 841.89 });
  });
});

/** The texts a PDF made by pdf-lib draws: each content stream inflated, each `x y Tm <hex> Tj` with its font's size. */
function drawnTexts(pdf: Uint8Array): Array<{ text: string; size: number; x: number }> {
  const raw = Buffer.from(pdf);
  const found: Array<{ text: string; size: number; x: number }> = [];
  for (let at = raw.indexOf('stream\n'); at >= 0; at = raw.indexOf('stream\n', at + 1)) {
    const end = raw.indexOf('endstream', at);
    let content: string;
    try {
      content = inflateSync(raw.subarray(at + 7, end)).toString('latin1');
    } catch {
      continue;
    }
    let size = 0;
    for (const match of content.matchAll(/\/\S+ ([\d.]+) Tf|1 0 0 1 (-?[\d.]+) -?[\d.]+ Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
      if (match[1]) size = Number(match[1]);
      else found.push({ text: Buffer.from(match[3]!, 'hex').toString('latin1'), size, x: Number(match[2]) });
    }
  }
  return found;
}

/** A PDF template of two pages (landscape, then portrait): what a file past the upload's check could hold. */
async function twoPageTemplate(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([842, 595]);
  doc.addPage([595, 842]);
  return doc.save();
}

describe('certificatePdf', () => {
  const url = 'https://hmrpl.test/sertifikat/AbCdEfGhIjKlMnOpQrStUv';

  it('is one page, the template’s first, whatever else the template file holds', async () => {
    const layout = { kind: 'pdf' as const, bytes: await twoPageTemplate(), name_x: 0.5, name_y: 0.45, name_size: 0.1 };
    const pdf = await PDFDocument.load(await certificatePdf(layout, { nama: 'Putri Ayu', title: 'Seminar', url }));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 842, height: 595 });
  });

  it('keeps a very long name whole on its one page, and a long title in its properties only', async () => {
    const nama = 'Raden Mas Muhammad Abdurrahman Wahyu Kusumawardhana Prawirodirdjo Hadiningrat Soerjosoemarno';
    const title = `Seminar Nasional ${'Rekayasa Perangkat Lunak '.repeat(12)}`.trim();
    // the name placed near the left edge: the room around its centre is small
    const layout = { kind: 'pdf' as const, bytes: await twoPageTemplate(), name_x: 0.3, name_y: 0.5, name_size: 0.2 };
    const bytes = await certificatePdf(layout, { nama, title, url });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width } = pdf.getPage(0).getSize();
    const drawn = drawnTexts(bytes).find((t) => t.text === nama);
    expect(drawn, 'the whole name, drawn once').toBeDefined();
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    expect(drawn!.x).toBeGreaterThanOrEqual(0);
    expect(drawn!.x + font.widthOfTextAtSize(nama, drawn!.size)).toBeLessThanOrEqual(width);
    expect(drawnTexts(bytes).some((t) => t.text.includes('Rekayasa'))).toBe(false);
  });
});
