/**
 * The trash on fixtures (contract part two, "Trash"; ADR 089): the list (20 a page, newest deletion first), a restore
 * (409 when the slug was taken meanwhile) and the permanent delete, over the rows the fixtures' deletes moved there
 * (../trash.ts). As on the CMS (ADR 121), the list and the restore cover the kinds the admin's roles may delete (another
 * kind's entry is 404); the permanent delete is the pengelola's (../roles.ts answers the others 403). Texts typed by
 * the contract, as the CMS writes them.
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
import { mayUse, trashKindRoles } from '@cms-content/admin-roles';
import { db } from '../db';
import { fixtureTrash } from '../trash';
import { adminFailure, errorResponse, guardAdminWrite, latency, pageOf } from '../utils';

const TRASH_MESSAGES: TrashMessages = {
  restored: 'Konten berhasil dipulihkan!',
  purged: 'Konten dihapus permanen.',
  notFound: 'Konten tidak ditemukan di tempat sampah.',
  slugTaken: 'Slug sudah dipakai konten lain.',
};
const PER_PAGE = 20;

/** The entries the signed-in admin's roles cover. */
const visibleEntries = () => {
  const roles = db.users.find((user) => user.id === db.session?.id)?.roles ?? [];
  return fixtureTrash.current.filter((entry) => mayUse(roles, trashKindRoles(entry.item.type)));
};

/** The entry's index in the whole trash, or -1 (a malformed id, or a kind the admin's roles do not cover). */
const indexOf = (id: string) => {
  const entry = visibleEntries().find((candidate) => String(candidate.item.id) === id);
  return entry ? fixtureTrash.current.indexOf(entry) : -1;
};

export const sampahHandlers = [
  http.get<never, never, TrashPage | ErrorBody>('/api/admin/sampah', async ({ request }) => {
    await latency();
    const denied = adminFailure();
    if (denied) return denied;
    const page = pageOf(new URL(request.url));
    const items = visibleEntries().map((entry) => entry.item);
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
