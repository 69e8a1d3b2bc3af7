/**
 * Aspirations: the public form's rules (anonymous entries keep neither name nor NIM, whatever was sent),
 * and the admin's list, newest first.
 */
import type { Core } from '@strapi/strapi';
import type {
  Aspiration,
  AspirationCategories,
  AspirationCategory,
  AspirationLimits,
  AspirationMessages,
  AspirationPage,
  AspirationPageLimits,
} from '@hmrpl/contract';
import { paging } from '../../../lib/http/request-params';
import { MESSAGES, invalid, type FieldErrors } from '../../../lib/http/errors';
import { toAspiration } from '../mappers/to-aspirasi-dto';

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

export const ASPIRATION_CATEGORIES: AspirationCategories = ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'];

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

const isCategory = (value: unknown): value is AspirationCategory =>
  typeof value === 'string' && (ASPIRATION_CATEGORIES as readonly string[]).includes(value);

/** Checks a POST /api/aspirasi body; returns what is stored, or throws 422 with every field error. */
export function validateAspiration(body: unknown): AspirationData {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};

  const pesan = typeof input.pesan === 'string' ? input.pesan.trim() : '';
  if (!pesan) errors.pesan = [MESSAGES.emptyPesan];
  else if (pesan.length > ASPIRATION_LIMITS.pesanMax) errors.pesan = [ASPIRATION_MESSAGES.pesanTooLong];

  // The form always sends one; an old client that sends none gets the form's default.
  const kategori = input.kategori === undefined ? ASPIRATION_CATEGORIES[0] : input.kategori;
  if (!isCategory(kategori)) errors.kategori = [ASPIRATION_MESSAGES.kategoriInvalid];

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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  return {
    async create(body: unknown): Promise<Aspiration> {
      const { nama, nim, ...rest } = validateAspiration(body);
      // An absent nama/nim is stored as NULL.
      const created = await documents().create({ data: { ...rest, nama: nama ?? undefined, nim: nim ?? undefined } });
      return toAspiration(created);
    },

    /** One page, newest first: a bounded query and a count, whatever the table holds (tests: security-aspirasi). */
    async list(page: number, perPage: number): Promise<AspirationPage> {
      const total = await documents().count({});
      const p = paging(page, perPage, total);
      const rows =
        p.offset >= total
          ? []
          : await documents().findMany({
              fields: ['nama', 'nim', 'kategori', 'pesan', 'isAnonim', 'createdAt'],
              sort: [{ createdAt: 'desc' }, { id: 'desc' }],
              limit: perPage,
              start: p.offset,
            });
      return {
        data: rows.map(toAspiration),
        meta: { current_page: p.page, last_page: p.lastPage, per_page: perPage, total },
      };
    },
  };
};

export type AspirasiService = ReturnType<typeof import('./aspirasi').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::aspirasi.aspirasi': AspirasiService;
  }
}
