import { Link } from 'react-router-dom';
import type { CabinetSummary } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/storage';
import styles from './cabinet.module.css';

/** The cabinets before `current` (the archive), newest first; nothing when there is none. */
export function earlierCabinets(list: CabinetSummary[], current: Pick<CabinetSummary, 'period' | 'slug'>) {
  return list.filter((cabinet) => !cabinet.active && cabinet.slug !== current.slug && cabinet.period < current.period);
}

/** Links to the earlier cabinets' archive pages. */
export function EarlierCabinets({ cabinets, headingId }: { cabinets: CabinetSummary[]; headingId: string }) {
  if (cabinets.length === 0) return null;
  return (
    <section className={`container ${styles.section} ${styles.earlier}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Kabinet Sebelumnya</h2>
      <ul className={styles.earlierList}>
        {cabinets.map((cabinet) => (
          <li key={cabinet.id}>
            <Link to={paths.cabinetArchive(cabinet.slug)}>
              {cabinet.logo_path && (
                <img src={storageUrl(cabinet.logo_path)} alt="" width={28} height={28} loading="lazy" />
              )}
              Kabinet {cabinet.name} {cabinet.period}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
