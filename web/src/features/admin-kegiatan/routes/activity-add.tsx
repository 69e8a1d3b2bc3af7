/** Tambah Kegiatan: a new activity; 2 seconds after success its edit screen opens, where its photos are managed. */
import { useNavigate } from 'react-router-dom';
import { activityAdminPaths } from '../paths';
import { Banner } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { createActivity } from '../api/admin-kegiatan';
import { ActivityForm } from '../components/activity-form';
import { useSaveActivity } from '../use-save-activity';

export default function AdminActivityAddPage() {
  const navigate = useNavigate();
  const { save, submitting, saved, progress, banner, fieldErrors, dismiss } = useSaveActivity(
    'Kegiatan berhasil ditambahkan!',
    'Gagal menambah kegiatan. Coba lagi.',
    (activity) => navigate(activityAdminPaths.edit(activity.id)),
  );
  return (
    <>
      <PageHeader title="Tambah Kegiatan" subtitle="Menambahkan kegiatan pada halaman kegiatan" />
      <ActivityForm
        mode="add"
        feedback={<Banner message={banner} onDismiss={saved ? undefined : dismiss} inline />}
        submitting={submitting}
        locked={saved}
        progress={progress}
        serverErrors={fieldErrors}
        onSubmit={(values) => void save((options) => createActivity(values, options))}
      />
    </>
  );
}
