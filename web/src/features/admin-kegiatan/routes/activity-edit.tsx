/**
 * Edit Kegiatan: the activity's fields, and its photos (attach, detach, upload new ones to it). A save over someone
 * else's newer one is refused (409): what was typed stays, and "Muat versi terbaru" shows theirs (ADR 101).
 */
import { Link, useParams } from 'react-router-dom';
import { activityPaths } from '@/config/activity-paths';
import { activityAdminPaths } from '../paths';
import { ApiError } from '@/lib/http-client';
import { storageUrl } from '@/lib/storage';
import { Banner } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { updateActivity, useAdminActivity } from '../api/admin-kegiatan';
import { ActivityForm } from '../components/activity-form';
import { ActivityPhotosManager } from '../components/activity-photos-manager';
import { toJakartaInput } from '@cms-content/jakarta-time';
import { useSaveActivity } from '../use-save-activity';
import { EditConflictNotice, useEditConflict } from '@/components/admin/edit-conflict';

export default function AdminActivityEditPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useAdminActivity(id);
  const edit = useEditConflict(data?.id, data);
  const { save, submitting, progress, banner, fieldErrors, dismiss } = useSaveActivity(
    'Kegiatan berhasil diperbarui!',
    'Gagal memperbarui kegiatan. Coba lagi.',
    undefined,
    edit,
  );

  let body;
  if (!data && isLoading) {
    body = (
      <p className="status-text" role="status">
        Memuat data...
      </p>
    );
  } else if (!data) {
    const message =
      error instanceof ApiError && error.hasServerMessage ? error.message : 'Kegiatan tidak dapat dimuat.';
    body = (
      <div className="status-text" role="alert">
        <p>{message}</p>
        <Link to={activityAdminPaths.list}>Kembali ke daftar kegiatan</Link>
      </div>
    );
  } else {
    body = (
      <>
        <ActivityForm
          // a fresh form per activity (and after "Muat versi terbaru"); later revalidations do not overwrite typing
          key={edit.formKey}
          mode="edit"
          // a 409 is told above the form, with the way to the newer version
          feedback={<Banner message={edit.conflict ? null : banner} onDismiss={dismiss} inline />}
          initial={{
            title: data.title,
            startsAt: toJakartaInput(data.starts_at),
            endsAt: toJakartaInput(data.ends_at),
            place: data.place ?? '',
            summary: data.summary,
            content: data.content,
            registrationUrl: data.registration_url ?? '',
            registrationOpensAt: toJakartaInput(data.registration?.opens_at ?? null),
            registrationClosesAt: toJakartaInput(data.registration?.closes_at ?? null),
            registrationQuota: data.registration?.quota ? String(data.registration.quota) : '',
            registrationWaitlist: data.registration?.waitlist ?? false,
            prokerId: data.proker_id ? String(data.proker_id) : '',
          }}
          currentPosterUrl={data.poster_path ? storageUrl(data.poster_path) : null}
          submitting={submitting}
          progress={progress}
          serverErrors={fieldErrors}
          onSubmit={(values) => {
            edit.dismiss();
            void save((options) => updateActivity(data.id, values, options, edit.version));
          }}
        />
        <ActivityPhotosManager activity={data} />
        <p>
          <Link to={activityPaths.detail(data.slug)}>Lihat halaman kegiatan</Link>
          {data.registration && (
            <>
              {' · '}
              <Link to={activityAdminPaths.attendance(data.id)}>Presensi dan daftar peserta</Link>
            </>
          )}
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Edit Kegiatan"
        subtitle="Memperbarui kegiatan dan foto-fotonya"
        actions={
          <Link className="btn btn-outline" to={activityAdminPaths.list}>
            Kembali ke Kelola Kegiatan
          </Link>
        }
      />
      {edit.conflict && (
        <EditConflictNotice
          message={edit.conflict.message}
          onReload={() => {
            dismiss();
            void edit.reload((current) => (current ? mutate(current, { revalidate: false }) : mutate()));
          }}
        />
      )}
      {body}
    </>
  );
}
