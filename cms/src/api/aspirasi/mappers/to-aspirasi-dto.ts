/** Aspirasi entry -> the contract's Aspiration. */
import type { Aspiration } from '@hmrpl/contract';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';

type AspirasiEntity = Entry<'api::aspirasi.aspirasi'>;

export function toAspiration(entry: AspirasiEntity): Aspiration {
  const anonymous = entry.isAnonim === true;
  return {
    id: numericId(entry.id),
    nama: anonymous ? null : (entry.nama ?? null),
    nim: anonymous ? null : (entry.nim ?? null),
    // the schema's enumeration is assignable to the contract's AspirationCategory (the compiler checks it here)
    kategori: present(entry.kategori, 'kategori'),
    pesan: present(entry.pesan, 'pesan'),
    isAnonim: anonymous,
    created_at: isoDate(entry.createdAt),
    // a row stored before statuses existed has none: it was never triaged
    status: entry.status ?? 'baru',
    catatan: entry.catatan ?? null,
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
  };
}
