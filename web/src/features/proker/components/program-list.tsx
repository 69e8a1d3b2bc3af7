/**
 * A cabinet's programs grouped by department (in the order the list comes: department order), each with its status,
 * its progress and its dates; on /proker (filterable by status) and on an archived cabinet's page ("how they ended").
 */
import { Link } from 'react-router-dom';
import type { Proker, ProkerStatus } from '@hmrpl/contract';
import { programPaths } from '@/config/program-paths';
import { formatLongDate } from '@/lib/format-date';
import { ProgressBar, StatusBadge } from './program-status';
import styles from './proker.module.css';

/** The department groups in list order; programs whose department was removed come last, as "Lainnya". */
function byDepartment(programs: Proker[]): Array<{ key: string; name: string; programs: Proker[] }> {
  const groups = new Map<string, { key: string; name: string; programs: Proker[] }>();
  for (const program of programs) {
    const key = program.department ? String(program.department.id) : 'lainnya';
    const name = program.department?.name ?? 'Lainnya';
    if (!groups.has(key)) groups.set(key, { key, name, programs: [] });
    groups.get(key)!.programs.push(program);
  }
  return [...groups.values()];
}

/** "1 Maret 2025 - 31 Maret 2025", one day, or nothing. */
export function programDates(program: Pick<Proker, 'starts_on' | 'ends_on'>): string | null {
  const day = (iso: string) => formatLongDate(`${iso}T00:00:00+07:00`);
  if (program.starts_on && program.ends_on && program.starts_on !== program.ends_on)
    return `${day(program.starts_on)} – ${day(program.ends_on)}`;
  const one = program.starts_on ?? program.ends_on;
  return one ? day(one) : null;
}

function ProgramCard({ program, headingLevel = 3 }: { program: Proker; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const dates = programDates(program);
  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <StatusBadge status={program.status} />
        {dates && <span className={styles.dates}>{dates}</span>}
      </div>
      <Heading className={styles.cardTitle}>
        <Link to={programPaths.detail(program.slug)}>{program.title}</Link>
      </Heading>
      <p className={styles.summary}>{program.summary}</p>
      <ProgressBar value={program.progress} label={`Progres ${program.title}`} />
      {program.pic && <p className={styles.pic}>Penanggung jawab: {program.pic}</p>}
    </li>
  );
}

export function ProgramList({
  programs,
  status,
  headingLevel = 2,
}: {
  programs: Proker[];
  status?: ProkerStatus | null;
  headingLevel?: 2 | 3;
}) {
  const shown = status ? programs.filter((program) => program.status === status) : programs;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (shown.length === 0) return <p className="status-text">Belum ada program kerja dengan status ini.</p>;
  return (
    <>
      {byDepartment(shown).map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`departemen-${group.key}`}>
          <Heading id={`departemen-${group.key}`} className={styles.groupTitle}>
            {group.name}
          </Heading>
          <ul className={styles.cards}>
            {group.programs.map((program) => (
              <ProgramCard key={program.id} program={program} headingLevel={headingLevel === 2 ? 3 : 4} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
