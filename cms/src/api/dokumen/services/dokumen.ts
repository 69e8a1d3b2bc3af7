/**
 * Documents (dokumen): the public list by kind and cabinet, and the admin's add / edit / delete (to the trash, ADR 089)
 * of a PDF with its title, kind and cabinet. The PDF is checked by its content before anything is stored (src/lib/uploads/pdf-file.ts,
 * ADR 097) and served sandboxed (`global::storage`). The slug is made from the title once and never changes.
 * A document of a cabinet that is not public yet (never active) shows no cabinet to visitors.
 */
import type { Core } from '@strapi/strapi';
import type { Dokumen, DokumenKategori, DokumenLimits, DokumenList, DokumenMessages } from '@hmrpl/contract';
import { invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import { idParam, isSlug } from '../../../lib/http/request-params';
import { slugify, uniqueSlug } from '../../../lib/content/slug';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { createSerialQueue } from '../../../lib/process/serial';
import { retryOnUniqueness } from '../../../lib/strapi/database';
import { CLEARED, isoDate, numericId, type Entry } from '../../../lib/strapi/documents';
import { removeMedia, storeImages, type IncomingFile } from '../../../lib/uploads/store';
import { validatePdf } from '../../../lib/uploads/pdf-file';
import { storagePathOf } from '../../../lib/uploads/media-fields';
import { PUBLIC_CABINETS } from '../../kabinet/store/cabinet-store';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::dokumen.dokumen';

export const DOKUMEN_MESSAGES = {
  created: 'Dokumen berhasil ditambahkan!',
  updated: 'Dokumen berhasil diperbarui!',
  deleted: 'Dokumen berhasil dihapus!',
  notFound: 'Dokumen tidak ditemukan.',
  notPdf: 'Berkas harus berupa PDF.',
  fileRequired: 'Silakan pilih berkas PDF terlebih dahulu.',
  oneFileOnly: 'Unggah satu berkas PDF saja.',
  tooLarge: 'Ukuran berkas melebihi 20 MB.',
  titleRequired: 'Judul dokumen wajib diisi.',
  titleTooLong: 'Judul dokumen maksimal 200 karakter.',
  badKategori: 'Kategori harus salah satu dari AD/ART, SOP, LPJ, atau Lainnya.',
  badKabinet: 'Kabinet tidak ditemukan.',
} as const satisfies DokumenMessages;

export const DOKUMEN_LIMITS: DokumenLimits = { maxFileBytes: 20971520, titleMax: 200, listMax: 500 };

/** The kinds, in the order the public page shows them. */
export const DOKUMEN_KATEGORI: readonly DokumenKategori[] = ['AD/ART', 'SOP', 'LPJ', 'Lainnya'];
export const isKategori = (value: unknown): value is DokumenKategori =>
  typeof value === 'string' && (DOKUMEN_KATEGORI as readonly string[]).includes(value);

/** `?kategori=` as the list and the edge read it: a known kind, else no filter. */
export const kategoriParam = (value: unknown): DokumenKategori | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  return isKategori(text) ? text : undefined;
};
/** `?kabinet=` as the list and the edge read it: a cabinet's slug, else no filter. */
export const kabinetParam = (value: unknown): string | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  return isSlug(text) ? text : undefined;
};

/** Used when a title has no letter or digit at all. */
const FALLBACK_SLUG = 'dokumen';
const POPULATE = {
  file: true as const,
  kabinet: { fields: ['slug' as const, 'active' as const, 'activated_at' as const] },
};
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

type DokumenEntity = Entry<typeof UID> & {
  kabinet?: { id?: number | string; slug?: string | null; active?: boolean | null; activated_at?: unknown } | null;
};

/** The fields of an admin write as sent (multipart text fields); `kabinet_id` absent keeps it, '' clears it. */
export interface DokumenInput {
  title?: string;
  kategori?: string;
  kabinet_id?: string;
}

function toDokumen(entry: DokumenEntity): Dokumen {
  const cabinet = entry.kabinet;
  const cabinetIsPublic = Boolean(cabinet && (cabinet.active || cabinet.activated_at));
  return {
    id: numericId(entry.id),
    slug: entry.slug ?? '',
    title: entry.title ?? '',
    kategori: isKategori(entry.kategori) ? entry.kategori : 'Lainnya',
    kabinet_slug: cabinetIsPublic ? (cabinet?.slug ?? null) : null,
    file_path: entry.file?.url ? storagePathOf(entry.file.url) : '',
    size_bytes: Number(entry.size_bytes ?? 0),
    uploaded_at: isoDate(entry.createdAt),
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  const oneCreateAtATime = createSerialQueue();

  async function findById(id: number | null): Promise<DokumenEntity | null> {
    return id ? ((await documents().findFirst({ filters: { id: { $eq: id } }, populate: POPULATE })) ?? null) : null;
  }

  async function freeSlug(title: string): Promise<string> {
    return uniqueSlug(slugify(title, FALLBACK_SLUG), async (candidates) => {
      const taken = await documents().findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] });
      return new Set(taken.flatMap((row) => (row.slug ? [row.slug] : [])));
    });
  }

  /** The checked fields (undefined: not sent, keep; kabinet null: clear), or every field's error at once. */
  async function checked(input: DokumenInput, mode: 'create' | 'update') {
    const errors: FieldErrors = {};
    const values: { title?: string; kategori?: DokumenKategori; kabinet?: number | null } = {};
    if (input.title !== undefined || mode === 'create') {
      const title = withoutInvisibleCharacters(input.title ?? '').trim();
      if (!title) errors.title = [DOKUMEN_MESSAGES.titleRequired];
      else if (title.length > DOKUMEN_LIMITS.titleMax) errors.title = [DOKUMEN_MESSAGES.titleTooLong];
      else values.title = title;
    }
    if (input.kategori !== undefined || mode === 'create') {
      if (isKategori(input.kategori)) values.kategori = input.kategori;
      else errors.kategori = [DOKUMEN_MESSAGES.badKategori];
    }
    if (input.kabinet_id !== undefined) {
      if (input.kabinet_id.trim() === '') values.kabinet = null;
      else {
        const id = idParam(input.kabinet_id.trim());
        const cabinet = id
          ? await strapi.documents('api::kabinet.kabinet').findFirst({ filters: { id: { $eq: id } }, fields: ['id'] })
          : null;
        if (cabinet) values.kabinet = numericId(cabinet.id);
        else errors.kabinet_id = [DOKUMEN_MESSAGES.badKabinet];
      }
    }
    return { errors, values };
  }

  /** The one PDF of a write, checked (none: undefined); every field error comes with the file's. */
  async function pdfOf(files: IncomingFile[], errors: FieldErrors, required: boolean) {
    if (files.length > 1) errors.file = [DOKUMEN_MESSAGES.oneFileOnly];
    else if (files.length === 0 && required) errors.file = [DOKUMEN_MESSAGES.fileRequired];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const [file] = files;
    return file
      ? validatePdf(file, { field: 'file', maxBytes: DOKUMEN_LIMITS.maxFileBytes, messages: DOKUMEN_MESSAGES })
      : undefined;
  }

  return {
    /** GET /api/dokumen?kategori&kabinet: an unknown kind is no filter; an unknown cabinet matches nothing. */
    async list(query: { kategori?: unknown; kabinet?: unknown }): Promise<DokumenList> {
      const kategori = kategoriParam(query.kategori);
      const kabinet = kabinetParam(query.kabinet);
      const filters = {
        ...(kategori ? { kategori: { $eq: kategori } } : {}),
        ...(kabinet ? { kabinet: { $and: [PUBLIC_CABINETS, { slug: { $eq: kabinet } }] } } : {}),
      };
      const found: DokumenEntity[] = await documents().findMany({
        filters,
        sort: NEWEST_FIRST,
        limit: DOKUMEN_LIMITS.listMax,
        populate: POPULATE,
      });
      const data = found.filter((entry) => entry.file?.url).map(toDokumen);
      data.sort((a, b) => DOKUMEN_KATEGORI.indexOf(a.kategori) - DOKUMEN_KATEGORI.indexOf(b.kategori));
      return { data };
    },

    async create(input: DokumenInput, files: IncomingFile[]): Promise<Dokumen> {
      const { errors, values } = await checked(input, 'create');
      const pdf = await pdfOf(files, errors, true);
      const [file] = await storeImages(strapi, [pdf!], { prefix: 'dokumen', captions: [values.title], field: 'file' });
      try {
        return await oneCreateAtATime(() =>
          retryOnUniqueness(strapi, async () => {
            const created = await documents().create({
              data: {
                title: values.title!,
                slug: await freeSlug(values.title!),
                kategori: values.kategori!,
                ...(values.kabinet ? { kabinet: values.kabinet } : {}),
                file: file!.id,
                size_bytes: pdf!.file.size,
              },
              populate: POPULATE,
            });
            return toDokumen(created);
          }),
        );
      } catch (error) {
        await removeMedia(strapi, [file]);
        throw error;
      }
    },

    /** Only the fields sent change; a new PDF replaces the old one, whose file is deleted. */
    /** One document, or 404. */
    async one(id: number | null): Promise<Dokumen> {
      const entry = await findById(id);
      if (!entry) throw notFound(DOKUMEN_MESSAGES.notFound);
      return toDokumen(entry);
    },

    async update(id: number | null, input: DokumenInput, files: IncomingFile[]): Promise<Dokumen> {
      const existing = await findById(id);
      if (!existing?.documentId) throw notFound(DOKUMEN_MESSAGES.notFound);
      const { errors, values } = await checked(input, 'update');
      const pdf = await pdfOf(files, errors, false);
      const [file] = pdf
        ? await storeImages(strapi, [pdf], {
            prefix: 'dokumen',
            captions: [values.title ?? existing.title],
            field: 'file',
          })
        : [];
      let saved: DokumenEntity | null;
      try {
        saved = await documents().update({
          documentId: existing.documentId,
          data: {
            ...(values.title !== undefined ? { title: values.title } : {}),
            ...(values.kategori !== undefined ? { kategori: values.kategori } : {}),
            ...(values.kabinet !== undefined ? { kabinet: values.kabinet ?? CLEARED } : {}),
            ...(file && pdf ? { file: file.id, size_bytes: pdf.file.size } : {}),
          },
          populate: POPULATE,
        });
        if (!saved) throw notFound(DOKUMEN_MESSAGES.notFound);
      } catch (error) {
        if (file) await removeMedia(strapi, [file]);
        throw error;
      }
      if (file) await removeMedia(strapi, [existing.file]);
      return toDokumen(saved);
    },

    /** Moves the document to the trash (ADR 089); its PDF stays until the permanent delete. */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'dokumen', id, DOKUMEN_MESSAGES.notFound);
    },
  };
};

export type DokumenService = ReturnType<typeof import('./dokumen').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::dokumen.dokumen': DokumenService;
  }
}
