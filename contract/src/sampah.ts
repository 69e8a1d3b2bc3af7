import type { PageMeta } from './berita';
import type { IsoDateTime, MessageBody } from './common';

/**
 * The kinds of content a delete moves to the trash (tempat sampah). Each is declared once by its type on the CMS
 * (`trash` in cms/src/front/types/<type>.ts); a new kind adds its name here.
 */
export type TrashType =
  'berita' | 'kegiatan' | 'galeri' | 'anggota' | 'rekrutmen' | 'aspirasi' | 'proker' | 'prestasi' | 'dokumen';

/** One trashed item. `id` is the trash entry's own id (the item keeps its id for the restore). */
export interface TrashItem {
  id: number;
  type: TrashType;
  /** What the admin recognises it by (a title, a caption, a name; a generic label when it has none). */
  title: string;
  deleted_at: IsoDateTime;
  /** Who deleted it, with the name they had then; null when unknown (a deleted account, a job). */
  deleted_by: { id: number; name: string } | null;
  /** When the purge job removes it for good (`deleted_at` + TRASH_DAYS). */
  purge_at: IsoDateTime;
}

/** GET /api/admin/sampah?page=n: newest deletion first, 20 a page. */
export interface TrashPage {
  data: TrashItem[];
  meta: PageMeta;
}

/** The trash's texts (the CMS and the fixtures write them once, typed by this). */
export interface TrashMessages {
  restored: 'Konten berhasil dipulihkan!';
  purged: 'Konten dihapus permanen.';
  notFound: 'Konten tidak ditemukan di tempat sampah.';
  slugTaken: 'Slug sudah dipakai konten lain.';
}

/** POST /api/admin/sampah/{id}/pulihkan 200. */
export type RestoreTrashResponse = MessageBody & { message: TrashMessages['restored'] };
/** DELETE /api/admin/sampah/{id} 200 (for `pengelola`). */
export type PurgeTrashResponse = MessageBody & { message: TrashMessages['purged'] };
/** POST /api/admin/sampah/{id}/pulihkan 409: the item's slug was taken by other content meanwhile. */
export type RestoreConflictResponse = MessageBody & { message: TrashMessages['slugTaken'] };
