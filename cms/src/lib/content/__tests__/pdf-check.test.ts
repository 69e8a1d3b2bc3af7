/** The PDF rule (../pdf-check.ts): a real PDF passes; a page, a script, a polyglot or a PDF that runs code does not. */
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfProblem } from '../pdf-check';

const ascii = (text: string) => new TextEncoder().encode(text);
const joined = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};

async function realPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('SOP Rapat', { font: await pdf.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
  return pdf.save();
}

describe('pdfProblem', () => {
  it('passes a PDF made by a PDF library, compressed or not', async () => {
    expect(pdfProblem(await realPdf())).toBeNull();
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(pdfProblem(await pdf.save({ useObjectStreams: false }))).toBeNull();
  });

  it('refuses what is not a PDF: a page, a script, a header pasted on text, a header after a prefix, nothing', async () => {
    expect(pdfProblem(ascii('<!doctype html><html><body>Halo</body></html>'))).toBe('not-pdf');
    expect(pdfProblem(ascii('#!/bin/sh\necho pwned\n%%EOF'))).toBe('not-pdf');
    expect(pdfProblem(ascii('%PDF-1.7\nalert(1)\n'))).toBe('not-pdf');
    expect(pdfProblem(joined(ascii('<html>'), await realPdf()))).toBe('not-pdf');
    expect(pdfProblem(new Uint8Array(0))).toBe('not-pdf');
  });

  it('refuses the PDF/HTML polyglot: a real PDF that also holds a page a browser would run', async () => {
    const pdf = await realPdf();
    for (const markup of [
      '<script>alert(1)</script>',
      '<HTML>',
      '<iframe src=x>',
      '<svg onload=x>',
      '<!DOCTYPE html>',
    ]) {
      expect(pdfProblem(joined(pdf, ascii(`\n${markup}\n%%EOF\n`))), markup).toBe('markup');
    }
  });

  it('refuses a PDF with an action that runs JavaScript or starts a program, also written with #xx escapes', async () => {
    const pdf = await realPdf();
    for (const action of [
      '/S /JavaScript /JS (app.alert(1))',
      '/JS 5 0 R',
      '/S /Launch /F (calc.exe)',
      '/S /J#61vaScript',
    ]) {
      expect(pdfProblem(joined(pdf, ascii(`\n9 0 obj << ${action} >> endobj\n%%EOF\n`))), action).toBe(
        'active-content',
      );
    }
    // a name that only starts like one is fine
    expect(pdfProblem(joined(pdf, ascii('\n9 0 obj << /JSONData 1 >> endobj\n%%EOF\n')))).toBeNull();
  });
});
