import type { MessageBody, MessageWith, Versioned } from './common';

/** The four states of a program of work, in the order a program lives them (`batal`: called off). */
export type ProkerStatus = 'rencana' | 'berjalan' | 'selesai' | 'batal';

/** A day in the association's calendar (`YYYY-MM-DD`, no time). */
export type IsoDay = string;

/** A link from a program to an activity or a news item that belongs to it. */
export interface ProkerLink {
  slug: string;
  title: string;
}

/**
 * A program of work (program kerja) of one cabinet, owned by one of its departments (null when that department was
 * later removed from the structure). Activities and news link to it by `proker_id` on their own admin routes.
 */
export interface Proker extends Versioned {
  id: number;
  slug: string;
  title: string;
  kabinet_slug: string;
  department: { id: number; name: string } | null;
  status: ProkerStatus;
  starts_on: IsoDay | null;
  ends_on: IsoDay | null;
  /** The person in charge (penanggung jawab), as the board writes it. */
  pic: string | null;
  /** Plain text, shown in lists and link previews. */
  summary: string;
  /** Sanitized HTML (the news article allow-list); '' when there is none. */
  content: string;
  /** 0-100, a whole number. */
  progress: number;
  /** Activities linked to it, soonest start first. */
  kegiatan: ProkerLink[];
  /** Published news linked to it, newest first. */
  berita: ProkerLink[];
}

/** GET /api/proker?kabinet={slug} (default: the active cabinet): the cabinet's programs in department order. */
export interface ProkerList {
  data: Proker[];
}

/**
 * Fields of POST /api/admin/proker (JSON or multipart; `title`, `department_id`, `summary` required, `status` default
 * `rencana`, `progress` default 0) and POST /api/admin/proker/{id} (all optional: an absent field stays; an empty
 * optional field clears it). `kabinet_id` defaults to the active cabinet; the department must be one of its.
 */
export interface ProkerFormFields {
  title?: string;
  kabinet_id?: string | number;
  department_id?: string | number;
  status?: string;
  starts_on?: string;
  ends_on?: string;
  pic?: string;
  summary?: string;
  content?: string;
  progress?: string | number;
}

/** Program limits, as literal types. */
export interface ProkerLimits {
  titleMax: 150;
  picMax: 100;
  summaryMax: 500;
  /** Largest content, in bytes of HTML (as news). */
  contentMaxBytes: 204800;
  /** The most programs one cabinet holds (a read answers all of them). */
  perCabinetMax: 500;
}

export type CreateProkerResponse = MessageWith<Proker> & { message: 'Program kerja berhasil ditambahkan!' };
export type UpdateProkerResponse = MessageWith<Proker> & { message: 'Program kerja berhasil diperbarui!' };
export type DeleteProkerResponse = MessageBody & { message: 'Program kerja berhasil dihapus!' };

/** The texts of the program answers (the CMS and the fixtures each declare them against this type). */
export interface ProkerMessages {
  created: 'Program kerja berhasil ditambahkan!';
  updated: 'Program kerja berhasil diperbarui!';
  deleted: 'Program kerja berhasil dihapus!';
  notFound: 'Program kerja tidak ditemukan.';
  kabinetUnknown: 'Kabinet tidak ditemukan.';
  noActiveCabinet: 'Belum ada kabinet aktif. Pilih kabinet.';
  titleRequired: 'Nama program kerja wajib diisi.';
  titleTooLong: 'Nama program kerja maksimal 150 karakter.';
  departmentRequired: 'Pilih departemen.';
  departmentUnknown: 'Departemen tidak ditemukan di kabinet ini.';
  statusInvalid: 'Status harus salah satu dari: rencana, berjalan, selesai, batal.';
  progressInvalid: 'Progres harus berupa bilangan bulat 0 sampai 100.';
  startsInvalid: 'Tanggal mulai tidak valid.';
  endsInvalid: 'Tanggal selesai tidak valid.';
  endsBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai.';
  picTooLong: 'Penanggung jawab maksimal 100 karakter.';
  summaryRequired: 'Ringkasan wajib diisi.';
  summaryTooLong: 'Ringkasan maksimal 500 karakter.';
  contentTooLarge: 'Deskripsi program kerja maksimal 200 KB.';
  tooMany: 'Satu kabinet paling banyak memiliki 500 program kerja.';
  /** On the activity's and the news' own routes: `proker_id` names no program. */
  linkUnknown: 'Program kerja yang dipilih tidak ditemukan.';
}
