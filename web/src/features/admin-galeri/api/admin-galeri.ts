/** Admin calls for the gallery: every image (GET /api/galeri without page), upload (images[]) and delete. */
import useSWR from 'swr';
import type { DeleteGalleryResponse, GalleryPage, UploadGalleryResponse } from '@hmrpl/contract';
import { request, upload } from '@/lib/http-client';
import { prepareImages, type ImageUploadOptions } from '@/components/admin/uploads/shrink-image';

export const ADMIN_GALLERY_KEY = '/api/galeri';

export function useAdminGallery() {
  return useSWR<GalleryPage>(ADMIN_GALLERY_KEY);
}

/**
 * `descriptions[i]` describes `files[i]` (optional; sent as `image_alts[]` in the same order). Large photos are shrunk
 * first.
 */
export async function uploadGalleryImages(files: File[], options?: ImageUploadOptions, descriptions: string[] = []) {
  const ready = await prepareImages(files, options);
  const form = new FormData();
  for (const file of ready) form.append('images[]', file);
  if (descriptions.some((text) => text.trim() !== '')) {
    files.forEach((_, index) => form.append('image_alts[]', descriptions[index]?.trim() ?? ''));
  }
  return upload<UploadGalleryResponse>('/api/admin/galeri', form, options);
}

export function deleteGalleryImage(id: number) {
  return request<DeleteGalleryResponse>(`/api/admin/galeri/${id}`, { method: 'DELETE' });
}
