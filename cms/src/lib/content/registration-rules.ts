/**
 * The rules of an activity's registration, as pure functions (ADR 100): the public form's fields (what a student sent
 * in, what is stored or every field error out; invisible characters never stored), the admin's registration settings
 * of an activity, and the state the activity page shows. One copy for the CMS (the pendaftaran and kegiatan services),
 * the forms (web, through `@cms-content`) and the MSW fixtures. Tests: `__tests__/registration-rules.test.ts`.
 */
import type {
  ActivityRegistration,
  ActivityRegistrationFields,
  RegistrationLimits,
  RegistrationMessages,
  RegistrationState,
} from '@hmrpl/contract';
import { withoutInvisibleCharacters } from './invisible';
import { parseActivityTime } from './jakarta-time';

export const REGISTRATION_LIMITS: RegistrationLimits = {
  participantsPerPageDefault: 50,
  participantsPerPageMax: 500,
  namaMax: 100,
  nimMax: 20,
  emailMax: 254,
  teleponMax: 20,
  quotaMax: 100000,
};

export const REGISTRATION_MESSAGES = {
  created: 'Pendaftaran berhasil! Tiket dikirim ke email Anda.',
  cancelled: 'Pendaftaran dibatalkan.',
  duplicateNim: 'NIM ini sudah terdaftar di kegiatan ini.',
  notOpen: 'Pendaftaran belum dibuka.',
  closed: 'Pendaftaran sudah ditutup.',
  full: 'Kuota sudah penuh.',
  none: 'Kegiatan ini tidak membuka pendaftaran di situs.',
  cancelInvalid: 'Tautan pembatalan tidak valid.',
  alreadyCancelled: 'Pendaftaran ini sudah dibatalkan.',
  namaRequired: 'Nama wajib diisi.',
  namaTooLong: `Nama maksimal ${REGISTRATION_LIMITS.namaMax} karakter.`,
  nimRequired: 'NIM wajib diisi.',
  nimInvalid: 'NIM hanya boleh berisi angka.',
  nimTooLong: `NIM maksimal ${REGISTRATION_LIMITS.nimMax} digit.`,
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  angkatanInvalid: 'Angkatan harus berupa tahun empat digit.',
  teleponInvalid: 'Nomor telepon hanya boleh berisi angka, spasi, +, dan -, 8 sampai 20 karakter.',
  opensInvalid: 'Waktu buka pendaftaran tidak valid.',
  closesInvalid: 'Waktu tutup pendaftaran tidak valid.',
  closesBeforeOpens: 'Waktu tutup pendaftaran harus setelah waktu buka.',
  quotaInvalid: 'Kuota harus bilangan bulat 1 sampai 100000, atau kosong.',
  waitlistInvalid: 'Pilihan daftar cadangan tidak valid.',
  otherActivity: 'Tiket ini bukan untuk kegiatan ini.',
  ticketInvalid: 'Tiket tidak valid.',
  participantNotFound: 'Peserta tidak ditemukan.',
  checkInMissing: 'Kirim tiket atau pilih peserta.',
} as const satisfies RegistrationMessages;

/** The door's texts with a name in them (contract: "Activity registration, attendance, certificates"). */
export const CHECK_IN_TEXTS = {
  checkedIn: (nama: string) => `Kehadiran ${nama} tercatat.`,
  already: (nama: string, time: string) => `${nama} sudah tercatat hadir pukul ${time}.`,
  cancelled: (nama: string) => `Pendaftaran ${nama} sudah dibatalkan.`,
  waitlisted: (nama: string) => `${nama} masih di daftar cadangan, belum mendapat tempat.`,
} as const;

type Fields = 'nama' | 'nim' | 'email' | 'angkatan' | 'telepon';
type RegistrationErrors = Partial<Record<Fields, string[]>>;

interface RegistrantValues {
  nama: string;
  nim: string;
  email: string;
  angkatan: string | null;
  telepon: string | null;
}

/** A field as text without invisible characters, trimmed ('' when absent or not text; numbers as digits). */
const text = (value: unknown): string =>
  typeof value === 'string'
    ? withoutInvisibleCharacters(value).trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** An address a mail server takes: one @, a dot in the domain, no spaces or angle brackets. */
const EMAIL = /^[^\s@<>()",;:]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/;

/** Checks a POST /api/kegiatan/{slug}/daftar body. */
export function checkRegistrant(
  body: unknown,
): { ok: true; values: RegistrantValues } | { ok: false; errors: RegistrationErrors } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: RegistrationErrors = {};
  const nama = text(raw.nama).replace(/\s+/g, ' ');
  if (!nama) errors.nama = [REGISTRATION_MESSAGES.namaRequired];
  else if (Array.from(nama).length > REGISTRATION_LIMITS.namaMax) errors.nama = [REGISTRATION_MESSAGES.namaTooLong];
  const nim = text(raw.nim);
  if (!nim) errors.nim = [REGISTRATION_MESSAGES.nimRequired];
  else if (!/^\d+$/.test(nim)) errors.nim = [REGISTRATION_MESSAGES.nimInvalid];
  else if (nim.length > REGISTRATION_LIMITS.nimMax) errors.nim = [REGISTRATION_MESSAGES.nimTooLong];
  const email = text(raw.email).toLowerCase();
  if (!email) errors.email = [REGISTRATION_MESSAGES.emailRequired];
  else if (email.length > REGISTRATION_LIMITS.emailMax || !EMAIL.test(email))
    errors.email = [REGISTRATION_MESSAGES.emailInvalid];
  const angkatan = text(raw.angkatan);
  if (angkatan && !/^20\d\d$/.test(angkatan)) errors.angkatan = [REGISTRATION_MESSAGES.angkatanInvalid];
  const telepon = text(raw.telepon).replace(/\s+/g, ' ');
  if (telepon && !/^\+?[\d -]{8,20}$/.test(telepon)) errors.telepon = [REGISTRATION_MESSAGES.teleponInvalid];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { nama, nim, email, angkatan: angkatan || null, telepon: telepon || null } };
}

/** What is stored of an activity's registration settings (null opens_at: no registration on the site). */
export interface RegistrationSettings {
  opens_at: Date | null;
  closes_at: Date | null;
  quota: number | null;
  waitlist: boolean;
}

/** The registration fields as an admin form sent them (text, or absent). */
export type RegistrationSettingsInput = { [K in keyof ActivityRegistrationFields]?: string };

type SettingsErrors = Partial<Record<keyof ActivityRegistrationFields, string[]>>;

/**
 * Checks the registration fields of an activity's admin form. Only what was sent changes (`current`: what is stored);
 * an empty opening time turns registration off and clears the rest.
 */
export function checkRegistrationSettings(
  input: RegistrationSettingsInput,
  current: RegistrationSettings,
): { ok: true; values: RegistrationSettings; changed: boolean } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const next: RegistrationSettings = { ...current };
  const sent = (name: keyof ActivityRegistrationFields) => input[name] !== undefined;
  const time = (name: 'registration_opens_at' | 'registration_closes_at', message: string): Date | null | undefined => {
    const value = (input[name] ?? '').trim();
    if (!value) return null;
    const parsed = parseActivityTime(value);
    if (!parsed) errors[name] = [message];
    return parsed ?? undefined;
  };
  if (sent('registration_opens_at')) {
    const opens = time('registration_opens_at', REGISTRATION_MESSAGES.opensInvalid);
    if (opens !== undefined) next.opens_at = opens;
  }
  if (sent('registration_closes_at')) {
    const closes = time('registration_closes_at', REGISTRATION_MESSAGES.closesInvalid);
    if (closes !== undefined) next.closes_at = closes;
  }
  if (sent('registration_quota')) {
    const value = (input.registration_quota ?? '').trim();
    const quota = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    if (!value) next.quota = null;
    else if (quota >= 1 && quota <= REGISTRATION_LIMITS.quotaMax) next.quota = quota;
    else errors.registration_quota = [REGISTRATION_MESSAGES.quotaInvalid];
  }
  if (sent('registration_waitlist')) {
    const value = String(input.registration_waitlist).trim();
    if (value === 'true' || value === '1' || value === 'on') next.waitlist = true;
    else if (value === 'false' || value === '0' || value === '') next.waitlist = false;
    else errors.registration_waitlist = [REGISTRATION_MESSAGES.waitlistInvalid];
  }
  if (!errors.registration_opens_at && !errors.registration_closes_at && next.opens_at && next.closes_at) {
    if (next.closes_at.getTime() <= next.opens_at.getTime())
      errors.registration_closes_at = [REGISTRATION_MESSAGES.closesBeforeOpens];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // no opening time: no registration, and nothing of it kept
  const values = next.opens_at ? next : { opens_at: null, closes_at: null, quota: null, waitlist: false };
  const changed =
    values.opens_at?.getTime() !== current.opens_at?.getTime() ||
    values.closes_at?.getTime() !== current.closes_at?.getTime() ||
    values.quota !== current.quota ||
    values.waitlist !== current.waitlist;
  return { ok: true, values, changed };
}

/** The state the page shows at `now`: not open yet, open, full (no waitlist), closed. */
export function registrationState(registration: ActivityRegistration, now: Date): RegistrationState {
  if (now.getTime() < new Date(registration.opens_at).getTime()) return 'belum-dibuka';
  if (now.getTime() >= new Date(registration.closes_at).getTime()) return 'ditutup';
  if (registration.quota !== null && registration.taken >= registration.quota && !registration.waitlist) return 'penuh';
  return 'dibuka';
}

/** Places left (null: no limit; 0 when full). */
export const placesLeft = (registration: ActivityRegistration): number | null =>
  registration.quota === null ? null : Math.max(0, registration.quota - registration.taken);

/**
 * Why a registration is refused at `now`, or null when it may go ahead: the answer's message (422). Full with a
 * waitlist is not a refusal: the registration goes on the waitlist.
 */
export function registrationRefusal(
  settings: { opens_at: Date; closes_at: Date; quota: number | null; waitlist: boolean },
  taken: number,
  now: Date,
): (typeof REGISTRATION_MESSAGES)['notOpen' | 'closed' | 'full'] | null {
  if (now.getTime() < settings.opens_at.getTime()) return REGISTRATION_MESSAGES.notOpen;
  if (now.getTime() >= settings.closes_at.getTime()) return REGISTRATION_MESSAGES.closed;
  if (settings.quota !== null && taken >= settings.quota && !settings.waitlist) return REGISTRATION_MESSAGES.full;
  return null;
}
