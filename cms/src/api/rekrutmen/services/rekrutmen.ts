/** Recruitment posters: every current poster newest first (the newest is the home page's), upload, delete. */
import type { Core } from '@strapi/strapi';
import type { Poster, PosterMessages, RecruitmentResponse } from '@hmrpl/contract';
import { invalid } from '../../../lib/http/errors';
import { removeMedia, storeImages, validateImages, type IncomingFile } from '../../../lib/uploads/store';
import { toPoster } from '../mappers/to-rekrutmen-dto';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::rekrutmen.rekrutmen';

export const POSTER_MESSAGES = {
  uploaded: 'Poster rekrutmen berhasil diunggah!',
  deleted: 'Poster berhasil dihapus!',
  notFound: 'Poster tidak ditemukan.',
  posterRequired: 'Silakan pilih poster terlebih dahulu.',
  onePosterOnly: 'Unggah satu poster saja.',
} as const satisfies PosterMessages;

/** A site shows a handful of open recruitments at most; this bounds the public answer all the same. */
const MAX_POSTERS = 100;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  return {
    async current(): Promise<RecruitmentResponse> {
      const found = await documents().findMany({
        sort: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: MAX_POSTERS,
        populate: { poster: true },
      });
      const data = found.filter((entry) => entry.poster).map(toPoster);
      return { poster_url: data[0]?.poster_url ?? null, data };
    },

    async upload(files: IncomingFile[]): Promise<Poster> {
      if (files.length === 0) throw invalid({ poster: [POSTER_MESSAGES.posterRequired] });
      if (files.length > 1) throw invalid({ poster: [POSTER_MESSAGES.onePosterOnly] });
      const images = await validateImages(files, { field: 'poster' });
      const [file] = await storeImages(strapi, images, { prefix: 'rekrutmen', field: 'poster' });
      try {
        const created = await documents().create({ data: { poster: file.id }, populate: { poster: true } });
        return toPoster(created);
      } catch (error) {
        await removeMedia(strapi, [file]);
        throw error;
      }
    },

    /** To the trash with its poster file (ADR 089). */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'rekrutmen', id, POSTER_MESSAGES.notFound);
    },
  };
};

export type RekrutmenService = ReturnType<typeof import('./rekrutmen').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::rekrutmen.rekrutmen': RekrutmenService;
  }
}
