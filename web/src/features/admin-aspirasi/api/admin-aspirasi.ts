/** Admin read of the aspiration form's answers: one page at a time (newest first), and every page for the export. */
import useSWR from 'swr';
import type { Aspiration, AspirationPage, AspirationPageLimits } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const ASPIRATION_PAGE_LIMITS: AspirationPageLimits = { perPageDefault: 20, perPageMax: 100 };

const aspirationsKey = (page: number) => (page > 1 ? `/api/aspirasi?page=${page}` : '/api/aspirasi');

export function useAspirations(page: number) {
  return useSWR<AspirationPage>(aspirationsKey(page), { keepPreviousData: true });
}

/** Every answer, newest first, fetched page by page at the largest page size (the export needs them all). */
export async function fetchAllAspirations(signal?: AbortSignal): Promise<Aspiration[]> {
  const all: Aspiration[] = [];
  const perPage = ASPIRATION_PAGE_LIMITS.perPageMax;
  for (let page = 1; ; page += 1) {
    const answer = await request<AspirationPage>(`/api/aspirasi?page=${page}&per_page=${perPage}`, { signal });
    all.push(...answer.data);
    if (page >= answer.meta.last_page || answer.data.length === 0) return all;
  }
}
