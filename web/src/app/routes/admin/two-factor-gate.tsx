/**
 * An account that must have the second factor (TWO_FACTOR_REQUIRED) and has not set it up: the server refuses every
 * other admin call until then, so the admin area shows only its set-up (after a new admin's own password), then the
 * recovery codes once, then opens. See ADR 080.
 */
import { useEffect } from 'react';
import type { User } from '@hmrpl/contract';
import { RecoveryCodes } from '@/features/admin-akun/components/recovery-codes';
import { TwoFactorSetup } from '@/features/admin-akun/components/two-factor-setup';
import admin from '@/components/admin/admin.module.css';
import styles from './admin-layout.module.css';
import { useLeave } from './use-leave';

interface TwoFactorGateProps {
  user: User;
  /** The recovery codes of the set-up just done (kept by the admin area, so a refreshed session does not hide them). */
  codes: string[] | null;
  onEnabled: (codes: string[]) => void;
  onDone: () => void;
}

export function TwoFactorGate({ user, codes, onEnabled, onDone }: TwoFactorGateProps) {
  const { leaving, leave } = useLeave();

  useEffect(() => {
    document.title = 'Aktifkan Verifikasi Dua Langkah | Admin HMRPL';
  }, []);

  return (
    <main className={styles.firstPassword} id="admin-main" tabIndex={-1}>
      <h1>Aktifkan Verifikasi Dua Langkah</h1>
      <p>
        Halo, {user.name}! Akun Anda wajib memakai verifikasi dua langkah. Aktifkan sekarang untuk membuka halaman
        admin.
      </p>
      <section className={admin.card} aria-labelledby="gate-two-factor">
        <h2 id="gate-two-factor" className={admin.cardTitle}>
          Verifikasi Dua Langkah
        </h2>
        {codes ? (
          <RecoveryCodes codes={codes} username={user.username} onDone={onDone} />
        ) : (
          <TwoFactorSetup onEnabled={onEnabled} />
        )}
      </section>
      <p>
        <button type="button" className="btn btn-outline" onClick={leave} disabled={leaving}>
          Keluar
        </button>
      </p>
    </main>
  );
}
