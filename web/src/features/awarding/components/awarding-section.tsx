import type { AwardingField } from '@hmrpl/contract';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useAwarding } from '../api/get-awarding';
import styles from './awarding-section.module.css';

/** The three fixed award kinds, in their order on the page. */
const AWARD_KINDS: ReadonlyArray<{ key: `${AwardingField}_path`; slot: AwardingField; title: string }> = [
  { key: 'staff_image_path', slot: 'staff_image', title: 'Staff Terbaik' },
  { key: 'divisi_image_path', slot: 'divisi_image', title: 'Divisi Terbaik' },
  { key: 'departemen_image_path', slot: 'departemen_image', title: 'Departemen Terbaik' },
];

/** Home: this month's awards; only the kinds that have an image are shown. */
export function AwardingSection() {
  const { data, isLoading } = useAwarding();
  const shown = data ? AWARD_KINDS.filter((kind) => Boolean(data[kind.key])) : [];
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
          <ul className={styles.grid}>
            {shown.map((kind) => (
              <li key={kind.key}>
                <figure className={styles.card}>
                  <ResponsiveImage
                    path={data![kind.key]!}
                    formats={data![`${kind.slot}_formats`]}
                    webp={data![`${kind.slot}_webp`]}
                    /* not the caption again (a screen reader would read it twice): what the image is */
                    alt={`Poster penghargaan ${kind.title}`}
                    fallbackSize={{ width: 600, height: 750 }}
                    className={styles.image}
                  />
                  <figcaption>{kind.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
