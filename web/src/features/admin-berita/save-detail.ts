import type { SaveAction } from '@/features/admin-berita/api/admin-berita';
import { formatLongDateTime } from '@/lib/format-date';

/** The success banner's second line for how the item was saved (none for a plain save or publish). */
export function saveDetail(action: SaveAction): string | undefined {
  if (action.status === 'draft') return 'Disimpan sebagai draf: belum tampil di situs.';
  if (action.status === 'scheduled') return `Dijadwalkan terbit ${formatLongDateTime(action.publishAt)} WIB.`;
  return undefined;
}
