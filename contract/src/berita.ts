import type { ImageFocus, ImageFormats, ImageSize, IsoDateTime, MessageBody, MessageWith, StoragePath } from './common';

/** A news item in lists and the carousel. */
export interface NewsItem extends ImageSize, ImageFocus {
  id: number;
  slug: string;
  title: string;
  /** Publication time. */
  date: IsoDateTime;
  /** Content text without tags, at most 150 characters, cut on a word, `...` when cut. */
  excerpt: string;
  image_path: StoragePath;
  image_formats?: ImageFormats;
  /** The original as WebP, same size (pages offer it first). Absent until it is made. */
  image_webp?: StoragePath;
  /** What the headline image shows, for screen readers and link previews; null when the admin gave none (screens use the title). */
  image_alt: string | null;
}

/** A news item with its body. `content` is sanitized HTML. */
export interface NewsDetail extends NewsItem {
  content: string;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

/** The paginator's meta (Laravel-shaped). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** GET /api/berita?page=n and GET /api/admin/berita?page=n. */
export interface NewsPage {
  data: NewsItem[];
  meta: PageMeta;
}

/** GET /api/berita/terbaru: the 5 newest. */
export type LatestNews = NewsItem[];

/** The news limits, as literal types: `const L: NewsLimits = {...}` is checked by the compiler. */
export interface NewsLimits {
  /** News per page of the list. */
  perPage: 7;
  /** How many items /api/berita/terbaru answers. */
  latest: 5;
  /** Longest excerpt in characters, `...` excluded. */
  excerptMax: 150;
  /** Longest title in characters. */
  titleMax: 255;
  /** Largest content, in bytes of HTML (200 kB). */
  contentMaxBytes: 204800;
  /** Longest image description (`image_alt`) in characters. */
  imageAltMax: 255;
}

/** Multipart fields of POST /api/admin/berita (image required) and POST /api/admin/berita/{id} (image optional). */
export interface NewsFormFields {
  title: string;
  content: string;
  image?: Blob;
  /** Optional; empty clears it. Absent on edit: unchanged. */
  image_alt?: string;
}

export type CreateNewsResponse = MessageWith<NewsDetail> & { message: 'Berita berhasil ditambahkan!' };
export type UpdateNewsResponse = MessageWith<NewsDetail> & { message: 'Berita berhasil diperbarui!' };
export type DeleteNewsResponse = MessageBody & { message: 'Berita berhasil dihapus!' };
