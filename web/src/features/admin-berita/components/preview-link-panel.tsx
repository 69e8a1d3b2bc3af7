/**
 * Edit Berita's preview link: made on request, shown whole (to copy into a chat), with a copy button and a link that
 * opens it. Whoever holds it reads the item exactly as visitors will, without signing in, for 7 days or until the
 * item's status changes.
 */
import { useId, useState } from 'react';
import { ApiError } from '@/lib/http-client';
import styles from '@/components/admin/admin.module.css';
import { createPreviewLink } from '@/features/admin-berita/api/admin-berita';
import newsroom from './newsroom.module.css';

export function PreviewLinkPanel({ newsId }: { newsId: number }) {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function make() {
    setBusy(true);
    setNote(null);
    try {
      const { url: path } = await createPreviewLink(newsId);
      setUrl(new URL(path, window.location.origin).toString());
    } catch (error) {
      console.error(error);
      const reason = error instanceof ApiError && error.hasServerMessage ? ` ${error.message}` : '';
      setNote({ text: `Gagal membuat tautan pratinjau.${reason}`, error: true });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNote({ text: 'Tautan pratinjau disalin.', error: false });
    } catch {
      // no clipboard (an insecure origin, a refused permission): select it for Ctrl+C
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      setNote({ text: 'Salin tautan yang sudah dipilih dengan Ctrl+C.', error: false });
    }
  }

  return (
    <section className={`${styles.card} ${newsroom.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pratinjau</h2>
      <p className={styles.hint}>
        Tautan pratinjau menampilkan berita ini persis seperti yang akan dilihat pengunjung, untuk siapa pun yang
        memegangnya, tanpa masuk. Berlaku 7 hari atau sampai status berita berubah.
      </p>
      <div className={newsroom.previewRow}>
        {url && (
          <>
            <label htmlFor={`${id}-url`} className="visually-hidden">
              Tautan pratinjau
            </label>
            <input id={`${id}-url`} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn" onClick={() => void copy()}>
              Salin Tautan
            </button>
            <a className="btn btn-outline" href={url} target="_blank" rel="noopener noreferrer">
              Buka Pratinjau
            </a>
          </>
        )}
        <button type="button" className={url ? 'btn btn-outline' : 'btn'} disabled={busy} onClick={() => void make()}>
          {busy ? 'Membuat tautan...' : url ? 'Buat Tautan Baru' : 'Buat Tautan Pratinjau'}
        </button>
      </div>
      {note && (
        <p className={note.error ? styles.fieldError : styles.hint} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
