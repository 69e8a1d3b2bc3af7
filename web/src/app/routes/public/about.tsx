import { Link } from 'react-router-dom';
import { brand } from '@/assets/brand';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { useActiveCabinet, useCabinetList } from '@/lib/site-content';
import { CabinetSections } from './cabinet-sections';
import styles from './about.module.css';

/**
 * 'Tentang Kami', in order: intro with logo, then the active cabinet (its name and tagline, vision and mission, the
 * organisation chart, the members), then links to the earlier cabinets. The cabinet comes with the page's first data.
 */
export default function AboutPage() {
  useDocumentTitle('Tentang Kami');
  const { data: cabinet, error, isLoading } = useActiveCabinet();
  const { data: list } = useCabinetList();
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <div className="container">
          <h1>Tentang Kami</h1>
          <p>Mengenal Himpunan Mahasiswa Rekayasa Perangkat Lunak Telkom University.</p>
        </div>
      </header>

      <section className={`container ${styles.intro}`} aria-labelledby="about-intro">
        <img
          src={brand.associationLogo.src}
          alt={brand.associationLogo.alt}
          width={180}
          height={180}
          className={styles.logo}
        />
        <div>
          <h2 id="about-intro">Himpunan Mahasiswa Rekayasa Perangkat Lunak</h2>
          <p>
            HMRPL adalah himpunan mahasiswa Program Studi S1 Rekayasa Perangkat Lunak Telkom University yang berdiri
            pada 7 Desember 2021. HMRPL hadir untuk mendukung potensi, aspirasi, dan kreativitas mahasiswa di bidang
            akademik, teknologi, dan kepemimpinan.
          </p>
          <p>
            Melalui kegiatan kaderisasi, pengembangan diri, akademik dan riset, relasi eksternal, hingga media kreatif,
            HMRPL menjadi rumah bagi mahasiswa RPL untuk belajar, berkarya, dan bertumbuh bersama.
          </p>
          <p>
            Dokumen resmi himpunan (AD/ART, SOP, dan laporan pertanggungjawaban) dapat diunduh di halaman{' '}
            <Link to={paths.documents}>Dokumen</Link>, dan penghargaan setiap bulan ada di halaman{' '}
            <Link to={paths.awards}>Awarding</Link>.
          </p>
        </div>
      </section>

      {cabinet ? (
        <>
          <CabinetSections cabinet={cabinet} cabinets={list?.data ?? []} />
          <p className="container">
            <Link to={paths.programs}>Lihat program kerja kabinet ini beserta status dan progresnya</Link>
          </p>
        </>
      ) : (
        <p className="status-text container" role="status">
          {isLoading && !error ? 'Memuat kabinet...' : 'Informasi kabinet belum tersedia.'}
        </p>
      )}
    </div>
  );
}
