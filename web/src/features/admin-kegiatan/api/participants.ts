/** The door and the participants list of an activity (ADR 100): the paged list with counts, and a check-in. */
import useSWR from 'swr';
import type { CheckInRequest, CheckInResponse, ParticipantsPage, RegistrationStatus } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const base = (activityId: number | string) => `/api/admin/kegiatan/${encodeURIComponent(String(activityId))}`;

interface ParticipantQuery {
  page: number;
  q: string;
  status: RegistrationStatus | '';
  perPage?: number;
}

const participantsKey = (activityId: number | string, { page, q, status, perPage }: ParticipantQuery) => {
  const params = new URLSearchParams({ page: String(page) });
  if (perPage) params.set('per_page', String(perPage));
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  return `${base(activityId)}/peserta?${params}`;
};

export function useParticipants(activityId: number | string, query: ParticipantQuery) {
  return useSWR<ParticipantsPage>(participantsKey(activityId, query), { keepPreviousData: true });
}

/** Every participant the filter shows, page by page (for the export). */
export async function allParticipants(activityId: number | string, query: Omit<ParticipantQuery, 'page'>) {
  const first = await request<ParticipantsPage>(participantsKey(activityId, { ...query, page: 1, perPage: 500 }));
  const rest = await Promise.all(
    Array.from({ length: first.meta.last_page - 1 }, (_, i) =>
      request<ParticipantsPage>(participantsKey(activityId, { ...query, page: i + 2, perPage: 500 })),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** POST /api/admin/kegiatan/{id}/presensi */
export function checkIn(activityId: number | string, body: CheckInRequest) {
  return request<CheckInResponse>(`${base(activityId)}/presensi`, { method: 'POST', body });
}

/** After a check-in: the list and its counts. */
export const isParticipantsKey = (activityId: number | string) => (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${base(activityId)}/peserta`);
