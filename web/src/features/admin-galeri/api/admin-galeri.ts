/**
 * Admin calls for the gallery: every image a page at a time (GET /api/galeri?page=n&limit=24), upload (images[] with
 * captions, descriptions and an optional activity), the edit of one image (caption, description, activity) and delete;
 * and the activities a photo can belong to.
 */
import useSWR from 'swr';
import type {
  AdminActivitiesPage,
  DeleteGalleryResponse,
  EditStamp,
  GalleryPage,
  GalleryUpdateRequest,
  UpdateGalleryResponse,
  UploadGalleryResponse,
} from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const ADMIN_GALLERY_KEY = '/api/galeri';
/** Images a page of Kelola Galeri (the contract's `limit` allows 1-100). */
const ADMIN_GALLERY_PER_PAGE = 24;
export const adminGalleryKey = (page: number) => `${ADMIN_GALLERY_KEY}?page=${page}&limit=${ADMIN_GALLERY_PER_PAGE}`;

export function useAdminGallery(page: number) {
  return useSWR<GalleryPage>(adminGalleryKey(page), { keepPreviousData: true });
}

/** The activities a photo can be attached to: the 100 with the latest start (the select's options). */
const ACTIVITY_OPTIONS_KEY = '/api/admin/kegiatan?page=1&per_page=100';

export function useActivityOptions() {
  return useSWR<AdminActivitiesPage>(ACTIVITY_OPTIONS_KEY);
}

interface UploadExtras {
  /** `descriptions[i]` describes `files[i]` (sent as `image_alts[]` in the same order). */
  descriptions?: string[];
  /** `captions[i]` is the caption of `files[i]` (sent as `captions[]`). */
  captions?: string[];
  /** Attaches every file to this activity. */
  kegiatanId?: number | null;
}

/** Large photos are shrunk first. */
export async function uploadGalleryImages(
  files: File[],
  options?: ImageUploadOptions,
  { descriptions = [], captions = [], kegiatanId = null }: UploadExtras = {},
) {
  const ready = await prepareImages(files, options);
  const form = new FormData();
  for (const file of ready) form.append('images[]', file);
  if (captions.some((text) => text.trim() !== '')) {
    ready.forEach((_, index) => form.append('captions[]', captions[index]?.trim() ?? ''));
  }
  if (descriptions.some((text) => text.trim() !== '')) {
    files.forEach((_, index) => form.append('image_alts[]', descriptions[index]?.trim() ?? ''));
  }
  if (kegiatanId !== null) form.append('kegiatan_id', String(kegiatanId));
  return upload<UploadGalleryResponse>('/api/admin/galeri', form, options);
}

/** `updatedAt`: the version the form loaded; a save over a newer one is refused with 409 (ADR 101). */
export function updateGalleryImage(id: number, changes: GalleryUpdateRequest, updatedAt?: string) {
  const body: GalleryUpdateRequest & EditStamp = updatedAt ? { ...changes, updated_at: updatedAt } : changes;
  return request<UpdateGalleryResponse>(`/api/admin/galeri/${id}`, { method: 'POST', body });
}

export function deleteGalleryImage(id: number) {
  return request<DeleteGalleryResponse>(`/api/admin/galeri/${id}`, { method: 'DELETE' });
}
