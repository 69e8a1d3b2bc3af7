/** Ganti Password: the signed-in admin's own password; the other sessions end, this one stays. */
import { PageHeader } from '@/components/admin/page-header';
import { ChangePasswordForm } from './change-password-form';

export default function AdminPasswordPage() {
  return (
    <>
      <PageHeader
        title="Ganti Password"
        subtitle="Password baru berlaku segera; sesi Anda di perangkat lain langsung berakhir"
      />
      <ChangePasswordForm />
    </>
  );
}
