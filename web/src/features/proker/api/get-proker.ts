/** Public reads of programs of work: a cabinet's list (the active one's by default) and one program by slug. */
import useSWR from 'swr';
import type { Proker, ProkerList } from '@hmrpl/contract';

/** The SWR keys, which the server also embeds the first answers under (cms/src/front/pages/routes.ts). */
export const programListKey = (kabinetSlug?: string) =>
  `/api/proker${kabinetSlug ? `?kabinet=${encodeURIComponent(kabinetSlug)}` : ''}`;
export const programDetailKey = (slug: string) => `/api/proker/${encodeURIComponent(slug)}`;

/** GET /api/proker[?kabinet=]: the cabinet's programs in department order. */
export function usePrograms(kabinetSlug?: string, enabled = true) {
  return useSWR<ProkerList>(enabled ? programListKey(kabinetSlug) : null, {
    onError: (error: unknown) => console.error('Gagal mengambil program kerja', error),
  });
}

/** GET /api/proker/{slug}: one program with its activities and news. */
export function useProgram(slug: string | undefined) {
  return useSWR<Proker>(slug ? programDetailKey(slug) : null, {
    onError: (error: unknown) => console.error('Gagal mengambil program kerja', error),
  });
}
