/**
 * One certificate as a PDF (ADR 106): the activity's template (an image drawn over a whole page, or the one page of a
 * PDF template copied as it is), the name centred at its place in Helvetica Bold at the chosen size, shrunk until it
 * fits the page's width around its centre (never cut: the whole name is always drawn), and in the bottom right corner
 * the QR code of the certificate's public page with its address. pdf-lib's built-in font: text is kept to what it
 * encodes (accents are kept where WinAnsi has them, else the letter without its accent, else '?').
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { CertificateTemplateKind } from '@hmrpl/contract';
import { winAnsi } from '../../laporan/render/pdf';

/** An image template's page: its long side as A4's (points), the short side by the image's proportions. */
const A4_LONG_SIDE = 841.89;
/** The name's width at most: this share of twice the distance from its centre to the nearer side edge. */
const NAME_ROOM = 0.92;
/** The smallest size a long name is shrunk to before it may run wider (never cut). */
const MIN_FONT_SIZE = 6;

export interface CertificateLayout {
  kind: CertificateTemplateKind;
  /** The template's bytes (the stored file). */
  bytes: Uint8Array;
  name_x: number;
  name_y: number;
  name_size: number;
}

/** An image template's page size in points. */
export function imagePageSize(widthPx: number, heightPx: number): { width: number; height: number } {
  const scale = A4_LONG_SIDE / Math.max(widthPx, heightPx);
  return { width: Math.round(widthPx * scale * 100) / 100, height: Math.round(heightPx * scale * 100) / 100 };
}

/** The name as Helvetica draws it: WinAnsi characters, else the letter without its accent, else '?'. */
export function printableName(nama: string): string {
  let out = '';
  for (const char of nama.normalize('NFC')) {
    const direct = winAnsi(char);
    out += direct !== '?' || char === '?' ? direct : winAnsi(char.normalize('NFD').replace(/\p{M}/gu, '') || '?');
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The font size that fits `text` in `room` points, starting from `wanted` (never below MIN_FONT_SIZE). */
export function fittedSize(widthAt: (size: number) => number, wanted: number, room: number): number {
  const width = widthAt(wanted);
  if (width <= room) return wanted;
  return Math.max(MIN_FONT_SIZE, Math.floor(((wanted * room) / width) * 10) / 10);
}

interface CertificateText {
  nama: string;
  title: string;
  /** The certificate's public page (its QR code). */
  url: string;
}

export async function certificatePdf(layout: CertificateLayout, text: CertificateText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Sertifikat ${text.nama} - ${text.title}`));
  doc.setAuthor('HMRPL Telkom University');
  doc.setLanguage('id-ID');
  let page;
  if (layout.kind === 'pdf') {
    const source = await PDFDocument.load(layout.bytes);
    const [copied] = await doc.copyPages(source, [0]);
    page = doc.addPage(copied!);
  } else {
    const image = layout.kind === 'png' ? await doc.embedPng(layout.bytes) : await doc.embedJpg(layout.bytes);
    const size = imagePageSize(image.width, image.height);
    page = doc.addPage([size.width, size.height]);
    page.drawImage(image, { x: 0, y: 0, width: size.width, height: size.height });
  }
  const { width, height } = page.getSize();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const name = printableName(text.nama);
  const centreX = layout.name_x * width;
  const room = 2 * Math.min(centreX, width - centreX) * NAME_ROOM;
  const size = fittedSize((s) => font.widthOfTextAtSize(name, s), layout.name_size * height, room);
  const nameWidth = font.widthOfTextAtSize(name, size);
  // name_y is the centre of the name's capital letters, from the top
  const baseline = height - layout.name_y * height - font.heightAtSize(size, { descender: false }) / 2;
  page.drawText(name, { x: centreX - nameWidth / 2, y: baseline, size, font, color: rgb(0.07, 0.09, 0.1) });

  const qrSide = Math.min(width, height) * 0.12;
  const png = await QRCode.toBuffer(text.url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const qr = await doc.embedPng(png);
  const margin = Math.min(width, height) * 0.03;
  page.drawImage(qr, { x: width - margin - qrSide, y: margin + 10, width: qrSide, height: qrSide });
  const small = await doc.embedFont(StandardFonts.Helvetica);
  const address = winAnsi(text.url.replace(/^https?:\/\//, ''));
  const addressSize = Math.max(
    5,
    Math.min(
      8,
      fittedSize((s) => small.widthOfTextAtSize(address, s), 8, width / 2),
    ),
  );
  page.drawText(address, {
    x: width - margin - small.widthOfTextAtSize(address, addressSize),
    y: margin,
    size: addressSize,
    font: small,
    color: rgb(0.3, 0.3, 0.3),
  });
  return doc.save();
}
