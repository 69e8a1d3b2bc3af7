import { http, HttpResponse } from 'msw';
import type {
  DeleteGalleryResponse,
  EditStamp,
  ErrorBody,
  GalleryImage,
  GalleryLimits,
  GalleryMessages,
  GalleryPage,
  GalleryUpdateRequest,
  UpdateGalleryResponse,
  UploadGalleryResponse,
  UploadLimits,
  UploadMessages,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { db } from '../db';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  errorResponse,
  filesOf,
  guardAdminWrite,
  isAllowedImage,
  latency,
  newId,
  pageOf,
  staleEdit,
  validationResponse,
} from '../utils';
import { putBack, toFixtureTrash } from '../trash';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const GALLERY_MESSAGES: GalleryMessages = {
  uploaded: (count) => `${count} gambar berhasil diunggah!`,
  deleted: 'Gambar berhasil dihapus!',
  notFound: 'Gambar tidak ditemukan.',
  imagesRequired: 'Silakan pilih gambar terlebih dahulu.',
  captionTooLong: 'Keterangan maksimal 255 karakter.',
  imageAltTooLong: 'Deskripsi gambar maksimal 255 karakter.',
  updated: 'Gambar berhasil diperbarui!',
  captionInvalid: 'Keterangan harus berupa teks.',
  imageAltInvalid: 'Deskripsi gambar harus berupa teks.',
  activityNotFound: 'Kegiatan tidak ditemukan.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
};

const UPLOAD_MESSAGES: UploadMessages = {
  tooManyFiles: 'Maksimal 20 berkas dalam satu unggahan.',
  badFileNamed: (name) => `Berkas "${name}" harus berupa gambar PNG, JPEG, atau WebP.`,
  emptyFile: (name) => `Berkas "${name}" kosong.`,
  heicNamed: (name) => `Berkas "${name}": ${MESSAGES.heicPhoto}`,
};

const LIMITS: GalleryLimits = { defaultLimit: 6, maxLimit: 100, allMax: 1000, textMax: 255 };
const UPLOADS: UploadLimits = { maxFileBytes: 26214400, maxFiles: 20, maxLongSide: 2560 };

export const galeriHandlers = [
  http.get<never, never, GalleryPage>('/api/galeri', async ({ request }) => {
    await latency();
    const url = new URL(request.url);
    const sorted = [...db.gallery].sort((a, b) => b.id - a.id);
    if (!url.searchParams.has('page')) {
      const data = sorted.slice(0, LIMITS.allMax);
      return HttpResponse.json<GalleryPage>({
        data,
        current_page: 1,
        last_page: 1,
        per_page: data.length,
        total: sorted.length,
      });
    }
    const rawLimit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
    const limit = Number.isFinite(rawLimit) ? Math.min(Math.max(rawLimit, 1), LIMITS.maxLimit) : LIMITS.defaultLimit;
    const current = pageOf(url);
    const lastPage = Math.max(1, Math.ceil(sorted.length / limit));
    return HttpResponse.json<GalleryPage>({
      data: sorted.slice((current - 1) * limit, current * limit),
      current_page: current,
      last_page: lastPage,
      per_page: limit,
      total: sorted.length,
    });
  }),

  http.post<never, never, UploadGalleryResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/galeri',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const form = await request.formData();
      const files = filesOf(form, 'images[]', 'images');
      if (files.length === 0) return validationResponse({ images: [GALLERY_MESSAGES.imagesRequired] });
      if (files.length > UPLOADS.maxFiles) return validationResponse({ images: [UPLOAD_MESSAGES.tooManyFiles] });
      if (files.some((file) => file.size > MAX_FILE_BYTES)) return errorResponse(413, MESSAGES.payloadTooLarge);
      for (const [index, file] of files.entries()) {
        if (!(await isAllowedImage(file)))
          return validationResponse({ [`images.${index}`]: [`${file.name}: ${MESSAGES.badFileType}`] });
      }
      const captions = form.getAll('captions[]').map(String);
      const alts = form.getAll('image_alts[]').map(String);
      const tooLong: Record<string, string[]> = {};
      captions.forEach((caption, index) => {
        if (caption.trim().length > LIMITS.textMax) tooLong[`captions.${index}`] = [GALLERY_MESSAGES.captionTooLong];
      });
      alts.forEach((alt, index) => {
        if (alt.trim().length > LIMITS.textMax) tooLong[`image_alts.${index}`] = [GALLERY_MESSAGES.imageAltTooLong];
      });
      if (Object.keys(tooLong).length > 0) return validationResponse(tooLong);
      const kegiatanField = form.get('kegiatan_id');
      const kegiatanId = typeof kegiatanField === 'string' && kegiatanField !== '' ? Number(kegiatanField) : null;
      if (kegiatanField !== null && kegiatanField !== '' && !db.activities.some((a) => a.id === kegiatanId))
        return validationResponse({ kegiatan_id: [GALLERY_MESSAGES.activityNotFound] });
      const created: GalleryImage[] = files.map((_, index) => {
        const id = newId();
        const path = `galeri/upload-${id}.webp`;
        return {
          id,
          image_path: path,
          imageUrl: `/storage/${path}`,
          caption: captions[index]?.trim() || null,
          image_alt: alts[index]?.trim() || null,
          created_at: new Date().toISOString(),
          kegiatan_id: kegiatanId,
        };
      });
      db.gallery.push(...created);
      return HttpResponse.json<UploadGalleryResponse>(
        { message: GALLERY_MESSAGES.uploaded(created.length), data: created },
        { status: 201 },
      );
    },
  ),

  http.post<{ id: string }, GalleryUpdateRequest, UpdateGalleryResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/galeri/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const image = db.gallery.find((candidate) => candidate.id === Number(params.id));
      if (!image) return errorResponse(404, GALLERY_MESSAGES.notFound);
      const body = (await request.json()) as GalleryUpdateRequest & EditStamp;
      const stale = staleEdit(body.updated_at, image, 'galeri', { ...image });
      if (stale) return stale;
      const errors: Record<string, string[]> = {};
      if (typeof body.caption === 'string' && body.caption.trim().length > LIMITS.textMax)
        errors.caption = [GALLERY_MESSAGES.captionTooLong];
      if (typeof body.image_alt === 'string' && body.image_alt.trim().length > LIMITS.textMax)
        errors.image_alt = [GALLERY_MESSAGES.imageAltTooLong];
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      if (
        body.kegiatan_id !== undefined &&
        body.kegiatan_id !== null &&
        !db.activities.some((activity) => activity.id === body.kegiatan_id)
      )
        return validationResponse({ kegiatan_id: [GALLERY_MESSAGES.activityNotFound] });
      if (body.caption === undefined && body.image_alt === undefined && body.kegiatan_id === undefined)
        return validationResponse({ caption: [GALLERY_MESSAGES.nothingToUpdate] });
      if (body.caption !== undefined) image.caption = body.caption?.trim() || null;
      if (body.image_alt !== undefined) image.image_alt = body.image_alt?.trim() || null;
      if (body.kegiatan_id !== undefined) image.kegiatan_id = body.kegiatan_id;
      image.updated_at = new Date().toISOString();
      return HttpResponse.json<UpdateGalleryResponse>({ message: GALLERY_MESSAGES.updated, data: { ...image } });
    },
  ),

  http.delete<{ id: string }, never, DeleteGalleryResponse | ErrorBody>(
    '/api/admin/galeri/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = db.gallery.findIndex((image) => image.id === Number(params.id));
      if (index < 0) return errorResponse(404, GALLERY_MESSAGES.notFound);
      const [removed] = db.gallery.splice(index, 1);
      toFixtureTrash('galeri', removed!.caption || removed!.image_alt || 'Foto galeri', () => {
        if (removed!.kegiatan_id !== null && !db.activities.some((a) => a.id === removed!.kegiatan_id))
          removed!.kegiatan_id = null;
        putBack(db.gallery, index, removed!);
        return true;
      });
      return HttpResponse.json<DeleteGalleryResponse>({ message: GALLERY_MESSAGES.deleted });
    },
  ),
];
