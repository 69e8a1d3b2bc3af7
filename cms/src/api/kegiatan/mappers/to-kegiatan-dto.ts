/** Kegiatan entry (with its first photos and their count) -> the contract's Activity. */
import type { Activity, ActivityRegistration, GalleryImage } from '@hmrpl/contract';
import { imageFieldsOf } from '../../../lib/uploads/media-fields';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';

export type KegiatanEntity = Entry<'api::kegiatan.kegiatan'>;

export function toActivity(
  entry: KegiatanEntity,
  photos: GalleryImage[],
  photoCount: number,
  registration: ActivityRegistration | null,
): Activity {
  const poster = entry.poster ? imageFieldsOf(entry.poster) : null;
  return {
    id: numericId(entry.id),
    slug: present(entry.slug, 'slug'),
    title: present(entry.title, 'title'),
    starts_at: isoDate(entry.starts_at),
    ends_at: entry.ends_at ? isoDate(entry.ends_at) : null,
    place: entry.place?.trim() ? entry.place : null,
    summary: entry.summary ?? '',
    content: entry.content ?? '',
    poster_path: poster?.image_path || null,
    ...(poster?.image_formats ? { image_formats: poster.image_formats } : {}),
    image_width: poster?.image_width ?? null,
    image_height: poster?.image_height ?? null,
    registration_url: entry.registration_url?.trim() ? entry.registration_url : null,
    registration,
    photos,
    photo_count: photoCount,
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
    ...(entry.proker !== undefined ? { proker_id: entry.proker ? numericId(entry.proker.id) : null } : {}),
  };
}
