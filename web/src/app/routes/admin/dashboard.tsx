import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/session';
import { useUnreadCount } from '@/features/admin-aspirasi/api/admin-aspirasi';
import { PageHeader } from '@/components/admin/page-header';
import { BackupCard } from '@/features/admin-cadangan/components/backup-card';
import { OffsiteWarning } from '@/features/admin-cadangan/components/offsite-warning';
import styles from '@/components/admin/admin.module.css';

const FEATURES = [
  {
    title: 'Awarding Bulanan',
    text: 'Perbarui gambar Staff, Divisi, dan Departemen terbaik setiap bulannya.',
    to: paths.admin.awarding,
    action: 'Edit Awarding',
  },
  {
    title: 'Tambah Berita',
    text: 'Tulis berita kegiatan himpunan lengkap dengan gambar headline.',
    to: paths.admin.newsAdd,
    action: 'Tambah Berita',
  },
  {
    title: 'Lihat Responden',
    text: 'Baca tanggapan dari form aspirasi dan unduh sebagai berkas Excel.',
    to: paths.admin.aspirations,
    action: 'Lihat Responden',
  },
];

export default function DashboardPage() {
  const { user } = useSession();
  const unread = useUnreadCount();
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Selamat datang, ${user?.name || 'Admin'}! Kelola konten website HMRPL dari sini.`}
      />
      {/* the backups' card and warning: every admin for now, the `pengelola` role once roles exist (ADR 070) */}
      <OffsiteWarning />
      <section aria-labelledby="dashboard-features">
        <h2 id="dashboard-features" className="visually-hidden">
          Fitur yang dapat dikelola
        </h2>
        <ul className={styles.featureGrid}>
          {FEATURES.map((feature) => (
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
          <li>
            <BackupCard />
          </li>
        </ul>
      </section>
    </>
  );
}
