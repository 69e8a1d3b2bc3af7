/**
 * Gallery: public pages (or everything at once for the admin list), the admin's all-or-nothing upload of up to 20
 * images with captions (optionally attached to one activity), the edit of one image's caption, description and
 * activity, and delete.
 */
import type { Core } from '@strapi/strapi';
import type { GalleryImage, GalleryLimits, GalleryMessages, GalleryPage } from '@hmrpl/contract';
import { invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import { idParam, paging } from '../../../lib/http/request-params';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import { GALLERY_POPULATE, toGalleryImage, type GaleriEntity } from '../mappers/to-galeri-dto';
import { CLEARED } from '../../../lib/strapi/documents';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::galeri.galeri';

export const GALLERY_LIMITS: GalleryLimits = { defaultLimit: 6, maxLimit: 100, allMax: 1000, textMax: 255 };
export const CAPTION_MAX = GALLERY_LIMITS.textMax;

export const GALLERY_MESSAGES = {
  uploaded: (count: number) => `${count} gambar berhasil diunggah!`,
  deleted: 'Gambar berhasil dihapus!',
  notFound: 'Gambar tidak ditemukan.',
  imagesRequired: 'Silakan pilih gambar terlebih dahulu.',
  captionTooLong: `Keterangan maksimal ${CAPTION_MAX} karakter.`,
  imageAltTooLong: `Deskripsi gambar maksimal ${CAPTION_MAX} karakter.`,
  updated: 'Gambar berhasil diperbarui!',
  captionInvalid: 'Keterangan harus berupa teks.',
  imageAltInvalid: 'Deskripsi gambar harus berupa teks.',
  activityNotFound: 'Kegiatan tidak ditemukan.',
  nothingToUpdate: 'Tidak ada perubahan yang dikirim.',
} as const satisfies GalleryMessages;

/** The edit of one image as the controller read it: `undefined` = not sent (unchanged). */
export interface GalleryEdit {
  caption?: unknown;
  image_alt?: unknown;
  kegiatan_id?: unknown;
}

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  async function rows(start: number, limit: number): Promise<GalleryImage[]> {
    const found = await documents().findMany({ sort: NEWEST_FIRST, start, limit, populate: GALLERY_POPULATE });
    return found.map(toGalleryImage);
  }

  /**
   * The documentId of the activity an image is attached to, from what a client sent as `kegiatan_id` (a number, or
   * digits in a multipart field); 422 naming the field when it names no activity. `null` detaches.
   */
  async function activityOf(value: unknown): Promise<string | null> {
    if (value === null) return null;
    const id =
      typeof value === 'number' ? (Number.isSafeInteger(value) ? idParam(String(value)) : null) : idParam(value);
    const activity = id
      ? await strapi.documents('api::kegiatan.kegiatan').findFirst({ filters: { id: { $eq: id } }, fields: ['id'] })
      : null;
    if (!activity?.documentId) throw invalid({ kegiatan_id: [GALLERY_MESSAGES.activityNotFound] });
    return activity.documentId;
  }

  /** A caption or description as sent: a string (trimmed, '' clears), null (clears), anything else refused. */
  function textEdit(value: unknown, field: 'caption' | 'image_alt', errors: FieldErrors): string | null | undefined {
    if (value === undefined) return undefined;
    if (value === null) return null;
    const [tooLong, wrongType] =
      field === 'caption'
        ? [GALLERY_MESSAGES.captionTooLong, GALLERY_MESSAGES.captionInvalid]
        : [GALLERY_MESSAGES.imageAltTooLong, GALLERY_MESSAGES.imageAltInvalid];
    if (typeof value !== 'string') {
      errors[field] = [wrongType];
      return undefined;
    }
    const text = value.trim();
    if (text.length > CAPTION_MAX) errors[field] = [tooLong];
    return text || null;
  }

  return {
    /** One page of `limit` images, newest first. */
    async page(page: number, limit: number): Promise<GalleryPage> {
      const total = await documents().count({});
      const p = paging(page, limit, total);
      const data = p.offset < total ? await rows(p.offset, p.perPage) : [];
      return { data, current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total };
    },

    /** Every image (up to 1,000, the newest) as a single page: the admin list reads this. */
    async all(): Promise<GalleryPage> {
      const total = await documents().count({});
      const data = total > 0 ? await rows(0, GALLERY_LIMITS.allMax) : [];
      return { data, current_page: 1, last_page: 1, per_page: GALLERY_LIMITS.allMax, total };
    },

    async upload(
      files: IncomingFile[],
      captions: (string | null)[],
      alts: (string | null)[] = [],
      kegiatanId?: unknown,
    ): Promise<GalleryImage[]> {
      if (files.length === 0) throw invalid({ images: [GALLERY_MESSAGES.imagesRequired] });
      // an empty field attaches to nothing; anything else must name an activity (checked before a file is stored)
      const activity =
        kegiatanId === undefined || kegiatanId === null || kegiatanId === '' ? null : await activityOf(kegiatanId);
      const errors: FieldErrors = {};
      captions.slice(0, files.length).forEach((caption, index) => {
        if (caption && caption.trim().length > CAPTION_MAX)
          errors[`captions.${index}`] = [GALLERY_MESSAGES.captionTooLong];
      });
      alts.slice(0, files.length).forEach((alt, index) => {
        if (alt && alt.trim().length > CAPTION_MAX) errors[`image_alts.${index}`] = [GALLERY_MESSAGES.imageAltTooLong];
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);

      const images = await validateImages(files, { field: 'images', nameFiles: true });
      const cleanCaptions = files.map((_, index) => captions[index]?.trim() || null);
      const cleanAlts = files.map((_, index) => alts[index]?.trim() || null);
      const stored = await storeImages(strapi, images, { prefix: 'galeri', captions: cleanCaptions, field: 'images' });

      const created: GaleriEntity[] = [];
      try {
        for (const [index, file] of stored.entries()) {
          const entry = await documents().create({
            data: {
              caption: cleanCaptions[index] ?? undefined,
              image_alt: cleanAlts[index] ?? undefined,
              image: file.id,
              ...(activity ? { kegiatan: activity } : {}),
            },
            populate: GALLERY_POPULATE,
          });
          created.push(entry);
        }
      } catch (error) {
        for (const entry of created) {
          if (entry.documentId)
            await documents()
              .delete({ documentId: entry.documentId })
              .catch(() => undefined);
        }
        await removeMedia(strapi, stored);
        throw error;
      }
      // Newest first, like the list: the last one stored is the newest.
      return created.map(toGalleryImage).reverse();
    },

    /** One image, or 404. */
    async one(id: number | null): Promise<GalleryImage> {
      const entry = id
        ? await documents().findFirst({ filters: { id: { $eq: id } }, populate: GALLERY_POPULATE })
        : null;
      if (!entry) throw notFound(GALLERY_MESSAGES.notFound);
      return toGalleryImage(entry);
    },

    /** One image's caption, description and activity; only what was sent changes. */
    async update(id: number | null, edit: GalleryEdit): Promise<GalleryImage> {
      const entry = id ? await documents().findFirst({ filters: { id: { $eq: id } }, fields: ['id'] }) : null;
      if (!entry?.documentId) throw notFound(GALLERY_MESSAGES.notFound);
      const errors: FieldErrors = {};
      const caption = textEdit(edit.caption, 'caption', errors);
      const imageAlt = textEdit(edit.image_alt, 'image_alt', errors);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const activity = edit.kegiatan_id === undefined ? undefined : await activityOf(edit.kegiatan_id);
      if (caption === undefined && imageAlt === undefined && activity === undefined)
        throw invalid({ caption: [GALLERY_MESSAGES.nothingToUpdate] });
      const updated = await documents().update({
        documentId: entry.documentId,
        data: {
          ...(caption !== undefined ? { caption: caption ?? CLEARED } : {}),
          ...(imageAlt !== undefined ? { image_alt: imageAlt ?? CLEARED } : {}),
          ...(activity !== undefined ? { kegiatan: activity } : {}),
        },
        populate: GALLERY_POPULATE,
      });
      if (!updated) throw notFound(GALLERY_MESSAGES.notFound);
      return toGalleryImage(updated);
    },

    /** To the trash with its image and activity link (ADR 089). */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'galeri', id, GALLERY_MESSAGES.notFound);
    },
  };
};

export type GaleriService = ReturnType<typeof import('./galeri').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::galeri.galeri': GaleriService;
  }
}
