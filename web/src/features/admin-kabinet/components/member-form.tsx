/**
 * Add or edit one member: name, post, department and division (or none), the head-of-department mark (only outside
 * a division), and the portrait with a 3:4 preview as the site crops it. Each field shows the server's 422 until it is
 * changed; a refused portrait keeps the form from being sent (ADR 066); the save's result shows beside its button.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Cabinet, Member } from '@hmrpl/contract';
import { storageUrl } from '@/lib/storage';
import { ImageField } from '@/components/admin/image-field';
import { refusedFileIn } from '@/components/admin/uploads/file-rules';
import { useFieldErrors } from '@/components/admin/use-field-errors';
import { AdminField, TextField } from '@/components/admin/text-field';
import { UploadProgress } from '@/components/admin/upload-progress';
import styles from '@/components/admin/admin.module.css';

interface MemberFormValues {
  nama: string;
  jabatan: string;
  departmentId: number;
  divisionId: number | null;
  isHead: boolean;
  image: File | null;
  removeImage: boolean;
}

/** Where a member is now, for the form's first values. */
export interface MemberPlace {
  member?: Member;
  departmentId: number;
  divisionId: number | null;
}

export function memberFormData(values: MemberFormValues, cabinet: Cabinet, editing: boolean): FormData {
  const form = new FormData();
  form.append('kabinet_id', String(cabinet.id));
  form.append('nama', values.nama.trim());
  form.append('jabatan', values.jabatan.trim());
  form.append('department_id', String(values.departmentId));
  form.append('division_id', values.divisionId === null ? '' : String(values.divisionId));
  form.append('is_head', values.isHead ? 'true' : 'false');
  if (values.image) form.append('image', values.image);
  else if (editing && values.removeImage) form.append('hapus_image', '1');
  return form;
}

interface MemberFormProps {
  cabinet: Cabinet;
  place: MemberPlace;
  submitting: boolean;
  progress: number;
  serverErrors: Record<string, string>;
  onSubmit: (values: MemberFormValues) => void;
  onCancel: () => void;
  headingId: string;
  /** The save's result, shown beside the buttons. */
  feedback?: ReactNode;
}

/** The browser's checks (the server checks them again). */
function check(values: MemberFormValues): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.nama.trim()) found.nama = 'Nama wajib diisi.';
  if (!values.jabatan.trim()) found.jabatan = 'Jabatan wajib diisi.';
  return found;
}

/** The server's fields a form value answers for. */
const FIELDS_OF: Record<keyof MemberFormValues, string[]> = {
  nama: ['nama'],
  jabatan: ['jabatan'],
  departmentId: ['department_id', 'division_id', 'is_head'],
  divisionId: ['division_id', 'is_head'],
  isHead: ['is_head', 'division_id'],
  image: ['image'],
  removeImage: ['image'],
};

export function MemberForm({
  cabinet,
  place,
  submitting,
  progress,
  serverErrors,
  onSubmit,
  onCancel,
  headingId,
  feedback,
}: MemberFormProps) {
  const id = useId();
  const editing = Boolean(place.member);
  const [values, setValues] = useState<MemberFormValues>({
    nama: place.member?.nama ?? '',
    jabatan: place.member?.jabatan ?? '',
    departmentId: place.departmentId,
    divisionId: place.divisionId,
    isHead: place.member?.is_head ?? false,
    image: null,
    removeImage: false,
  });
  const { errors, setClientErrors, fieldChanged } = useFieldErrors(serverErrors);
  const set = <K extends keyof MemberFormValues>(key: K, value: MemberFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues((current) => ({ ...current, [key]: value }));
    fieldChanged(FIELDS_OF[key], check(next));
  };
  const department = cabinet.departments.find((d) => d.id === values.departmentId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // a refused portrait is not "no portrait": it is removed or replaced first
    if (refusedFileIn(event.currentTarget)) return;
    const found = check(values);
    setClientErrors(found);
    if (found.nama || found.jabatan) {
      document.getElementById(`${id}-${found.nama ? 'nama' : 'jabatan'}`)?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={submitting}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.cardTitle} tabIndex={-1}>
        {editing ? `Edit Anggota: ${place.member!.nama}` : 'Tambah Anggota'}
      </h2>
      <div className={styles.twoColumns}>
        <TextField
          id={`${id}-nama`}
          label="Nama"
          value={values.nama}
          onChange={(v) => set('nama', v)}
          error={errors.nama}
          required
          maxLength={100}
        />
        <TextField
          id={`${id}-jabatan`}
          label="Jabatan"
          value={values.jabatan}
          onChange={(v) => set('jabatan', v)}
          error={errors.jabatan}
          required
          maxLength={100}
          hint="Contoh: Kepala Departemen Internal, Staf Kaderisasi."
        />
      </div>
      <div className={styles.twoColumns}>
        <AdminField id={`${id}-department`} label="Departemen" error={errors.department_id}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={values.departmentId}
              onChange={(event) => {
                set('departmentId', Number(event.target.value));
                set('divisionId', null);
              }}
            >
              {cabinet.departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id={`${id}-division`} label="Divisi" error={errors.division_id}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={values.divisionId ?? ''}
              onChange={(event) => {
                const next = event.target.value ? Number(event.target.value) : null;
                set('divisionId', next);
                if (next !== null) set('isHead', false);
              }}
            >
              <option value="">Tanpa divisi</option>
              {department?.divisions.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.isHead}
            disabled={values.divisionId !== null}
            aria-describedby={`${id}-head-hint${errors.is_head ? ` ${id}-head-error` : ''}`}
            onChange={(event) => set('isHead', event.target.checked)}
          />
          Kepala departemen
        </label>
        <p id={`${id}-head-hint`} className={styles.hint}>
          Satu kepala tiap departemen, tampil di atas divisinya. Kosongkan pilihan divisi untuk menandainya.
        </p>
        {errors.is_head && (
          <p id={`${id}-head-error`} className={styles.fieldError} role="alert">
            {errors.is_head}
          </p>
        )}
      </div>
      <ImageField
        label={editing ? 'Foto baru (opsional)' : 'Foto (opsional)'}
        file={values.image}
        onChange={(file) => set('image', file)}
        currentUrl={place.member?.image_path && !values.removeImage ? storageUrl(place.member.image_path) : null}
        currentAlt={place.member ? `Foto ${place.member.nama} saat ini` : undefined}
        disabled={submitting}
        error={errors.image}
        preview="portrait"
        hint="Potret 3:4 (misalnya 600 x 800 piksel); pratinjau menampilkan potongan seperti di situs."
      />
      {editing && place.member?.image_path && !values.image && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.removeImage}
            onChange={(event) => set('removeImage', event.target.checked)}
          />
          Hapus foto
        </label>
      )}
      {submitting && <UploadProgress percent={progress} label="Progres penyimpanan anggota" />}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? 'Menyimpan...' : editing ? 'Simpan Perubahan' : 'Tambah Anggota'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={submitting}>
          Batal
        </button>
        {feedback}
      </div>
    </form>
  );
}
