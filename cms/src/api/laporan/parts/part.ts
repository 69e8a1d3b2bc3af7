/**
 * What a part of the cabinet report is: a module that reads the cabinet's term and answers one table (one sheet of
 * the XLSX, one section of the PDF). The report is the list in ./index.ts; a new part is a module here and a line
 * there (ADR 092).
 */
import type { Core } from '@strapi/strapi';
import type { ReportTable } from '@hmrpl/contract';
import { jakartaToday } from '../../../lib/content/jakarta-time';

/** The cabinet the report is about, and the time it covers. */
export interface ReportCabinet {
  id: number;
  slug: string;
  name: string;
  period: string;
  /** The term: the academic year of the period, 1 July of its first year to 1 July of its second (WIB). */
  from: Date;
  until: Date;
}

export interface ReportPart {
  /** A short name for the XLSX sheet (at most 31 characters). */
  sheet: string;
  build(strapi: Core.Strapi, cabinet: ReportCabinet, now: Date): Promise<ReportTable>;
}

/** Month names as the report writes them ("Januari 2025"). */
const MONTH = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
const DAY = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

export const monthName = (date: Date) => MONTH.format(date);
export const dayName = (date: Date) => DAY.format(date);
/** A `date` attribute (`YYYY-MM-DD`, a day in Jakarta) as the report writes it; `-` for none. */
export const dateName = (iso: string | null | undefined) =>
  iso ? dayName(new Date(`${iso.slice(0, 10)}T00:00:00+07:00`)) : '-';
/**
 * The activities held in the term, as a Document Service filter: started in it and already over at `now` (the
 * activities part and the registrations part list the same ones).
 */
export const heldInTerm = (cabinet: ReportCabinet, now: Date) => ({
  starts_at: { $gte: cabinet.from.toISOString(), $lt: cabinet.until.toISOString() },
  over_at: { $lte: now.toISOString() },
});

/** `YYYY-MM` of an instant in Asia/Jakarta, for grouping. */
export const jakartaMonth = (date: Date) => jakartaToday(date).slice(0, 7);
