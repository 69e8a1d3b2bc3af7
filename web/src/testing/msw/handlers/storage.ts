import { http, HttpResponse } from 'msw';
import { SAMPLE_PDF } from '../utils';

const COLORS = ['#0689A0', '#00a5cf', '#9B328D', '#1abc9c', '#056a7d'];

/** The CMS's headers of a document's PDF (cms/src/middlewares/storage.ts). */
const PDF_HEADERS = {
  'Content-Type': 'application/pdf',
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * /storage/* on fixtures alone: a drawn image naming the file, so dev:mock shows real pictures; a document's PDF is a
 * one-page sample, with the CMS's headers.
 */
export const storageHandlers = [
  http.get('/storage/*', ({ request }) => {
    const name = decodeURIComponent(new URL(request.url).pathname.replace('/storage/', ''));
    if (name.endsWith('.pdf')) return new HttpResponse(SAMPLE_PDF, { headers: PDF_HEADERS });
    const color = COLORS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % COLORS.length];
    const label = name.replace(/[<>&"]/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${color}"/><text x="600" y="420" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${label}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
