import { http, HttpResponse } from 'msw';
import type {
  DeletePosterResponse,
  ErrorBody,
  Poster,
  RecruitmentResponse,
  UploadPosterResponse,
  ValidationErrorBody,
  PosterMessages,
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
import { putBack, toFixtureTrash } from '../trash';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const POSTER_MESSAGES: PosterMessages = {
  uploaded: 'Poster rekrutmen berhasil diunggah!',
  deleted: 'Poster berhasil dihapus!',
  notFound: 'Poster tidak ditemukan.',
  posterRequired: 'Silakan pilih poster terlebih dahulu.',
  onePosterOnly: 'Unggah satu poster saja.',
};

export const rekrutmenHandlers = [
  http.get<never, never, RecruitmentResponse>('/api/rekrutmen', async () => {
    await latency();
    const data = [...db.posters].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return HttpResponse.json<RecruitmentResponse>({ poster_url: data[0]?.poster_url ?? null, data });
  }),

  http.post<never, never, UploadPosterResponse | ErrorBody | ValidationErrorBody>(
    '/api/rekrutmen',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const [poster] = filesOf(await request.formData(), 'poster');
      if (!poster) return validationResponse({ poster: [POSTER_MESSAGES.posterRequired] });
      if (poster.size > MAX_FILE_BYTES) return errorResponse(413, MESSAGES.payloadTooLarge);
      if (!(await isAllowedImage(poster))) return validationResponse({ poster: [MESSAGES.badFileType] });
      const id = newId();
      const created: Poster = {
        id,
        poster_url: `/storage/rekrutmen/upload-${id}.webp`,
        // the fixture does not decode uploads: it stores them as the usual 4:5 poster
        image_width: 1080,
        image_height: 1350,
        created_at: new Date().toISOString(),
      };
      db.posters.push(created);
      return HttpResponse.json<UploadPosterResponse>(
        { message: POSTER_MESSAGES.uploaded, data: created },
        { status: 201 },
      );
    },
  ),

  http.delete<{ id: string }, never, DeletePosterResponse | ErrorBody>(
    '/api/admin/rekrutmen/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = db.posters.findIndex((poster) => poster.id === Number(params.id));
      if (index < 0) return errorResponse(404, POSTER_MESSAGES.notFound);
      const [removed] = db.posters.splice(index, 1);
      toFixtureTrash('rekrutmen', 'Poster rekrutmen', () => {
        putBack(db.posters, index, removed!);
        return true;
      });
      return HttpResponse.json<DeletePosterResponse>({ message: POSTER_MESSAGES.deleted });
    },
  ),
];
