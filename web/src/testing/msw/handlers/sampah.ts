/**
 * The trash on fixtures (contract part two, "Trash"; ADR 089): the list (20 a page, newest deletion first), a restore
 * (409 when the slug was taken meanwhile) and the permanent delete, over the rows the fixtures' deletes moved there
 * (../trash.ts). Texts typed by the contract, as the CMS writes them.
 */
import { http, HttpResponse } from 'msw';
import type {
  ErrorBody,
  PurgeTrashResponse,
  RestoreConflictResponse,
  RestoreTrashResponse,
  TrashMessages,
  TrashPage,
} from '@hmrpl/contract';
import { fixtureTrash } from '../trash';
import { adminFailure, errorResponse, guardAdminWrite, latency, pageOf } from '../utils';

const TRASH_MESSAGES: TrashMessages = {
  restored: 'Konten berhasil dipulihkan!',
  purged: 'Konten dihapus permanen.',
  notFound: 'Konten tidak ditemukan di tempat sampah.',
  slugTaken: 'Slug sudah dipakai konten lain.',
};
const PER_PAGE = 20;

/** The entry's index, or -1 (a malformed id too). */
const indexOf = (id: string) => fixtureTrash.current.findIndex((entry) => String(entry.item.id) === id);

export const sampahHandlers = [
  http.get<never, never, TrashPage | ErrorBody>('/api/admin/sampah', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const page = pageOf(new URL(request.url));
    const items = fixtureTrash.current.map((entry) => entry.item);
    return HttpResponse.json<TrashPage>({
      data: items.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(items.length / PER_PAGE)),
        per_page: PER_PAGE,
        total: items.length,
      },
    });
  }),

  http.post<{ id: string }, never, RestoreTrashResponse | RestoreConflictResponse | ErrorBody>(
    '/api/admin/sampah/:id/pulihkan',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = indexOf(params.id);
      if (index < 0) return errorResponse(404, TRASH_MESSAGES.notFound);
      if (!fixtureTrash.current[index]!.restore()) return errorResponse(409, TRASH_MESSAGES.slugTaken);
      fixtureTrash.current.splice(index, 1);
      return HttpResponse.json<RestoreTrashResponse>({ message: TRASH_MESSAGES.restored });
    },
  ),

  http.delete<{ id: string }, never, PurgeTrashResponse | ErrorBody>(
    '/api/admin/sampah/:id',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const index = indexOf(params.id);
      if (index < 0) return errorResponse(404, TRASH_MESSAGES.notFound);
      fixtureTrash.current.splice(index, 1);
      return HttpResponse.json<PurgeTrashResponse>({ message: TRASH_MESSAGES.purged });
    },
  ),
];
