/**
 * The signed-in admin's own password: the current one, the new one (at least 12 characters) twice. On success the
 * other sessions of this admin are ended by the server; this browser stays signed in.
 */
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '@hmrpl/contract';
import { fieldErrorsOf } from '@/lib/http-client';
import { SESSION_KEY, changePassword } from '@/features/auth/api/session';
import { TextField } from '@/components/admin/text-field';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { failureBanner } from '@/components/admin/uploads/failure';
import styles from '@/components/admin/admin.module.css';

const EMPTY = { current: '', password: '', confirm: '' };

export function ChangePasswordForm({ onChanged }: { onChanged?: (message: string) => void }) {
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found: Record<string, string> = {};
    if (!values.current) found.current_password = 'Password saat ini wajib diisi.';
    if (values.password.length < 12) found.password = 'Password minimal 12 karakter.';
    else if (values.password !== values.confirm) found.confirm = 'Konfirmasi password tidak sama.';
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const response = await changePassword({ current_password: values.current, password: values.password });
      setValues(EMPTY);
      await mutate(SESSION_KEY, (user: User | null | undefined) => user && { ...user, must_change_password: false }, {
        revalidate: true,
      });
      setNotice({ text: `${response.message} Sesi Anda di perangkat lain telah diakhiri.`, tone: 'success' });
      onChanged?.(response.message);
    } catch (error) {
      console.error('Gagal mengganti password:', error);
      setErrors(fieldErrorsOf(error));
      setNotice(failureBanner('Gagal mengganti password.', error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate aria-busy={saving}>
      <TextField
        label="Password saat ini"
        type="password"
        value={values.current}
        onChange={set('current')}
        error={errors.current_password}
        required
        autoComplete="current-password"
      />
      <TextField
        label="Password baru"
        type="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required
        autoComplete="new-password"
        hint="Minimal 12 karakter, berbeda dari password saat ini."
      />
      <TextField
        label="Ulangi password baru"
        type="password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        required
        autoComplete="new-password"
      />
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Ganti Password'}
        </button>
        <Banner message={notice} onDismiss={() => setNotice(null)} inline />
      </div>
    </form>
  );
}
