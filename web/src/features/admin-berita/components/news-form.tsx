/**
 * The news form of Tambah Berita and Edit Berita: headline image (required on add), title, and the content in the
 * rich-text editor. It checks the contract's rules before sending, shows the upload's progress, and keeps every
 * input when the server refuses.
 */
import { useId, useState, type FormEvent } from 'react';
import type { NewsLimits } from '@hmrpl/contract';
import { ImageField } from '@/components/admin/image-field';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { UploadProgress } from '@/components/admin/upload-progress';
import { UPLOAD_HINT } from '@/components/admin/uploads/file-rules';
import type { UploadStage } from '@/components/admin/uploads/shrink-image';
import styles from '@/components/admin/admin.module.css';

const LIMITS: Pick<NewsLimits, 'titleMax' | 'contentMaxBytes' | 'imageAltMax'> = {
  titleMax: 255,
  contentMaxBytes: 204800,
  imageAltMax: 255,
};

interface NewsFormValues {
  title: string;
  content: string;
  image: File | null;
  imageAlt: string;
}

interface Errors {
  image?: string;
  imageAlt?: string;
  title?: string;
  content?: string;
}

/** Text of the HTML, without tags and non-breaking spaces: an editor's empty paragraph is empty. */
function textOf(html: string): string {
  // tags out in one pass (a global `<[^>]*>` is quadratic on a long run of `<`)
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    const gt = html.indexOf('>', lt);
    text += `${html.slice(i, lt)} `;
    if (gt < 0) break;
    i = gt + 1;
  }
  return text.replace(/&nbsp;|\u00a0/g, ' ').trim();
}

interface NewsFormProps {
  mode: 'add' | 'edit';
  initial?: { title: string; content: string; imageAlt?: string };
  currentImageUrl?: string | null;
  submitting: boolean;
  /** After success, until the redirect: nothing more to send. */
  locked?: boolean;
  progress: number;
  /** Shrinking a large photo, then uploading. */
  stage?: UploadStage;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: NewsFormValues) => void;
}

export function NewsForm({
  mode,
  initial,
  currentImageUrl,
  submitting,
  locked,
  progress,
  stage,
  submitLabel,
  submittingLabel,
  onSubmit,
}: NewsFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [imageAlt, setImageAlt] = useState(initial?.imageAlt ?? '');
  const [errors, setErrors] = useState<Errors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || locked) return;
    const found: Errors = {};
    if (mode === 'add' && !image) found.image = 'Gambar headline wajib diunggah.';
    if (imageAlt.trim().length > LIMITS.imageAltMax)
      found.imageAlt = `Deskripsi gambar maksimal ${LIMITS.imageAltMax} karakter.`;
    if (!title.trim()) found.title = 'Judul berita wajib diisi.';
    else if (title.trim().length > LIMITS.titleMax) found.title = `Judul maksimal ${LIMITS.titleMax} karakter.`;
    if (!textOf(content) && !/<img\b/i.test(content)) found.content = 'Konten berita wajib diisi.';
    else if (new Blob([content]).size > LIMITS.contentMaxBytes)
      found.content = 'Konten berita terlalu panjang (maksimal 200 kB).';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ title: title.trim(), content, image, imageAlt: imageAlt.trim() });
  }

  const busy = submitting || Boolean(locked);
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate>
      <ImageField
        label={mode === 'add' ? 'Gambar Headline' : 'Upload gambar headline baru (Opsional)'}
        file={image}
        onChange={(file) => {
          setImage(file);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
        currentUrl={currentImageUrl}
        currentAlt="Gambar headline saat ini"
        required={mode === 'add'}
        disabled={busy}
        error={errors.image}
        hint={UPLOAD_HINT}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-alt`}>Deskripsi Gambar (Opsional)</label>
        <input
          id={`${id}-alt`}
          type="text"
          maxLength={LIMITS.imageAltMax}
          aria-invalid={Boolean(errors.imageAlt)}
          aria-describedby={`${id}-alt-hint${errors.imageAlt ? ` ${id}-alt-error` : ''}`}
          value={imageAlt}
          disabled={busy}
          onChange={(event) => setImageAlt(event.target.value)}
        />
        <p id={`${id}-alt-hint`} className={styles.hint}>
          Apa yang tampak di gambar, untuk pembaca layar dan pratinjau tautan. Kosong: judul berita yang dipakai.
        </p>
        {errors.imageAlt && (
          <p id={`${id}-alt-error`} className={styles.fieldError} role="alert">
            {errors.imageAlt}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>
          Judul Berita<span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-title`}
          type="text"
          required
          maxLength={LIMITS.titleMax}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          value={title}
          disabled={busy}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title && (
          <p id={`${id}-title-error`} className={styles.fieldError} role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>
          Konten Berita<span aria-hidden="true"> *</span>
        </label>
        <RichTextEditor
          id={`${id}-content`}
          label="Konten Berita"
          value={content}
          onChange={setContent}
          disabled={busy}
          invalid={Boolean(errors.content)}
          describedBy={errors.content ? `${id}-content-error` : undefined}
        />
        {errors.content && (
          <p id={`${id}-content-error`} className={styles.fieldError} role="alert">
            {errors.content}
          </p>
        )}
      </div>
      {submitting && <UploadProgress percent={progress} stage={stage} label="Progres unggahan berita" />}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={busy}>
          {submitting ? submittingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
