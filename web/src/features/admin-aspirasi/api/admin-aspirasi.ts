/**
 * The admin's calls for the aspiration inbox: the filtered list (one page at a time, newest first), the unread count,
 * every page of a filter for the export, one aspiration, marking it read, its status and note, delete and bulk delete.
 * The filter lives in the page's URL (`?status=&kategori=&q=&dari=&sampai=&page=`), so a filtered view can be shared.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  Aspiration,
  AspirationCategories,
  AspirationCategory,
  AspirationDetail,
  AspirationFilter,
  AspirationInboxLimits,
  AspirationPage,
  AspirationPageLimits,
  AspirationStatus,
  AspirationStatuses,
  AspirationUpdateRequest,
  BulkDeleteAspirationsRequest,
  BulkDeleteAspirationsResponse,
  DeleteAspirationResponse,
  EditStamp,
  ExportRecordRequest,
  ExportRecordResponse,
  MarkAspirationReadResponse,
  UpdateAspirationResponse,
} from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const ASPIRATION_PAGE_LIMITS: AspirationPageLimits = { perPageDefault: 20, perPageMax: 100 };
export const INBOX_LIMITS: AspirationInboxLimits = { catatanMax: 2000, qMax: 200, qWordsMax: 10 };
export const ASPIRATION_STATUSES: AspirationStatuses = ['baru', 'dibaca', 'diproses', 'selesai'];
export const ASPIRATION_CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];

/** How each status is written on screen. */
export const STATUS_LABELS: Record<AspirationStatus, string> = {
  baru: 'Baru',
  dibaca: 'Dibaca',
  diproses: 'Diproses',
  selesai: 'Selesai',
};

const FILTER_KEYS = ['status', 'kategori', 'q', 'dari', 'sampai'] as const;

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * The filter a URL asks for. What the CMS would refuse (an unknown status, a date that is no day, a search over 200
 * characters) is left out, so an edited or old link still shows a list.
 */
export function filterFromSearch(params: URLSearchParams): AspirationFilter {
  const filter: AspirationFilter = {};
  const status = params.get('status') ?? '';
  if ((ASPIRATION_STATUSES as readonly string[]).includes(status)) filter.status = status as AspirationStatus;
  const kategori = params.get('kategori') ?? '';
  if ((ASPIRATION_CATEGORIES as readonly string[]).includes(kategori)) filter.kategori = kategori as AspirationCategory;
  const q = (params.get('q') ?? '').trim();
  if (q && q.length <= INBOX_LIMITS.qMax) filter.q = q;
  const dari = params.get('dari') ?? '';
  const sampai = params.get('sampai') ?? '';
  if (isDay(dari)) filter.dari = dari;
  if (isDay(sampai) && (!filter.dari || filter.dari <= sampai)) filter.sampai = sampai;
  return filter;
}

/** The filter's query parameters, in one order (the same filter is always the same URL and SWR key). */
export function filterParams(filter: AspirationFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilter = (filter: AspirationFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

const listKey = (filter: AspirationFilter, page: number) => {
  const query = filterParams(filter, page).toString();
  return query ? `/api/aspirasi?${query}` : '/api/aspirasi';
};

export function useAspirations(filter: AspirationFilter, page: number) {
  return useSWR<AspirationPage>(listKey(filter, page), { keepPreviousData: true });
}

/** The smallest list read: its meta carries the unread count (the sidebar and the dashboard). */
const UNREAD_KEY = '/api/aspirasi?per_page=1';

/** How many aspirations are `baru`; looked up again every minute while the admin area is open. */
/** The unread count, fetched only when `enabled` (an admin whose roles cover the inbox: ADR 083). */
export function useUnreadCount(enabled = true): number | undefined {
  const { data } = useSWR<AspirationPage>(enabled ? UNREAD_KEY : null, { refreshInterval: 60_000 });
  return data?.meta.unread;
}

/** Every aspiration the filter shows, newest first, page by page at the largest page size (the export needs all). */
export async function fetchAllAspirations(filter: AspirationFilter = {}, signal?: AbortSignal): Promise<Aspiration[]> {
  const all: Aspiration[] = [];
  const perPage = ASPIRATION_PAGE_LIMITS.perPageMax;
  for (let page = 1; ; page += 1) {
    const params = filterParams(filter, page);
    params.set('page', String(page));
    params.set('per_page', String(perPage));
    const answer = await request<AspirationPage>(`/api/aspirasi?${params}`, { signal });
    all.push(...answer.data);
    if (page >= answer.meta.last_page || answer.data.length === 0) return all;
  }
}

const detailKey = (id: number | string) => `/api/admin/aspirasi/${encodeURIComponent(String(id))}`;

export function useAspiration(id: string | undefined) {
  return useSWR<AspirationDetail>(id ? detailKey(id) : null);
}

export function markAspirationRead(id: number) {
  return request<MarkAspirationReadResponse>(`${detailKey(id)}/dibaca`, { method: 'POST' });
}

/** `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 101). */
export function updateAspiration(id: number, changes: AspirationUpdateRequest, updatedAt?: string) {
  const body: AspirationUpdateRequest & EditStamp = updatedAt ? { ...changes, updated_at: updatedAt } : changes;
  return request<UpdateAspirationResponse>(detailKey(id), { method: 'POST', body });
}

export function deleteAspiration(id: number) {
  return request<DeleteAspirationResponse>(detailKey(id), { method: 'DELETE' });
}

/** Tells the server an export is being made (its audit entry, ADR 086); the file is made only after this answer. */
export function recordAspirationExport(filter: AspirationFilter, rows: number) {
  const body: ExportRecordRequest = { rows, filter: filterParams(filter).toString().replaceAll('&', ', ') };
  return request<ExportRecordResponse>('/api/admin/aspirasi/ekspor', { method: 'POST', body });
}

export function deleteMatching(filter: AspirationFilter, maxId: number) {
  const body: BulkDeleteAspirationsRequest = { ...filter, max_id: maxId };
  return request<BulkDeleteAspirationsResponse>('/api/admin/aspirasi/hapus', { method: 'POST', body });
}

/** After a change: every list and the unread count are read again (a screen updates its one aspiration itself). */
export function useRefreshInbox() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => typeof key === 'string' && (key === '/api/aspirasi' || key.startsWith('/api/aspirasi?')));
}
