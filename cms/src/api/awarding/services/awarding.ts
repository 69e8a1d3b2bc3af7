/** The monthly awarding images (a single type): read, and replace any of the three slots. */
import type { Core } from '@strapi/strapi';
import type { Awarding, AwardingField, AwardingMessages } from '@hmrpl/contract';
import { MESSAGES, invalid } from '../../../lib/http/errors';
import {
  removeMedia,
  storeImages,
  validateImages,
  type IncomingFile,
  type ValidImage,
} from '../../../lib/uploads/store';
import type { MediaFile } from '../../../lib/uploads/media-fields';
import { AWARDING_FIELDS, toAwarding, type AwardingEntity } from '../mappers/to-awarding-dto';

const UID = 'api::awarding.awarding';

export const AWARDING_MESSAGES = {
  updated: 'Gambar awarding berhasil diperbarui!',
  oneImageOnly: 'Unggah satu gambar untuk setiap kategori.',
} as const satisfies AwardingMessages;

const POPULATE = { staff_image: true, divisi_image: true, departemen_image: true } as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  async function current(): Promise<AwardingEntity | null> {
    return (await documents().findFirst({ populate: POPULATE })) ?? null;
  }

  return {
    async get(): Promise<Awarding> {
      return toAwarding(await current());
    },

    /** Replaces only the slots sent; the replaced files are deleted. None sent -> 422. */
    async update(filesBySlot: Partial<Record<AwardingField, IncomingFile[]>>): Promise<Awarding> {
      const slots = AWARDING_FIELDS.filter((field) => (filesBySlot[field]?.length ?? 0) > 0);
      if (slots.length === 0) {
        throw invalid(Object.fromEntries(AWARDING_FIELDS.map((field) => [field, [MESSAGES.noAwardingImage]])));
      }
      const tooMany = slots.filter((field) => (filesBySlot[field]?.length ?? 0) > 1);
      if (tooMany.length > 0)
        throw invalid(Object.fromEntries(tooMany.map((field) => [field, [AWARDING_MESSAGES.oneImageOnly]])));

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
        const existing = await current();
        const saved = existing?.documentId
          ? await documents().update({ documentId: existing.documentId, data, populate: POPULATE })
          : await documents().create({ data, populate: POPULATE });
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
  };
};

export type AwardingService = ReturnType<typeof import('./awarding').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::awarding.awarding': AwardingService;
  }
}
