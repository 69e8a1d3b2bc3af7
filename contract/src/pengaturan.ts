/** Site settings (a single type): the links and the contact address that change without a rebuild. */
import type { IsoDateTime, MessageWith } from './common';

/** GET /api/pengaturan. Every value is an `https://` address (the calendar an embed address) or null. */
export interface SiteSettings {
  instagram_url: string | null;
  linkedin_url: string | null;
  youtube_url: string | null;
  /** A Google Calendar embed address (`https://calendar.google.com/calendar/embed?...`). */
  calendar_src: string | null;
  /** The study programme's site. */
  program_url: string | null;
  /** The academic development office's site. */
  bpa_url: string | null;
  contact_email: string | null;
  /** The settings' version (part two, "Edit conflicts"): always in the answers, null before the first save. */
  updated_at?: IsoDateTime | null;
}

export type SiteSettingsField = Exclude<keyof SiteSettings, 'updated_at'>;

/** POST /api/admin/pengaturan: any of the fields; an empty string or null clears one. */
export type SiteSettingsRequest = Partial<Record<SiteSettingsField, string | null>>;

export type SaveSiteSettingsResponse = MessageWith<SiteSettings> & { message: 'Pengaturan berhasil disimpan!' };

export interface SiteSettingsLimits {
  urlMax: 1000;
  emailMax: 254;
}

export interface SiteSettingsMessages {
  saved: 'Pengaturan berhasil disimpan!';
  notText: 'Isian harus berupa teks.';
  urlTooLong: 'Alamat maksimal 1000 karakter.';
  urlNotHttps: 'Alamat harus diawali https://.';
  calendarNotEmbed: 'Alamat kalender harus berupa alamat sematan Google Calendar (https://calendar.google.com/calendar/embed?...).';
  emailInvalid: 'Alamat email tidak valid.';
  emailTooLong: 'Alamat email maksimal 254 karakter.';
}
