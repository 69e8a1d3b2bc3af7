/**
 * Activity registration on fixtures (contract part two, "Activity registration, attendance, certificates"; ADR 100):
 * register with the CMS's own field rules and texts (cms/src/lib/content/registration-rules.ts), one NIM once per
 * activity, the quota and the waitlist, cancel with a link's token (`B1.<id>.uji` here; the CMS signs its own) and the
 * waitlist's first moving up. The activity's `registration.taken` follows.
 */
import { http, HttpResponse } from 'msw';
import type {
  CheckInResponse,
  ErrorBody,
  Participant,
  ParticipantsPage,
  RegistrationCancelled,
  RegistrationCreated,
  RegistrationRequest,
  RegistrationStatus,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { ACTIVITY_MESSAGES } from '@cms-content/activity-input';
import { jakartaClock } from '@cms-content/jakarta-time';
import {
  CHECK_IN_TEXTS,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  checkRegistrant,
  registrationRefusal,
} from '@cms-content/registration-rules';
import { db, fixtureState } from '../db';
import {
  adminFailure,
  csrfFailure,
  errorResponse,
  guardAdminWrite,
  latency,
  newId,
  pageOf,
  paged,
  validationResponse,
} from '../utils';

interface StoredRegistration {
  id: number;
  kegiatan_id: number;
  nama: string;
  nim: string;
  email: string;
  angkatan: string | null;
  telepon: string | null;
  status: RegistrationStatus;
  registered_at: string;
  checked_in_at: string | null;
}

const STATUSES: readonly RegistrationStatus[] = ['terdaftar', 'cadangan', 'hadir', 'batal'];

const registrations = fixtureState<StoredRegistration[]>(() => []);

/** The cancel link's token of a fixture registration (what the e-mail would carry). */
export const fixtureCancelToken = (id: number) => `B1.${id.toString(36)}.uji`;
/** The QR ticket of a fixture registration (the CMS signs its own: cms/src/api/pendaftaran/rules/ticket.ts). */
export const fixtureTicket = (id: number, activityId: number) => `T1.${id.toString(36)}.${activityId.toString(36)}.uji`;

/** Registrations of the fixtures' own, for a screen to start with (tests add theirs through the form or here). */
export function addFixtureRegistration(
  activityId: number,
  person: { nama: string; nim: string; status?: RegistrationStatus },
): number {
  const id = newId();
  registrations.current.push({
    id,
    kegiatan_id: activityId,
    nama: person.nama,
    nim: person.nim,
    email: `${person.nim}@student.test`,
    angkatan: null,
    telepon: null,
    status: person.status ?? 'terdaftar',
    registered_at: new Date().toISOString(),
    checked_in_at: person.status === 'hadir' ? new Date().toISOString() : null,
  });
  countTaken(activityId);
  return id;
}

/** The activity's attendees (`hadir`), for the certificates (handlers/sertifikat.ts). */
export const fixtureAttendees = (activityId: number) =>
  registrations.current.filter((r) => r.kegiatan_id === activityId && r.status === 'hadir');

const toParticipant = ({ kegiatan_id: _activity, ...row }: StoredRegistration): Participant => row;

const holdsPlace = (r: StoredRegistration) => r.status === 'terdaftar' || r.status === 'hadir';

function countTaken(activityId: number) {
  const activity = db.activities.find((a) => a.id === activityId);
  if (activity?.registration)
    activity.registration.taken = registrations.current.filter(
      (r) => r.kegiatan_id === activityId && holdsPlace(r),
    ).length;
}

export const pendaftaranHandlers = [
  http.post<{ slug: string }, Partial<RegistrationRequest>, RegistrationCreated | ErrorBody | ValidationErrorBody>(
    '/api/kegiatan/:slug/daftar',
    async ({ request, params }) => {
      await latency();
      const csrf = csrfFailure(request);
      if (csrf) return csrf;
      const activity = db.activities.find((a) => a.slug === params.slug);
      if (!activity) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const body = await request.json();
      if (body.tautan)
        return HttpResponse.json<RegistrationCreated>(
          { message: REGISTRATION_MESSAGES.created, status: 'terdaftar' },
          { status: 201 },
        );
      const settings = activity.registration;
      if (!settings) return errorResponse(422, REGISTRATION_MESSAGES.none);
      const checked = checkRegistrant(body);
      if (!checked.ok) return validationResponse(checked.errors as Record<string, string[]>);
      const mine = registrations.current.filter((r) => r.kegiatan_id === activity.id);
      if (mine.some((r) => r.nim === checked.values.nim && r.status !== 'batal'))
        return errorResponse(409, REGISTRATION_MESSAGES.duplicateNim);
      const taken = mine.filter(holdsPlace).length;
      const refusal = registrationRefusal(
        { ...settings, opens_at: new Date(settings.opens_at), closes_at: new Date(settings.closes_at) },
        taken,
        new Date(),
      );
      if (refusal) return errorResponse(422, refusal);
      const status = settings.quota === null || taken < settings.quota ? 'terdaftar' : 'cadangan';
      registrations.current.push({
        id: newId(),
        kegiatan_id: activity.id,
        ...checked.values,
        status,
        registered_at: new Date().toISOString(),
        checked_in_at: null,
      });
      countTaken(activity.id);
      return HttpResponse.json<RegistrationCreated>(
        { message: REGISTRATION_MESSAGES.created, status },
        { status: 201 },
      );
    },
  ),

  http.post<{ slug: string }, { token?: unknown }, RegistrationCancelled | ErrorBody>(
    '/api/kegiatan/:slug/batal',
    async ({ request, params }) => {
      await latency();
      const csrf = csrfFailure(request);
      if (csrf) return csrf;
      const activity = db.activities.find((a) => a.slug === params.slug);
      if (!activity) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const { token } = await request.json();
      const match = typeof token === 'string' ? /^B1\.([0-9a-z]+)\.uji$/.exec(token) : null;
      const found = match
        ? registrations.current.find((r) => r.id === parseInt(match[1], 36) && r.kegiatan_id === activity.id)
        : undefined;
      if (!found || found.status === 'hadir') return errorResponse(422, REGISTRATION_MESSAGES.cancelInvalid);
      if (found.status === 'batal') return errorResponse(409, REGISTRATION_MESSAGES.alreadyCancelled);
      const freed = found.status === 'terdaftar';
      found.status = 'batal';
      const quota = activity.registration?.quota ?? null;
      if (freed) {
        const next = registrations.current.find((r) => r.kegiatan_id === activity.id && r.status === 'cadangan');
        const taken = registrations.current.filter((r) => r.kegiatan_id === activity.id && holdsPlace(r)).length;
        if (next && (quota === null || taken < quota)) next.status = 'terdaftar';
      }
      countTaken(activity.id);
      return HttpResponse.json<RegistrationCancelled>({ message: REGISTRATION_MESSAGES.cancelled });
    },
  ),

  http.get<{ id: string }, never, ParticipantsPage | ErrorBody>(
    '/api/admin/kegiatan/:id/peserta',
    async ({ request, params }) => {
      await latency();
      const denied = adminFailure();
      if (denied) return denied;
      const activityId = Number(params.id);
      if (!db.activities.some((a) => a.id === activityId)) return errorResponse(404, ACTIVITY_MESSAGES.notFound);
      const url = new URL(request.url);
      const asked = url.searchParams.get('per_page') ?? '';
      const perPage = /^\d{1,4}$/.test(asked)
        ? Math.min(Math.max(1, Number(asked)), REGISTRATION_LIMITS.participantsPerPageMax)
        : REGISTRATION_LIMITS.participantsPerPageDefault;
      const wanted = url.searchParams.get('status');
      // an unknown status filters nothing, as on the CMS
      const status = STATUSES.find((s) => s === wanted) ?? null;
      // at most five words, as the CMS takes them
      const words = (url.searchParams.get('q') ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
      const mine = registrations.current.filter((r) => r.kegiatan_id === activityId);
      const shown = mine.filter(
        (r) =>
          (!status || r.status === status) &&
          words.every((word) => r.nama.toLowerCase().includes(word) || r.nim.includes(word)),
      );
      const count = (s: RegistrationStatus) => mine.filter((r) => r.status === s).length;
      const { data, meta } = paged(shown, pageOf(url), perPage);
      return HttpResponse.json<ParticipantsPage>({
        data: data.map(toParticipant),
        meta: {
          ...meta,
          counts: {
            terdaftar: count('terdaftar'),
            cadangan: count('cadangan'),
            hadir: count('hadir'),
            batal: count('batal'),
          },
        },
      });
    },
  ),

  http.post<{ id: string }, { tiket?: unknown; peserta_id?: unknown }, CheckInResponse | ErrorBody>(
    '/api/admin/kegiatan/:id/presensi',
    async ({ request, params }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const activityId = Number(params.id);
      const body = await request.json();
      let found: StoredRegistration | undefined;
      if (body.tiket !== undefined) {
        const match = typeof body.tiket === 'string' ? /^T1\.([0-9a-z]+)\.([0-9a-z]+)\.uji$/.exec(body.tiket) : null;
        if (!match) return errorResponse(422, REGISTRATION_MESSAGES.ticketInvalid);
        if (parseInt(match[2], 36) !== activityId) return errorResponse(422, REGISTRATION_MESSAGES.otherActivity);
        found = registrations.current.find((r) => r.id === parseInt(match[1], 36) && r.kegiatan_id === activityId);
        if (!found) return errorResponse(422, REGISTRATION_MESSAGES.ticketInvalid);
      } else if (Number.isSafeInteger(body.peserta_id) && (body.peserta_id as number) > 0) {
        found = registrations.current.find((r) => r.id === body.peserta_id && r.kegiatan_id === activityId);
        if (!found) return errorResponse(404, REGISTRATION_MESSAGES.participantNotFound);
      } else return errorResponse(422, REGISTRATION_MESSAGES.checkInMissing);
      if (found.status === 'hadir')
        return errorResponse(409, CHECK_IN_TEXTS.already(found.nama, jakartaClock(new Date(found.checked_in_at!))));
      if (found.status === 'cadangan') return errorResponse(422, CHECK_IN_TEXTS.waitlisted(found.nama));
      if (found.status === 'batal') return errorResponse(422, CHECK_IN_TEXTS.cancelled(found.nama));
      found.status = 'hadir';
      found.checked_in_at = new Date().toISOString();
      return HttpResponse.json<CheckInResponse>({
        message: CHECK_IN_TEXTS.checkedIn(found.nama),
        data: toParticipant(found),
      });
    },
  ),
];
