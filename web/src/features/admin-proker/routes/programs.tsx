/**
 * Kelola Proker: the programs of work of the chosen cabinet (`?kabinet={slug}`, else the active one), one section per
 * department in the structure's order: add a program to a department, edit, delete, and update status and progress
 * right from the list. Activities and news are linked to a program from their own forms. ADR 091.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Department, Proker, ProkerStatus } from '@hmrpl/contract';
import { PROKER_STATUSES, PROKER_STATUS_LABELS } from '@cms-content/proker-rules';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { LoadFailed } from '@/components/admin/load-failed';
import { PageHeader } from '@/components/admin/page-header';
import { toTrashConfirmation } from '@/components/admin/trash-note';
import styles from '@/components/admin/admin.module.css';
import { ApiError, fieldErrorsOf } from '@/lib/http-client';
import {
  createProgram,
  deleteProgram,
  isProgramKey,
  updateProgram,
  useAdminPrograms,
  useCabinetChoices,
  useCabinetDepartments,
} from '../api/admin-proker';
import { ProgramForm, fieldsOf, valuesOf, type ProgramErrors, type ProgramValues } from '../components/program-form';

const PROGRAM_TEXTS = {
  deleteConfirmation: toTrashConfirmation(
    'Apakah Anda yakin ingin menghapus program kerja ini? Kegiatan dan berita yang tertaut tetap tersimpan.',
  ),
  saveFailed: 'Gagal menyimpan program kerja.',
  deleteFailed: 'Gagal menghapus program kerja.',
  quickFailed: 'Gagal memperbarui program kerja.',
} as const;

type Editing = { kind: 'add'; departmentId: number } | { kind: 'edit'; program: Proker } | null;

const failureOf = (text: string, error: unknown): BannerMessage => ({
  text,
  tone: 'error',
  ...(error instanceof ApiError && error.hasServerMessage ? { detail: error.message } : {}),
});

/** One row: the program, its status and progress (saved with "Perbarui"), Edit and Hapus. */
function ProgramRow({
  program,
  busy,
  onQuickSave,
  onEdit,
  onDelete,
}: {
  program: Proker;
  busy: boolean;
  onQuickSave: (status: ProkerStatus, progress: string) => Promise<void>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [status, setStatus] = useState<ProkerStatus>(program.status);
  const [progress, setProgress] = useState(String(program.progress));
  const changed = status !== program.status || progress !== String(program.progress);
  return (
    <tr>
      <td data-label="Program Kerja">{program.title}</td>
      <td data-label="Status">
        <select
          className={styles.select}
          aria-label={`Status ${program.title}`}
          value={status}
          onChange={(event) => setStatus(event.target.value as ProkerStatus)}
        >
          {PROKER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PROKER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Progres (%)">
        <input
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          aria-label={`Progres ${program.title} (persen)`}
          value={progress}
          onChange={(event) => setProgress(event.target.value)}
          style={{ maxWidth: '6rem' }}
        />
      </td>
      <td data-label="Aksi">
        <div className={styles.rowActions}>
          <button
            type="button"
            className={`btn ${styles.small}`}
            disabled={busy || !changed}
            onClick={() => void onQuickSave(status, progress)}
            aria-label={`Perbarui ${program.title}`}
          >
            Perbarui
          </button>
          <button
            type="button"
            className={`btn btn-outline ${styles.small}`}
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit ${program.title}`}
          >
            Edit
          </button>
          <button
            type="button"
            className={`btn btn-danger ${styles.small}`}
            onClick={onDelete}
            disabled={busy}
            aria-label={`Hapus ${program.title}`}
          >
            Hapus
          </button>
        </div>
      </td>
    </tr>
  );
}

export default function AdminProgramsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { mutate: mutateKey } = useSWRConfig();
  const cabinets = useCabinetChoices();
  const list = cabinets.data?.data ?? [];
  const asked = searchParams.get('kabinet');
  const chosen = list.find((cabinet) => cabinet.slug === asked) ?? list.find((cabinet) => cabinet.active) ?? list[0];
  const cabinet = useCabinetDepartments(chosen?.id);
  const programs = useAdminPrograms(chosen?.slug);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProgramErrors>({});
  const [busy, setBusy] = useState<number | null>(null);

  const refresh = async () => {
    await programs.mutate();
    void mutateKey(isProgramKey);
  };

  async function save(values: ProgramValues) {
    if (!editing) return;
    setSubmitting(true);
    setServerErrors({});
    setNotice(null);
    try {
      const fields = fieldsOf(values);
      const result =
        editing.kind === 'add'
          ? await createProgram({ ...fields, kabinet_id: chosen!.id })
          : await updateProgram(editing.program.id, fields);
      setNotice({ text: result.message, tone: 'success' });
      setEditing(null);
      await refresh();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error) as ProgramErrors);
      setNotice(failureOf(PROGRAM_TEXTS.saveFailed, error));
    } finally {
      setSubmitting(false);
    }
  }

  async function quickSave(program: Proker, status: ProkerStatus, progress: string) {
    setBusy(program.id);
    setNotice(null);
    try {
      const result = await updateProgram(program.id, { status, progress });
      setNotice({ text: result.message, tone: 'success' });
      await refresh();
    } catch (error) {
      setNotice(failureOf(PROGRAM_TEXTS.quickFailed, error));
    } finally {
      setBusy(null);
    }
  }

  async function remove(program: Proker) {
    if (!window.confirm(PROGRAM_TEXTS.deleteConfirmation)) return;
    setBusy(program.id);
    setNotice(null);
    try {
      const result = await deleteProgram(program.id);
      setNotice({ text: result.message, tone: 'success' });
      await refresh();
    } catch (error) {
      setNotice(failureOf(PROGRAM_TEXTS.deleteFailed, error));
    } finally {
      setBusy(null);
    }
  }

  const departments: Department[] = cabinet.data?.data.departments ?? [];
  const all = programs.data?.data ?? [];
  const ofDepartment = (id: number) => all.filter((program) => program.department?.id === id);
  const orphans = all.filter((program) => !program.department);

  const form = (heading: string, initial: ProgramValues) => (
    <ProgramForm
      heading={heading}
      initial={initial}
      departments={departments}
      submitting={submitting}
      serverErrors={serverErrors}
      onSubmit={(values) => void save(values)}
      onCancel={() => {
        setEditing(null);
        setServerErrors({});
      }}
    />
  );

  const table = (rows: Proker[], caption: string) => (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stack}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Program Kerja</th>
            <th scope="col">Status</th>
            <th scope="col">Progres (%)</th>
            <th scope="col">Aksi</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((program) => (
            <ProgramRow
              // a saved status or progress starts the row's fields again from the stored values
              key={`${program.id}-${program.status}-${program.progress}`}
              program={program}
              busy={busy !== null || submitting}
              onQuickSave={(status, progress) => quickSave(program, status, progress)}
              onEdit={() => {
                setServerErrors({});
                setEditing({ kind: 'edit', program });
              }}
              onDelete={() => void remove(program)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );

  let body;
  if (cabinets.error && !cabinets.data) {
    body = <LoadFailed text="Gagal memuat daftar kabinet." onRetry={() => void cabinets.mutate()} />;
  } else if (!cabinets.data || (chosen && (!cabinet.data || !programs.data) && !cabinet.error && !programs.error)) {
    body = (
      <p className="status-text" role="status">
        Memuat program kerja...
      </p>
    );
  } else if (!chosen) {
    body = <p className="status-text">Belum ada kabinet. Tambahkan kabinet di Kelola Kabinet.</p>;
  } else if (cabinet.error || programs.error) {
    body = (
      <LoadFailed
        text="Gagal memuat program kerja."
        onRetry={() => {
          void cabinet.mutate();
          void programs.mutate();
        }}
      />
    );
  } else if (departments.length === 0) {
    body = <p className="status-text">Kabinet ini belum memiliki departemen. Susun strukturnya di menu Struktur.</p>;
  } else {
    body = (
      <>
        {departments.map((department) => {
          const rows = ofDepartment(department.id);
          const headingId = `proker-departemen-${department.id}`;
          return (
            <section key={department.id} aria-labelledby={headingId}>
              <h2 id={headingId}>{department.name}</h2>
              {rows.length === 0 ? (
                <p>Belum ada program kerja di departemen ini.</p>
              ) : (
                table(rows, `Program kerja departemen ${department.name}`)
              )}
              {editing?.kind === 'edit' && editing.program.department?.id === department.id
                ? form(`Edit ${editing.program.title}`, valuesOf(editing.program))
                : null}
              {editing?.kind === 'add' && editing.departmentId === department.id ? (
                form(`Tambah Program Kerja ${department.name}`, {
                  ...EMPTY,
                  department_id: String(department.id),
                })
              ) : (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={submitting}
                  onClick={() => {
                    setServerErrors({});
                    setEditing({ kind: 'add', departmentId: department.id });
                  }}
                >
                  Tambah Program Kerja di {department.name}
                </button>
              )}
            </section>
          );
        })}
        {orphans.length > 0 && (
          <section aria-labelledby="proker-tanpa-departemen">
            <h2 id="proker-tanpa-departemen">Tanpa departemen</h2>
            <p>Departemennya sudah dihapus dari struktur. Pilih departemen baru lewat Edit.</p>
            {table(orphans, 'Program kerja tanpa departemen')}
            {editing?.kind === 'edit' && !editing.program.department
              ? form(`Edit ${editing.program.title}`, valuesOf(editing.program))
              : null}
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Kelola Proker" subtitle="Program kerja setiap departemen, dengan status dan progresnya" />
      {list.length > 1 && (
        <div className={styles.field}>
          <label htmlFor="proker-kabinet">Kabinet</label>
          <select
            id="proker-kabinet"
            className={styles.select}
            value={chosen?.slug ?? ''}
            onChange={(event) => {
              setEditing(null);
              setSearchParams({ kabinet: event.target.value });
            }}
          >
            {list.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.name} {item.period}
                {item.active ? ' (aktif)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <Banner message={notice} onDismiss={() => setNotice(null)} />
      {body}
    </>
  );
}

const EMPTY: ProgramValues = {
  title: '',
  department_id: '',
  status: 'rencana',
  progress: '0',
  starts_on: '',
  ends_on: '',
  pic: '',
  summary: '',
  description: '',
};
