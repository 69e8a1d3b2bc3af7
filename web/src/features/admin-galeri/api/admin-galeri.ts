/** Admin calls for the gallery: every image (GET /api/galeri without page), upload (images[]) and delete. */
import useSWR from 'swr';
import type { DeleteGalleryResponse, GalleryPage, UploadGalleryResponse } from '@hmrpl/contract';
import { request, upload, type UploadOptions } from '@/lib/http-client';

export const ADMIN_GALLERY_KEY = '/api/galeri';

export function useAdminGallery() {
  return useSWR<GalleryPage>(ADMIN_GALLERY_KEY);
}

export function uploadGalleryImages(files: File[], options?: UploadOptions) {
  const form = new FormData();
  for (const file of files) form.append('images[]', file);
  return upload<UploadGalleryResponse>('/api/admin/galeri', form, options);
}

export function deleteGalleryImage(id: number) {
  return request<DeleteGalleryResponse>(`/api/admin/galeri/${id}`, { method: 'DELETE' });
}
