/** Aspirasi entry -> the contract's Aspiration. */
import type { Aspiration, AspirationCategory } from '@hmrpl/contract';

export interface AspirasiEntity {
  id: number;
  nama?: string | null;
  nim?: string | null;
  kategori: AspirationCategory;
  pesan: string;
  isAnonim?: boolean | null;
  createdAt: string | Date;
}

export function toAspiration(entry: AspirasiEntity): Aspiration {
  const anonymous = entry.isAnonim === true;
  return {
    id: entry.id,
    nama: anonymous ? null : entry.nama ?? null,
    nim: anonymous ? null : entry.nim ?? null,
    kategori: entry.kategori,
    pesan: entry.pesan,
    isAnonim: anonymous,
    created_at: new Date(entry.createdAt).toISOString(),
  };
}
