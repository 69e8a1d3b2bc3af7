/**
 * A new admin's first sign-in: before anything else they choose their own password (the server refuses every other
 * admin call until then). Once changed, the admin area opens.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { logout, useEndSession } from '@/features/auth/api/session';
import styles from './admin-layout.module.css';
import { ChangePasswordForm } from './change-password-form';

export function FirstPassword({ user }: { user: User }) {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = 'Ganti Password | Admin HMRPL';
  }, []);

  async function leave() {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout gagal di server:', error);
    }
    await endSession();
    navigate(paths.login, { replace: true });
  }

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
