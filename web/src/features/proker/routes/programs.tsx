/**
 * /proker: the active cabinet's programs of work by department, each with its status and its progress, filterable
 * by status (`?status=`, so a filtered list can be shared). The first answer is in the page (cms/src/front/types/proker.ts).
 */
import { useSearchParams } from 'react-router-dom';
import type { ProkerStatus } from '@hmrpl/contract';
import { PROKER_STATUSES, PROKER_STATUS_LABELS, isProkerStatus } from '@cms-content/proker-rules';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { LoadFailedText } from '../components/load-failed-text';
import { usePrograms } from '../api/get-proker';
import { ProgramList } from '../components/program-list';
import styles from '../components/proker.module.css';

export const PROGRAMS_LOADING = 'Memuat program kerja...';

export default function ProgramsPage() {
  useDocumentTitle('Program Kerja');
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status: ProkerStatus | null = isProkerStatus(asked) ? asked : null;
  const { data, error, mutate } = usePrograms();
  const programs = data?.data ?? [];
  const count = (value: ProkerStatus) => programs.filter((program) => program.status === value).length;

  let body;
  if (!data && !error) {
    body = (
      <p className="status-text" role="status">
        {PROGRAMS_LOADING}
      </p>
    );
  } else if (!data) {
    body = <LoadFailedText onRetry={() => void mutate()} />;
  } else if (programs.length === 0) {
    body = <p className="status-text">Belum ada program kerja untuk kabinet ini.</p>;
  } else {
    body = (
      <>
        <fieldset className={styles.filters}>
          <legend>Saring menurut status</legend>
          <button
            type="button"
            className={styles.filterButton}
            aria-pressed={status === null}
            onClick={() => setSearchParams({}, { replace: true })}
          >
            Semua ({programs.length})
          </button>
          {PROKER_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.filterButton}
              aria-pressed={status === value}
              onClick={() => setSearchParams({ status: value }, { replace: true })}
            >
              {PROKER_STATUS_LABELS[value]} ({count(value)})
            </button>
          ))}
        </fieldset>
        <p className="visually-hidden" role="status">
          {status
            ? `Menampilkan ${count(status)} program kerja berstatus ${PROKER_STATUS_LABELS[status]}.`
            : `Menampilkan semua ${programs.length} program kerja.`}
        </p>
        <ProgramList programs={programs} status={status} />
      </>
    );
  }

  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>Program Kerja</h1>
          <p>Program kerja setiap departemen kabinet yang sedang menjabat, dengan status dan progresnya.</p>
        </div>
      </header>
      <div className="container">{body}</div>
    </>
  );
}
