import { Link } from 'react-router-dom';
import { brand } from '@/assets/brand';
import { paths } from '@/config/paths';
import { cabinetTitle, useActiveCabinet } from '@/lib/site-content';
import { storageUrl } from '@/lib/storage';
import styles from './hero.module.css';

/** The first block of the home page: the association, its active cabinet, and the way to 'Tentang Kami'. */
export function Hero() {
  // the page's first data carries the cabinet, so it is here in the first render (nothing moves when it arrives)
  const { data: cabinet } = useActiveCabinet();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.kicker}>Telkom University · Sejak 7 Desember 2021</p>
          <h1 id="hero-title">Himpunan Mahasiswa Rekayasa Perangkat Lunak</h1>
          <p className={styles.lead}>
            HMRPL adalah wadah mahasiswa S1 Rekayasa Perangkat Lunak Telkom University untuk mengembangkan potensi,
            menyalurkan aspirasi, dan menumbuhkan kreativitas di bidang akademik, teknologi, dan kepemimpinan.
          </p>
          {cabinet ? (
            <h2 className={styles.cabinet}>
              {cabinetTitle(cabinet)} <span className={styles.tagline}>{cabinet.tagline}</span>
            </h2>
          ) : (
            <div className={styles.cabinet} aria-hidden="true">
              &nbsp;
              <span className={styles.tagline}>&nbsp;</span>
            </div>
          )}
          <Link to={paths.about} className={`btn ${styles.cta}`}>
            Tentang Kami
          </Link>
        </div>
        <div className={styles.logos}>
          <img
            src={brand.associationLogo.src}
            alt={brand.associationLogo.alt}
            width={160}
            height={160}
            fetchPriority="high"
          />
          {cabinet?.logo_path ? (
            <img src={storageUrl(cabinet.logo_path)} alt={`Logo Kabinet ${cabinet.name}`} width={160} height={160} />
          ) : (
            <span className={styles.logoSpace} aria-hidden="true" />
          )}
        </div>
      </div>
    </section>
  );
}
