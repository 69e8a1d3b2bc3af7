/**
 * A single image picker with its preview: the chosen file's, else the current image's. A file the server would
 * refuse (type by content, size) is rejected here with the reason, which stays, and the form cannot be sent until the
 * refused file is removed ("Hapus pilihan") or replaced (ADR 066: a refused photo is not a saved person); the field is
 * marked `data-refused` for the form's submit (`refusedFileIn`).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/admin/uploads/file-rules';
import { useObjectUrl } from '@/components/admin/uploads/use-object-url';
import styles from './admin.module.css';

interface ImageFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored (shown until a new one is chosen). */
  currentUrl?: string | null;
  currentAlt?: string;
  required?: boolean;
  disabled?: boolean;
  /** An error from the form (e.g. "nothing chosen"). */
  error?: string;
  hint?: string;
  /** 'portrait': the preview is drawn 3:4, cropped as the site shows it. */
  preview?: 'portrait';
}

export function ImageField({
  label,
  file,
  onChange,
  currentUrl,
  currentAlt,
  required,
  disabled,
  error,
  hint,
  preview: previewKind,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState('');

  // the form cleared its choice (after a successful upload): clear the native input too
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = input.files?.[0] ?? null;
    if (!picked) return; // the dialog was cancelled: keep the current choice
    const reason = await imageFileProblem(picked);
    if (reason) {
      setProblem(reason);
      input.value = '';
      // the refused file is the choice now: nothing chosen before is sent in its place
      if (file) onChange(null);
      return;
    }
    setProblem('');
    onChange(picked);
  }

  function removeRefused() {
    setProblem('');
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  }

  const message = problem || error;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const shown = preview ?? currentUrl ?? null;

  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        required={required}
        disabled={disabled}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy}
        data-refused={problem ? 'true' : undefined}
        onChange={handleChange}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      )}
      {problem && (
        <button
          type="button"
          className={`btn btn-outline ${styles.small} ${styles.removeRefused}`}
          onClick={removeRefused}
        >
          Hapus pilihan
        </button>
      )}
      {shown && (
        <figure className={`${styles.preview} ${previewKind === 'portrait' ? styles.portraitPreview : ''}`}>
          <img src={shown} alt={preview ? `Pratinjau ${label}` : (currentAlt ?? `Gambar saat ini: ${label}`)} />
          <figcaption>{preview ? `Gambar baru: ${file?.name}` : 'Gambar saat ini'}</figcaption>
        </figure>
      )}
    </div>
  );
}
