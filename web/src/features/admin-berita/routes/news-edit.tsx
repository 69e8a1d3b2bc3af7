/**
 * Edit Berita: title, content, slug and an optional new headline image; "Simpan Perubahan" keeps the status, the other
 * buttons change it; back to the list 2 seconds after success. Below the form: the preview link and the revisions
 * (a restore stays on this screen). The save sends the version the form loaded: when someone saved in between, the
 * 409 names them, the form keeps what was typed and offers the newer version; what is typed is also kept in this
 * browser until it is saved, and offered back when the screen opens again (ADR 087).
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http-client';
import { storageUrl } from '@/lib/storage';
import {
  createPreviewLink,
  isNewsKey,
  revokePreviewLinks,
  updateNews,
  useAdminNews,
} from '@/features/admin-berita/api/admin-berita';
import { NewsForm } from '@/features/admin-berita/components/news-form';
import { RevisionsPanel } from '@/features/admin-berita/components/revisions-panel';
import { useSaveNews } from '@/features/admin-berita/use-save-news';
import { saveDetail } from '@/features/admin-berita/save-detail';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { formKeptNote } from '@/components/admin/uploads/failure';
import { PageHeader } from '@/components/admin/page-header';
import { PreviewLinkPanel } from '@/components/admin/preview-link-panel';
import { EditConflictNotice, conflictBanner, useEditConflict } from '@/components/admin/edit-conflict';
import { useLocalCopy } from '@/features/admin-berita/local-copy';
import { LocalCopyQuestion } from '@/features/admin-berita/components/local-copy-question';

const EDIT_FAILED = 'Gagal memperbarui berita. Coba lagi.';
const PREVIEW_HINT =
  'Tautan pratinjau menampilkan berita ini persis seperti yang akan dilihat pengunjung, untuk siapa pun yang ' +
  'memegangnya, tanpa masuk. Berlaku 7 hari, sampai status atau slug berita berubah, atau sampai dicabut.';

export default function AdminNewsEditPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useAdminNews(id);
  const { mutate: mutateKeys } = useSWRConfig();
  const copy = useLocalCopy(id);
  // a restore replaces what the form shows: a new form then
  const [formVersion, setFormVersion] = useState(0);
  // the version the form loaded, and a 409: someone saved this item after that; the form keeps what was typed
  const edit = useEditConflict(data ? `${data.id}-${formVersion}` : undefined, data);
  const conflict = edit.conflict;
  const { save, submitting, saved, progress, stage, banner, dismiss } = useSaveNews(
    'Berita berhasil diperbarui!',
    (failure) => {
      if (edit.refused(failure)) return conflictBanner(failure as ApiError);
      return {
        // the server's message when it sent one (it may not contain 'Gagal': still an error)
        text: failure instanceof ApiError && failure.hasServerMessage ? failure.message : EDIT_FAILED,
        tone: 'error',
        detail: formKeptNote(failure),
      };
    },
    copy.clear,
  );
  const [restoredNote, setRestoredNote] = useState<BannerMessage | null>(null);
  // the local copy brought back into the form (its title and text over the loaded item)
  const [fromCopy, setFromCopy] = useState<{ title: string; content: string } | null>(null);
  /** "Muat versi terbaru" after a 409: the item as the server answered it, in a new form. */
  async function loadNewest() {
    dismiss();
    await edit.reload((current) => (current ? mutate(current, { revalidate: false }) : mutate()));
    setFromCopy(null);
    // what was typed is still in this browser's copy: offered back over the newer version
    copy.recheck();
  }

  async function afterRestore(message: string) {
    await mutate();
    void mutateKeys(isNewsKey);
    setFormVersion((version) => version + 1);
    setRestoredNote({ text: message, tone: 'success' });
  }

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
      <>
        {copy.found && !saved && (copy.found.title !== data.title || copy.found.content !== data.content) && (
          <LocalCopyQuestion
            copy={copy.found}
            onRestore={() => {
              setFromCopy({ title: copy.found!.title, content: copy.found!.content });
              copy.dismiss();
              setFormVersion((version) => version + 1);
            }}
            onDiscard={copy.clear}
          />
        )}
        <NewsForm
          // a fresh form per item (and after a restore); later revalidations do not overwrite what the admin is typing
          key={edit.formKey}
          mode="edit"
          onTextChange={copy.keep}
          initial={{
            title: fromCopy?.title ?? data.title,
            content: fromCopy?.content ?? data.content,
            imageAlt: data.image_alt ?? '',
            slug: data.slug,
            status: data.status,
            publishAt: data.publish_at,
            prokerId: data.proker_id ? String(data.proker_id) : '',
          }}
          currentImageUrl={storageUrl(data.image_path)}
          submitting={submitting}
          locked={saved}
          progress={progress}
          stage={stage}
          submitLabel="Simpan Perubahan"
          submittingLabel="Menyimpan..."
          // a 409 is told above the form, with the way to the newer version
          feedback={conflict ? null : banner}
          onDismissFeedback={saved ? undefined : dismiss}
          onSubmit={(values, action) => {
            setRestoredNote(null);
            edit.dismiss();
            void save((options) => updateNews(data.id, values, action, options, edit.version), saveDetail(action));
          }}
        />
        <PreviewLinkPanel
          hint={PREVIEW_HINT}
          make={() => createPreviewLink(data.id)}
          revoke={() => revokePreviewLinks(data.id)}
        />
        <RevisionsPanel
          current={data}
          onRestored={(message) => void afterRestore(message)}
          disabled={submitting || saved}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Edit Berita" subtitle="Memperbarui berita pada halaman berita" />
      {conflict && banner && <EditConflictNotice message={conflict.message} onReload={() => void loadNewest()} />}
      {/* a restored revision replaced the form below: its message takes the focus (the save's shows by its button) */}
      <Banner message={restoredNote} onDismiss={() => setRestoredNote(null)} takeFocus />
      {body}
    </>
  );
}
