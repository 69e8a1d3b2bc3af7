/** Public reads and the send of achievements (contract: "Achievements (prestasi)"). */
import useSWR from 'swr';
import type { Prestasi, PrestasiCreated, PrestasiFormInfo, PrestasiLevel, PrestasiPage } from '@hmrpl/contract';
import { prestasiDetailKey, prestasiListKey } from '@cms-content/prestasi-rules';
import { upload } from '@/lib/http-client';
import { useFormToken } from '@/lib/form-token';

export interface PrestasiFilter {
  tahun?: number;
  level?: PrestasiLevel;
  page: number;
}

/** GET /api/prestasi?tahun&level&page (the key the server embeds the first answer under); the last page stays shown. */
export function usePrestasiList(filter: PrestasiFilter) {
  return useSWR<PrestasiPage>(prestasiListKey(filter), {
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Gagal mengambil daftar prestasi', error),
  });
}

/** GET /api/prestasi/{slug}: one approved achievement. */
export function usePrestasi(slug: string | undefined) {
  return useSWR<Prestasi>(slug ? prestasiDetailKey(slug) : null, {
    onError: (error: unknown) => console.error('Gagal mengambil prestasi', error),
  });
}

/** GET /api/prestasi/formulir: the form's single-use token (src/lib/form-token.ts). */
export const usePrestasiFormToken = () => useFormToken<PrestasiFormInfo>('/api/prestasi/formulir');

/** POST /api/prestasi (multipart: the fields, `nama`/`angkatan` once per student, the proof as `bukti`). */
export function sendPrestasi(form: FormData, onProgress?: (percent: number) => void): Promise<PrestasiCreated> {
  return upload<PrestasiCreated>('/api/prestasi', form, { onProgress });
}
