import { http, HttpResponse } from 'msw';
import type {
  Awarding,
  AwardingField,
  AwardingPathOf,
  ErrorBody,
  UpdateAwardingResponse,
  ValidationErrorBody,
  AwardingMessages,
} from '@hmrpl/contract';
import { db } from '../db';
import {
  MAX_FILE_BYTES,
  MESSAGES,
  errorResponse,
  filesOf,
  guardAdminWrite,
  isAllowedImage,
  latency,
  newId,
  validationResponse,
} from '../utils';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const AWARDING_MESSAGES: AwardingMessages = {
  updated: 'Gambar awarding berhasil diperbarui!',
  oneImageOnly: 'Unggah satu gambar untuk setiap kategori.',
};

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
      for (const [field, file] of chosen) {
        if (file.size > MAX_FILE_BYTES) return errorResponse(413, MESSAGES.payloadTooLarge);
        if (!(await isAllowedImage(file))) return validationResponse({ [field]: [MESSAGES.badFileType] });
      }
      for (const [field] of chosen) {
        const id = newId();
        // a JPEG upload, with its renditions and their WebP twins (as the CMS answers)
        db.awarding[SLOTS[field]] = `awarding/upload-${id}.jpg`;
        db.awarding[`${field}_formats`] = {
          small: {
            path: `awarding/small_upload-${id}.jpg`,
            width: 500,
            height: 500,
            webp: `awarding/small_webp_upload-${id}.webp`,
          },
        };
        db.awarding[`${field}_webp`] = `awarding/webp_upload-${id}.webp`;
        // the fixture does not decode uploads: it stores them as the usual square award poster
        db.awarding[`${field}_width`] = 1080;
        db.awarding[`${field}_height`] = 1080;
      }
      return HttpResponse.json<UpdateAwardingResponse>({ message: AWARDING_MESSAGES.updated, ...db.awarding });
    },
  ),
];
