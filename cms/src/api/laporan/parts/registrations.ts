/**
 * The report's part: registrations and attendance of the activities held in the term that took registrations on the
 * site (ADR 100), oldest first: the quota, how many held a place, how many stayed on the waitlist, how many came.
 * Counts only: the part counts rows by status and never reads a registrant's name, NIM, e-mail or phone (ADR 092).
 */
import type { RegistrationStatus } from '@hmrpl/contract';
import { dayName, heldInTerm, type ReportPart } from './part';

export const registrationsPart: ReportPart = {
  sheet: 'Pendaftaran',
  async build(strapi, cabinet, now) {
    const activities = await strapi.documents('api::kegiatan.kegiatan').findMany({
      filters: { ...heldInTerm(cabinet, now), registration_opens_at: { $notNull: true } },
      fields: ['title', 'starts_at', 'registration_quota'],
      sort: [{ starts_at: 'asc' }, { id: 'asc' }],
      limit: 5000,
    });
    const count = async (activityId: number, statuses: RegistrationStatus[]) =>
      Number(
        await strapi.db
          .query('api::pendaftaran.pendaftaran')
          .count({ where: { kegiatan: { id: activityId }, status: { $in: statuses } } }),
      );
    const rows: Array<Array<string | number>> = [];
    const totals = { registered: 0, present: 0 };
    for (const activity of activities) {
      const id = Number(activity.id);
      // a place is held by who registered and by who came (checked in from `terdaftar`); one query at a time, so a
      // caller's transaction (one connection) is never asked for two at once
      const registered = await count(id, ['terdaftar', 'hadir']);
      const waitlist = await count(id, ['cadangan']);
      const present = await count(id, ['hadir']);
      totals.registered += registered;
      totals.present += present;
      rows.push([
        dayName(new Date(activity.starts_at as string | Date)),
        activity.title ?? '',
        activity.registration_quota ?? 'Tanpa batas',
        registered,
        waitlist,
        present,
      ]);
    }
    return {
      title: 'Pendaftaran dan Kehadiran Kegiatan',
      note:
        `${activities.length} kegiatan dengan pendaftaran di situs; ${totals.registered} pendaftar, ` +
        `${totals.present} hadir (jumlah saja, tanpa identitas peserta).`,
      columns: ['Tanggal', 'Kegiatan', 'Kuota', 'Terdaftar', 'Cadangan', 'Hadir'],
      rows,
    };
  },
};
