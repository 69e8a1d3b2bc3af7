/** Admin calls of the trash (ADR 089): a page of trashed items, a restore, a permanent delete. */
import useSWR from 'swr';
import type { PurgeTrashResponse, RestoreTrashResponse, TrashPage, TrashType } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const ADMIN_TRASH_KEY = '/api/admin/sampah';
const adminTrashKey = (page: number) => `${ADMIN_TRASH_KEY}?page=${page}`;

export function useAdminTrash(page: number) {
  return useSWR<TrashPage>(adminTrashKey(page), { keepPreviousData: true });
}

export function restoreFromTrash(id: number) {
  return request<RestoreTrashResponse>(`${ADMIN_TRASH_KEY}/${id}/pulihkan`, { method: 'POST' });
}

export function purgeFromTrash(id: number) {
  return request<PurgeTrashResponse>(`${ADMIN_TRASH_KEY}/${id}`, { method: 'DELETE' });
}

/** What each kind is called on the screen. */
export const TRASH_TYPE_LABELS: Record<TrashType, string> = {
  berita: 'Berita',
  kegiatan: 'Kegiatan',
  galeri: 'Foto galeri',
  anggota: 'Anggota',
  rekrutmen: 'Poster rekrutmen',
  aspirasi: 'Aspirasi',
  proker: 'Program kerja',
  prestasi: 'Prestasi',
  dokumen: 'Dokumen',
};

/** The SWR keys a restore makes stale: the lists the item comes back to (public and admin). */
export const RESTORED_KEYS: Record<TrashType, string[]> = {
  berita: ['/api/berita', '/api/admin/berita'],
  kegiatan: ['/api/kegiatan', '/api/admin/kegiatan', '/api/galeri'],
  galeri: ['/api/galeri', '/api/kegiatan'],
  anggota: ['/api/kabinet', '/api/admin/kabinet', '/api/admin/anggota'],
  rekrutmen: ['/api/rekrutmen'],
  aspirasi: ['/api/aspirasi', '/api/admin/aspirasi'],
  // a program's activities and news show it again
  proker: [
    '/api/proker',
    '/api/admin/proker',
    '/api/kegiatan',
    '/api/admin/kegiatan',
    '/api/berita',
    '/api/admin/berita',
  ],
  prestasi: ['/api/prestasi', '/api/admin/prestasi'],
  dokumen: ['/api/dokumen'],
};
