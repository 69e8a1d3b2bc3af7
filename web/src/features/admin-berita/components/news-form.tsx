/**
 * The news form of Tambah Berita and Edit Berita: headline image, title, content, on edit the slug; saved at once
 * ("Terbitkan"), as a draft, or scheduled (WIB), or on edit with its status kept ("Simpan Perubahan"). It checks the
 * contract's rules before sending and keeps every input when the server refuses. See ADR 044. A field's message goes
 * as soon as the field is valid, a refused image keeps the form from being sent, and the save's result shows beside
 * the button that was pressed ("Jadwalkan" has its own place; ADR 066).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { NewsLimits, NewsStatus, NewsroomLimits } from '@hmrpl/contract';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { ImageField } from '@/components/admin/image-field';
import { ProgramPicker } from '@/components/admin/program-picker';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { AdminField, requiredLabel } from '@/components/admin/text-field';
import { UploadProgress } from '@/components/admin/upload-progress';
import { UPLOAD_HINT, refusedFileIn } from '@/components/admin/uploads/file-rules';
import type { UploadStage } from '@/components/admin/uploads/shrink-image';
import styles from '@/components/admin/admin.module.css';
import type { SaveAction } from '@/features/admin-berita/api/admin-berita';
import { fromJakartaInput, toJakartaInput } from '@cms-content/jakarta-time';
import { StatusLine } from './status-badge';
import newsroom from './newsroom.module.css';

const LIMITS: Pick<NewsLimits, 'titleMax' | 'contentMaxBytes' | 'imageAltMax'> &
  Pick<NewsroomLimits, 'slugMax' | 'scheduleMaxDays'> = {
  titleMax: 255,
  contentMaxBytes: 204800,
  imageAltMax: 255,
  slugMax: 200,
  scheduleMaxDays: 366,
};
const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UNPUBLISH_CONFIRMATION =
  'Berita ini akan ditarik dari situs sampai diterbitkan lagi. Tautan yang sudah dibagikan akan menampilkan halaman tidak ditemukan. Lanjutkan?';

interface NewsFormValues {
  title: string;
  content: string;
  image: File | null;
  imageAlt: string;
  /** Edit only: the slug as typed ('' or unchanged: the server keeps it). */
  slug: string;
  /** The program of work it belongs to ('' = none). */
  prokerId: string;
}

interface Errors {
  image?: string;
  imageAlt?: string;
  title?: string;
  content?: string;
  slug?: string;
  publishAt?: string;
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
  initial?: {
    title: string;
    content: string;
    imageAlt?: string;
    slug?: string;
    status?: NewsStatus;
    publishAt?: string | null;
    prokerId?: string;
  };
  currentImageUrl?: string | null;
  submitting: boolean;
  /** After success, until the redirect: nothing more to send. */
  locked?: boolean;
  progress: number;
  /** Shrinking a large photo, then uploading. */
  stage?: UploadStage;
  /** The default button: "Terbitkan" (add) or "Simpan Perubahan" (edit, keeps the status). */
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: NewsFormValues, action: SaveAction) => void;
  /** Told the title and text after each change (the editor's local copy, ADR 087). */
  onTextChange?: (title: string, content: string) => void;
  /** The save's result, shown beside the button that was pressed. */
  feedback?: BannerMessage | null;
  onDismissFeedback?: () => void;
}

type ActionName = 'submit' | 'draft' | 'publish' | 'schedule';

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
  onTextChange,
  feedback = null,
  onDismissFeedback,
}: NewsFormProps) {
  const id = useId();
  const status = initial?.status;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [imageAlt, setImageAlt] = useState(initial?.imageAlt ?? '');
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [prokerId, setProkerId] = useState(initial?.prokerId ?? '');
  const [publishAt, setPublishAt] = useState(
    status === 'scheduled' && initial?.publishAt ? toJakartaInput(initial.publishAt) : '',
  );
  const [errors, setErrors] = useState<Errors>({});
  // only a change the admin made is kept: the text as it was loaded is not a copy worth asking about
  useEffect(() => {
    if (title !== (initial?.title ?? '') || content !== (initial?.content ?? '')) onTextChange?.(title, content);
  }, [title, content]); // eslint-disable-line react-hooks/exhaustive-deps
  const [sending, setSending] = useState<ActionName | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const slugChanged = mode === 'edit' && slug.trim() !== (initial?.slug ?? '');

  function check(action: ActionName): Errors {
    const found: Errors = {};
    if (mode === 'add' && !image) found.image = 'Gambar headline wajib diunggah.';
    if (imageAlt.trim().length > LIMITS.imageAltMax)
      found.imageAlt = `Deskripsi gambar maksimal ${LIMITS.imageAltMax} karakter.`;
    if (!title.trim()) found.title = 'Judul berita wajib diisi.';
    else if (title.trim().length > LIMITS.titleMax) found.title = `Judul maksimal ${LIMITS.titleMax} karakter.`;
    if (!textOf(content) && !/<img\b/i.test(content)) found.content = 'Konten berita wajib diisi.';
    else if (new Blob([content]).size > LIMITS.contentMaxBytes)
      found.content = 'Konten berita terlalu panjang (maksimal 200 kB).';
    if (slugChanged) {
      const value = slug.trim();
      if (!value) found.slug = 'Slug wajib diisi.';
      else if (value.length > LIMITS.slugMax) found.slug = `Slug maksimal ${LIMITS.slugMax} karakter.`;
      else if (!SLUG_FORMAT.test(value)) found.slug = 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.';
    }
    if (action === 'schedule') {
      const iso = fromJakartaInput(publishAt);
      const at = iso ? new Date(iso).getTime() : NaN;
      if (!publishAt) found.publishAt = 'Tanggal dan jam terbit wajib diisi untuk berita terjadwal.';
      else if (Number.isNaN(at)) found.publishAt = 'Tanggal dan jam terbit tidak valid.';
      else if (at <= Date.now()) found.publishAt = 'Tanggal dan jam terbit harus di masa depan.';
      else if (at > Date.now() + LIMITS.scheduleMaxDays * 24 * 3600 * 1000)
        found.publishAt = 'Jadwal terbit paling lambat satu tahun dari sekarang.';
    }
    return found;
  }

  // a message goes as soon as its field passes (checked again on each change; none appears before a send)
  useEffect(() => {
    setErrors((current) => {
      const shown = Object.entries(current).filter(([, message]) => message);
      if (shown.length === 0) return current;
      const now = check(sending ?? 'submit');
      const next: Errors = Object.fromEntries(
        shown.flatMap(([key]) => (now[key as keyof Errors] ? [[key, now[key as keyof Errors]]] : [])),
      );
      return shown.every(([key, message]) => next[key as keyof Errors] === message) ? current : next;
    });
    // check() reads the fields below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, content, image, imageAlt, slug, publishAt]);

  function send(action: ActionName) {
    if (submitting || locked) return;
    // a refused headline image is removed or replaced before anything is sent
    if (refusedFileIn(form.current)) return;
    const found = check(action);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    let save: SaveAction;
    if (action === 'draft') {
      if (status === 'published' && !window.confirm(UNPUBLISH_CONFIRMATION)) return;
      save = { status: 'draft' };
    } else if (action === 'publish') save = { status: 'published' };
    else if (action === 'schedule') save = { status: 'scheduled', publishAt: fromJakartaInput(publishAt)! };
    // add: the default button publishes at once; edit: it keeps the status
    else save = mode === 'add' ? { status: 'published' } : {};
    setSending(action);
    onSubmit(
      {
        title: title.trim(),
        content,
        image,
        imageAlt: imageAlt.trim(),
        slug: slugChanged ? slug.trim() : '',
        prokerId,
      },
      save,
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send('submit');
  }

  const busy = submitting || Boolean(locked);
  const labelOf = (action: ActionName, label: string) => (submitting && sending === action ? submittingLabel : label);
  return (
    <form ref={form} className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate>
      {mode === 'edit' && status && <StatusLine status={status} publishAt={initial?.publishAt ?? null} />}
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
      <AdminField
        id={`${id}-alt`}
        label="Deskripsi Gambar (Opsional)"
        error={errors.imageAlt}
        hint="Apa yang tampak di gambar, untuk pembaca layar dan pratinjau tautan. Kosong: judul berita yang dipakai."
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={LIMITS.imageAltMax}
            value={imageAlt}
            disabled={busy}
            onChange={(event) => setImageAlt(event.target.value)}
          />
        )}
      </AdminField>
      <ProgramPicker id={`${id}-proker`} value={prokerId} onChange={setProkerId} disabled={busy} />
      <AdminField id={`${id}-title`} label={requiredLabel('Judul Berita')} error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={LIMITS.titleMax}
            value={title}
            disabled={busy}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </AdminField>
      {mode === 'edit' && (
        <AdminField
          id={`${id}-slug`}
          label="Slug (alamat berita)"
          error={errors.slug}
          describedBy={[`${id}-slug-hint`, slugChanged && `${id}-slug-warning`]}
        >
          {(control) => (
            <>
              <input
                {...control}
                type="text"
                className={newsroom.slugInput}
                maxLength={LIMITS.slugMax}
                spellCheck={false}
                autoCapitalize="none"
                value={slug}
                disabled={busy}
                onChange={(event) => setSlug(event.target.value)}
              />
              <p id={`${id}-slug-hint`} className={styles.hint}>
                Alamat berita: /berita/{slug.trim() || '…'}. Huruf kecil, angka, dan tanda hubung.
              </p>
              {slugChanged && (
                <p id={`${id}-slug-warning`} className={newsroom.warning}>
                  Mengubah slug memindahkan alamat berita. Tautan yang sudah dibagikan dengan alamat lama tetap
                  diarahkan ke alamat baru.
                </p>
              )}
            </>
          )}
        </AdminField>
      )}
      <AdminField id={`${id}-content`} label={requiredLabel('Konten Berita')} error={errors.content}>
        {(control) => (
          <RichTextEditor
            id={control.id}
            label="Konten Berita"
            value={content}
            onChange={setContent}
            disabled={busy}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
          />
        )}
      </AdminField>
      <fieldset className={newsroom.schedule}>
        <legend>Jadwal terbit</legend>
        <label htmlFor={`${id}-publish-at`}>
          Tanggal dan jam terbit (WIB)
          <input
            id={`${id}-publish-at`}
            type="datetime-local"
            step={60}
            aria-invalid={Boolean(errors.publishAt)}
            aria-describedby={errors.publishAt ? `${id}-publish-at-error` : undefined}
            value={publishAt}
            disabled={busy}
            onChange={(event) => setPublishAt(event.target.value)}
          />
        </label>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => send('schedule')}>
          {labelOf('schedule', 'Jadwalkan')}
        </button>
        <Banner message={sending === 'schedule' ? feedback : null} onDismiss={onDismissFeedback} inline />
        {errors.publishAt && (
          <p id={`${id}-publish-at-error`} className={styles.fieldError} role="alert">
            {errors.publishAt}
          </p>
        )}
      </fieldset>
      {submitting && <UploadProgress percent={progress} stage={stage} label="Progres unggahan berita" />}
      <div className={styles.formActions}>
        <button type="submit" className="btn" disabled={busy}>
          {labelOf('submit', submitLabel)}
        </button>
        {mode === 'edit' && status !== 'published' && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => send('publish')}>
            {labelOf('publish', 'Terbitkan')}
          </button>
        )}
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => send('draft')}>
          {labelOf('draft', 'Simpan Draf')}
        </button>
        <Banner message={sending === 'schedule' ? null : feedback} onDismiss={onDismissFeedback} inline />
      </div>
    </form>
  );
}
