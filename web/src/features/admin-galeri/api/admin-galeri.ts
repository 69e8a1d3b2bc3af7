/** Admin calls for the gallery: every image (GET /api/galeri without page), upload (images[]) and delete. */
import useSWR from 'swr';
import type { DeleteGalleryResponse, GalleryPage, UploadGalleryResponse } from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

export const ADMIN_GALLERY_KEY = '/api/galeri';

export function useAdminGallery() {
  return useSWR<GalleryPage>(ADMIN_GALLERY_KEY);
}

/** `descriptions[i]` describes `files[i]` (optional; sent as `image_alts[]` in the same order). */
export function uploadGalleryImages(files: File[], options?: UploadOptions, descriptions: string[] = []) {
  const form = new FormData();
  for (const file of files) form.append('images[]', file);
  if (descriptions.some((text) => text.trim() !== '')) {
    files.forEach((_, index) => form.append('image_alts[]', descriptions[index]?.trim() ?? ''));
  }
  return upload<UploadGalleryResponse>('/api/admin/galeri', form, options);
}

export function deleteGalleryImage(id: number) {
  return request<DeleteGalleryResponse>(`/api/admin/galeri/${id}`, { method: 'DELETE' });
}
