/**
 * The admin's calls for the audit log (Riwayat; ADR 086): one page of entries, newest first, filtered by person, kind
 * and Jakarta days; every page of a filter for the export, and the export's own record. The filter lives in the URL
 * (`?actor=&target_type=&dari=&sampai=&page=`), so a filtered view can be shared.
 */
import useSWR from 'swr';
import type {
  AdminAccountList,
  AuditEntry,
  AuditLimits,
  AuditPage,
  AuditVerb,
  ExportRecordRequest,
  ExportRecordResponse,
} from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const AUDIT_LIMITS: AuditLimits = { perPageDefault: 25, perPageMax: 100, retentionMonthsDefault: 24 };

/** The filter of the list (every field optional; `actor` an admin's id, days `YYYY-MM-DD`). */
export interface AuditFilter {
  actor?: string;
  target_type?: string;
  dari?: string;
  sampai?: string;
}

const FILTER_KEYS = ['actor', 'target_type', 'dari', 'sampai'] as const;

/** How each kind of content is named on screen (a kind not listed shows its own name). */
export const TARGET_LABELS: Record<string, string> = {
  berita: 'Berita',
  kegiatan: 'Kegiatan',
  galeri: 'Galeri',
  rekrutmen: 'Poster rekrutmen',
  awarding: 'Awarding',
  kabinet: 'Kabinet',
  anggota: 'Anggota kabinet',
  aspirasi: 'Aspirasi',
  prestasi: 'Prestasi',
  dokumen: 'Dokumen',
  proker: 'Program kerja',
  pengaturan: 'Pengaturan',
  pengguna: 'Akun admin',
  sampah: 'Tempat Sampah',
  sesi: 'Sesi masuk',
  riwayat: 'Riwayat',
};

/** How each verb reads in the list. */
const VERB_LABELS: Record<AuditVerb, string> = {
  buat: 'Menambah',
  ubah: 'Mengubah',
  hapus: 'Menghapus',
  pulihkan: 'Memulihkan',
  terbitkan: 'Menerbitkan',
  blokir: 'Memblokir',
  'buka-blokir': 'Membuka blokir',
  aktifkan: 'Mengaktifkan',
  ekspor: 'Mengekspor',
  masuk: 'Masuk',
  gagal: 'Gagal masuk',
};

/** The trash's own writes name where the item comes from, not a kind of content (the item is the entry's title). */
const TRASH_LABELS: Partial<Record<AuditVerb, string>> = {
  pulihkan: 'Memulihkan dari Tempat Sampah',
  hapus: 'Menghapus permanen dari Tempat Sampah',
};

export const targetLabel = (type: string) => TARGET_LABELS[type] ?? type;

/** `Mengubah berita`, `Masuk`, `Gagal masuk`, `Memulihkan dari Tempat Sampah`. */
export function actionLabel(entry: Pick<AuditEntry, 'action' | 'target_type'>): string {
  const verb = entry.action.slice(entry.action.lastIndexOf('.') + 1) as AuditVerb;
  const label = VERB_LABELS[verb] ?? verb;
  if (entry.target_type === 'sampah') return TRASH_LABELS[verb] ?? `${label} (Tempat Sampah)`;
  return entry.target_type === 'sesi' ? label : `${label} ${targetLabel(entry.target_type).toLowerCase()}`;
}

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The filter a URL asks for; what the CMS would refuse is left out, so an edited link still shows a list. */
export function filterFromSearch(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const actor = params.get('actor') ?? '';
  if (/^[1-9]\d{0,9}$/.test(actor)) filter.actor = actor;
  const type = (params.get('target_type') ?? '').trim();
  if (/^[a-z-]{1,50}$/.test(type)) filter.target_type = type;
  const dari = params.get('dari') ?? '';
  const sampai = params.get('sampai') ?? '';
  if (isDay(dari)) filter.dari = dari;
  if (isDay(sampai) && (!filter.dari || filter.dari <= sampai)) filter.sampai = sampai;
  return filter;
}

/** The filter's query parameters, in one order (the same filter is always the same URL and SWR key). */
export function filterParams(filter: AuditFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilter = (filter: AuditFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

const listKey = (filter: AuditFilter, page: number) => {
  const query = filterParams(filter, page).toString();
  return query ? `/api/admin/riwayat?${query}` : '/api/admin/riwayat';
};

export function useAuditLog(filter: AuditFilter, page: number) {
  return useSWR<AuditPage>(listKey(filter, page), { keepPreviousData: true });
}

/** The admins, for the person filter (the same read as the Admin screen's). */
export function useAuditPeople() {
  return useSWR<AdminAccountList>('/api/admin/pengguna');
}

/** Every entry the filter shows, newest first, page by page at the largest page size (the export needs all). */
export async function fetchAllEntries(filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const params = filterParams(filter, page);
    params.set('page', String(page));
    params.set('per_page', String(AUDIT_LIMITS.perPageMax));
    const answer = await request<AuditPage>(`/api/admin/riwayat?${params}`);
    all.push(...answer.data);
    if (page >= answer.meta.last_page || answer.data.length === 0) return all;
  }
}

/** Tells the server an export is being made (its own audit entry); the file is made only after this answer. */
export function recordAuditExport(filter: AuditFilter, rows: number) {
  const body: ExportRecordRequest = { rows, filter: filterParams(filter).toString().replaceAll('&', ', ') };
  return request<ExportRecordResponse>('/api/admin/riwayat/ekspor', { method: 'POST', body });
}
