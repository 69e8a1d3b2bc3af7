/**
 * A multi-image picker with a preview for each chosen file. Picking again adds to the selection (up to the
 * contract's 20 files); a file the server would refuse is left out with the reason; each choice can be removed.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  IMAGE_ACCEPT,
  TOO_MANY_FILES,
  UPLOAD_HINT,
  UPLOAD_LIMITS,
  checkImageFiles,
} from '@/components/admin/uploads/file-rules';
import { useObjectUrl } from '@/components/admin/uploads/use-object-url';
import styles from './admin.module.css';

/** One key per chosen file (name, size, time): what a description is stored under. */
export const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/** The longest image description (contract: GalleryLimits.textMax). */
const DESCRIPTION_MAX = 255;

interface FileDescriptions {
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

function sameFile(a: File, b: File) {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

function Preview({
  file,
  onRemove,
  disabled,
  descriptions,
  captions,
}: {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
  descriptions?: FileDescriptions;
  captions?: FileDescriptions;
}) {
  const url = useObjectUrl(file);
  const id = useId();
  const key = fileKey(file);
  return (
    <li className={styles.multiItem}>
      {url && <img src={url} alt={`Pratinjau ${file.name}`} />}
      <span className={styles.multiName}>{file.name}</span>
      {captions && (
        <span className={styles.multiDescription}>
          <label htmlFor={`${id}-caption`}>Keterangan {file.name} (opsional)</label>
          <input
            id={`${id}-caption`}
            type="text"
            maxLength={DESCRIPTION_MAX}
            value={captions.values[key] ?? ''}
            disabled={disabled}
            onChange={(event) => captions.onChange(key, event.target.value)}
          />
        </span>
      )}
      {descriptions && (
        <span className={styles.multiDescription}>
          <label htmlFor={id}>Deskripsi gambar {file.name} (opsional)</label>
          <input
            id={id}
            type="text"
            maxLength={DESCRIPTION_MAX}
            value={descriptions.values[key] ?? ''}
            disabled={disabled}
            onChange={(event) => descriptions.onChange(key, event.target.value)}
          />
        </span>
      )}
      <button
        type="button"
        className={styles.linkButton}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Batalkan ${file.name}`}
      >
        Batalkan
      </button>
    </li>
  );
}

interface MultiImageFieldProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  /** An optional description input under each preview (what the image shows, for screen readers). */
  descriptions?: FileDescriptions;
  /** An optional caption input under each preview (the text shown with the photo). */
  captions?: FileDescriptions;
}

export function MultiImageField({
  label,
  files,
  onChange,
  required,
  disabled,
  error,
  descriptions,
  captions,
}: MultiImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (files.length === 0 && inputRef.current) inputRef.current.value = '';
  }, [files]);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    input.value = '';
    if (picked.length === 0) return;
    const { accepted, problems: found } = await checkImageFiles(picked);
    const merged = [...files];
    for (const file of accepted) if (!merged.some((chosen) => sameFile(chosen, file))) merged.push(file);
    if (merged.length > UPLOAD_LIMITS.maxFiles) found.push(TOO_MANY_FILES);
    setProblems(found);
    onChange(merged.slice(0, UPLOAD_LIMITS.maxFiles));
  }

  const messages = [...problems, ...(error ? [error] : [])];
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
        multiple
        required={required && files.length === 0}
        disabled={disabled}
        aria-invalid={messages.length > 0}
        aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
        onChange={handleChange}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {UPLOAD_HINT} Maksimal {UPLOAD_LIMITS.maxFiles} gambar sekali unggah.
        {files.length > 0 && ` ${files.length} gambar dipilih.`}
      </p>
      {messages.length > 0 && (
        <div id={`${id}-error`} className={styles.fieldError} role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <ul className={styles.multiGrid} aria-label="Gambar yang dipilih">
          {files.map((file) => (
            <Preview
              key={fileKey(file)}
              file={file}
              disabled={disabled}
              descriptions={descriptions}
              captions={captions}
              onRemove={() => onChange(files.filter((chosen) => chosen !== file))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
