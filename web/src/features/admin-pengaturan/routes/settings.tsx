/**
 * Pengaturan: the site's links (social profiles, the Google Calendar, the university sites) and its contact address.
 * Saved links show on every page at once, without a rebuild. Only https:// addresses are accepted, and what an admin
 * pastes is completed where it is clear (`youtube.com/@x` -> `https://youtube.com/@x`; a Google Calendar share link or
 * embed code -> its embed address), shown back in the field with a note before it is saved (ADR 066). The save's
 * result shows beside its button; a field's message goes as soon as it is changed. A save over someone else's newer
 * one is refused (409): what was typed stays, and "Muat versi terbaru" shows theirs (ADR 101).
 */
import { useState, type FormEvent } from 'react';
import { calendarEmbedAddress, completedAddress } from '@cms-content/addresses';
import { useSWRConfig } from 'swr';
import type { SiteSettings, SiteSettingsField } from '@hmrpl/contract';
import { SITE_SETTINGS_KEY, useSiteSettings } from '@/lib/site-content';
import { saveSettings } from '@/features/admin-pengaturan/api/admin-pengaturan';
import { failureBanner } from '@/components/admin/uploads/failure';
import { fieldErrorsOf } from '@/lib/http-client';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { TextField } from '@/components/admin/text-field';
import { useFieldErrors } from '@/components/admin/use-field-errors';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';
import styles from '@/components/admin/admin.module.css';

const FIELDS: Array<{ field: SiteSettingsField; label: string; hint: string; type: 'url' | 'email' }> = [
  { field: 'instagram_url', label: 'Instagram', hint: 'Contoh: https://www.instagram.com/hmrpl.telu/', type: 'url' },
  { field: 'linkedin_url', label: 'LinkedIn', hint: 'Alamat halaman LinkedIn himpunan.', type: 'url' },
  {
    field: 'youtube_url',
    label: 'YouTube',
    hint: 'Kosongkan bila belum ada kanal; ikonnya tidak ditampilkan.',
    type: 'url',
  },
  {
    field: 'calendar_src',
    label: 'Google Calendar (alamat sematan)',
    hint: 'Di Google Calendar: Setelan kalender → Integrasikan kalender → "URL publik" atau "Kode sematan" (bagian src). Harus diawali https://calendar.google.com/calendar/embed.',
    type: 'url',
  },
  {
    field: 'program_url',
    label: 'Situs Program Studi S1 Rekayasa Perangkat Lunak',
    hint: 'Tampil di footer.',
    type: 'url',
  },
  { field: 'bpa_url', label: 'Situs Badan Pengembangan Akademik', hint: 'Tampil di footer.', type: 'url' },
  {
    field: 'contact_email',
    label: 'Email kontak',
    hint: 'Tampil di footer; kosongkan untuk menyembunyikan.',
    type: 'email',
  },
];

const asForm = (settings: SiteSettings) =>
  Object.fromEntries(FIELDS.map(({ field }) => [field, settings[field] ?? ''])) as Record<SiteSettingsField, string>;

/** The value completed as the site needs it (an e-mail address is left as typed). */
function completed(field: SiteSettingsField, value: string): string {
  if (field === 'contact_email') return value;
  return field === 'calendar_src' ? calendarEmbedAddress(value) : completedAddress(value);
}

type SettingsEdit = ReturnType<typeof useEditConflict<SiteSettings>>;

function SettingsForm({ settings, edit }: { settings: SiteSettings; edit: SettingsEdit }) {
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => asForm(settings));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, fieldChanged } = useFieldErrors(serverErrors);
  /** What was completed in each field, said under it. */
  const [completedNotes, setCompletedNotes] = useState<Partial<Record<SiteSettingsField, string>>>({});

  /** Completes the fields that need it; answers the values to send. */
  function complete(current: Record<SiteSettingsField, string>) {
    const next = { ...current };
    const notes: Partial<Record<SiteSettingsField, string>> = {};
    for (const { field } of FIELDS) {
      const done = completed(field, current[field]);
      if (done !== current[field].trim() && done) {
        next[field] = done;
        notes[field] = `Dilengkapi menjadi ${done}`;
      }
    }
    if (Object.keys(notes).length > 0) {
      setValues(next);
      setCompletedNotes((previous) => ({ ...previous, ...notes }));
    }
    return next;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setNotice(null);
    setServerErrors({});
    edit.dismiss();
    try {
      const response = await saveSettings(complete(values), edit.version);
      edit.saved(response.data);
      await mutate(SITE_SETTINGS_KEY, response.data, { revalidate: false });
      setValues(asForm(response.data));
      setNotice({ text: response.message, tone: 'success' });
    } catch (error) {
      // someone saved in between: the notice above the form says who, the values typed stay
      if (edit.refused(error)) return;
      console.error('Gagal menyimpan pengaturan:', error);
      setServerErrors(fieldErrorsOf(error));
      setNotice(failureBanner('Gagal menyimpan pengaturan.', error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={saving}>
      {FIELDS.map(({ field, label, hint, type }) => (
        <div key={field}>
          <TextField
            label={label}
            type={type}
            value={values[field]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setCompletedNotes(({ [field]: _gone, ...rest }) => rest);
              fieldChanged(field);
            }}
            onBlur={() => complete(values)}
            error={errors[field]}
            hint={hint}
            maxLength={field === 'contact_email' ? 254 : 1000}
            placeholder={type === 'url' ? 'https://' : undefined}
          />
          <p className={styles.completedNote} aria-live="polite">
            {completedNotes[field]}
          </p>
        </div>
      ))}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan Pengaturan'}
        </button>
        <Banner message={notice} onDismiss={() => setNotice(null)} inline />
      </div>
    </form>
  );
}

export default function AdminSettingsPage() {
  const { data, error, isLoading, mutate } = useSiteSettings();
  const edit = useEditConflict('pengaturan', data);
  return (
    <>
      <PageHeader
        title="Pengaturan"
        subtitle="Tautan media sosial, kalender, situs universitas, dan email kontak; langsung tampil di situs"
      />
      {isLoading && !data ? (
        <p className="status-text" role="status">
          Memuat pengaturan...
        </p>
      ) : !data ? (
        <p className="status-text" role="alert">
          {error ? 'Gagal memuat pengaturan. Muat ulang halaman lalu coba lagi.' : 'Pengaturan belum tersedia.'}
        </p>
      ) : (
        <>
          {edit.conflict && (
            <EditConflictNotice
              message={edit.conflict.message}
              onReload={() =>
                void edit.reload((current) => (current ? mutate(current, { revalidate: false }) : mutate()))
              }
            />
          )}
          <SettingsForm key={edit.formKey} settings={data} edit={edit} />
        </>
      )}
    </>
  );
}
