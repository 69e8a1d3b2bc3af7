/**
 * Tambah Berita: a new news item with its headline image, published at once ("Terbitkan"), kept as a draft or
 * scheduled; back to the list 2 seconds after success. What is typed is kept in this browser until it is saved
 * (local-copy.ts, ADR 087) and offered back when the screen opens again.
 */
import { useState } from 'react';
import { createNews } from '@/features/admin-berita/api/admin-berita';
import { NewsForm } from '@/features/admin-berita/components/news-form';
import { LocalCopyQuestion } from '@/features/admin-berita/components/local-copy-question';
import { useLocalCopy } from '@/features/admin-berita/local-copy';
import { useSaveNews } from '@/features/admin-berita/use-save-news';
import { saveDetail } from '@/features/admin-berita/save-detail';
import { failureBanner } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';

export default function AdminNewsAddPage() {
  const copy = useLocalCopy('baru');
  const [restored, setRestored] = useState<{ title: string; content: string } | null>(null);
  const { save, submitting, saved, progress, stage, banner, dismiss } = useSaveNews(
    'Berita berhasil ditambahkan!',
    (error) => failureBanner('Gagal menambah berita. Coba lagi.', error),
    copy.clear,
  );
  return (
    <>
      <PageHeader title="Tambah Berita" subtitle="Menambahkan berita pada halaman berita" />
      {copy.found && (
        <LocalCopyQuestion
          copy={copy.found}
          onRestore={() => {
            setRestored({ title: copy.found!.title, content: copy.found!.content });
            copy.dismiss();
          }}
          onDiscard={copy.clear}
        />
      )}
      <NewsForm
        // a new form with the copy's text once it is brought back
        key={restored ? 'salinan' : 'baru'}
        initial={restored ?? undefined}
        onTextChange={copy.keep}
        mode="add"
        submitting={submitting}
        locked={saved}
        progress={progress}
        stage={stage}
        submitLabel="Terbitkan"
        submittingLabel="Menyimpan..."
        feedback={banner}
        onDismissFeedback={saved ? undefined : dismiss}
        onSubmit={({ title, content, image, imageAlt, prokerId }, action) => {
          if (image)
            void save(
              (options) => createNews({ title, content, image, imageAlt, prokerId }, action, options),
              saveDetail(action),
            );
        }}
      />
    </>
  );
}
