/**
 * A cabinet's programs of work on its page (/tentang/kabinet/{slug}): for a cabinet of the archive, how each ended
 * (its last status and progress); the first answer is in the page (cms/src/front/types/kabinet.ts).
 */
import { usePrograms } from '../api/get-proker';
import { ProgramList } from './program-list';
import { PROKER_STATUSES, PROKER_STATUS_LABELS } from '@cms-content/proker-rules';

export function CabinetPrograms({ kabinetSlug, ended }: { kabinetSlug: string; ended: boolean }) {
  const { data, error } = usePrograms(kabinetSlug);
  const programs = data?.data ?? [];
  const summary = PROKER_STATUSES.map(
    (status) =>
      `${programs.filter((program) => program.status === status).length} ${PROKER_STATUS_LABELS[status].toLowerCase()}`,
  ).join(', ');
  return (
    <section className="container" aria-labelledby="program-kerja-kabinet" style={{ paddingBlock: '2rem' }}>
      <h2 id="program-kerja-kabinet">Program Kerja</h2>
      {!data && !error && (
        <p className="status-text" role="status">
          Memuat program kerja...
        </p>
      )}
      {!data && error && <p className="status-text">Gagal memuat program kerja.</p>}
      {data && programs.length === 0 && <p>Belum ada program kerja yang tercatat untuk kabinet ini.</p>}
      {data && programs.length > 0 && (
        <>
          <p>
            {ended ? 'Akhir periode: ' : 'Saat ini: '}
            {programs.length} program kerja ({summary}).
          </p>
          <ProgramList programs={programs} headingLevel={3} />
        </>
      )}
    </section>
  );
}
