/**
 * The monthly awarding (ADR 098): every month is an entry of the archive (`awarding-arsip`, keyed by `periode`,
 * `YYYY-MM`); this month's winners, what GET /api/awarding answers and the home page shows, are the newest month's. A
 * save names its month (default: the current month in Asia/Jakarta) and replaces only the slots sent of that month;
 * another month's save leaves the earlier months as they are. The single type `awarding` of before the archive is
 * moved into it once, on upgrade (`archiveTheSingle`).
 */
import type { Core } from '@strapi/strapi';
import type { Awarding, AwardingArchive, AwardingField, AwardingMessages, AwardingMonth } from '@hmrpl/contract';
import { MESSAGES, invalid, notFound } from '../../../lib/http/errors';
import {
  AWARDING_ARCHIVE_LIMITS,
  AWARDING_ARCHIVE_MESSAGES,
  checkPeriode,
  isPeriode,
  periodeOf,
} from '../../../lib/content/awarding-periode';
import { createSerialQueue } from '../../../lib/process/serial';
import { isUniquenessError, retryOnUniqueness } from '../../../lib/strapi/database';
import { CLEARED } from '../../../lib/strapi/documents';
import {
  removeMedia,
  storeImages,
  validateImages,
  type IncomingFile,
  type ValidImage,
} from '../../../lib/uploads/store';
import type { MediaFile } from '../../../lib/uploads/media-fields';
import { AWARDING_FIELDS, toAwarding, toAwardingMonth, type AwardingEntity } from '../mappers/to-awarding-dto';

const MONTHS = 'api::awarding.awarding-arsip';
const SINGLE = 'api::awarding.awarding';

export const AWARDING_MESSAGES = {
  updated: 'Gambar awarding berhasil diperbarui!',
  oneImageOnly: 'Unggah satu gambar untuk setiap kategori.',
} as const satisfies AwardingMessages;

const POPULATE = { staff_image: true, divisi_image: true, departemen_image: true } as const;
const NEWEST_FIRST = [{ periode: 'desc' as const }];

/** A month as stored (its `periode` is required by the schema). */
const monthOf = (entry: AwardingEntity): AwardingMonth => toAwardingMonth({ ...entry, periode: entry.periode ?? '' });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const months = () => strapi.documents(MONTHS);
  /** One save at a time in this process: two first saves of a month would both create it. */
  const oneSaveAtATime = createSerialQueue();

  async function findMonth(periode: string): Promise<AwardingEntity | null> {
    return (await months().findFirst({ filters: { periode: { $eq: periode } }, populate: POPULATE })) ?? null;
  }

  async function newest(): Promise<AwardingEntity | null> {
    return (await months().findFirst({ sort: NEWEST_FIRST, populate: POPULATE })) ?? null;
  }

  /** The month's entry with `data` written: updated, or created (another process's create of it: then updated). */
  async function writeMonth(periode: string, data: Partial<Record<AwardingField, number>>) {
    return retryOnUniqueness(strapi, async () => {
      const existing = await findMonth(periode);
      const saved = existing?.documentId
        ? await months().update({ documentId: existing.documentId, data, populate: POPULATE })
        : await months().create({ data: { periode, ...data }, populate: POPULATE });
      return { saved, existing };
    });
  }

  return {
    /** GET /api/awarding: the newest month (every slot null and no periode while there is none). */
    async get(): Promise<Awarding> {
      return toAwarding(await newest());
    },

    /** GET /api/awarding/arsip: every month, newest first. */
    async archive(): Promise<AwardingArchive> {
      const found = await months().findMany({
        sort: NEWEST_FIRST,
        limit: AWARDING_ARCHIVE_LIMITS.listMax,
        populate: POPULATE,
      });
      return { data: found.map(monthOf) };
    },

    /** GET /api/awarding/arsip/{YYYY-MM}, or 404. */
    async month(periode: string): Promise<AwardingMonth> {
      const found = isPeriode(periode) ? await findMonth(periode) : null;
      if (!found) throw notFound(AWARDING_ARCHIVE_MESSAGES.monthNotFound);
      return monthOf(found);
    },

    /**
     * Replaces only the slots sent of the month named (default: this month); the replaced files are deleted. Every
     * field is checked before anything is stored: none sent, two in a slot, a bad month or a bad file -> 422.
     */
    async update(
      filesBySlot: Partial<Record<AwardingField, IncomingFile[]>>,
      periodeInput?: string,
      now: Date = new Date(),
    ): Promise<Awarding> {
      const slots = AWARDING_FIELDS.filter((field) => (filesBySlot[field]?.length ?? 0) > 0);
      const periode = checkPeriode(periodeInput, now);
      if (slots.length === 0) {
        throw invalid(Object.fromEntries(AWARDING_FIELDS.map((field) => [field, [MESSAGES.noAwardingImage]])));
      }
      const tooMany = slots.filter((field) => (filesBySlot[field]?.length ?? 0) > 1);
      if (tooMany.length > 0 || !periode.ok)
        throw invalid({
          ...Object.fromEntries(tooMany.map((field) => [field, [AWARDING_MESSAGES.oneImageOnly]])),
          ...(periode.ok ? {} : { periode: [periode.message] }),
        });

      // Validate every slot before storing anything.
      const valid: [AwardingField, ValidImage][] = [];
      for (const field of slots) {
        const [image] = await validateImages(filesBySlot[field] ?? [], { field });
        valid.push([field, image]);
      }

      const stored: [AwardingField, MediaFile][] = [];
      try {
        for (const [field, image] of valid) {
          const [file] = await storeImages(strapi, [image], { prefix: 'awarding', field });
          stored.push([field, file]);
        }
        const data = Object.fromEntries(stored.map(([field, file]) => [field, file.id]));
        const { saved, existing } = await oneSaveAtATime(() => writeMonth(periode.periode, data));
        await removeMedia(
          strapi,
          slots.map((field) => existing?.[field]),
        );
        return toAwarding(saved);
      } catch (error) {
        await removeMedia(
          strapi,
          stored.map(([, file]) => file),
        );
        throw error;
      }
    },

    /**
     * On upgrade: the awarding of before the archive (the single type's images) becomes the archive's month of its
     * last save (Asia/Jakarta), unless that month is there already; the single type is emptied (its files now belong
     * to the month). Nothing to do once it is empty, so every later start skips it. Returns the month made, if any.
     */
    async archiveTheSingle(): Promise<string | null> {
      const single = await strapi.documents(SINGLE).findFirst({ populate: POPULATE });
      if (!single?.documentId || !AWARDING_FIELDS.some((field) => single[field]?.id)) return null;
      const periode = periodeOf(new Date(single.updatedAt ?? single.createdAt ?? Date.now()));
      const data = Object.fromEntries(
        AWARDING_FIELDS.flatMap((field) => (single[field]?.id ? [[field, single[field]!.id]] : [])),
      );
      const made = await oneSaveAtATime(async () => {
        if (await findMonth(periode)) return null;
        try {
          await months().create({ data: { periode, ...data } });
          return periode;
        } catch (error) {
          // another process moved it at the same moment
          if (isUniquenessError(error)) return null;
          throw error;
        }
      });
      const cleared = Object.fromEntries(AWARDING_FIELDS.map((field) => [field, CLEARED]));
      await strapi.documents(SINGLE).update({ documentId: single.documentId, data: cleared });
      return made;
    },
  };
};

export type AwardingService = ReturnType<typeof import('./awarding').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::awarding.awarding': AwardingService;
  }
}
