/**
 * Activity registration (ADR 100): a student registers through the activity page's form (the aspiration form's
 * defences: per-address limit, honeypot, form token and flood ceiling, invisible characters stripped), gets a place or,
 * past the quota with a waitlist, a place on it; cancels with the link of the e-mail, and the waitlist's first moves
 * up and is told. Every change of places runs in one transaction holding the activity's lock (PostgreSQL: an advisory
 * lock, so several CMS processes count one quota; SQLite serialises writers itself), so a quota is never passed
 * whatever arrives at once (tests: content-pendaftaran, the bench).
 */
import type { Core } from '@strapi/strapi';
import type { ActivityRegistration, RegistrationStatus } from '@hmrpl/contract';
import { HttpError, invalid, notFound, tooManyRequests } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { usesPostgres } from '../../../lib/strapi/database';
import { ACTIVITY_MESSAGES } from '../../../lib/content/activity-input';
import {
  REGISTRATION_MESSAGES,
  checkRegistrant,
  registrationRefusal,
  type RegistrationSettings,
} from '../../../lib/content/registration-rules';
import { createFloodGuard } from '../../aspirasi/rules/flood';
import { readCancelToken } from '../rules/ticket';
import { sendTicketMail, type TicketMailInput } from '../rules/mail';

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
    uid: UID,
    name: 'pendaftaran',
    ceilingSetting: 'server.hmrpl.pendaftaran.ceilingPerHour',
    ceilingDefault: 600,
    duplicateField: 'email',
  });

  const retentionMonths = () => {
    const value = Number(strapi.config.get('server.hmrpl.pendaftaran.retentionMonths', 12));
    return Number.isInteger(value) && value >= 1 ? value : 12;
  };

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
    retentionMonths,

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
      const verdict = await flood.judge({ address: from.address, token, copy: values.email });
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
