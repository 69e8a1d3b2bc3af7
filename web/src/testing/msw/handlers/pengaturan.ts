/** Site settings on fixtures (contract: "Site settings"), with the CMS's rules and texts. */
import { http, HttpResponse } from 'msw';
import type {
  ErrorBody,
  SaveSiteSettingsResponse,
  SiteSettings,
  SiteSettingsField,
  ValidationErrorBody,
  SiteSettingsMessages,
} from '@hmrpl/contract';
import { isCalendarEmbed, isEmailAddress, isHttpsUrl } from '@cms-content/addresses';
import { db } from '../db';
import { guardAdminWrite, latency, staleEdit, validationResponse } from '../utils';
import { markHandover } from './kabinet';

/** The CMS's texts, typed by the contract: one that differs from the CMS's does not compile. */
const S: SiteSettingsMessages = {
  saved: 'Pengaturan berhasil disimpan!',
  notText: 'Isian harus berupa teks.',
  urlTooLong: 'Alamat maksimal 1000 karakter.',
  urlNotHttps: 'Alamat harus diawali https://.',
  calendarNotEmbed:
    'Alamat kalender harus berupa alamat sematan Google Calendar (https://calendar.google.com/calendar/embed?...).',
  emailInvalid: 'Alamat email tidak valid.',
  emailTooLong: 'Alamat email maksimal 254 karakter.',
};

const FIELDS: SiteSettingsField[] = [
  'instagram_url',
  'linkedin_url',
  'youtube_url',
  'calendar_src',
  'program_url',
  'bpa_url',
  'contact_email',
];

export const pengaturanHandlers = [
  http.get<never, never, SiteSettings>('/api/pengaturan', async () => {
    await latency();
    return HttpResponse.json<SiteSettings>(db.settings);
  }),

  http.post<never, Record<string, unknown>, SaveSiteSettingsResponse | ErrorBody | ValidationErrorBody>(
    '/api/admin/pengaturan',
    async ({ request }) => {
      await latency();
      const denied = guardAdminWrite(request);
      if (denied) return denied;
      const body = await request.json();
      const stale = staleEdit(body.updated_at, db.settings, 'pengaturan');
      if (stale) return stale;
      const errors: Record<string, string[]> = {};
      const next: SiteSettings = { ...db.settings };
      for (const field of FIELDS) {
        if (!(field in body)) continue;
        const raw = body[field];
        if (raw !== null && typeof raw !== 'string') {
          errors[field] = [S.notText];
          continue;
        }
        const value = (raw ?? '').trim();
        if (!value) next[field] = null;
        else if (field === 'contact_email') {
          if (value.length > 254) errors[field] = [S.emailTooLong];
          else if (!isEmailAddress(value)) errors[field] = [S.emailInvalid];
          else next[field] = value.toLowerCase();
        } else if (value.length > 1000) errors[field] = [S.urlTooLong];
        else if (!isHttpsUrl(value)) errors[field] = [S.urlNotHttps];
        else if (field === 'calendar_src' && !isCalendarEmbed(value)) errors[field] = [S.calendarNotEmbed];
        else next[field] = value;
      }
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      db.settings = { ...next, updated_at: new Date().toISOString() };
      markHandover('pengaturan');
      return HttpResponse.json<SaveSiteSettingsResponse>({ message: S.saved, data: db.settings });
    },
  ),
];
