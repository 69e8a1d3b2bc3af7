/**
 * A preview link's panel (Edit Berita, Edit Kabinet): the link made on request, shown whole (to copy into a chat),
 * with a copy button and a link that opens it; where the item allows it, "Cabut tautan pratinjau" ends every link
 * made so far (after a confirmation). Whoever holds a link sees the item exactly as visitors will, without signing in.
 */
import { useId, useState } from 'react';
import type { MessageBody, PreviewLinkResponse } from '@hmrpl/contract';
import { ApiError } from '@/lib/http-client';
import styles from './admin.module.css';
import panel from './preview-link-panel.module.css';

export const REVOKE_CONFIRMATION =
  'Cabut semua tautan pratinjau yang sudah dibuat? Siapa pun yang memegangnya tidak bisa membukanya lagi.';

interface PreviewLinkPanelProps {
  /** What a link shows and how long it lasts. */
  hint: string;
  /** Makes a new link (root-relative). */
  make: () => Promise<PreviewLinkResponse>;
  /** Ends every link made so far; without it, links end by themselves only. */
  revoke?: () => Promise<MessageBody>;
}

const reason = (error: unknown) => (error instanceof ApiError && error.hasServerMessage ? ` ${error.message}` : '');

export function PreviewLinkPanel({ hint, make, revoke }: PreviewLinkPanelProps) {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'make' | 'revoke' | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function create() {
    setBusy('make');
    setNote(null);
    try {
      const { url: path } = await make();
      setUrl(new URL(path, window.location.origin).toString());
    } catch (error) {
      console.error(error);
      setNote({ text: `Gagal membuat tautan pratinjau.${reason(error)}`, error: true });
    } finally {
      setBusy(null);
    }
  }

  async function revokeAll() {
    if (!revoke || !window.confirm(REVOKE_CONFIRMATION)) return;
    setBusy('revoke');
    setNote(null);
    try {
      const { message } = await revoke();
      setUrl(null);
      setNote({ text: message, error: false });
    } catch (error) {
      console.error(error);
      setNote({ text: `Gagal mencabut tautan pratinjau.${reason(error)}`, error: true });
    } finally {
      setBusy(null);
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
    <section className={`${styles.card} ${panel.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pratinjau</h2>
      <p className={styles.hint}>{hint}</p>
      <div className={panel.row}>
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
        <button
          type="button"
          className={url ? 'btn btn-outline' : 'btn'}
          disabled={busy !== null}
          onClick={() => void create()}
        >
          {busy === 'make' ? 'Membuat tautan...' : url ? 'Buat Tautan Baru' : 'Buat Tautan Pratinjau'}
        </button>
        {revoke && (
          <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void revokeAll()}>
            {busy === 'revoke' ? 'Mencabut...' : 'Cabut tautan pratinjau'}
          </button>
        )}
      </div>
      {note && (
        <p className={note.error ? styles.fieldError : styles.hint} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
