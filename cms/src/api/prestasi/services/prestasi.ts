/**
 * Achievements (prestasi): the public form's send (the field rules of lib/content/prestasi-rules, a proof checked by
 * its content, the aspiration form's flood rule; stored `menunggu`), the approved ones page by page and one by slug,
 * the staff's queue (list, one, the proof), their review (approve, edit, refuse with a reason; the submitter told by
 * e-mail: rules/review-mail.ts), adding one directly, and delete (to the trash, ADR 089). A NIM, an e-mail and the
 * proof never reach a public answer (mappers/to-prestasi-dto.ts). See ADR 094.
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type {
  AdminPrestasi,
  AdminPrestasiPage,
  Prestasi,
  PrestasiLevel,
  PrestasiPage,
  PrestasiStatus,
  PrestasiStudent,
} from '@hmrpl/contract';
import {
  HttpError,
  MESSAGES,
  invalid,
  notFound,
  payloadTooLarge,
  tooManyRequests,
  type FieldErrors,
} from '../../../lib/http/errors';
import { isSlug, paging } from '../../../lib/http/request-params';
import { slugify, uniqueSlug } from '../../../lib/content/slug';
import {
  PRESTASI_LIMITS,
  PRESTASI_MESSAGES,
  checkPrestasi,
  cleanAlasan,
  isPrestasiStatus,
  type PrestasiInput,
  type PrestasiMode,
  type PrestasiValues,
} from '../../../lib/content/prestasi-rules';
import { jakartaToday } from '../../../lib/content/jakarta-time';
import { createSerialQueue } from '../../../lib/process/serial';
import { retryOnUniqueness } from '../../../lib/strapi/database';
import { CLEARED } from '../../../lib/strapi/documents';
import { inspectImageFile, isHeicFile } from '../../../lib/uploads/image-type';
import { isPdfFile } from '../../../lib/uploads/pdf-file';
import {
  removeMedia,
  storeImages,
  validateImages,
  type IncomingFile,
  type ValidFile,
} from '../../../lib/uploads/store';
import { storagePathOf, type MediaFile } from '../../../lib/uploads/media-fields';
import { uploadsDir } from '../../../lib/uploads/disk-space';
import { createFloodGuard, type FloodForm } from '../../aspirasi/rules/flood';
import { toAdminPrestasi, toPrestasi, type PrestasiEntity } from '../mappers/to-prestasi-dto';
import { sendReviewMail } from '../rules/review-mail';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::prestasi.prestasi';
const FALLBACK_SLUG = 'prestasi';
/** The years offered by /prestasi are read from at most this many approved achievements. */
const YEARS_SCAN_MAX = 5000;

const PRESTASI_FORM: FloodForm = {
  name: 'prestasi',
  uid: UID,
  textField: 'summary',
  ceilingKey: 'server.hmrpl.prestasi.ceilingPerHour',
};

const NEWEST_FIRST = [{ date: 'desc' as const }, { id: 'desc' as const }];
const SUBMITTED_LAST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const APPROVED = { status: { $eq: 'disetujui' as const } };
/** The public shape reads the photo only: the proof is never loaded for a public answer. */
const PUBLIC_POPULATE = { foto: true } as const;
const ADMIN_POPULATE = { foto: true, bukti: true } as const;

/** What the controller read from a request: the text fields, the files, and the review's own fields. */
export interface PrestasiRequest {
  input: PrestasiInput;
  status?: unknown;
  alasan?: unknown;
  hapusFoto?: unknown;
  bukti: IncomingFile[];
  foto: IncomingFile[];
}

/** The students as the JSON attribute stores them. */
const studentsJson = (students: PrestasiStudent[]) =>
  students.map((student): Record<string, string> => ({ nama: student.nama, angkatan: student.angkatan }));

/** A proof is an image (PNG, JPEG, WebP) or a PDF, decided by its content, at most 10 MB: 413 or 422 otherwise. */
async function validateProof(file: IncomingFile): Promise<ValidFile> {
  if (file.size > PRESTASI_LIMITS.proofMaxBytes) throw payloadTooLarge(PRESTASI_MESSAGES.proofTooLarge);
  if (file.size > 0) {
    const image = await inspectImageFile(file.filepath);
    if (image) return { file, type: { mime: image.mime, ext: image.ext } };
    if (await isHeicFile(file.filepath).catch(() => false))
      throw new HttpError(422, MESSAGES.heicPhoto, { errors: { bukti: [MESSAGES.heicPhoto] } });
    if (await isPdfFile(file.filepath)) return { file, type: { mime: 'application/pdf', ext: '.pdf' } };
  }
  throw invalid({ bukti: [PRESTASI_MESSAGES.proofType] });
}

/** The field rules, the files' counts: every error at once (422) before any file is read or stored. */
function checked(request: PrestasiRequest, mode: PrestasiMode, now = new Date()): PrestasiValues {
  const result = checkPrestasi(request.input, mode, jakartaToday(now));
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  if (mode === 'kirim' && request.bukti.length === 0) errors.bukti = [PRESTASI_MESSAGES.proofRequired];
  if (request.bukti.length > 1) errors.bukti = [PRESTASI_MESSAGES.oneProofOnly];
  if (request.foto.length > 1) errors.foto = [PRESTASI_MESSAGES.onePhotoOnly];
  if (!result.ok || Object.keys(errors).length > 0) throw invalid(errors);
  return result.values;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  const flood = createFloodGuard(strapi, PRESTASI_FORM);
  const oneCreateAtATime = createSerialQueue();

  async function findEntity(id: number | null): Promise<PrestasiEntity | null> {
    return id
      ? ((await documents().findFirst({ filters: { id: { $eq: id } }, populate: ADMIN_POPULATE })) ?? null)
      : null;
  }

  async function freeSlug(title: string): Promise<string> {
    return uniqueSlug(slugify(title, FALLBACK_SLUG), async (candidates) => {
      const taken = await documents().findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] });
      return new Set(taken.flatMap((row) => (row.slug ? [row.slug] : [])));
    });
  }

  /** The files a write stores (proof, photo), checked first; all of them removed again when the write fails. */
  async function storeFiles(request: PrestasiRequest): Promise<{ bukti?: MediaFile; foto?: MediaFile }> {
    const proof = request.bukti[0] ? await validateProof(request.bukti[0]) : null;
    const photos = await validateImages(request.foto, { field: 'foto' });
    const [bukti] = proof ? await storeImages(strapi, [proof], { prefix: 'bukti', field: 'bukti' }) : [];
    try {
      const [foto] = photos.length ? await storeImages(strapi, photos, { prefix: 'prestasi', field: 'foto' }) : [];
      return { bukti, foto };
    } catch (error) {
      await removeMedia(strapi, [bukti]);
      throw error;
    }
  }

  /** Inserts with a free slug (the unique index refuses one another process took meanwhile: then the next). */
  async function insert(
    values: PrestasiValues,
    status: 'menunggu' | 'disetujui',
    files: { bukti?: MediaFile; foto?: MediaFile },
  ) {
    try {
      return await oneCreateAtATime(() =>
        retryOnUniqueness(strapi, async () => {
          return await documents().create({
            data: {
              title: values.title!,
              slug: await freeSlug(values.title!),
              rank: values.rank!,
              level: values.level!,
              organizer: values.organizer!,
              date: values.date!,
              students: studentsJson(values.students!),
              summary: values.summary!,
              status,
              ...(values.nim ? { nim: values.nim } : {}),
              ...(values.email ? { email: values.email } : {}),
              ...(files.bukti ? { bukti: files.bukti.id } : {}),
              ...(files.foto ? { foto: files.foto.id } : {}),
            },
            populate: ADMIN_POPULATE,
          });
        }),
      );
    } catch (error) {
      await removeMedia(strapi, [files.bukti, files.foto]);
      throw error;
    }
  }

  return {
    /**
     * POST /api/prestasi: a student's send from `address` (its rate-limit key) with the form's `token`. Checked whole
     * (fields, then the proof's content), then judged by the flood rule, then stored `menunggu`; nothing is kept when
     * any step refuses it.
     */
    async submit(request: PrestasiRequest, from: { address: string; token: unknown }): Promise<void> {
      const values = checked(request, 'kirim');
      const proof = await validateProof(request.bukti[0]!);
      const verdict = await flood.judge({ address: from.address, token: from.token, text: values.summary! });
      if (verdict.refused) throw tooManyRequests(verdict.retryAfterSeconds);
      const [bukti] = await storeImages(strapi, [proof], { prefix: 'bukti', field: 'bukti' });
      await insert(values, 'menunggu', { bukti });
      await verdict.stored();
    },

    /** GET /api/prestasi?tahun&level&page: approved ones, newest first, and the years that have any. */
    async publicPage({
      year,
      level,
      page,
    }: {
      year?: number;
      level?: PrestasiLevel;
      page: number;
    }): Promise<PrestasiPage> {
      const filters = {
        ...APPROVED,
        ...(year ? { date: { $gte: `${year}-01-01`, $lte: `${year}-12-31` } } : {}),
        ...(level ? { level: { $eq: level } } : {}),
      };
      const [total, dates] = await Promise.all([
        documents().count({ filters }),
        documents().findMany({ filters: APPROVED, fields: ['date'], sort: NEWEST_FIRST, limit: YEARS_SCAN_MAX }),
      ]);
      const p = paging(page, PRESTASI_LIMITS.perPage, total);
      const found =
        p.offset < total
          ? await documents().findMany({
              filters,
              sort: NEWEST_FIRST,
              start: p.offset,
              limit: p.perPage,
              fields: ['title', 'slug', 'rank', 'level', 'organizer', 'date', 'students', 'summary'],
              populate: PUBLIC_POPULATE,
            })
          : [];
      const years = [...new Set(dates.map((row) => Number(String(row.date).slice(0, 4))))].filter(Number.isFinite);
      return {
        data: found.map(toPrestasi),
        meta: { current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total, years },
      };
    },

    /** GET /api/prestasi/{slug}: an approved one, else 404 (a waiting or refused one does not exist for the public). */
    async bySlug(slug: string): Promise<Prestasi> {
      const entry = isSlug(slug)
        ? await documents().findFirst({
            filters: { ...APPROVED, slug: { $eq: slug } },
            fields: ['title', 'slug', 'rank', 'level', 'organizer', 'date', 'students', 'summary'],
            populate: PUBLIC_POPULATE,
          })
        : null;
      if (!entry) throw notFound(PRESTASI_MESSAGES.notFound);
      return toPrestasi(entry);
    },

    /** GET /api/admin/prestasi?status&page: the queue, the latest send first; `waiting` counts every `menunggu`. */
    async adminPage(status: unknown, page: number): Promise<AdminPrestasiPage> {
      const filters = isPrestasiStatus(status) ? { status: { $eq: status } } : {};
      const [total, waiting] = await Promise.all([
        documents().count({ filters }),
        documents().count({ filters: { status: { $eq: 'menunggu' } } }),
      ]);
      const p = paging(page, PRESTASI_LIMITS.adminPerPage, total);
      const found =
        p.offset < total
          ? await documents().findMany({
              filters,
              sort: SUBMITTED_LAST_FIRST,
              start: p.offset,
              limit: p.perPage,
              populate: ADMIN_POPULATE,
            })
          : [];
      return {
        data: found.map(toAdminPrestasi),
        meta: { current_page: p.page, last_page: p.lastPage, per_page: p.perPage, total: p.total, waiting },
      };
    },

    async adminById(id: number | null): Promise<AdminPrestasi> {
      const entry = await findEntity(id);
      if (!entry) throw notFound(PRESTASI_MESSAGES.notFound);
      return toAdminPrestasi(entry);
    },

    /** The proof's file on disk and its type, for its admin route (404 when there is none). */
    async proof(id: number | null): Promise<{ filepath: string; mime: string; size: number }> {
      const file = (await findEntity(id))?.bukti;
      if (!file?.url) throw notFound(PRESTASI_MESSAGES.notFound);
      // the stored name only: never a path that could leave the uploads folder
      const name = path.basename(storagePathOf(file.url));
      return {
        filepath: path.join(uploadsDir(strapi), name),
        mime: file.mime === 'application/pdf' ? 'application/pdf' : (file.mime ?? 'application/octet-stream'),
        size: Math.round((file.size ?? 0) * 1024),
      };
    },

    /** POST /api/admin/prestasi: staff add one directly, approved at once (a proof and a photo optional). */
    async add(request: PrestasiRequest): Promise<AdminPrestasi> {
      const values = checked(request, 'tambah');
      const files = await storeFiles(request);
      return toAdminPrestasi(await insert(values, 'disetujui', files));
    },

    /**
     * POST /api/admin/prestasi/{id}: a review and/or an edit. `status` moves it (a refusal needs `alasan`); any public
     * field may be corrected; `foto` replaces the photo, `hapus_foto` removes it. The submitter is told by e-mail
     * when the status becomes `disetujui` or `ditolak`. The slug stays (links keep working).
     */
    async update(id: number | null, request: PrestasiRequest): Promise<AdminPrestasi> {
      const existing = await findEntity(id);
      if (!existing?.documentId) throw notFound(PRESTASI_MESSAGES.notFound);
      const errors: FieldErrors = {};
      let values: PrestasiValues = {};
      try {
        values = checked(request, 'ubah');
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        Object.assign(errors, error.errors);
      }
      const sent = request.status === undefined || request.status === '' ? undefined : request.status;
      const status: PrestasiStatus | undefined = isPrestasiStatus(sent) ? sent : undefined;
      if (sent !== undefined && !status) errors.status = [PRESTASI_MESSAGES.statusInvalid];
      const alasan = cleanAlasan(request.alasan);
      if (typeof alasan === 'object' && alasan !== null) errors.alasan = [alasan.error];
      const refusing = status === 'ditolak';
      if (refusing && (typeof alasan !== 'string' || !alasan) && !errors.alasan)
        errors.alasan = [PRESTASI_MESSAGES.alasanRequired];
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const removePhoto = request.hapusFoto === true || request.hapusFoto === 'true';
      if (
        Object.keys(values).length === 0 &&
        status === undefined &&
        request.alasan === undefined &&
        request.foto.length === 0 &&
        request.bukti.length === 0 &&
        !removePhoto
      )
        throw invalid({ status: [PRESTASI_MESSAGES.nothingToUpdate] });

      const files = await storeFiles(request);
      let saved: PrestasiEntity | null;
      try {
        saved = await documents().update({
          documentId: existing.documentId,
          data: {
            ...(values.title !== undefined ? { title: values.title } : {}),
            ...(values.rank !== undefined ? { rank: values.rank } : {}),
            ...(values.level !== undefined ? { level: values.level } : {}),
            ...(values.organizer !== undefined ? { organizer: values.organizer } : {}),
            ...(values.date !== undefined ? { date: values.date } : {}),
            ...(values.students !== undefined ? { students: studentsJson(values.students) } : {}),
            ...(values.summary !== undefined ? { summary: values.summary } : {}),
            ...(values.nim !== undefined ? { nim: values.nim ?? CLEARED } : {}),
            ...(values.email !== undefined ? { email: values.email ?? CLEARED } : {}),
            ...(status !== undefined ? { status } : {}),
            // approving clears an earlier refusal's reason; a reason sent alone is kept as the staff's note
            ...(status === 'disetujui'
              ? { alasan: CLEARED }
              : request.alasan !== undefined
                ? { alasan: (alasan as string | null) ?? CLEARED }
                : {}),
            ...(files.foto ? { foto: files.foto.id } : removePhoto ? { foto: CLEARED } : {}),
            ...(files.bukti ? { bukti: files.bukti.id } : {}),
          },
          populate: ADMIN_POPULATE,
        });
        if (!saved) throw notFound(PRESTASI_MESSAGES.notFound);
      } catch (error) {
        await removeMedia(strapi, [files.bukti, files.foto]);
        throw error;
      }
      if (files.foto || removePhoto) await removeMedia(strapi, [existing.foto]);
      if (files.bukti) await removeMedia(strapi, [existing.bukti]);
      const item = toAdminPrestasi(saved);
      const decided = status === 'disetujui' || status === 'ditolak' ? status : null;
      if (decided && decided !== existing.status && item.email) await sendReviewMail(strapi, item.email, item, decided);
      return item;
    },

    /** DELETE /api/admin/prestasi/{id}: to the trash (ADR 089); its proof and photo stay until the permanent delete. */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'prestasi', id, PRESTASI_MESSAGES.notFound);
    },
  };
};

export type PrestasiService = ReturnType<typeof import('./prestasi').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::prestasi.prestasi': PrestasiService;
  }
}
