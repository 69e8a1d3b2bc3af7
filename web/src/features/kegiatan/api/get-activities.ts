/** Public reads of activities: the upcoming list, a page of ended ones, and one activity by slug. */
import useSWR from 'swr';
import type { Activity, PastActivitiesPage, UpcomingActivities } from '@hmrpl/contract';

/** The SWR keys, which the server also embeds the first answers under (cms/src/front/pages/routes.ts). */
const UPCOMING_ACTIVITIES_KEY = '/api/kegiatan?waktu=mendatang';
const pastActivitiesKey = (page: number) => `/api/kegiatan?waktu=lampau&page=${page}`;
const activityKey = (slug: string) => `/api/kegiatan/${encodeURIComponent(slug)}`;

/** GET /api/kegiatan?waktu=mendatang: not yet ended, soonest first. */
export function useUpcomingActivities() {
  return useSWR<UpcomingActivities>(UPCOMING_ACTIVITIES_KEY, {
    onError: (error: unknown) => console.error('Gagal mengambil kegiatan mendatang', error),
  });
}

/** GET /api/kegiatan?waktu=lampau&page=n: ended, newest first; the previous page stays on screen while the next loads. */
export function usePastActivities(page: number) {
  return useSWR<PastActivitiesPage>(pastActivitiesKey(page), {
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Gagal mengambil kegiatan sebelumnya', error),
  });
}

/** GET /api/kegiatan/{slug}: one activity with its photos. */
export function useActivity(slug: string | undefined) {
  return useSWR<Activity>(slug ? activityKey(slug) : null, {
    onError: (error: unknown) => console.error('Gagal mengambil kegiatan', error),
  });
}
