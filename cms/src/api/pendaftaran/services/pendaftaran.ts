/**
 * Activity registration (ADR 100): a student registers through the activity page's form (the aspiration form's
 * defences: per-address limit, honeypot, form token and flood ceiling, invisible characters stripped), gets a place or,
 * past the quota with a waitlist, a place on it; cancels with the link of the e-mail, and the waitlist's first moves
 * up and is told. Every change of places runs in one transaction holding the activity's lock (PostgreSQL: an advisory
 * lock, so several CMS processes count one quota; SQLite serialises writers itself), so a quota is never passed
 * whatever arrives at once (tests: content-pendaftaran, the bench).
 */
import type { Core } from '@strapi/strapi';
import type { ActivityRegistration, Participant, ParticipantsPage, RegistrationStatus } from '@hmrpl/contract';
import { HttpError, invalid, notFound, tooManyRequests } from '../../../lib/http/errors';
import { isSlug, paging } from '../../../lib/http/request-params';
import { jakartaClock } from '../../../lib/content/jakarta-time';
import { withoutInvisibleCharacters } from '../../../lib/content/invisible';
import { usesPostgres } from '../../../lib/strapi/database';
import { ACTIVITY_MESSAGES } from '../../../lib/content/activity-input';
import {
  CHECK_IN_TEXTS,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  checkRegistrant,
  registrationRefusal,
  type RegistrationSettings,
} from '../../../lib/content/registration-rules';
import { createFloodGuard } from '../../aspirasi/rules/flood';
import { readCancelToken, readTicket } from '../rules/ticket';
import { sendTicketMail, type TicketMailInput } from '../rules/mail';
import { registrationRetentionMonths } from '../jobs/retention';

const UID = 'api::pendaftaran.pendaftaran';
const ACTIVITY = 'api::kegiatan.kegiatan';
/** The activities' advisory locks on PostgreSQL (apart from the cabinets'). */
const ACTIVITY_LOCK_BASE = 7_170_000_000;
/** Statuses that hold a place. */
const HOLDS_PLACE: RegistrationStatus[] = ['terdaftar', 'hadir'];

interface ActivityRow {
  id: number;
  slug: string;
  title: string;
  starts_at: string | Date;
  place: string | null;
  registration_opens_at: string | Date | null;
  registration_closes_at: string | Date | null;
  registration_quota: number | null;
  registration_waitlist: boolean | number | null;
}

interface RegistrationRow {
  id: number;
  nama: string;
  email: string | null;
  status: RegistrationStatus;
}

const ACTIVITY_FIELDS = [
  'id',
  'slug',
  'title',
  'starts_at',
  'place',
  'registration_opens_at',
  'registration_closes_at',
  'registration_quota',
  'registration_waitlist',
];

const date = (value: string | Date) => new Date(value);

const STATUSES: RegistrationStatus[] = ['terdaftar', 'cadangan', 'hadir', 'batal'];
const PARTICIPANT_FIELDS = [
  'id',
  'nama',
  'nim',
  'email',
  'angkatan',
  'telepon',
  'status',
  'createdAt',
  'checked_in_at',
];

interface ParticipantRow {
  id: number;
  nama: string;
  nim: string | null;
  email: string | null;
  angkatan: string | null;
  telepon: string | null;
  status: RegistrationStatus;
  createdAt: string | Date;
  checked_in_at: string | Date | null;
}

export const toParticipant = (row: ParticipantRow): Participant => ({
  id: Number(row.id),
  nama: row.nama,
  nim: row.nim ?? null,
  email: row.email ?? null,
  angkatan: row.angkatan ?? null,
  telepon: row.telepon ?? null,
  status: row.status,
  registered_at: date(row.createdAt).toISOString(),
  checked_in_at: row.checked_in_at ? date(row.checked_in_at).toISOString() : null,
});

/** The participant list's filter: a status and words matched in nama or NIM (taken literally). */
export interface ParticipantFilter {
  status: RegistrationStatus | null;
  q: string;
}

export function parseParticipantFilter(query: Record<string, unknown>): ParticipantFilter {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const status = first(query.status);
  const q = first(query.q);
  return {
    status: STATUSES.includes(status as RegistrationStatus) ? (status as RegistrationStatus) : null,
    q: typeof q === 'string' ? withoutInvisibleCharacters(q).trim().slice(0, 100) : '',
  };
}

type ActivityRowSettings = Pick<
  ActivityRow,
  'registration_opens_at' | 'registration_closes_at' | 'registration_quota' | 'registration_waitlist'
>;

/** An activity's stored settings (a null closing time: the activity's start, decided by the reader). */
export function settingsOf(row: Partial<ActivityRowSettings>): RegistrationSettings {
  return {
    opens_at: row.registration_opens_at ? date(row.registration_opens_at) : null,
    closes_at: row.registration_closes_at ? date(row.registration_closes_at) : null,
    quota: row.registration_quota ?? null,
    waitlist: Boolean(row.registration_waitlist),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const activities = () => strapi.db.query(ACTIVITY);
  const flood = createFloodGuard(strapi, {
    name: 'pendaftaran',
    uid: UID,
    textField: 'email',
    ceilingKey: 'server.hmrpl.pendaftaran.ceilingPerHour',
  });

  const retentionMonths = () => registrationRetentionMonths(strapi);

  /** Inside a transaction: the activity's lock, held until it ends. */
  async function lockActivity(trx: { raw(sql: string, bindings: unknown[]): Promise<unknown> }, activityId: number) {
    if (usesPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [ACTIVITY_LOCK_BASE + activityId]);
  }

  const taken = async (activityId: number) =>
    Number(await rows().count({ where: { kegiatan: { id: activityId }, status: { $in: HOLDS_PLACE } } }));

  async function activityBySlug(slug: string): Promise<ActivityRow> {
    const found = isSlug(slug)
      ? ((await activities().findOne({ where: { slug }, select: ACTIVITY_FIELDS })) as ActivityRow | null)
      : null;
    if (!found) throw notFound(ACTIVITY_MESSAGES.notFound);
    return found;
  }

  const mailActivity = (activity: ActivityRow): TicketMailInput['activity'] => ({
    id: Number(activity.id),
    slug: activity.slug,
    title: activity.title,
    starts_at: date(activity.starts_at),
    place: activity.place?.trim() ? activity.place : null,
  });

  /**
   * Inside the activity's lock: the waitlist's first move up while places are free (after a cancel, or a larger
   * quota). Answers who moved up, to be told once the transaction is committed.
   */
  async function fillFreePlaces(activityId: number, settings: RegistrationSettings): Promise<RegistrationRow[]> {
    if (!settings.opens_at) return [];
    const free = settings.quota === null ? Infinity : settings.quota - (await taken(activityId));
    if (free <= 0) return [];
    const waiting = (await rows().findMany({
      where: { kegiatan: { id: activityId }, status: 'cadangan' },
      select: ['id', 'nama', 'email', 'status'],
      orderBy: [{ id: 'asc' }],
      limit: settings.quota === null ? 1000 : free,
    })) as RegistrationRow[];
    for (const row of waiting) await rows().update({ where: { id: row.id }, data: { status: 'terdaftar' } });
    return waiting.map((row) => ({ ...row, status: 'terdaftar' }));
  }

  function tellMovedUp(activity: ActivityRow, moved: RegistrationRow[]) {
    for (const row of moved) {
      if (!row.email) continue;
      void sendTicketMail(strapi, {
        kind: 'moved-up',
        activity: mailActivity(activity),
        registration: { id: Number(row.id), nama: row.nama, email: row.email, status: 'terdaftar' },
      });
    }
  }

  return {
    /** `Activity.registration` of an activity row (null without an opening time). */
    async registrationOf(row: Partial<ActivityRowSettings> & { id: number; starts_at?: unknown }) {
      const settings = settingsOf(row);
      if (!settings.opens_at) return null;
      const registration: ActivityRegistration = {
        opens_at: settings.opens_at.toISOString(),
        closes_at: (settings.closes_at ?? date(row.starts_at as string | Date)).toISOString(),
        quota: settings.quota,
        taken: await taken(Number(row.id)),
        waitlist: settings.waitlist,
        retention_months: retentionMonths(),
      };
      return registration;
    },

    /** POST /api/kegiatan/{slug}/daftar: `terdaftar` or `cadangan`, or the refusal. */
    async register(slug: string, body: unknown, from: { address: string }): Promise<'terdaftar' | 'cadangan'> {
      const activity = await activityBySlug(slug);
      const settings = settingsOf(activity);
      if (!settings.opens_at) throw new HttpError(422, REGISTRATION_MESSAGES.none);
      const checked = checkRegistrant(body);
      if (!checked.ok) throw invalid(checked.errors);
      const values = checked.values;
      const window = {
        ...settings,
        opens_at: settings.opens_at,
        closes_at: settings.closes_at ?? date(activity.starts_at),
      };
      // the times first (no lock needed), so a closed form costs one read
      const early = registrationRefusal(window, 0, new Date());
      if (early) throw new HttpError(422, early);

      const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
      const verdict = await flood.judge({ address: from.address, token, text: values.email });
      if (verdict.refused) throw tooManyRequests(verdict.retryAfterSeconds);

      const activityId = Number(activity.id);
      const created = await strapi.db.transaction(async ({ trx }) => {
        await lockActivity(trx, activityId);
        const twice = await rows().count({
          where: { kegiatan: { id: activityId }, nim: values.nim, status: { $ne: 'batal' } },
        });
        if (Number(twice) > 0) throw new HttpError(409, REGISTRATION_MESSAGES.duplicateNim);
        const places = await taken(activityId);
        const refusal = registrationRefusal(window, places, new Date());
        if (refusal) throw new HttpError(422, refusal);
        const status: 'terdaftar' | 'cadangan' =
          settings.quota === null || places < settings.quota ? 'terdaftar' : 'cadangan';
        const row = (await rows().create({
          data: { ...values, status, kegiatan: activityId },
          select: ['id'],
        })) as { id: number };
        return { id: Number(row.id), status };
      });
      await verdict.stored();
      void sendTicketMail(strapi, {
        kind: 'confirmation',
        activity: mailActivity(activity),
        registration: { id: created.id, nama: values.nama, email: values.email, status: created.status },
      });
      return created.status;
    },

    /** POST /api/kegiatan/{slug}/batal { token }: the place is freed and the waitlist's first moves up. */
    async cancel(slug: string, token: unknown): Promise<void> {
      const activity = await activityBySlug(slug);
      const id = readCancelToken(strapi, token);
      if (id === null) throw new HttpError(422, REGISTRATION_MESSAGES.cancelInvalid);
      const activityId = Number(activity.id);
      const moved = await strapi.db.transaction(async ({ trx }) => {
        await lockActivity(trx, activityId);
        const row = (await rows().findOne({
          where: { id, kegiatan: { id: activityId } },
          select: ['id', 'status'],
        })) as RegistrationRow | null;
        if (!row || row.status === 'hadir') throw new HttpError(422, REGISTRATION_MESSAGES.cancelInvalid);
        if (row.status === 'batal') throw new HttpError(409, REGISTRATION_MESSAGES.alreadyCancelled);
        await rows().update({ where: { id }, data: { status: 'batal', cancelled_at: new Date() } });
        return row.status === 'terdaftar' ? fillFreePlaces(activityId, settingsOf(activity)) : [];
      });
      tellMovedUp(activity, moved);
    },

    /** After the admin changed an activity's settings: a larger quota (or none) lets the waitlist move up. */
    async settingsChanged(activityId: number): Promise<void> {
      const activity = (await activities().findOne({
        where: { id: activityId },
        select: ACTIVITY_FIELDS,
      })) as ActivityRow | null;
      if (!activity) return;
      const moved = await strapi.db.transaction(async ({ trx }) => {
        await lockActivity(trx, activityId);
        return fillFreePlaces(activityId, settingsOf(activity));
      });
      tellMovedUp(activity, moved);
    },

    /** GET /api/admin/kegiatan/{id}/peserta: one page, in the order they registered, and the counts by status. */
    async participants(
      activityId: number | null,
      page: number,
      perPage: number,
      filter: ParticipantFilter,
    ): Promise<ParticipantsPage> {
      const activity = activityId ? await activities().findOne({ where: { id: activityId }, select: ['id'] }) : null;
      if (!activity || activityId === null) throw notFound(ACTIVITY_MESSAGES.notFound);
      const mine = { kegiatan: { id: activityId } };
      const words = filter.q ? filter.q.split(/\s+/).slice(0, 5) : [];
      const where = {
        $and: [
          mine,
          ...(filter.status ? [{ status: filter.status }] : []),
          ...words.map((word) => ({ $or: [{ nama: { $containsi: word } }, { nim: { $contains: word } }] })),
        ],
      };
      const [total, ...counted] = await Promise.all([
        rows().count({ where }),
        ...STATUSES.map((status) => rows().count({ where: { ...mine, status } })),
      ]);
      const p = paging(page, perPage, Number(total));
      const found =
        p.offset >= Number(total)
          ? []
          : ((await rows().findMany({
              where,
              select: PARTICIPANT_FIELDS,
              orderBy: [{ id: 'asc' }],
              offset: p.offset,
              limit: perPage,
            })) as ParticipantRow[]);
      return {
        data: found.map(toParticipant),
        meta: {
          current_page: p.page,
          last_page: p.lastPage,
          per_page: perPage,
          total: Number(total),
          counts: Object.fromEntries(STATUSES.map((status, i) => [status, Number(counted[i])])) as Record<
            RegistrationStatus,
            number
          >,
        },
      };
    },

    /**
     * POST /api/admin/kegiatan/{id}/presensi: one conditional UPDATE (`terdaftar` -> `hadir`), so two phones at one door,
     * or two CMS processes, never count one person twice: the second is told when the first was.
     */
    async checkIn(activityId: number | null, body: unknown): Promise<{ message: string; data: Participant }> {
      const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (activityId === null) throw notFound(ACTIVITY_MESSAGES.notFound);
      let registrationId: number;
      if (input.tiket !== undefined) {
        const ticket = readTicket(strapi, input.tiket);
        if (!ticket) throw new HttpError(422, REGISTRATION_MESSAGES.ticketInvalid);
        if (ticket.activityId !== activityId) throw new HttpError(422, REGISTRATION_MESSAGES.otherActivity);
        registrationId = ticket.registrationId;
      } else if (
        typeof input.peserta_id === 'number' &&
        Number.isSafeInteger(input.peserta_id) &&
        input.peserta_id > 0
      ) {
        registrationId = input.peserta_id;
      } else throw new HttpError(422, REGISTRATION_MESSAGES.checkInMissing);
      const where = { id: registrationId, kegiatan: { id: activityId } };
      const found = (await rows().findOne({ where, select: PARTICIPANT_FIELDS })) as ParticipantRow | null;
      if (!found) {
        if (input.tiket !== undefined) throw new HttpError(422, REGISTRATION_MESSAGES.ticketInvalid);
        throw notFound(REGISTRATION_MESSAGES.participantNotFound);
      }
      const now = new Date();
      const { count } = await rows().updateMany({
        where: { id: registrationId, status: 'terdaftar' },
        data: { status: 'hadir', checked_in_at: now },
      });
      const current = (await rows().findOne({ where, select: PARTICIPANT_FIELDS })) as ParticipantRow;
      const participant = toParticipant(current);
      if (Number(count) === 1) return { message: CHECK_IN_TEXTS.checkedIn(current.nama), data: participant };
      if (current.status === 'hadir' && current.checked_in_at)
        throw new HttpError(409, CHECK_IN_TEXTS.already(current.nama, jakartaClock(date(current.checked_in_at))));
      if (current.status === 'cadangan') throw new HttpError(422, CHECK_IN_TEXTS.waitlisted(current.nama));
      throw new HttpError(422, CHECK_IN_TEXTS.cancelled(current.nama));
    },

    perPage(value: unknown): number {
      const text = Array.isArray(value) ? value[0] : value;
      const n = typeof text === 'string' && /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || n < 1) return REGISTRATION_LIMITS.participantsPerPageDefault;
      return Math.min(n, REGISTRATION_LIMITS.participantsPerPageMax);
    },

    /** An activity deleted: its registrations go with it. */
    async removeFor(activityId: number): Promise<void> {
      const ids = (await rows().findMany({ where: { kegiatan: { id: activityId } }, select: ['id'] })) as {
        id: number;
      }[];
      for (let i = 0; i < ids.length; i += 500)
        await rows().deleteMany({ where: { id: { $in: ids.slice(i, i + 500).map((row) => row.id) } } });
    },
  };
};

export type PendaftaranService = ReturnType<typeof import('./pendaftaran').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::pendaftaran.pendaftaran': PendaftaranService;
  }
}
