/**
 * The cabinet form of "Tambah Kabinet" and "Edit Kabinet": name, period, tagline, the meaning of the name, vision,
 * the mission points (added, removed and moved with buttons), the logo (required on add), the organisation chart
 * with its description, and whether the portraits are designed cards (the site then writes no name under them). On
 * add, the structure to start from (the active cabinet's by default), and an offer to start from the active cabinet's
 * vision, missions and texts. It checks the rules before sending, shows each field's error (the browser's or the
 * server's) until that field is valid again, keeps a refused image from being sent, and shows the save's result
 * beside its button (ADR 066); nothing typed is lost when a save fails.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Cabinet, CabinetSummary, Mission } from '@hmrpl/contract';
import { CABINET_LIMITS as LIMITS, CABINET_MESSAGES, checkCabinetText } from '@cms-content/cabinet-rules';
import { cabinetTitle } from '@/lib/site-content';
import { storageUrl } from '@/lib/storage';
import { ImageField } from '@/components/admin/image-field';
import { refusedFileIn } from '@/components/admin/uploads/file-rules';
import { useFieldErrors } from '@/components/admin/use-field-errors';
import { AdminField, TextField } from '@/components/admin/text-field';
import { UploadProgress } from '@/components/admin/upload-progress';
import styles from '@/components/admin/admin.module.css';

type FieldErrors = Record<string, string | undefined>;

interface CabinetFormValues {
  name: string;
  period: string;
  tagline: string;
  nameMeaning: string;
  vision: string;
  missions: Mission[];
  logo: File | null;
  structure: File | null;
  structureAlt: string;
  removeStructure: boolean;
  copyFrom: string;
  designedCards: boolean;
}

/** The form's values as the multipart fields the CMS reads. */
export function cabinetFormData(values: CabinetFormValues, mode: 'add' | 'edit'): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('period', values.period.trim());
  form.append('tagline', values.tagline.trim());
  form.append('name_meaning', values.nameMeaning.trim());
  form.append('vision', values.vision.trim());
  form.append('missions', JSON.stringify(values.missions.map((m) => ({ title: m.title.trim(), text: m.text.trim() }))));
  form.append('structure_alt', values.structureAlt.trim());
  if (values.logo) form.append('logo', values.logo);
  if (values.structure) form.append('structure', values.structure);
  else if (mode === 'edit' && values.removeStructure) form.append('hapus_structure', '1');
  if (mode === 'add' && values.copyFrom) form.append('copy_from', values.copyFrom);
  form.append('designed_cards', values.designedCards ? 'true' : 'false');
  return form;
}

/**
 * The CMS's own rules of the text fields (cms/src/lib/content/cabinet-rules.ts: one copy for the server, this form and
 * the fixtures) on the fields as the form sends them, and the logo a new cabinet needs; the server checks them all
 * again, with the files.
 */
function check(values: CabinetFormValues, mode: 'add' | 'edit'): FieldErrors {
  const sent = cabinetFormData(values, mode);
  const text = (name: string) => {
    const value = sent.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const fields = ['name', 'period', 'tagline', 'name_meaning', 'vision', 'missions', 'structure_alt'] as const;
  const { errors } = checkCabinetText(Object.fromEntries(fields.map((name) => [name, text(name)])), mode === 'add');
  const found: FieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages[0]]),
  );
  if (mode === 'add' && !values.logo) found.logo = CABINET_MESSAGES.logoRequired;
  return found;
}

/** The error keys a form value answers for. */
const ERROR_KEYS: Record<keyof CabinetFormValues, string[]> = {
  name: ['name'],
  period: ['period', 'name'],
  tagline: ['tagline'],
  nameMeaning: ['name_meaning'],
  vision: ['vision'],
  missions: ['missions'],
  logo: ['logo'],
  structure: ['structure'],
  structureAlt: ['structure_alt'],
  removeStructure: ['structure'],
  copyFrom: ['copy_from'],
  designedCards: ['designed_cards'],
};

interface CabinetFormProps {
  mode: 'add' | 'edit';
  cabinet?: Cabinet;
  /** On add: the cabinets whose structure the new one may start from. */
  cabinets?: CabinetSummary[];
  submitting: boolean;
  progress: number;
  /** Field errors from the server's 422 (`missions.0.title`, ...). */
  serverErrors: FieldErrors;
  onSubmit: (values: CabinetFormValues) => void;
  /** On add: the active cabinet, whose vision, missions and texts the new one may start from. */
  copySource?: Cabinet;
  /** The save's result, shown beside the submit button. */
  feedback?: ReactNode;
}

export function CabinetForm({
  mode,
  cabinet,
  cabinets = [],
  submitting,
  progress,
  serverErrors,
  onSubmit,
  copySource,
  feedback,
}: CabinetFormProps) {
  const id = useId();
  const active = cabinets.find((item) => item.active);
  const [values, setValues] = useState<CabinetFormValues>({
    name: cabinet?.name ?? '',
    period: cabinet?.period ?? '',
    tagline: cabinet?.tagline ?? '',
    nameMeaning: cabinet?.name_meaning ?? '',
    vision: cabinet?.vision ?? '',
    missions: cabinet?.missions.map((m) => ({ ...m })) ?? [{ title: '', text: '' }],
    logo: null,
    structure: null,
    structureAlt: cabinet?.structure_alt ?? '',
    removeStructure: false,
    copyFrom: active?.slug ?? '',
    designedCards: cabinet?.designed_cards ?? false,
  });
  const { errors, setClientErrors, fieldChanged } = useFieldErrors(serverErrors);
  const [copied, setCopied] = useState('');
  const set = <K extends keyof CabinetFormValues>(key: K, value: CabinetFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    fieldChanged(ERROR_KEYS[key], check({ ...values, [key]: value }, mode));
  };
  const setMission = (index: number, change: Partial<Mission>) => {
    const missions = values.missions.map((mission, i) => (i === index ? { ...mission, ...change } : mission));
    setValues((current) => ({ ...current, missions }));
    fieldChanged(
      Object.keys(change).map((part) => `missions.${index}.${part}`),
      check({ ...values, missions }, mode),
    );
  };

  /** Fills the empty texts from the active cabinet (what was typed stays), then says what it did. */
  function copyTexts(source: Cabinet) {
    const blankMissions = values.missions.every((mission) => !mission.title.trim() && !mission.text.trim());
    const next: CabinetFormValues = {
      ...values,
      tagline: values.tagline.trim() ? values.tagline : source.tagline,
      nameMeaning: values.nameMeaning.trim() ? values.nameMeaning : source.name_meaning,
      vision: values.vision.trim() ? values.vision : source.vision,
      missions: blankMissions ? source.missions.map((mission) => ({ ...mission })) : values.missions,
      structureAlt: values.structureAlt.trim() ? values.structureAlt : (source.structure_alt ?? ''),
    };
    setValues(next);
    fieldChanged(['tagline', 'name_meaning', 'vision', 'missions', 'structure_alt'], check(next, mode));
    setCopied(
      `Visi, misi, dan teks ${cabinetTitle(source)} disalin ke isian yang masih kosong. Ubah sesuai kabinet baru.`,
    );
  }
  const moveMission = (index: number, by: -1 | 1) => {
    const next = [...values.missions];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    set('missions', next);
    // keep the focus on the same button of the moved point
    requestAnimationFrame(() =>
      document.getElementById(`${id}-mission-${index + by}-${by < 0 ? 'up' : 'down'}`)?.focus(),
    );
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // a refused logo or chart is removed or replaced before anything is sent
    if (refusedFileIn(event.currentTarget)) return;
    const found = check(values, mode);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      {mode === 'add' && copySource && (
        <div className={styles.copyOffer}>
          <p className={styles.hint}>
            Visi, misi, dan teks kabinet baru boleh dimulai dari {cabinetTitle(copySource)}, lalu diubah.
          </p>
          <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => copyTexts(copySource)}>
            Salin visi, misi, dan teks {cabinetTitle(copySource)}
          </button>
          <p className={styles.hint} aria-live="polite">
            {copied}
          </p>
        </div>
      )}
      <div className={styles.twoColumns}>
        <div data-field="name">
          <TextField
            label="Nama kabinet"
            value={values.name}
            onChange={(v) => set('name', v)}
            error={errors.name}
            required
            maxLength={LIMITS.nameMax}
            hint="Nama singkat, tanpa kata Kabinet. Alamat halaman arsipnya dibuat dari nama dan periode."
          />
        </div>
        <div data-field="period">
          <TextField
            label="Periode"
            value={values.period}
            onChange={(v) => set('period', v)}
            error={errors.period}
            required
            maxLength={9}
            placeholder="2026/2027"
            hint="Dua tahun berurutan, misalnya 2026/2027."
          />
        </div>
      </div>
      <div data-field="tagline">
        <TextField
          label="Tagline"
          value={values.tagline}
          onChange={(v) => set('tagline', v)}
          error={errors.tagline}
          required
          maxLength={LIMITS.taglineMax}
        />
      </div>
      <div data-field="name_meaning">
        <TextField
          label="Makna nama kabinet"
          value={values.nameMeaning}
          onChange={(v) => set('nameMeaning', v)}
          error={errors.name_meaning}
          required
          rows={3}
          maxLength={LIMITS.longTextMax}
        />
      </div>
      <div data-field="vision">
        <TextField
          label="Visi"
          value={values.vision}
          onChange={(v) => set('vision', v)}
          error={errors.vision}
          required
          rows={3}
          maxLength={LIMITS.longTextMax}
        />
      </div>

      <fieldset className={styles.form} aria-describedby={errors.missions ? `${id}-missions-error` : undefined}>
        <legend className={styles.cardTitle}>Misi</legend>
        {errors.missions && (
          <p id={`${id}-missions-error`} className={styles.fieldError} role="alert">
            {errors.missions}
          </p>
        )}
        <ol className={styles.stackList}>
          {values.missions.map((mission, index) => (
            <li key={index} className={styles.stackItem}>
              <div data-field={`missions.${index}.title`}>
                <TextField
                  label={`Judul misi ${index + 1}`}
                  value={mission.title}
                  onChange={(v) => setMission(index, { title: v })}
                  error={errors[`missions.${index}.title`]}
                  required
                  maxLength={LIMITS.missionTitleMax}
                />
              </div>
              <div data-field={`missions.${index}.text`}>
                <TextField
                  label={`Penjelasan misi ${index + 1}`}
                  value={mission.text}
                  onChange={(v) => setMission(index, { text: v })}
                  error={errors[`missions.${index}.text`]}
                  required
                  rows={2}
                  maxLength={LIMITS.missionTextMax}
                />
              </div>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  id={`${id}-mission-${index}-up`}
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => moveMission(index, -1)}
                  disabled={index === 0}
                  aria-label={`Naikkan misi ${index + 1}`}
                >
                  Naikkan
                </button>
                <button
                  type="button"
                  id={`${id}-mission-${index}-down`}
                  className={`btn btn-outline ${styles.small}`}
                  onClick={() => moveMission(index, 1)}
                  disabled={index === values.missions.length - 1}
                  aria-label={`Turunkan misi ${index + 1}`}
                >
                  Turunkan
                </button>
                <button
                  type="button"
                  className={`btn btn-danger ${styles.small}`}
                  onClick={() =>
                    set(
                      'missions',
                      values.missions.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={`Hapus misi ${index + 1}`}
                >
                  Hapus
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <button
            type="button"
            className={`btn btn-outline ${styles.small}`}
            onClick={() => set('missions', [...values.missions, { title: '', text: '' }])}
            disabled={values.missions.length >= LIMITS.missionsMax}
          >
            Tambah Misi
          </button>
        </div>
      </fieldset>

      <div className={styles.twoColumns}>
        <div data-field="logo">
          <ImageField
            label={mode === 'add' ? 'Logo kabinet' : 'Logo kabinet baru (opsional)'}
            file={values.logo}
            onChange={(file) => set('logo', file)}
            currentUrl={cabinet?.logo_path ? storageUrl(cabinet.logo_path) : null}
            currentAlt={cabinet ? `Logo Kabinet ${cabinet.name} saat ini` : undefined}
            required={mode === 'add'}
            disabled={submitting}
            error={errors.logo}
            hint="PNG, JPEG, atau WebP; persegi, minimal 320 piksel."
          />
        </div>
        <div data-field="structure">
          <ImageField
            label="Gambar struktur organisasi (opsional)"
            file={values.structure}
            onChange={(file) => {
              set('structure', file);
              if (file) set('removeStructure', false);
            }}
            currentUrl={cabinet?.structure_path && !values.removeStructure ? storageUrl(cabinet.structure_path) : null}
            currentAlt={cabinet ? `Bagan struktur ${cabinet.name} saat ini` : undefined}
            disabled={submitting}
            error={errors.structure}
            hint="Tanpa gambar, situs menggambar bagan dari struktur kabinet."
          />
          {mode === 'edit' && cabinet?.structure_path && !values.structure && (
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={values.removeStructure}
                onChange={(event) => set('removeStructure', event.target.checked)}
              />
              Hapus gambar struktur (situs menggambar bagan dari struktur)
            </label>
          )}
        </div>
      </div>
      <div data-field="structure_alt">
        <TextField
          label="Deskripsi bagan struktur (untuk pembaca layar)"
          value={values.structureAlt}
          onChange={(v) => set('structureAlt', v)}
          error={errors.structure_alt}
          rows={3}
          maxLength={LIMITS.longTextMax}
          hint="Jelaskan isi bagan: ketua, departemen, dan divisinya."
        />
      </div>

      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.designedCards}
            aria-describedby={`${id}-cards-hint`}
            onChange={(event) => set('designedCards', event.target.checked)}
          />
          Foto pengurus berupa kartu desain (nama dan jabatan sudah tertulis di foto)
        </label>
        <p id={`${id}-cards-hint`} className={styles.hint}>
          Biarkan kosong untuk foto biasa: halaman Tentang menulis nama dan jabatan di bawah setiap foto.
        </p>
      </div>

      {mode === 'add' && (
        <div data-field="copy_from">
          <AdminField
            id={`${id}-copy`}
            label="Struktur awal"
            error={errors.copy_from}
            hint="Departemen dan divisi disalin, anggotanya tidak."
          >
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={values.copyFrom}
                onChange={(event) => set('copyFrom', event.target.value)}
              >
                <option value="">Tanpa struktur (diisi nanti)</option>
                {cabinets.map((item) => (
                  <option key={item.id} value={item.slug}>
                    Salin departemen dan divisi {cabinetTitle(item)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
      )}

      {submitting && <UploadProgress percent={progress} label="Progres penyimpanan kabinet" />}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? 'Menyimpan...' : mode === 'add' ? 'Tambah Kabinet' : 'Simpan Perubahan'}
        </button>
        {feedback}
      </div>
    </form>
  );
}
