import { http, HttpResponse } from 'msw';
import type {
  Awarding,
  AwardingArchive,
  AwardingArchiveMessages,
  AwardingField,
  AwardingMonth,
  AwardingPathOf,
  ErrorBody,
  UpdateAwardingResponse,
  ValidationErrorBody,
  AwardingMessages,
} from '@hmrpl/contract';
import { checkPeriode, isPeriode, periodeOf } from '@cms-content/awarding-periode';
import { db, fixtureState } from '../db';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  errorResponse,
  filesOf,
  guardAdminWrite,
  isAllowedImage,
  latency,
  newId,
  staleEdit,
  validationResponse,
} from '../utils';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const AWARDING_MESSAGES: AwardingMessages = {
  updated: 'Gambar awarding berhasil diperbarui!',
  oneImageOnly: 'Unggah satu gambar untuk setiap kategori.',
};

const ARCHIVE_MESSAGES: AwardingArchiveMessages = {
  badPeriode: 'Periode harus berupa bulan dengan format YYYY-MM.',
  futurePeriode: 'Periode tidak boleh setelah bulan ini.',
  monthNotFound: 'Awarding bulan tersebut tidak ditemukan.',
};

/** The month before `periode`. */
const monthBefore = (periode: string) => {
  const [year, month] = periode.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

/**
 * The archive's earlier months (`db.awarding` is the newest, this month's: the home page's): last month's winners,
 * three square posters.
 */
const earlier = fixtureState<AwardingMonth[]>(() => [
  {
    periode: monthBefore(periodeOf(new Date())),
    staff_image_path: 'awarding/staff-bulan-lalu.webp',
    divisi_image_path: 'awarding/divisi-bulan-lalu.webp',
    departemen_image_path: 'awarding/departemen-bulan-lalu.webp',
    staff_image_width: 1080,
    staff_image_height: 1080,
    divisi_image_width: 1080,
    divisi_image_height: 1080,
    departemen_image_width: 1080,
    departemen_image_height: 1080,
  },
]);

/** Every month, newest first (as GET /api/awarding/arsip answers). */
function months(): AwardingMonth[] {
  const current = db.awarding.periode ? [{ ...db.awarding, periode: db.awarding.periode }] : [];
  return [...current, ...earlier.current].sort((a, b) => b.periode.localeCompare(a.periode));
}

const emptyMonth = (periode: string): AwardingMonth => ({
  periode,
  staff_image_path: null,
  divisi_image_path: null,
  departemen_image_path: null,
});

/**
 * The month a save writes to, as the CMS does: this month's record, a newer month (this one moves to the archive and
 * the new one becomes the current), or an earlier month of the archive (made when missing).
 */
function monthToWrite(periode: string): Awarding {
  const current = db.awarding.periode;
  if (!current || current === periode) {
    db.awarding.periode = periode;
    return db.awarding;
  }
  if (periode > current) {
    earlier.current.push({ ...db.awarding, periode: current });
    db.awarding = emptyMonth(periode);
    return db.awarding;
  }
  let month = earlier.current.find((item) => item.periode === periode);
  if (!month) {
    month = emptyMonth(periode);
    earlier.current.push(month);
  }
  return month;
}

const SLOTS: { [F in AwardingField]: AwardingPathOf<F> } = {
  staff_image: 'staff_image_path',
  divisi_image: 'divisi_image_path',
  departemen_image: 'departemen_image_path',
};

export const awardingHandlers = [
  http.get<never, never, Awarding>('/api/awarding', async () => {
    await latency();
    return HttpResponse.json<Awarding>(db.awarding);
  }),

  http.get<never, never, AwardingArchive>('/api/awarding/arsip', async () => {
    await latency();
    return HttpResponse.json<AwardingArchive>({ data: months() });
  }),

  http.get<{ periode: string }, never, AwardingMonth | ErrorBody>(
    '/api/awarding/arsip/:periode',
    async ({ params }) => {
      await latency();
      const month = isPeriode(params.periode) ? months().find((item) => item.periode === params.periode) : undefined;
      return month ? HttpResponse.json<AwardingMonth>(month) : errorResponse(404, ARCHIVE_MESSAGES.monthNotFound);
    },
  ),

  http.post<never, never, UpdateAwardingResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/awarding',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const form = await request.formData();
      const chosen = (Object.keys(SLOTS) as AwardingField[])
        .map((field) => [field, filesOf(form, field)[0]] as const)
        .filter((entry): entry is readonly [AwardingField, File] => Boolean(entry[1]));
      if (chosen.length === 0) return validationResponse({ images: [MESSAGES.noAwardingImage] });
      const sentPeriode = form.get('periode');
      const periode = checkPeriode(typeof sentPeriode === 'string' ? sentPeriode : undefined, new Date());
      if (!periode.ok) return validationResponse({ periode: [periode.message] });
      for (const [field, file] of chosen) {
        if (file.size > MAX_FILE_BYTES) return errorResponse(413, MESSAGES.payloadTooLarge);
        if (!(await isAllowedImage(file))) return validationResponse({ [field]: [MESSAGES.badFileType] });
      }
      // the month's version (ADR 101): a month of the fixtures never saved here has none, and is never stale
      const saved = months().find((item) => item.periode === periode.periode);
      const stale = saved && staleEdit(form.get('updated_at'), saved, 'awarding');
      if (stale) return stale;
      const month = monthToWrite(periode.periode);
      month.updated_at = new Date().toISOString();
      for (const [field] of chosen) {
        const id = newId();
        // a JPEG upload, with its renditions and their WebP twins (as the CMS answers)
        month[SLOTS[field]] = `awarding/upload-${id}.jpg`;
        month[`${field}_formats`] = {
          small: {
            path: `awarding/small_upload-${id}.jpg`,
            width: 500,
            height: 500,
            webp: `awarding/small_webp_upload-${id}.webp`,
          },
        };
        month[`${field}_webp`] = `awarding/webp_upload-${id}.webp`;
        // the fixture does not decode uploads: it stores them as the usual square award poster
        month[`${field}_width`] = 1080;
        month[`${field}_height`] = 1080;
      }
      return HttpResponse.json<UpdateAwardingResponse>({ message: AWARDING_MESSAGES.updated, ...month });
    },
  ),
];
