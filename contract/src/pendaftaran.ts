import type { IsoDateTime, MessageBody } from './common';
import type { PageMeta } from './berita';

/**
 * An activity's registration on the site (`Activity.registration`; null: none, or an outside form in
 * `registration_url`). Places are counted by the CMS; the page decides its state from the times and the counts.
 */
export interface ActivityRegistration {
  opens_at: IsoDateTime;
  /** When none was set: the activity's start. */
  closes_at: IsoDateTime;
  /** Null: no limit. */
  quota: number | null;
  /** Places taken (registered or present). */
  taken: number;
  /** Past the quota, a registration goes on the waitlist (`cadangan`) instead of being refused. */
  waitlist: boolean;
  /** Months after the activity's end when NIM, e-mail and phone are erased (REGISTRATION_RETENTION_MONTHS, default 12). */
  retention_months: number;
}

/** What the activity page shows about its registration. */
export type RegistrationState = 'belum-dibuka' | 'dibuka' | 'penuh' | 'ditutup';

/** The activity's admin form's registration fields (multipart, as the other fields; empty opening time: none). */
export interface ActivityRegistrationFields {
  registration_opens_at?: string;
  registration_closes_at?: string;
  registration_quota?: string;
  registration_waitlist?: 'true' | 'false';
}

/** POST /api/kegiatan/{slug}/daftar (public, JSON). `token`: the form token; `tautan`: the honeypot. */
export interface RegistrationRequest {
  nama: string;
  nim: string;
  email: string;
  angkatan?: string;
  telepon?: string;
  token?: string;
  tautan?: string;
}

export type RegistrationStatus = 'terdaftar' | 'cadangan' | 'hadir' | 'batal';

/** POST /api/kegiatan/{slug}/daftar 201. */
export interface RegistrationCreated extends MessageBody {
  message: 'Pendaftaran berhasil! Tiket dikirim ke email Anda.';
  status: 'terdaftar' | 'cadangan';
}

/** POST /api/kegiatan/{slug}/batal `{ token }` (the cancel link's token) 200. */
export type RegistrationCancelled = MessageBody & { message: 'Pendaftaran dibatalkan.' };

/** One registrant as an admin sees them (GET /api/admin/kegiatan/{id}/peserta). */
export interface Participant {
  id: number;
  nama: string;
  /** Null once erased (retention). */
  nim: string | null;
  email: string | null;
  angkatan: string | null;
  telepon: string | null;
  status: RegistrationStatus;
  registered_at: IsoDateTime;
  checked_in_at: IsoDateTime | null;
}

/**
 * GET /api/admin/kegiatan/{id}/peserta?page&per_page&q&status (for `redaksi`): `q` matches nama or NIM; `meta.counts`
 * counts the whole activity whatever the filter.
 */
export interface ParticipantsPage {
  data: Participant[];
  meta: PageMeta & { counts: Record<RegistrationStatus, number> };
}

/** POST /api/admin/kegiatan/{id}/presensi (for `redaksi`): the QR code's content, or a participant picked by hand. */
export type CheckInRequest = { tiket: string } | { peserta_id: number };

/** 200: `Kehadiran {nama} tercatat.` with the participant as now stored. */
export interface CheckInResponse extends MessageBody {
  data: Participant;
}

/**
 * The door's refusals (`{ message }`): 409 `{nama} sudah tercatat hadir pukul {HH.mm}.`; 422 for a ticket of another
 * activity, a forged one, a cancelled or waitlisted registration; 404 for an unknown participant.
 */

export interface RegistrationLimits {
  /** The participant list's page sizes (an export reads it page by page). */
  participantsPerPageDefault: 50;
  participantsPerPageMax: 500;
  namaMax: 100;
  nimMax: 20;
  emailMax: 254;
  teleponMax: 20;
  quotaMax: 100000;
}

/** The texts of the registration answers (the CMS, the form and the fixtures each declare them against this type). */
export interface RegistrationMessages {
  created: 'Pendaftaran berhasil! Tiket dikirim ke email Anda.';
  cancelled: 'Pendaftaran dibatalkan.';
  duplicateNim: 'NIM ini sudah terdaftar di kegiatan ini.';
  notOpen: 'Pendaftaran belum dibuka.';
  closed: 'Pendaftaran sudah ditutup.';
  full: 'Kuota sudah penuh.';
  none: 'Kegiatan ini tidak membuka pendaftaran di situs.';
  cancelInvalid: 'Tautan pembatalan tidak valid.';
  alreadyCancelled: 'Pendaftaran ini sudah dibatalkan.';
  namaRequired: 'Nama wajib diisi.';
  namaTooLong: 'Nama maksimal 100 karakter.';
  nimRequired: 'NIM wajib diisi.';
  nimInvalid: 'NIM hanya boleh berisi angka.';
  nimTooLong: 'NIM maksimal 20 digit.';
  emailRequired: 'Email wajib diisi.';
  emailInvalid: 'Format email tidak valid.';
  angkatanInvalid: 'Angkatan harus berupa tahun empat digit.';
  teleponInvalid: 'Nomor telepon hanya boleh berisi angka, spasi, +, dan -, 8 sampai 20 karakter.';
  opensInvalid: 'Waktu buka pendaftaran tidak valid.';
  closesInvalid: 'Waktu tutup pendaftaran tidak valid.';
  closesBeforeOpens: 'Waktu tutup pendaftaran harus setelah waktu buka.';
  quotaInvalid: 'Kuota harus bilangan bulat 1 sampai 100000, atau kosong.';
  waitlistInvalid: 'Pilihan daftar cadangan tidak valid.';
  otherActivity: 'Tiket ini bukan untuk kegiatan ini.';
  ticketInvalid: 'Tiket tidak valid.';
  participantNotFound: 'Peserta tidak ditemukan.';
  checkInMissing: 'Kirim tiket atau pilih peserta.';
}
