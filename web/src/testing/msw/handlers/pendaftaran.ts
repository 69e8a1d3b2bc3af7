/**
 * Activity registration on fixtures (contract part two, "Activity registration, attendance, certificates"; ADR 100):
 * register with the CMS's own field rules and texts (cms/src/lib/content/registration-rules.ts), one NIM once per
 * activity, the quota and the waitlist, cancel with a link's token (`B1.<id>.uji` here; the CMS signs its own) and the
 * waitlist's first moving up. The activity's `registration.taken` follows.
 */
import { http, HttpResponse } from 'msw';
import type {
  ErrorBody,
  RegistrationCancelled,
  RegistrationCreated,
  RegistrationRequest,
  RegistrationStatus,
  ValidationErrorBody,
} from '@hmrpl/contract';
import { ACTIVITY_MESSAGES } from '@cms-content/activity-input';
import { REGISTRATION_MESSAGES, checkRegistrant, registrationRefusal } from '@cms-content/registration-rules';
import { db, fixtureState } from '../db';
import { csrfFailure, errorResponse, latency, newId, validationResponse } from '../utils';

interface StoredRegistration {
  id: number;
  kegiatan_id: number;
  nama: string;
  nim: string;
  email: string;
  status: RegistrationStatus;
}

const registrations = fixtureState<StoredRegistration[]>(() => []);

/** The cancel link's token of a fixture registration (what the e-mail would carry). */
export const fixtureCancelToken = (id: number) => `B1.${id.toString(36)}.uji`;

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
      registrations.current.push({ id: newId(), kegiatan_id: activity.id, ...checked.values, status });
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
];
