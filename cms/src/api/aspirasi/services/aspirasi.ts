/**
 * Aspirations: the public form's rules (anonymous entries keep neither name nor NIM, whatever was sent; invisible and
 * direction-changing characters never stored), and the admin's inbox: the filtered list, one aspiration, its triage
 * (status and note), delete and bulk delete.
 */
import type { Core } from '@strapi/strapi';
import type {
  Aspiration,
  AspirationCategory,
  AspirationLimits,
  AspirationMessages,
  AspirationPage,
  AspirationPageLimits,
  AspirationStatus,
} from '@hmrpl/contract';
import { idParam, paging } from '../../../lib/http/request-params';
import { HttpError, MESSAGES, invalid, notFound, tooManyRequests, type FieldErrors } from '../../../lib/http/errors';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { toAspiration } from '../mappers/to-aspirasi-dto';
import { createFloodGuard } from '../rules/flood';
import {
  ASPIRATION_CATEGORIES,
  INBOX_LIMITS,
  INBOX_MESSAGES,
  UNREAD,
  inboxFilters,
  isAspirationCategory,
  isAspirationStatus,
  narrowsAnything,
  parseInboxFilter,
  type InboxFilter,
} from '../rules/filter';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::aspirasi.aspirasi';

export const ASPIRATION_LIMITS: AspirationLimits = { pesanMax: 2000, namaMax: 100, nimMax: 20, perMinute: 5 };
export const ASPIRATION_PAGE_LIMITS: AspirationPageLimits = { perPageDefault: 20, perPageMax: 100 };

/** `per_page` as the contract reads it: 1-100, above 100 -> 100, anything else (0, 'abc', 2.5) -> 20. */
export function perPageParam(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  const n = typeof text === 'string' && /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) return ASPIRATION_PAGE_LIMITS.perPageDefault;
  return Math.min(n, ASPIRATION_PAGE_LIMITS.perPageMax);
}

export const ASPIRATION_MESSAGES = {
  created: 'Aspirasi Anda berhasil terkirim. Terima kasih!',
  pesanTooLong: `Pesan maksimal ${ASPIRATION_LIMITS.pesanMax} karakter.`,
  kategoriInvalid: 'Kategori tidak valid.',
  namaInvalid: 'Nama harus berupa teks.',
  namaTooLong: `Nama maksimal ${ASPIRATION_LIMITS.namaMax} karakter.`,
  nimInvalid: 'NIM hanya boleh berisi angka.',
  nimTooLong: `NIM maksimal ${ASPIRATION_LIMITS.nimMax} digit.`,
  isAnonimInvalid: 'Pilihan anonim tidak valid.',
} as const satisfies AspirationMessages;

export interface AspirationData {
  nama: string | null;
  nim: string | null;
  kategori: AspirationCategory;
  pesan: string;
  isAnonim: boolean;
}

const TRUE_VALUES = new Set([true, 'true', '1', 1, 'on']);
const FALSE_VALUES = new Set([false, 'false', '0', 0, 'off', '', null, undefined]);

/** A text field without the characters that let it pose as another (lib/content/invisible.ts); non-strings as they are. */
const visible = (value: unknown) => (typeof value === 'string' ? withoutInvisibleCharacters(value) : value);

/** Checks a POST /api/aspirasi body; returns what is stored, or throws 422 with every field error. */
export function validateAspiration(body: unknown): AspirationData {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {
    ...raw,
    nama: visible(raw.nama),
    nim: visible(raw.nim),
    pesan: visible(raw.pesan),
  };
  const errors: FieldErrors = {};

  const pesan = typeof input.pesan === 'string' ? input.pesan.trim() : '';
  if (!pesan) errors.pesan = [MESSAGES.emptyPesan];
  else if (pesan.length > ASPIRATION_LIMITS.pesanMax) errors.pesan = [ASPIRATION_MESSAGES.pesanTooLong];

  // The form always sends one; an old client that sends none gets the form's default.
  const kategori = input.kategori === undefined ? ASPIRATION_CATEGORIES[0] : input.kategori;
  if (!isAspirationCategory(kategori)) errors.kategori = [ASPIRATION_MESSAGES.kategoriInvalid];

  let isAnonim = false;
  if (TRUE_VALUES.has(input.isAnonim as never)) isAnonim = true;
  else if (!FALSE_VALUES.has(input.isAnonim as never)) errors.isAnonim = [ASPIRATION_MESSAGES.isAnonimInvalid];

  let nama: string | null = null;
  let nim: string | null = null;
  if (!isAnonim) {
    if (input.nama !== undefined && input.nama !== null && typeof input.nama !== 'string')
      errors.nama = [ASPIRATION_MESSAGES.namaInvalid];
    nama = typeof input.nama === 'string' ? input.nama.trim().replace(/\s+/g, ' ') || null : null;
    if (nama && nama.length > ASPIRATION_LIMITS.namaMax) errors.nama = [ASPIRATION_MESSAGES.namaTooLong];

    const rawNim = typeof input.nim === 'number' ? String(input.nim) : input.nim;
    if (rawNim !== undefined && rawNim !== null && typeof rawNim !== 'string')
      errors.nim = [ASPIRATION_MESSAGES.nimInvalid];
    nim = typeof rawNim === 'string' ? rawNim.trim() || null : null;
    if (nim && !/^\d+$/.test(nim)) errors.nim = [ASPIRATION_MESSAGES.nimInvalid];
    else if (nim && nim.length > ASPIRATION_LIMITS.nimMax) errors.nim = [ASPIRATION_MESSAGES.nimTooLong];
  }

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { nama, nim, kategori: kategori as AspirationCategory, pesan, isAnonim };
}

/** The honeypot: a field only programs fill in (the form hides it from people, keyboards and screen readers). */
export const filledHoneypot = (body: unknown): boolean => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).tautan : undefined;
  return value !== undefined && value !== null && value !== '' && value !== false;
};

export interface AspirationChanges {
  status?: AspirationStatus;
  catatan?: string | null;
}

/** Checks a POST /api/admin/aspirasi/{id} body: `status`, `catatan` ('' or null clears it), at least one. */
export function validateChanges(body: unknown): AspirationChanges {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const changes: AspirationChanges = {};
  if (input.status !== undefined) {
    if (isAspirationStatus(input.status)) changes.status = input.status;
    else errors.status = [INBOX_MESSAGES.statusInvalid];
  }
  if (input.catatan !== undefined) {
    if (input.catatan === null) changes.catatan = null;
    else if (typeof input.catatan !== 'string') errors.catatan = [INBOX_MESSAGES.catatanInvalid];
    else {
      const catatan = withoutInvisibleCharacters(input.catatan).trim();
      if (catatan.length > INBOX_LIMITS.catatanMax) errors.catatan = [INBOX_MESSAGES.catatanTooLong];
      else changes.catatan = catatan || null;
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (changes.status === undefined && changes.catatan === undefined)
    throw invalid({ status: [INBOX_MESSAGES.nothingToUpdate] });
  return changes;
}

/** Checks a POST /api/admin/aspirasi/hapus body: a filter that narrows something, and the list's `max_id`. */
export function validateBulkDelete(body: unknown): { filter: InboxFilter; maxId: number } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const filter = parseInboxFilter(input);
  if (!narrowsAnything(filter)) throw invalid({ filter: [INBOX_MESSAGES.filterRequired] });
  const maxId = typeof input.max_id === 'number' ? idParam(String(input.max_id)) : idParam(input.max_id);
  if (maxId === null) throw invalid({ max_id: [INBOX_MESSAGES.maxIdInvalid] });
  return { filter, maxId };
}

const LIST_FIELDS = [
  'nama',
  'nim',
  'kategori',
  'pesan',
  'isAnonim',
  'createdAt',
  'updatedAt',
  'status',
  'catatan',
] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  const rows = () => strapi.db.query(UID);
  const flood = createFloodGuard(strapi);

  async function findById(id: number | null): Promise<Aspiration> {
    const entry = id === null ? null : await documents().findFirst({ filters: { id }, fields: [...LIST_FIELDS] });
    if (!entry) throw notFound(INBOX_MESSAGES.notFound);
    return toAspiration(entry);
  }

  return {
    /**
     * Stores an aspiration. A send of the public form comes `from` an address (its rate-limit key) and is judged by the
     * flood rule first (rules/flood.ts: 429 for a send that looks automated while the form is flooded); the demo seed
     * stores without one.
     */
    async create(body: unknown, from?: { address: string }): Promise<Aspiration> {
      const { nama, nim, ...rest } = validateAspiration(body);
      const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
      const verdict = from ? await flood.judge({ address: from.address, token, text: rest.pesan }) : null;
      if (verdict?.refused) throw tooManyRequests(verdict.retryAfterSeconds);
      // An absent nama/nim is stored as NULL.
      const created = await documents().create({
        data: { ...rest, nama: nama ?? undefined, nim: nim ?? undefined, status: 'baru' },
      });
      if (verdict) await verdict.stored();
      return toAspiration(created);
    },

    /**
     * One page of what the filter matches, newest first: bounded queries and counts, whatever the table holds (tests:
     * security-aspirasi). `meta.unread` counts every `baru` aspiration; `meta.max_id` bounds a bulk delete.
     */
    async list(page: number, perPage: number, filter: InboxFilter = { words: [] }): Promise<AspirationPage> {
      const filters = inboxFilters(filter);
      const [total, unread, newest] = await Promise.all([
        documents().count({ filters }),
        documents().count({ filters: UNREAD }),
        documents().findFirst({ filters, fields: ['createdAt'], sort: [{ id: 'desc' }] }),
      ]);
      const p = paging(page, perPage, total);
      const found =
        p.offset >= total
          ? []
          : await documents().findMany({
              filters,
              fields: [...LIST_FIELDS],
              sort: [{ createdAt: 'desc' }, { id: 'desc' }],
              limit: perPage,
              start: p.offset,
            });
      return {
        data: found.map(toAspiration),
        meta: {
          current_page: p.page,
          last_page: p.lastPage,
          per_page: perPage,
          total,
          unread,
          max_id: newest ? Number(newest.id) : null,
        },
      };
    },

    /** GET /api/admin/aspirasi/{id} (404 for an unknown id, without a query for one that cannot exist). */
    findOne: (id: number | null) => findById(id),

    /** Its own view was opened: `baru` becomes `dibaca` (one conditional UPDATE; any other status stays). */
    async markRead(id: number | null): Promise<Aspiration> {
      if (id !== null) await rows().updateMany({ where: { $and: [{ id }, UNREAD] }, data: { status: 'dibaca' } });
      return findById(id);
    },

    async update(id: number | null, body: unknown): Promise<Aspiration> {
      const changes = validateChanges(body);
      const updated = id === null ? null : await rows().update({ where: { id }, data: changes });
      if (!updated) throw notFound(INBOX_MESSAGES.notFound);
      return findById(id);
    },

    /** To the trash (ADR 089). */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'aspirasi', id, INBOX_MESSAGES.notFound);
    },

    /**
     * Every aspiration the filter matches with an id up to `maxId`, each to the trash (ADR 089); answers how many
     * went (one deleted meanwhile by another request is not counted).
     */
    async removeMatching(body: unknown): Promise<number> {
      const { filter, maxId } = validateBulkDelete(body);
      const matched = (await rows().findMany({
        where: { $and: [inboxFilters(filter), { id: { $lte: maxId } }] },
        select: ['id'],
        orderBy: { id: 'asc' },
      })) as { id: number }[];
      let count = 0;
      for (const { id } of matched) {
        try {
          await moveToTrash(strapi, 'aspirasi', id, INBOX_MESSAGES.notFound);
          count += 1;
        } catch (error) {
          if (!(error instanceof HttpError && error.status === 404)) throw error;
        }
      }
      return count;
    },
  };
};

export type AspirasiService = ReturnType<typeof import('./aspirasi').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::aspirasi.aspirasi': AspirasiService;
  }
}
