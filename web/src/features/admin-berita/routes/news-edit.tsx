/** Edit Berita: title, content and an optional new headline image; back to the list 2 seconds after success. */
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http-client';
import { storageUrl } from '@/lib/storage';
import { updateNews, useAdminNews } from '@/features/admin-berita/api/admin-berita';
import { NewsForm } from '@/features/admin-berita/components/news-form';
import { useSaveNews } from '@/features/admin-berita/use-save-news';
import { Banner } from '@/components/admin/banner';
import { formKeptNote } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';

const EDIT_FAILED = 'Gagal memperbarui berita. Coba lagi.';

export default function AdminNewsEditPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useAdminNews(id);
  const { save, submitting, saved, progress, banner, dismiss } = useSaveNews(
    'Berita berhasil diperbarui!',
    (failure) => ({
      // the server's message when it sent one (it may not contain 'Gagal': still an error)
      text: failure instanceof ApiError && failure.hasServerMessage ? failure.message : EDIT_FAILED,
      tone: 'error',
      detail: formKeptNote(failure),
    }),
  );

  let body;
  if (!data && isLoading) {
    body = (
      <p className="status-text" role="status">
        Memuat data...
      </p>
    );
  } else if (!data) {
    const message = error instanceof ApiError && error.hasServerMessage ? error.message : 'Berita tidak dapat dimuat.';
    body = (
      <div className="status-text" role="alert">
        <p>{message}</p>
        <Link to={paths.admin.news}>Kembali ke Kelola Berita</Link>
      </div>
    );
  } else {
    body = (
      <NewsForm
        // a fresh form per item; later revalidations do not overwrite what the admin is typing
        key={data.id}
        mode="edit"
        initial={{ title: data.title, content: data.content, imageAlt: data.image_alt ?? '' }}
        currentImageUrl={storageUrl(data.image_path)}
        submitting={submitting}
        locked={saved}
        progress={progress}
        submitLabel="Simpan Perubahan"
        submittingLabel="Menyimpan..."
        onSubmit={(values) => void save((options) => updateNews(data.id, values, options))}
      />
    );
  }

  return (
    <>
      <PageHeader title="Edit Berita" subtitle="Memperbarui berita pada halaman berita" />
      <Banner message={banner} onDismiss={saved ? undefined : dismiss} />
      {body}
    </>
  );
}
