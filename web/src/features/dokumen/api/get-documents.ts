/** Public reads of documents: every document (the page groups and filters them). */
import useSWR from 'swr';
import type { DokumenKategori, DokumenList } from '@hmrpl/contract';

/** GET /api/dokumen, the key the CMS embeds the page's first data under (cms/src/front/types/dokumen.ts). */
const DOCUMENTS_KEY = '/api/dokumen';

export function useDocuments() {
  return useSWR<DokumenList>(DOCUMENTS_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil dokumen', error),
  });
}

/** The kinds in the order the page shows them, with their headings. */
export const DOCUMENT_KINDS: ReadonlyArray<{ value: DokumenKategori; heading: string }> = [
  { value: 'AD/ART', heading: 'Anggaran Dasar dan Anggaran Rumah Tangga (AD/ART)' },
  { value: 'SOP', heading: 'Standar Operasional Prosedur (SOP)' },
  { value: 'LPJ', heading: 'Laporan Pertanggungjawaban (LPJ)' },
  { value: 'Lainnya', heading: 'Dokumen Lainnya' },
];

/** `1536` -> `1,5 KB`, `2097152` -> `2 MB` (Indonesian decimal comma). */
export function formatFileSize(bytes: number): string {
  const units = ['byte', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : value.toLocaleString('id-ID', { maximumFractionDigits: 1 });
  return `${rounded} ${units[unit]}`;
}
