import type { IsoDateTime, MessageBody } from './common';

/**
 * GET /api/sertifikat/{kode} (public): what a certificate proves and nothing else (no NIM, no e-mail). 404
 * `Sertifikat tidak ditemukan.` for a code no certificate has (codes are 22 random characters: not guessable).
 */
export interface PublicCertificate {
  nama: string;
  kegiatan: { slug: string; title: string };
  /** The activity's day in Asia/Jakarta, `YYYY-MM-DD`. */
  date: string;
}

/** What a template is, decided by its content. */
export type CertificateTemplateKind = 'png' | 'jpeg' | 'pdf';

/** An activity's certificate template as the admin sees it. Positions and size are fractions of the page. */
export interface CertificateTemplate {
  kind: CertificateTemplateKind;
  /** The stored file (the admin screen draws an image template under its preview). */
  url: string;
  /** The certificate's page in PDF points (an image: fitted to A4's long side). */
  width: number;
  height: number;
  /** The centre of the name, from the left edge (0..1). */
  name_x: number;
  /** The centre of the name, from the top edge (0..1). */
  name_y: number;
  /** The name's height as a share of the page's height (0.02..0.2); a long name is shrunk to fit, never cut. */
  name_size: number;
  updated_at: IsoDateTime;
}

/**
 * The sending job of one activity: `belum` (never asked), `mengirim` (asked, going on), `menunggu` (the
 * e-mail server could not be reached: it tries again by itself at `retry_at`), `selesai`.
 */
export type CertificateJobState = 'belum' | 'mengirim' | 'menunggu' | 'selesai';

/** GET /api/admin/kegiatan/{id}/sertifikat (for `redaksi`). */
export interface CertificateStatus {
  template: CertificateTemplate | null;
  counts: {
    /** Registrants checked in (`hadir`): each gets one certificate. */
    attendees: number;
    sent: number;
    /** Issued, not sent yet. */
    pending: number;
    /** Refused by the recipient's mail server, or no e-mail address left (erased). */
    failed: number;
  };
  job: {
    state: CertificateJobState;
    /** The state in a sentence, for the admin area. */
    message: string;
    /** Why it waits (the e-mail server's answer), while `menunggu`. */
    error: string | null;
    retry_at: IsoDateTime | null;
    requested_at: IsoDateTime | null;
    finished_at: IsoDateTime | null;
  };
}

/**
 * POST /api/admin/kegiatan/{id}/sertifikat (for `redaksi`, multipart): `template` (a PNG, a JPEG or a one-page PDF; may
 * be left out to move the name on the stored one), `name_x`, `name_y`, `name_size` (decimals, `.` or `,`). 200.
 */
export interface CertificateTemplateFields {
  template?: File;
  name_x: string;
  name_y: string;
  name_size: string;
}

export interface CertificateSaved extends MessageBody {
  message: 'Templat sertifikat disimpan.';
  data: CertificateStatus;
}

/** POST /api/admin/kegiatan/{id}/sertifikat/kirim (for `redaksi`, no body) 202: the job is asked to run. */
export interface CertificateSendStarted extends MessageBody {
  message: 'Sertifikat sedang dikirim ke peserta yang hadir.';
  data: CertificateStatus;
}

/** The texts of the certificate answers (the CMS and the fixtures declare them against this type). */
export interface CertificateMessages {
  notFound: 'Sertifikat tidak ditemukan.';
  saved: 'Templat sertifikat disimpan.';
  started: 'Sertifikat sedang dikirim ke peserta yang hadir.';
  templateRequired: 'Unggah templat sertifikat (PNG, JPEG, atau PDF satu halaman).';
  templateType: 'Templat harus berupa gambar PNG atau JPEG, atau PDF satu halaman.';
  templatePages: 'Templat PDF harus satu halaman.';
  templateTooLarge: 'Ukuran templat maksimal 10 MB.';
  positionInvalid: 'Posisi nama harus angka antara 0 dan 1.';
  sizeInvalid: 'Ukuran nama harus angka antara 0,02 dan 0,2.';
  noTemplate: 'Unggah templat sertifikat terlebih dahulu.';
  noAttendees: 'Belum ada peserta yang tercatat hadir.';
  allSent: 'Semua peserta yang hadir sudah dikirimi sertifikat.';
  running: 'Pengiriman sertifikat sedang berjalan.';
  mailOff: 'Email belum diatur di server, jadi sertifikat belum dapat dikirim.';
}

/** The certificates' limits. */
export interface CertificateLimits {
  templateMaxBytes: 10485760;
  nameSizeMin: 0.02;
  nameSizeMax: 0.2;
  /** `kode`: base64url of 16 random bytes. */
  codeLength: 22;
}
