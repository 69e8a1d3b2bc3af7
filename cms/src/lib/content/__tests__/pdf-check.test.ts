/**
 * The PDF rule (../pdf-check.ts, ADR 118): a real PDF passes, a scan's compressed bytes too; a page, a script, a
 * polyglot or a PDF that runs code does not.
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfProblem } from '../pdf-check';
import { htmlNamedPdf, pdfBytes, polyglotPdf, scriptedPdf } from '../../../../tests/fixtures/pdf';

const ascii = (text: string) => new TextEncoder().encode(text);
const joined = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};

/**
 * A scan as a scanner writes it: one page image whose JPEG bytes are high-entropy (here `size` bytes of a seeded
 * generator, the same every run), in a stream with its dictionary, then the trailer.
 */
function scanPdf(size: number, seed: number): Uint8Array {
  let state = seed;
  const body = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    body[i] = state >>> 24;
  }
  return joined(
    ascii(`%PDF-1.4\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${size} >>\nstream\n`),
    body,
    ascii('\nendstream\nendobj\ntrailer\n<< /Root 2 0 R >>\n%%EOF\n'),
  );
}

/** The bytes as Latin-1 text (one character per byte). */
const text = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

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

  it("passes a scan: short names a compressed stream holds by chance are not actions (a 10 MB proof's bytes)", () => {
    const scan = scanPdf(10 * 1024 * 1024, 7919);
    // these bytes hold `/JS` (any case) as a whole name by chance, which a rule looking into streams would refuse
    expect(text(scan).match(/\/[Jj][Ss](?![A-Za-z0-9_.+#-])/g)?.length ?? 0).toBeGreaterThan(0);
    expect(pdfProblem(scan)).toBeNull();
    for (const seed of [1, 2, 3, 4, 5]) expect(pdfProblem(scanPdf(1024 * 1024, seed)), `seed ${seed}`).toBeNull();
    // the short names, written plainly into a real document's content stream
    const noisy = text(pdfBytes()).replace('BT /F1', '/JS /xfa <a href <imgs BT /F1');
    expect(pdfProblem(ascii(noisy))).toBeNull();
  });

  it('refuses an action hidden in a stream: the long names anywhere, a stream never closed hides nothing', () => {
    const pdf = text(pdfBytes());
    expect(pdfProblem(ascii(pdf.replace('BT /F1', '/S /JavaScript BT /F1')))).toBe('active-content');
    expect(pdfProblem(ascii(pdf.replace('BT /F1', '/Launch BT /F1')))).toBe('active-content');
    expect(pdfProblem(ascii(pdf.replace('BT /F1', '/EmbeddedFile BT /F1')))).toBe('active-content');
    const unclosed = pdf.replace('%%EOF', '9 0 obj << /Length 1 >>\nstream\nx 10 0 obj << /JS 5 0 R >> endobj\n%%EOF');
    expect(pdfProblem(ascii(unclosed))).toBe('active-content');
  });

  it('refuses what is not a PDF: a page, a script, a header pasted on text, a header after a prefix, nothing', async () => {
    expect(pdfProblem(ascii('<!doctype html><html><body>Halo</body></html>'))).toBe('not-pdf');
    expect(pdfProblem(ascii('#!/bin/sh\necho pwned\n%%EOF'))).toBe('not-pdf');
    expect(pdfProblem(ascii('%PDF-1.7\nalert(1)\n'))).toBe('not-pdf');
    expect(pdfProblem(joined(ascii('<html>'), await realPdf()))).toBe('not-pdf');
    expect(pdfProblem(new Uint8Array(0))).toBe('not-pdf');
    expect(pdfProblem(ascii('hello %PDF-1.4\n%%EOF\n........'))).toBe('not-pdf');
    // a cut-off file: no %%EOF at its end
    expect(pdfProblem(htmlNamedPdf())).toBe('not-pdf');
  });

  it('refuses the PDF/HTML polyglot: a real PDF that also holds a page a browser would run', async () => {
    const pdf = await realPdf();
    for (const markup of [
      '<script>alert(1)</script>',
      '<HTML>',
      '<iframe src=x>',
      '<svg onload=x>',
      '<!DOCTYPE html>',
      '<img src=x onerror=alert(1)>',
      '<SCRIPT>x</SCRIPT>',
      '<?php echo 1; ?>',
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
    expect(pdfProblem(polyglotPdf())).toBe('markup');
    expect(pdfProblem(scriptedPdf())).toBe('active-content');
    for (const action of [
      '/S /RichMedia',
      '/EmbeddedFiles << /Names [] >> /EF << /F 7 0 R /Type /EmbeddedFile >>',
      '/XFA 8 0 R',
    ])
      expect(pdfProblem(joined(pdf, ascii(`\n9 0 obj << ${action} >> endobj\n%%EOF\n`))), action).toBe(
        'active-content',
      );
    // a name that only starts like one is fine
    expect(pdfProblem(joined(pdf, ascii('\n9 0 obj << /JSONData 1 >> endobj\n%%EOF\n')))).toBeNull();
  });
});
