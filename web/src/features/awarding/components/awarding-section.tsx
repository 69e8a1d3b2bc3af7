import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAwarding } from '../api/get-awarding';
import { AwardPosters, shownKinds } from './award-posters';
import styles from './awarding-section.module.css';

/** Home: this month's awards (the newest month saved); only the kinds that have an image are shown. */
export function AwardingSection() {
  const { data, isLoading } = useAwarding();
  const shown = shownKinds(data);
  return (
    <section className={styles.section} aria-labelledby="awarding-title">
      <div className="container">
        <h2 id="awarding-title" className={styles.heading}>
          Awarding Bulan Ini
        </h2>
        {isLoading && !data ? (
          <p className="status-text" role="status">
            Memuat penghargaan...
          </p>
        ) : shown.length === 0 ? (
          <p className="status-text">Belum ada penghargaan untuk ditampilkan.</p>
        ) : (
          <>
            <AwardPosters data={data!} />
            <p className={styles.more}>
              <Link to={paths.awards}>Lihat awarding bulan-bulan sebelumnya</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
