/**
 * Akun (/admin/akun, from the header): the signed-in admin's profile, their password ("Ganti Password") and the second
 * factor: set it up (QR code, first code, recovery codes shown once), or, while it is on, new recovery codes and
 * switching it off. The screen table (app/routes/admin/screens.tsx) hands it the signed-in user and how to read the
 * session again (features do not reach into one another). See ADR 080.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import type { User } from '@hmrpl/contract';
import { PageHeader } from '@/components/admin/page-header';
import { TWO_FACTOR_KEY, useTwoFactorStatus } from '../api/two-factor';
import { TwoFactorManage } from '../components/two-factor-manage';
import { TwoFactorSetup } from '../components/two-factor-setup';
import { RecoveryCodes } from '../components/recovery-codes';
import styles from '../components/two-factor.module.css';
import admin from '@/components/admin/admin.module.css';

interface AdminAccountPageProps {
  user: User | null;
  /** Reads the session again (the server started a new one when the second factor changed). */
  onSessionChanged: () => Promise<unknown>;
}

export default function AdminAccountPage({ user, onSessionChanged }: AdminAccountPageProps) {
  const { data: status, error, isLoading } = useTwoFactorStatus();
  const { mutate } = useSWRConfig();
  /** The recovery codes of a set-up just done: shown until the admin says they are kept, whatever the status says. */
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  /** The second factor changed: its status and the session (the server started a new one) are read again. */
  async function refresh() {
    await Promise.all([mutate(TWO_FACTOR_KEY), onSessionChanged()]);
  }

  return (
    <>
      <PageHeader title="Akun" subtitle="Profil, password, dan verifikasi dua langkah akun admin Anda" />
      <section className={admin.card} aria-labelledby="account-profile">
        <h2 id="account-profile" className={admin.cardTitle}>
          Profil
        </h2>
        <dl className={styles.profile}>
          <dt>Nama</dt>
          <dd>{user?.name}</dd>
          <dt>Username</dt>
          <dd>{user?.username}</dd>
          <dt>Email</dt>
          <dd>{user?.email}</dd>
        </dl>
        <Link to={paths.admin.password}>Ganti Password</Link>
      </section>
      <section className={admin.card} aria-labelledby="account-two-factor">
        <h2 id="account-two-factor" className={admin.cardTitle}>
          Verifikasi Dua Langkah
        </h2>
        {newCodes ? (
          <RecoveryCodes
            codes={newCodes}
            username={user?.username ?? ''}
            onDone={() => {
              setNewCodes(null);
              void refresh();
            }}
          />
        ) : isLoading && !status ? (
          <p className="status-text" role="status">
            Memuat status verifikasi dua langkah...
          </p>
        ) : error && !status ? (
          <p className="status-text" role="alert">
            Gagal memuat status verifikasi dua langkah. Muat ulang halaman lalu coba lagi.
          </p>
        ) : status?.enabled ? (
          <TwoFactorManage status={status} username={user?.username ?? ''} onChanged={refresh} />
        ) : (
          <TwoFactorSetup onEnabled={setNewCodes} />
        )}
      </section>
    </>
  );
}
