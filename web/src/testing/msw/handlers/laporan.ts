/**
 * The cabinet report on fixtures (contract part two, "Cabinet report (laporan)"; ADR 092): admins only, the format
 * and the cabinet checked as the CMS does; the XLSX made with SheetJS (a cover and the programs' sheet), the PDF a small
 * one-page file with the cabinet and its programs (the CMS's own report is tested over HTTP in
 * cms/tests/content-laporan.int.test.ts).
 */
import { http, HttpResponse } from 'msw';
import type { ErrorBody, ReportMessages } from '@hmrpl/contract';
import { db } from '../db';
import { adminFailure, errorResponse, latency, validationResponse } from '../utils';
import { listOf } from './proker';

const MESSAGES: ReportMessages = {
  formatInvalid: 'Format laporan harus xlsx atau pdf.',
  kabinetUnknown: 'Kabinet tidak ditemukan.',
  noActiveCabinet: 'Belum ada kabinet aktif. Pilih kabinet.',
};

/** A one-page PDF (Helvetica) with these lines, as bytes. */
function smallPdf(lines: string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 12 Tf 50 780 Td 16 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export const laporanHandlers = [
  http.get<never, never, ErrorBody | ArrayBuffer | Uint8Array>('/api/admin/laporan', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const url = new URL(request.url);
    const format = url.searchParams.get('format');
    if (format !== 'xlsx' && format !== 'pdf') return validationResponse({ format: [MESSAGES.formatInvalid] });
    const slug = url.searchParams.get('kabinet');
    const cabinet = slug ? db.cabinets.find((c) => c.slug === slug) : db.cabinets.find((c) => c.active);
    // no cabinet named and none active: the CMS asks for one (422), an unknown one is 404
    if (!cabinet && !slug) return validationResponse({ kabinet: [MESSAGES.noActiveCabinet] });
    if (!cabinet) return errorResponse(404, MESSAGES.kabinetUnknown);
    const programs = listOf(cabinet.id).data;
    const headers = { 'Content-Disposition': `attachment; filename="laporan-${cabinet.slug}.${format}"` };
    if (format === 'pdf') {
      const lines = [
        'LAPORAN PERTANGGUNGJAWABAN',
        `Kabinet ${cabinet.name}`,
        `Periode ${cabinet.period}`,
        '1. Program Kerja',
        ...programs.map((p) => `${p.department?.name ?? '-'} - ${p.title} - ${p.status} - ${p.progress}%`),
      ];
      return new HttpResponse(smallPdf(lines), { headers: { ...headers, 'Content-Type': 'application/pdf' } });
    }
    const XLSX = await import('xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Kabinet', cabinet.name],
        ['Periode', cabinet.period],
      ]),
      'Sampul',
    );
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Departemen', 'Program Kerja', 'Status', 'Progres (%)'],
        ...programs.map((p) => [p.department?.name ?? '-', p.title, p.status, p.progress]),
      ]),
      'Program Kerja',
    );
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    return new HttpResponse(bytes, {
      headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
  }),
];
