import { Link } from 'react-router-dom';
import type { AdminRole } from '@hmrpl/contract';
import { mayUse } from '@cms-content/admin-roles';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/session';
import { useUnreadCount } from '@/features/admin-aspirasi/api/admin-aspirasi';
import { PageHeader } from '@/components/admin/page-header';
import { BackupCard } from '@/features/admin-cadangan/components/backup-card';
import { OffsiteWarning } from '@/features/admin-cadangan/components/offsite-warning';
import { SpeedCard } from '@/features/admin-kecepatan/components/speed-card';
import styles from '@/components/admin/admin.module.css';

/** The dashboard's cards, each for the roles of the screen it leads to (ADR 083). */
const FEATURES: Array<{ title: string; text: string; to: string; action: string; roles: readonly AdminRole[] }> = [
  {
    title: 'Awarding Bulanan',
    text: 'Perbarui gambar Staff, Divisi, dan Departemen terbaik setiap bulannya.',
    to: paths.admin.awarding,
    action: 'Edit Awarding',
    roles: ['redaksi'],
  },
  {
    title: 'Tambah Berita',
    text: 'Tulis berita kegiatan himpunan lengkap dengan gambar headline.',
    to: paths.admin.newsAdd,
    action: 'Tambah Berita',
    roles: ['redaksi'],
  },
  {
    title: 'Lihat Responden',
    text: 'Baca tanggapan dari form aspirasi dan unduh sebagai berkas Excel.',
    to: paths.admin.aspirations,
    action: 'Lihat Responden',
    roles: ['aspirasi'],
  },
];

export default function DashboardPage() {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const features = FEATURES.filter((feature) => mayUse(roles, feature.roles));
  // the inbox's count and the backups' state are fetched only for the roles that may read them
  const unread = useUnreadCount(mayUse(roles, ['aspirasi']));
  const pengelola = roles.includes('pengelola');
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Selamat datang, ${user?.name || 'Admin'}! Kelola konten website HMRPL dari sini.`}
      />
      {/* the backups' card and warning: the pengelola's (ADR 070, ADR 083) */}
      {pengelola && <OffsiteWarning />}
      <section aria-labelledby="dashboard-features">
        <h2 id="dashboard-features" className="visually-hidden">
          Fitur yang dapat dikelola
        </h2>
        <ul className={styles.featureGrid}>
          {features.map((feature) => (
            <li key={feature.to}>
              <article className={styles.featureCard}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                {feature.to === paths.admin.aspirations && unread !== undefined && (
                  <p>
                    <strong>{unread}</strong> aspirasi belum dibaca
                    {unread > 0 && (
                      <>
                        {' '}
                        (<Link to={`${paths.admin.aspirations}?status=baru`}>lihat yang baru</Link>)
                      </>
                    )}
                  </p>
                )}
                <Link className={`btn ${styles.small}`} to={feature.to}>
                  {feature.action}
                </Link>
              </article>
            </li>
          ))}
          {pengelola && (
            <li>
              <BackupCard />
            </li>
          )}
        </ul>
      </section>
      {/* the visitors' speed: the pengelola's, like the backups (ADR 122) */}
      {pengelola && <SpeedCard />}
    </>
  );
}
