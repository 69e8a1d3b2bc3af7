/**
 * Tambah Berita: a new news item with its headline image, published at once ("Terbitkan"), kept as a draft or
 * scheduled; back to the list 2 seconds after success.
 */
import { createNews } from '@/features/admin-berita/api/admin-berita';
import { NewsForm } from '@/features/admin-berita/components/news-form';
import { useSaveNews } from '@/features/admin-berita/use-save-news';
import { saveDetail } from '@/features/admin-berita/save-detail';
import { failureBanner } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';

export default function AdminNewsAddPage() {
  const { save, submitting, saved, progress, stage, banner, dismiss } = useSaveNews(
    'Berita berhasil ditambahkan!',
    (error) => failureBanner('Gagal menambah berita. Coba lagi.', error),
  );
  return (
    <>
      <PageHeader title="Tambah Berita" subtitle="Menambahkan berita pada halaman berita" />
      <NewsForm
        mode="add"
        submitting={submitting}
        locked={saved}
        progress={progress}
        stage={stage}
        submitLabel="Terbitkan"
        submittingLabel="Menyimpan..."
        feedback={banner}
        onDismissFeedback={saved ? undefined : dismiss}
        onSubmit={({ title, content, image, imageAlt }, action) => {
          if (image)
            void save(
              (options) => createNews({ title, content, image, imageAlt }, action, options),
              saveDetail(action),
            );
        }}
      />
    </>
  );
}
