/**
 * The month an awarding is for (`periode`, `YYYY-MM` in Asia/Jakarta), one copy for the CMS, the admin form and the
 * MSW fixtures (ADR 057, ADR 098): reading it, its default (the current month), its bounds (not before the
 * association's first month, not after the current month) and its name in Indonesian (`Agustus 2025`).
 */
import type { AwardingArchiveLimits, AwardingArchiveMessages, AwardingPeriode } from '@hmrpl/contract';
import { jakartaParts, MONTH_NAMES } from './jakarta-time';

export const AWARDING_ARCHIVE_MESSAGES = {
  badPeriode: 'Periode harus berupa bulan dengan format YYYY-MM.',
  futurePeriode: 'Periode tidak boleh setelah bulan ini.',
  monthNotFound: 'Awarding bulan tersebut tidak ditemukan.',
} as const satisfies AwardingArchiveMessages;

export const AWARDING_ARCHIVE_LIMITS: AwardingArchiveLimits = { earliest: '2021-12', listMax: 240 };

const PERIODE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2025-08` and the like (a real month), nothing else. */
export const isPeriode = (value: unknown): value is AwardingPeriode => typeof value === 'string' && PERIODE.test(value);

/** The month of an instant in Asia/Jakarta. */
export function periodeOf(date: Date): AwardingPeriode {
  const { year, month } = jakartaParts(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

type PeriodeCheck = { ok: true; periode: AwardingPeriode } | { ok: false; message: string };

/** A save's `periode` as sent: none (or blank) is the current month; otherwise a month from 2021-12 to this one. */
export function checkPeriode(value: string | undefined | null, now: Date): PeriodeCheck {
  const text = (value ?? '').trim();
  const current = periodeOf(now);
  if (!text) return { ok: true, periode: current };
  if (!isPeriode(text) || text < AWARDING_ARCHIVE_LIMITS.earliest)
    return { ok: false, message: AWARDING_ARCHIVE_MESSAGES.badPeriode };
  if (text > current) return { ok: false, message: AWARDING_ARCHIVE_MESSAGES.futurePeriode };
  return { ok: true, periode: text };
}

/** `2025-08` -> `Agustus 2025`. */
export function periodeLabel(periode: AwardingPeriode): string {
  const match = PERIODE.exec(periode);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : periode;
}
