import { describe, expect, it } from 'vitest';
import { inspectPdfBytes } from '../pdf-type';
import { htmlNamedPdf, pdfBytes, polyglotPdf, scriptedPdf } from '../../../../tests/fixtures/pdf';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('inspectPdfBytes: a PDF by its content', () => {
  it('takes a real PDF', () => {
    expect(inspectPdfBytes(pdfBytes())).toEqual({ pdf: true });
  });

  it('takes one whose compressed streams happen to hold short names and tags', () => {
    const pdf = Buffer.from(pdfBytes()).toString('latin1');
    const noisy = pdf.replace('BT /F1', '/JS <a href /Launch <img BT /F1');
    expect(inspectPdfBytes(latin1(noisy))).toEqual({ pdf: true });
  });

  it('refuses anything that does not begin with the PDF header at its first byte', () => {
    expect(inspectPdfBytes(latin1('hello %PDF-1.4\n%%EOF'))).toEqual({ pdf: false, reason: 'header' });
    expect(inspectPdfBytes(latin1('<html>%PDF-1.4\n%%EOF'))).toEqual({ pdf: false, reason: 'header' });
    expect(inspectPdfBytes(latin1('#!/bin/sh\nrm -rf /'))).toEqual({ pdf: false, reason: 'header' });
    expect(inspectPdfBytes(new Uint8Array())).toEqual({ pdf: false, reason: 'header' });
  });

  it('refuses a cut-off file (no %%EOF at its end)', () => {
    expect(inspectPdfBytes(htmlNamedPdf())).toEqual({ pdf: false, reason: 'eof' });
  });

  it('refuses a PDF/HTML polyglot, whatever the case of its tags', () => {
    expect(inspectPdfBytes(polyglotPdf())).toEqual({ pdf: false, reason: 'html' });
    const upper = Buffer.from(pdfBytes()).toString('latin1').replace('%PDF-1.4\n', '%PDF-1.4\n<SCRIPT>x</SCRIPT>\n');
    expect(inspectPdfBytes(latin1(upper))).toEqual({ pdf: false, reason: 'html' });
  });

  it('refuses a PDF that runs JavaScript when opened', () => {
    expect(inspectPdfBytes(scriptedPdf())).toEqual({ pdf: false, reason: 'active' });
  });
});
