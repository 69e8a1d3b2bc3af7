import type { Cabinet } from '@hmrpl/contract';
import { storageSrcSet, storageUrl } from '@/lib/storage';
import styles from './cabinet.module.css';

/** The cabinet's logo, period, name, tagline and the meaning of its name. */
export function CabinetProfile({ cabinet, headingId }: { cabinet: Cabinet; headingId: string }) {
  return (
    <section className={`container ${styles.section} ${styles.profile}`} aria-labelledby={headingId}>
      {cabinet.logo_path ? (
        <img
          src={storageUrl(cabinet.logo_path)}
          srcSet={storageSrcSet(cabinet.logo_formats)}
          sizes="180px"
          alt={`Logo Kabinet ${cabinet.name}`}
          width={160}
          height={160}
          loading="lazy"
          className={styles.logo}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <div>
        <p className={styles.kicker}>Kabinet {cabinet.period}</p>
        <h2 id={headingId} className={styles.cabinetName}>
          {cabinet.name}
        </h2>
        <p className={styles.tagline}>{cabinet.tagline}</p>
        <p>{cabinet.name_meaning}</p>
      </div>
    </section>
  );
}
