/**
 * Site settings (a single type): the social, calendar and university links and the contact address. Read by every
 * public page (footer, calendar, login page, the Organization's profiles) and changed in /admin (Pengaturan) without a
 * rebuild. Every link must be `https://` (the calendar a Google Calendar embed address), else 422 naming the field.
 */
import type { Core } from '@strapi/strapi';
import type { SiteSettings, SiteSettingsField, SiteSettingsLimits, SiteSettingsMessages } from '@hmrpl/contract';
import { invalid, type FieldErrors } from '../../../lib/http/errors';
import { isCalendarEmbed, isEmailAddress, isHttpsUrl } from '../../../lib/content/addresses';
import { createSerialQueue } from '../../../lib/process/serial';
import { isoDate } from '../../../lib/strapi/documents';

const UID = 'api::pengaturan.pengaturan';

export const SITE_SETTINGS_LIMITS: SiteSettingsLimits = { urlMax: 1000, emailMax: 254 };

export const SITE_SETTINGS_MESSAGES = {
  saved: 'Pengaturan berhasil disimpan!',
  notText: 'Isian harus berupa teks.',
  urlTooLong: 'Alamat maksimal 1000 karakter.',
  urlNotHttps: 'Alamat harus diawali https://.',
  calendarNotEmbed:
    'Alamat kalender harus berupa alamat sematan Google Calendar (https://calendar.google.com/calendar/embed?...).',
  emailInvalid: 'Alamat email tidak valid.',
  emailTooLong: 'Alamat email maksimal 254 karakter.',
} as const satisfies SiteSettingsMessages;

export const SITE_SETTINGS_FIELDS: readonly SiteSettingsField[] = [
  'instagram_url',
  'linkedin_url',
  'youtube_url',
  'calendar_src',
  'program_url',
  'bpa_url',
  'contact_email',
];

const EMPTY: SiteSettings = {
  instagram_url: null,
  linkedin_url: null,
  youtube_url: null,
  calendar_src: null,
  program_url: null,
  bpa_url: null,
  contact_email: null,
};

/** As stored: '' is a cleared value (Strapi's input types take no null for text). */
type Row = Partial<Record<SiteSettingsField, string>>;
/** As read (null too). */
type StoredRow = Partial<Record<SiteSettingsField, string | null>>;

/** What a stored row shows: a value that breaks today's rules (e.g. typed in /cms) is shown as none. */
function toSettings(row: (StoredRow & { updatedAt?: unknown }) | null | undefined): SiteSettings {
  const out: SiteSettings = { ...EMPTY, updated_at: row?.updatedAt ? isoDate(row.updatedAt as string | Date) : null };
  for (const field of SITE_SETTINGS_FIELDS) {
    const value = row?.[field]?.trim();
    if (value && checkValue(field, value) === null) out[field] = value;
  }
  return out;
}

/** The message for a value of `field`, or null when it is fine. */
function checkValue(field: SiteSettingsField, value: string): string | null {
  if (field === 'contact_email') {
    if (value.length > SITE_SETTINGS_LIMITS.emailMax) return SITE_SETTINGS_MESSAGES.emailTooLong;
    return isEmailAddress(value) ? null : SITE_SETTINGS_MESSAGES.emailInvalid;
  }
  if (value.length > SITE_SETTINGS_LIMITS.urlMax) return SITE_SETTINGS_MESSAGES.urlTooLong;
  if (!isHttpsUrl(value)) return SITE_SETTINGS_MESSAGES.urlNotHttps;
  if (field === 'calendar_src' && !isCalendarEmbed(value)) return SITE_SETTINGS_MESSAGES.calendarNotEmbed;
  return null;
}

/** Validates a write: every known field sent must be a string (or null to clear it) and pass its rule; others are ignored. */
export function validateSettings(body: unknown): Row {
  const errors: FieldErrors = {};
  const out: Row = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  for (const [key, raw] of Object.entries(body as Record<string, unknown>)) {
    if (!(SITE_SETTINGS_FIELDS as readonly string[]).includes(key)) continue;
    const field = key as SiteSettingsField;
    if (raw !== null && typeof raw !== 'string') {
      errors[field] = [SITE_SETTINGS_MESSAGES.notText];
      continue;
    }
    const value = (raw ?? '').trim();
    if (value === '') {
      out[field] = '';
      continue;
    }
    const problem = checkValue(field, field === 'contact_email' ? value.toLowerCase() : value);
    if (problem) errors[field] = [problem];
    else out[field] = field === 'contact_email' ? value.toLowerCase() : value;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  const oneAtATime = createSerialQueue();

  return {
    async get(): Promise<SiteSettings> {
      return toSettings(await documents().findFirst({}));
    },

    /** Changes only the fields sent; nothing is written when one of them is refused. */
    async update(body: unknown): Promise<SiteSettings> {
      const data = validateSettings(body);
      return oneAtATime(async () => {
        const existing = await documents().findFirst({});
        const saved = existing?.documentId
          ? await documents().update({ documentId: existing.documentId, data })
          : await documents().create({ data });
        return toSettings(saved);
      });
    },

    /** The first start (or the first after settings became content): the row, from `initial`. */
    async ensure(initial: SiteSettings): Promise<boolean> {
      return oneAtATime(async () => {
        if (await documents().findFirst({})) return false;
        const values = toSettings(initial);
        await documents().create({
          data: Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, values[field] ?? ''])),
        });
        return true;
      });
    },
  };
};

export type PengaturanService = ReturnType<typeof import('./pengaturan').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::pengaturan.pengaturan': PengaturanService;
  }
}
