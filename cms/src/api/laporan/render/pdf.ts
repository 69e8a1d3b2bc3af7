/**
 * The cabinet report as a PDF, readable as the first draft of an LPJ: a cover with the cabinet's name and period, then
 * one section per part (its heading, its note, its table), Indonesian headings and dates, page numbers. pdf-lib with
 * its built-in Helvetica (no font is downloaded or shipped): text is kept to what that font encodes (WinAnsi). ADR 092.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportTable } from '@hmrpl/contract';
import type { ReportCabinet } from '../parts/part';
import { dayName } from '../parts/part';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TEAL = rgb(0.02, 0.27, 0.32);
const GREY = rgb(0.35, 0.4, 0.42);

/** The WinAnsi characters beyond Latin-1 that Helvetica draws; anything else becomes '?'. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    out += (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char) ? char : '?';
  }
  return out;
}

/** The lines of `text` that fit `width` at `size` (broken at spaces; a word longer than the width is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export async function reportPdf(
  cabinet: ReportCabinet,
  parts: Array<{ sheet: string; table: ReportTable }>,
  now: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Laporan Kabinet ${cabinet.name} ${cabinet.period}`));
  doc.setAuthor('HMRPL Telkom University');
  doc.setLanguage('id-ID');
  doc.setCreationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = A4[0] - 2 * MARGIN;

  // the cover
  const cover = doc.addPage(A4);
  const centered = (page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = TEAL) => {
    const safe = winAnsi(text);
    page.drawText(safe, { x: (A4[0] - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color });
  };
  centered(cover, 'LAPORAN PERTANGGUNGJAWABAN', 560, 20, bold);
  centered(cover, '(Draf otomatis dari situs HMRPL)', 535, 11, regular, GREY);
  centered(cover, `Kabinet ${cabinet.name}`, 470, 26, bold);
  centered(cover, `Periode ${cabinet.period}`, 438, 16, regular);
  centered(cover, 'Himpunan Mahasiswa Rekayasa Perangkat Lunak', 360, 12, regular, GREY);
  centered(cover, 'Telkom University', 343, 12, regular, GREY);
  centered(
    cover,
    `Cakupan: ${dayName(cabinet.from)} – ${dayName(new Date(cabinet.until.getTime() - 1))}`,
    150,
    10,
    regular,
    GREY,
  );
  centered(cover, `Dibuat pada ${dayName(now)}`, 134, 10, regular, GREY);

  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };

  parts.forEach(({ table }, index) => {
    if (index > 0) ensure(120);
    ensure(40);
    page.drawText(winAnsi(`${index + 1}. ${table.title}`), { x: MARGIN, y: y - 16, size: 15, font: bold, color: TEAL });
    y -= 30;
    if (table.note) {
      for (const line of wrap(table.note, regular, 10, contentWidth)) {
        ensure(14);
        page.drawText(line, { x: MARGIN, y: y - 10, size: 10, font: regular, color: GREY });
        y -= 14;
      }
      y -= 4;
    }
    // column widths: each column's share of its longest text, at least 40 pt
    const lengths = table.columns.map((column, col) =>
      Math.max(column.length, ...table.rows.map((row) => String(row[col] ?? '').length).slice(0, 200), 4),
    );
    const total = lengths.reduce((sum, length) => sum + Math.min(length, 40), 0);
    const widths = lengths.map((length) => Math.max(40, (Math.min(length, 40) / total) * contentWidth));
    const scale = contentWidth / widths.reduce((sum, width) => sum + width, 0);
    const cols = widths.map((width) => width * scale);
    const drawRow = (cells: Array<string | number>, font: PDFFont, shade: boolean) => {
      const wrapped = cells.map((cell, col) => wrap(String(cell), font, 9, cols[col]! - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 11 + 6;
      ensure(height);
      if (shade)
        page.drawRectangle({ x: MARGIN, y: y - height, width: contentWidth, height, color: rgb(0.9, 0.95, 0.96) });
      let x = MARGIN;
      wrapped.forEach((lines, col) => {
        lines.forEach((line, n) => page.drawText(line, { x: x + 3, y: y - 12 - n * 11, size: 9, font }));
        x += cols[col]!;
      });
      y -= height;
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + contentWidth, y },
        thickness: 0.5,
        color: rgb(0.8, 0.85, 0.86),
      });
    };
    drawRow(table.columns, bold, true);
    if (table.rows.length === 0) {
      ensure(16);
      page.drawText('Tidak ada data.', { x: MARGIN + 3, y: y - 12, size: 9, font: regular, color: GREY });
      y -= 16;
    }
    for (const row of table.rows) drawRow(row, regular, false);
    y -= 18;
  });

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    if (index === 0) return;
    const label = `Halaman ${index + 1} dari ${pages.length}`;
    p.drawText(label, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}
