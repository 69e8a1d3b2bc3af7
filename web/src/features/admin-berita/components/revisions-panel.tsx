/**
 * Edit Berita's revisions: every saved version (time, title, who saved it), newest first; one can be shown beside the
 * current version and restored after a confirmation. The restore is itself a new version, so nothing is lost.
 */
import { useId, useMemo, useState } from 'react';
import DOMPurify from 'dompurify';
import type { AdminNewsDetail, NewsRevision } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import { formatLongDateTime } from '@/lib/format-date';
import styles from '@/components/admin/admin.module.css';
import { restoreRevision, useNewsRevision, useNewsRevisions } from '@/features/admin-berita/api/admin-berita';
import newsroom from './newsroom.module.css';

const restoreConfirmation = (revision: NewsRevision) =>
  `Pulihkan versi ${formatLongDateTime(revision.created_at)} WIB? Judul, isi, dan deskripsi gambar kembali seperti versi itu; versi sekarang tetap tersimpan di riwayat.`;

function Version({
  heading,
  title,
  content,
  imageAlt,
}: {
  heading: string;
  title: string;
  content: string;
  imageAlt: string | null;
}) {
  const html = useMemo(() => DOMPurify.sanitize(content), [content]);
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      <p className={newsroom.versionTitle}>{title}</p>
      <div className={newsroom.versionBody} dangerouslySetInnerHTML={{ __html: html }} />
      <p className={styles.hint}>Deskripsi gambar: {imageAlt || '(kosong)'}</p>
    </section>
  );
}

interface RevisionsPanelProps {
  current: AdminNewsDetail;
  /** After a restore: the item and the lists are fetched again, and the form shows the restored version. */
  onRestored: (message: string) => void;
  disabled?: boolean;
}

export function RevisionsPanel({ current, onRestored, disabled }: RevisionsPanelProps) {
  const id = useId();
  const { data, error, isLoading, mutate } = useNewsRevisions(current.id);
  const [shown, setShown] = useState<number | null>(null);
  const { data: old, isLoading: loadingOld } = useNewsRevision(current.id, shown);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const revisions = data?.data ?? [];
  const shownRevision = revisions.find((revision) => revision.id === shown);

  async function restore(revision: NewsRevision) {
    if (!window.confirm(restoreConfirmation(revision))) return;
    setRestoring(true);
    setFailure(null);
    try {
      const { message } = await restoreRevision(current.id, revision.id);
      setShown(null);
      await mutate();
      onRestored(message);
    } catch (caught) {
      console.error(caught);
      const reason = caught instanceof ApiError && caught.hasServerMessage ? ` ${caught.message}` : '';
      setFailure(`Gagal memulihkan revisi.${reason}`);
    } finally {
      setRestoring(false);
    }
  }

  let body;
  if (!data && isLoading) body = <p role="status">Memuat riwayat revisi...</p>;
  else if (error && !data) body = <p role="alert">Gagal memuat riwayat revisi.</p>;
  else if (revisions.length === 0) body = <p>Belum ada revisi tersimpan.</p>;
  else
    body = (
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stack}`}>
          <caption className="visually-hidden">Riwayat revisi, terbaru di atas</caption>
          <thead>
            <tr>
              <th scope="col">Waktu</th>
              <th scope="col">Judul</th>
              <th scope="col">Disimpan oleh</th>
              <th scope="col">Aksi</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision, index) => (
              <tr key={revision.id}>
                <td data-label="Waktu">
                  {formatLongDateTime(revision.created_at)} WIB{index === 0 ? ' (versi saat ini)' : ''}
                </td>
                <td data-label="Judul">{revision.title}</td>
                <td data-label="Disimpan oleh">{revision.by ?? '-'}</td>
                <td data-label="Aksi">
                  {index > 0 && (
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.small}`}
                        aria-pressed={shown === revision.id}
                        aria-label={`Bandingkan versi ${formatLongDateTime(revision.created_at)}`}
                        onClick={() => setShown(shown === revision.id ? null : revision.id)}
                      >
                        Bandingkan
                      </button>
                      <button
                        type="button"
                        className={`btn ${styles.small}`}
                        disabled={restoring || disabled}
                        aria-label={`Pulihkan versi ${formatLongDateTime(revision.created_at)}`}
                        onClick={() => void restore(revision)}
                      >
                        Pulihkan
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className={`${styles.card} ${newsroom.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Riwayat Revisi</h2>
      <p className={styles.hint}>
        Setiap penyimpanan disimpan sebagai versi (50 versi terakhir). Gambar headline tidak ikut dipulihkan.
      </p>
      {body}
      {failure && (
        <p className={styles.fieldError} role="alert">
          {failure}
        </p>
      )}
      {shownRevision && (
        <div className={newsroom.compare}>
          {old && old.id === shownRevision.id ? (
            <Version
              heading={`Versi ${formatLongDateTime(old.created_at)} WIB`}
              title={old.title}
              content={old.content}
              imageAlt={old.image_alt}
            />
          ) : (
            <p role="status">{loadingOld ? 'Memuat versi...' : 'Versi tidak dapat dimuat.'}</p>
          )}
          <Version
            heading="Versi saat ini"
            title={current.title}
            content={current.content}
            imageAlt={current.image_alt}
          />
        </div>
      )}
    </section>
  );
}
