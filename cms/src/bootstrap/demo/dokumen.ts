/**
 * The demo's sample AD/ART: a short PDF drawn at seed time with pdf-lib and its built-in Helvetica (nothing is
 * downloaded, no font file is read), so /dokumen has a document to show and download. Marked as a sample.
 */
import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const DEMO_DOKUMEN = { title: 'Contoh AD/ART HMRPL', kategori: 'AD/ART' } as const;

const LINES: Array<[text: string, size: number]> = [
  ['CONTOH DOKUMEN - BUKAN AD/ART RESMI', 9],
  ['ANGGARAN DASAR DAN ANGGARAN RUMAH TANGGA', 16],
  ['Himpunan Mahasiswa Rekayasa Perangkat Lunak (HMRPL)', 12],
  ['', 12],
  ['BAB I - NAMA, WAKTU, DAN KEDUDUKAN', 12],
  ['Pasal 1: Organisasi ini bernama Himpunan Mahasiswa Rekayasa Perangkat Lunak.', 10],
  ['Pasal 2: HMRPL didirikan pada 7 Desember 2021 untuk waktu yang tidak ditentukan.', 10],
  ['', 10],
  ['BAB II - TUJUAN', 12],
  ['Pasal 3: HMRPL mewadahi potensi, aspirasi, dan kreativitas mahasiswa di bidang', 10],
  ['akademik, teknologi, dan kepemimpinan.', 10],
  ['', 10],
  ['BAB III - KEANGGOTAAN', 12],
  ['Pasal 4: Anggota HMRPL adalah seluruh mahasiswa aktif program studi Rekayasa Perangkat Lunak.', 10],
  ['', 10],
  ['Dokumen ini dibuat otomatis sebagai contoh untuk situs demo.', 9],
];

/** Writes the sample PDF to `filepath`; its size in bytes. */
export async function writeSampleAdArt(filepath: string): Promise<number> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(DEMO_DOKUMEN.title);
  pdf.setAuthor('HMRPL');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 780;
  for (const [index, [text, size]] of LINES.entries()) {
    const heading = size >= 12;
    if (text) page.drawText(text, { x: 56, y, size, font: heading ? bold : font, color: rgb(0.1, 0.1, 0.2) });
    y -= size + (index === 0 ? 14 : 8);
  }
  const bytes = await pdf.save();
  await writeFile(filepath, bytes);
  return bytes.length;
}
