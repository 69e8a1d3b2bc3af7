/**
 * The form of a program of work (add and edit, inline in Kelola Proker): name, department, status, progress, dates,
 * the person in charge, summary and description (paragraphs of plain text, sent as HTML paragraphs). It checks the
 * CMS's own rules before sending (cms/src/lib/content/proker-rules.ts), marks every field the server refuses with the
 * server's message, and keeps every input.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Department, Proker, ProkerFormFields, ProkerStatus } from '@hmrpl/contract';
import {
  PROKER_LIMITS as LIMITS,
  PROKER_STATUSES,
  PROKER_STATUS_LABELS,
  checkProkerInput,
} from '@cms-content/proker-rules';
import { escapeHtml } from '@cms-content/escape';
import { AdminField, TextField, requiredLabel as required } from '@/components/admin/text-field';
import styles from '@/components/admin/admin.module.css';

type FieldName = keyof ProkerFormFields;
export type ProgramErrors = Partial<Record<FieldName, string>>;

export interface ProgramValues {
  title: string;
  department_id: string;
  status: ProkerStatus;
  progress: string;
  starts_on: string;
  ends_on: string;
  pic: string;
  summary: string;
  description: string;
}

/** Stored HTML as paragraphs of text (blank line between them), for the description field. */
function htmlToParagraphs(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.children].map((child) => child.textContent?.trim() ?? '').filter(Boolean);
  return (blocks.length > 0 ? blocks : [body.textContent?.trim() ?? '']).join('\n\n');
}

/** The description's paragraphs as HTML paragraphs (text escaped; a single line break kept). */
function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export const valuesOf = (program: Proker): ProgramValues => ({
  title: program.title,
  department_id: program.department ? String(program.department.id) : '',
  status: program.status,
  progress: String(program.progress),
  starts_on: program.starts_on ?? '',
  ends_on: program.ends_on ?? '',
  pic: program.pic ?? '',
  summary: program.summary,
  description: htmlToParagraphs(program.content),
});

export const fieldsOf = (values: ProgramValues): ProkerFormFields => ({
  title: values.title,
  department_id: values.department_id,
  status: values.status,
  progress: values.progress,
  starts_on: values.starts_on,
  ends_on: values.ends_on,
  pic: values.pic,
  summary: values.summary,
  content: paragraphsToHtml(values.description),
});

function check(values: ProgramValues): ProgramErrors {
  const result = checkProkerInput(fieldsOf(values), 'create');
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [field, messages?.[0]]));
}

interface ProgramFormProps {
  heading: string;
  initial: ProgramValues;
  departments: Department[];
  submitting: boolean;
  serverErrors?: ProgramErrors;
  onSubmit: (values: ProgramValues) => void;
  onCancel: () => void;
}

export function ProgramForm({
  heading,
  initial,
  departments,
  submitting,
  serverErrors = {},
  onSubmit,
  onCancel,
}: ProgramFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProgramErrors>({});
  const [edited, setEdited] = useState<Set<FieldName>>(new Set());
  const shown: ProgramErrors = { ...errors };
  for (const [name, message] of Object.entries(serverErrors) as [FieldName, string][])
    if (!edited.has(name) && !shown[name]) shown[name] = message;

  const set = (name: keyof ProgramValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    const field: FieldName = name === 'description' ? 'content' : name;
    setEdited((current) => new Set(current).add(field));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setEdited(new Set());
    if (Object.values(found).some(Boolean)) {
      const first = Object.keys(found)[0];
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <TextField
        id={`${id}-title`}
        label="Nama Program Kerja"
        value={values.title}
        onChange={set('title')}
        error={shown.title}
        required
        maxLength={LIMITS.titleMax}
      />
      <AdminField id={`${id}-department_id`} label={required('Departemen')} error={shown.department_id}>
        {(control) => (
          <select
            {...control}
            required
            value={values.department_id}
            onChange={(event) => set('department_id')(event.target.value)}
          >
            <option value="">Pilih departemen</option>
            {departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField id={`${id}-status`} label="Status" error={shown.status}>
        {(control) => (
          <select {...control} value={values.status} onChange={(event) => set('status')(event.target.value)}>
            {PROKER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PROKER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField id={`${id}-progress`} label="Progres (%)" hint="Bilangan bulat 0 sampai 100." error={shown.progress}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={values.progress}
            onChange={(event) => set('progress')(event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id={`${id}-starts_on`} label="Tanggal Mulai" error={shown.starts_on}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.starts_on}
            onChange={(event) => set('starts_on')(event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id={`${id}-ends_on`} label="Tanggal Selesai" error={shown.ends_on}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.ends_on}
            onChange={(event) => set('ends_on')(event.target.value)}
          />
        )}
      </AdminField>
      <TextField
        id={`${id}-pic`}
        label="Penanggung Jawab"
        value={values.pic}
        onChange={set('pic')}
        error={shown.pic}
        maxLength={LIMITS.picMax}
      />
      <TextField
        id={`${id}-summary`}
        label="Ringkasan"
        value={values.summary}
        onChange={set('summary')}
        error={shown.summary}
        required
        rows={3}
        maxLength={LIMITS.summaryMax}
      />
      <TextField
        id={`${id}-content`}
        label="Deskripsi"
        hint="Opsional. Pisahkan paragraf dengan baris kosong."
        value={values.description}
        onChange={set('description')}
        error={shown.content}
        rows={5}
      />
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? 'Menyimpan...' : 'Simpan Program Kerja'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={submitting}>
          Batal
        </button>
      </div>
    </form>
  );
}
