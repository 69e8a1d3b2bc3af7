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
  /**
   * Only on an answer a preview link opened for an item that is not public (a draft, a scheduled item): the page
   * shows it under a "Pratinjau - belum terbit" band.
   */
  preview?: true;
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
  /** Optional. Absent: a new item is published at once; an edited one keeps its status. */
  status?: NewsStatus;
  /** With `status: 'scheduled'` only: when it goes public (ISO 8601, in the future). */
  publish_at?: IsoDateTime;
  /** Edit only: a new slug (lowercase letters, digits and dashes); the old one keeps answering with a 301. */
  slug?: string;
}

export type CreateNewsResponse = MessageWith<AdminNewsDetail> & { message: 'Berita berhasil ditambahkan!' };
export type UpdateNewsResponse = MessageWith<AdminNewsDetail> & { message: 'Berita berhasil diperbarui!' };
export type DeleteNewsResponse = MessageBody & { message: 'Berita berhasil dihapus!' };

/**
 * The newsroom: where an item stands. Public reads only ever show `published` items; a `scheduled` one turns
 * `published` by itself at `publish_at`.
 */
export type NewsStatus = 'draft' | 'scheduled' | 'published';

/** What admin answers add to a news item. `id` never changes, whatever the status. */
export interface NewsStatusFields {
  status: NewsStatus;
  /** Published: when it went public (= `date`); scheduled: when it will; draft: null. */
  publish_at: IsoDateTime | null;
}
export type AdminNewsItem = NewsItem & NewsStatusFields;
export type AdminNewsDetail = NewsDetail &
  NewsStatusFields & {
    /** The program of work it belongs to (`proker_id` on the admin routes links it; '' unlinks), or null. */
    proker_id?: number | null;
  };

/** GET /api/admin/berita?page=n[&status=draft|scheduled|published]: every status unless filtered, newest first. */
export interface AdminNewsPage {
  data: AdminNewsItem[];
  meta: PageMeta;
}

/** GET /api/berita?page=n&q={words}: the list's shape (`NewsPage`), only items whose title or text has every word. */
export interface NewsSearchParams {
  page?: number;
  /** Words separated by spaces; case and accents are ignored, `%`, `_` and quotes are plain characters. */
  q?: string;
}

/**
 * POST /api/admin/berita/{id}/pratinjau: a link that shows the item as visitors will see it, to anyone holding it,
 * for 7 days or until the item's status or slug changes, or its links are revoked
 * (`/berita/{slug}?pratinjau={token}`, root-relative). The token opens that item only.
 * POST /api/admin/kabinet/{id}/pratinjau answers the same shape for a cabinet not yet public
 * (`/tentang/kabinet/{slug}?pratinjau={token}`).
 */
export interface PreviewLinkResponse {
  url: string;
}

/**
 * DELETE /api/admin/berita/{id}/pratinjau ("Cabut tautan pratinjau"): every preview link made for the item so far
 * stops opening it (a new link can be made afterwards).
 */
export type RevokePreviewLinksResponse = MessageBody & { message: 'Tautan pratinjau berhasil dicabut!' };

/** One saved version of an item (every save keeps one). `by`: the admin's name, null when unknown. */
export interface NewsRevision {
  id: number;
  created_at: IsoDateTime;
  title: string;
  /** The author's name (their account's name now; for versions older than accounts, the name saved with them). */
  by: string | null;
  /** The author's admin account, or null (a version saved by a script, or older than accounts with an unknown name). */
  by_id: number | null;
}
/** GET /api/admin/berita/{id}/revisi: newest first (the newest is the current version). */
export interface NewsRevisionList {
  data: NewsRevision[];
}
/** GET /api/admin/berita/{id}/revisi/{revisionId}: one version whole, to show beside the current one. */
export interface NewsRevisionDetail extends NewsRevision {
  content: string;
  image_alt: string | null;
}
/** POST /api/admin/berita/{id}/revisi/{revisionId}/pulihkan: the restore is itself a new version. */
export type RestoreRevisionResponse = MessageWith<AdminNewsDetail> & { message: 'Revisi berhasil dipulihkan!' };

/** The newsroom's limits, as literal types. */
export interface NewsroomLimits {
  /** Longest slug an admin may give (letters, digits, dashes). */
  slugMax: 200;
  /** Versions kept per item (the oldest beyond go). */
  revisionsKept: 50;
  /** How long a preview link works, in days (less when the status changes). */
  previewDays: 7;
  /** Furthest a schedule may be set, in days from now. */
  scheduleMaxDays: 366;
  /** A search reads at most this many characters of `q`, and at most `searchMaxWords` words of them. */
  searchMaxLength: 200;
  searchMaxWords: 10;
  /** A scheduled item goes public at most this many seconds after its time (the publisher's period is shorter). */
  publishWithinSeconds: 60;
}
