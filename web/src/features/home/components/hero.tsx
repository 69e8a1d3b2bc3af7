import { Link } from 'react-router-dom';
import { brand } from '@/assets/brand';
import { paths } from '@/config/paths';
import styles from './hero.module.css';

/** The first block of the home page: the association, its cabinet, and the way to 'Tentang Kami'. */
export function Hero() {
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
          <h2 className={styles.cabinet}>
            Kabinet SYVELTA 2024/2025 <span className={styles.tagline}>Sync for Change!</span>
          </h2>
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
          <img src={brand.cabinetLogo.src} alt={brand.cabinetLogo.alt} width={160} height={160} />
        </div>
      </div>
    </section>
  );
}
