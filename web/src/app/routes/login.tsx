/** /login ('LOGIN ADMIN'): signs an admin in, then goes back to the admin page they wanted (or /admin). */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/session';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginRedirectState } from '@/features/auth/components/require-admin';
import { SocialLinks } from '@/components/ui/social-links';
import styles from './login.module.css';

/** Only pages of the admin area are valid targets (no open redirect through the state). */
function targetOf(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && /^\/admin(?:[/?#]|$)/.test(from) ? from : paths.admin.dashboard;
}

export default function LoginPage() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = targetOf(location.state);

  useEffect(() => {
    document.title = 'Login Admin | HMRPL';
  }, []);

  if (user) return <Navigate to={target} replace />;

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <p className={styles.brand} aria-hidden="true">
          HMRPL
        </p>
        <h1 id="login-title" className={styles.title}>
          LOGIN ADMIN
        </h1>
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
        <SocialLinks />
        <p className={styles.back}>
          <Link to={paths.home}>Kembali ke Beranda</Link>
        </p>
      </section>
    </main>
  );
}
