/**
 * A new admin's first sign-in: before anything else they choose their own password (the server refuses every other
 * admin call until then). Once changed, the admin area opens.
 */
import { useEffect } from 'react';
import type { User } from '@hmrpl/contract';
import styles from './admin-layout.module.css';
import { useLeave } from './use-leave';
import { ChangePasswordForm } from './change-password-form';

export function FirstPassword({ user }: { user: User }) {
  const { leaving, leave } = useLeave();

  useEffect(() => {
    document.title = 'Ganti Password | Admin HMRPL';
  }, []);

  return (
    <main className={styles.firstPassword} id="admin-main" tabIndex={-1}>
      <h1>Ganti Password</h1>
      <p>
        Selamat datang, {user.name}! Sebelum mulai, ganti password sementara Anda dengan password pilihan Anda sendiri
        (minimal 12 karakter).
      </p>
      <ChangePasswordForm />
      <p>
        <button type="button" className="btn btn-outline" onClick={leave} disabled={leaving}>
          Keluar
        </button>
      </p>
    </main>
  );
}
