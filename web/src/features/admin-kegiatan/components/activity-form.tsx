/**
 * The form of Tambah Kegiatan and Edit Kegiatan: title, start and optional end (WIB), place, summary, description in
 * the rich-text editor, poster, registration link. It checks the contract's rules before sending, shows the upload's
 * progress, marks every field the server refuses with the server's own message, and keeps every input.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ACTIVITY_LIMITS as LIMITS, checkActivityInput } from '@cms-content/activity-input';
import { REGISTRATION_LIMITS, checkRegistrationSettings } from '@cms-content/registration-rules';
import { ImageField } from '@/components/admin/image-field';
import { ProgramPicker } from '@/components/admin/program-picker';
import { refusedFileIn } from '@/components/admin/uploads/file-rules';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { AdminField, requiredLabel as required } from '@/components/admin/text-field';
import type { FieldControlProps } from '@/components/ui/form-field';
import { UploadProgress } from '@/components/admin/upload-progress';
import styles from '@/components/admin/admin.module.css';
import type { ActivityInput } from '../api/admin-kegiatan';

type FieldName =
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'place'
  | 'summary'
  | 'content'
  | 'registration_url'
  | 'proker_id'
  | 'poster'
  | 'registration_opens_at'
  | 'registration_closes_at'
  | 'registration_quota'
  | 'registration_waitlist';
export type ActivityErrors = Partial<Record<FieldName, string>>;

/**
 * The CMS's own rules and texts (cms/src/lib/content/activity-input.ts, one copy for the server, this form and the
 * fixtures), on the whole form; the times as the fields hold them (WIB wall clock, which the rules read so).
 */
function check(values: ActivityInput): ActivityErrors {
  const result = checkActivityInput(
    {
      title: values.title,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      place: values.place,
      summary: values.summary,
      content: values.content,
      registration_url: values.registrationUrl,
    },
    'create',
  );
  // the registration settings (cms/src/lib/content/registration-rules.ts), checked whole as the form holds them
  const registration = checkRegistrationSettings(
    {
      registration_opens_at: values.registrationOpensAt,
      registration_closes_at: values.registrationOpensAt ? values.registrationClosesAt : '',
      registration_quota: values.registrationOpensAt ? values.registrationQuota : '',
      registration_waitlist: String(values.registrationWaitlist),
    },
    { opens_at: null, closes_at: null, quota: null, waitlist: false },
  );
  const errors = { ...(result.ok ? {} : result.errors), ...(registration.ok ? {} : registration.errors) };
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages?.[0]]));
}

interface ActivityFormProps {
  mode: 'add' | 'edit';
  initial?: Omit<ActivityInput, 'poster'>;
  currentPosterUrl?: string | null;
  submitting: boolean;
  /** After success, until the next screen: nothing more to send. */
  locked?: boolean;
  progress: number;
  /** Field errors the server sent back (422), by the contract's field names. */
  serverErrors?: ActivityErrors;
  onSubmit: (values: ActivityInput) => void;
  /** The save's result, shown beside the submit button (ADR 066). */
  feedback?: ReactNode;
}

const EMPTY: Omit<ActivityInput, 'poster'> = {
  title: '',
  startsAt: '',
  endsAt: '',
  place: '',
  summary: '',
  content: '',
  registrationUrl: '',
  registrationOpensAt: '',
  registrationClosesAt: '',
  registrationQuota: '',
  registrationWaitlist: false,
  prokerId: '',
};

export function ActivityForm({
  mode,
  initial = EMPTY,
  currentPosterUrl,
  submitting,
  locked,
  progress,
  serverErrors = {},
  onSubmit,
  feedback,
}: ActivityFormProps) {
  const id = useId();
  const [values, setValues] = useState<Omit<ActivityInput, 'poster'>>(initial);
  const [poster, setPoster] = useState<File | null>(null);
  const [errors, setErrors] = useState<ActivityErrors>({});
  // the server's verdict on a field stands until that field is edited again
  const [edited, setEdited] = useState<Set<FieldName>>(new Set());
  const shown: ActivityErrors = { ...errors };
  for (const [name, message] of Object.entries(serverErrors) as [FieldName, string][])
    if (!edited.has(name) && !shown[name]) shown[name] = message;

  /** Messages already shown stay only while their check still fails (ADR 066). */
  const recheck = (next: ActivityInput) =>
    setErrors((current) => {
      const now = check(next);
      const kept = Object.fromEntries(
        Object.keys(current).flatMap((key) => (now[key as FieldName] ? [[key, now[key as FieldName]]] : [])),
      );
      return Object.keys(kept).length === Object.keys(current).length &&
        Object.keys(kept).every((k) => kept[k] === current[k as FieldName])
        ? current
        : kept;
    });
  const set = (name: FieldName, key: Exclude<keyof typeof values, 'registrationWaitlist'>) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setEdited((current) => new Set(current).add(name));
    recheck({ ...values, [key]: value, poster });
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || locked) return;
    // a refused poster is removed or replaced before anything is sent
    if (refusedFileIn(event.currentTarget)) return;
    const found = check({ ...values, poster });
    setErrors(found);
    setEdited(new Set());
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...values, title: values.title.trim(), place: values.place.trim(), poster });
  }

  const busy = submitting || Boolean(locked);
  const field = (name: FieldName, label: ReactNode, control: (props: FieldProps) => ReactNode, hint?: string) => (
    <AdminField id={`${id}-${name}`} label={label} error={shown[name]} hint={hint}>
      {(props) => control({ ...props, disabled: busy })}
    </AdminField>
  );

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      {field('title', required('Judul Kegiatan'), (props) => (
        <input
          {...props}
          type="text"
          required
          maxLength={LIMITS.titleMax}
          value={values.title}
          onChange={(event) => set('title', 'title')(event.target.value)}
        />
      ))}
      <div className={styles.fieldRow}>
        {field(
          'starts_at',
          required('Waktu Mulai'),
          (props) => (
            <input
              {...props}
              type="datetime-local"
              required
              value={values.startsAt}
              onChange={(event) => set('starts_at', 'startsAt')(event.target.value)}
            />
          ),
          'Waktu Indonesia Barat (WIB, Asia/Jakarta).',
        )}
        {field(
          'ends_at',
          'Waktu Selesai (Opsional)',
          (props) => (
            <input
              {...props}
              type="datetime-local"
              value={values.endsAt}
              onChange={(event) => set('ends_at', 'endsAt')(event.target.value)}
            />
          ),
          'Kosongkan bila hanya ada waktu mulai; kegiatan dianggap selesai di akhir hari itu.',
        )}
      </div>
      {field('place', 'Tempat (Opsional)', (props) => (
        <input
          {...props}
          type="text"
          maxLength={LIMITS.placeMax}
          value={values.place}
          onChange={(event) => set('place', 'place')(event.target.value)}
        />
      ))}
      {field(
        'summary',
        required('Ringkasan'),
        (props) => (
          <textarea
            {...props}
            rows={3}
            required
            maxLength={LIMITS.summaryMax}
            value={values.summary}
            onChange={(event) => set('summary', 'summary')(event.target.value)}
          />
        ),
        'Satu atau dua kalimat untuk daftar kegiatan dan pratinjau tautan (maksimal 500 karakter).',
      )}
      {field('content', required('Deskripsi Kegiatan'), (props) => (
        <RichTextEditor
          id={props.id}
          label="Deskripsi Kegiatan"
          value={values.content}
          onChange={set('content', 'content')}
          disabled={busy}
          invalid={props['aria-invalid']}
          describedBy={props['aria-describedby']}
        />
      ))}
      <ProgramPicker
        id={`${id}-proker_id`}
        value={values.prokerId}
        onChange={set('proker_id', 'prokerId')}
        disabled={busy}
        error={shown.proker_id}
      />
      <ImageField
        label={mode === 'add' ? 'Poster (Opsional)' : 'Ganti poster (Opsional)'}
        file={poster}
        onChange={(file) => {
          setPoster(file);
          setEdited((current) => new Set(current).add('poster'));
        }}
        currentUrl={currentPosterUrl}
        currentAlt="Poster saat ini"
        disabled={busy}
        error={shown.poster}
        hint="PNG, JPEG, atau WebP; maksimal 10 MB. Poster ditampilkan utuh."
      />
      {field(
        'registration_url',
        'Tautan Pendaftaran (Opsional)',
        (props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            maxLength={LIMITS.registrationUrlMax}
            placeholder="https://"
            value={values.registrationUrl}
            onChange={(event) => set('registration_url', 'registrationUrl')(event.target.value)}
          />
        ),
        'Alamat https:// formulir pendaftaran; tombol Daftar tampil selama kegiatan belum selesai.',
      )}
      <fieldset className={styles.fieldset} aria-describedby={`${id}-registration-hint`}>
        <legend>Pendaftaran di situs (Opsional)</legend>
        <p className={styles.hint} id={`${id}-registration-hint`}>
          Isi waktu buka agar formulir pendaftaran tampil di halaman kegiatan; peserta mendapat tiket QR lewat email.
          Kosongkan waktu buka untuk mematikan pendaftaran.
        </p>
        <div className={styles.fieldRow}>
          {field(
            'registration_opens_at',
            'Pendaftaran Dibuka',
            (props) => (
              <input
                {...props}
                type="datetime-local"
                value={values.registrationOpensAt}
                onChange={(event) => set('registration_opens_at', 'registrationOpensAt')(event.target.value)}
              />
            ),
            'WIB. Kosong: tidak ada pendaftaran di situs.',
          )}
          {field(
            'registration_closes_at',
            'Pendaftaran Ditutup',
            (props) => (
              <input
                {...props}
                type="datetime-local"
                value={values.registrationClosesAt}
                disabled={busy || !values.registrationOpensAt}
                onChange={(event) => set('registration_closes_at', 'registrationClosesAt')(event.target.value)}
              />
            ),
            'WIB. Kosong: ditutup saat kegiatan dimulai.',
          )}
        </div>
        <div className={styles.fieldRow}>
          {field(
            'registration_quota',
            'Kuota Peserta',
            (props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={REGISTRATION_LIMITS.quotaMax}
                step={1}
                value={values.registrationQuota}
                disabled={busy || !values.registrationOpensAt}
                onChange={(event) => set('registration_quota', 'registrationQuota')(event.target.value)}
              />
            ),
            'Kosong: tanpa batas.',
          )}
          <div className={styles.field}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={values.registrationWaitlist}
                disabled={busy || !values.registrationOpensAt}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setValues((current) => ({ ...current, registrationWaitlist: checked }));
                  setEdited((current) => new Set(current).add('registration_waitlist'));
                }}
                aria-describedby={`${id}-registration_waitlist-hint`}
              />
              Buka daftar cadangan
            </label>
            <p id={`${id}-registration_waitlist-hint`} className={styles.hint}>
              Setelah kuota penuh, pendaftar masuk daftar cadangan dan naik otomatis bila ada yang batal.
            </p>
            {shown.registration_waitlist && (
              <p className={styles.fieldError} role="alert">
                {shown.registration_waitlist}
              </p>
            )}
          </div>
        </div>
      </fieldset>
      {submitting && <UploadProgress percent={progress} label="Progres penyimpanan kegiatan" />}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={busy}>
          {submitting ? 'Menyimpan...' : mode === 'add' ? 'Simpan Kegiatan' : 'Simpan Perubahan'}
        </button>
        {feedback}
      </div>
    </form>
  );
}

interface FieldProps extends FieldControlProps {
  disabled: boolean;
}
