import { brand } from '@/assets/brand';
import structureUrl from '@/assets/about/struktur-organisasi-2025.svg';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { cabinet } from '@/config/cabinet';
import { MembersBrowser } from '@/features/members/components/members-browser';
import styles from './about.module.css';

/** 'Tentang Kami', in order: intro with logo, the cabinet, vision and mission, the structure, the members. */
export default function AboutPage() {
  useDocumentTitle('Tentang Kami');
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
        </div>
      </section>

      <section className={`container ${styles.cabinet}`} aria-labelledby="about-cabinet">
        <img
          src={brand.cabinetLogo.src}
          alt={brand.cabinetLogo.alt}
          width={160}
          height={160}
          loading="lazy"
          className={styles.logo}
        />
        <div>
          <p className={styles.kicker}>Kabinet {cabinet.period}</p>
          <h2 id="about-cabinet" className={styles.cabinetName}>
            {cabinet.name}
          </h2>
          <p className={styles.tagline}>{cabinet.tagline}</p>
          <p>{cabinet.nameMeaning}</p>
        </div>
      </section>

      <section className={`container ${styles.vision}`} aria-labelledby="about-vision">
        <h2 id="about-vision">Visi dan Misi</h2>
        <div className={styles.visionCard}>
          <h3>Visi</h3>
          <p>{cabinet.vision}</p>
        </div>
        <h3 className={styles.missionTitle}>Misi</h3>
        <ol className={styles.missions}>
          {cabinet.missions.map((mission) => (
            <li key={mission.title} className={styles.mission}>
              <h4>{mission.title}</h4>
              <p>{mission.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`container ${styles.structure}`} aria-labelledby="about-structure">
        <h2 id="about-structure">Struktur Organisasi</h2>
        <p>Badan Pengurus Harian HMRPL {cabinet.year}.</p>
        <img
          src={structureUrl}
          alt={`Bagan struktur organisasi Badan Pengurus Harian HMRPL ${cabinet.year}: Ketua dan Wakil Ketua Himpunan; Sekretaris, Bendahara, dan Manajerial; Departemen Internal (Kaderisasi, PSDM, Akademik & Riset), Departemen Eksternal (Relasi Eksternal, Kerjasama & Kewirausahaan), dan Departemen Media Kreatif (Komunikasi & Informasi).`}
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
        />
      </section>

      <section className={`container ${styles.members}`} aria-labelledby="about-members">
        <h2 id="about-members">Pengurus Kabinet {cabinet.name}</h2>
        <MembersBrowser />
      </section>
    </div>
  );
}
