/**
 * Kelola Dokumen: add a document (a PDF with its title, kind and cabinet; the upload's progress shown), the list of
 * documents with their edit and delete. The PDF is judged by the server (by its content); its 422 is shown beside the
 * field, and nothing typed is lost. Only the size is checked here first (20 MB), so a large file is not sent in vain.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import type {
  CreateDokumenResponse,
  Dokumen,
  DokumenKategori,
  DokumenList,
  UpdateDokumenResponse,
} from '@hmrpl/contract';
import { formatLongDate } from '@/lib/format-date';
import { storageUrl } from '@/lib/storage';
import { cabinetTitle } from '@/lib/site-content';
import { failureBanner } from '@/components/admin/uploads/failure';
import { useUploadSubmit } from '@/components/admin/uploads/use-upload-submit';
import { Banner, type BannerMessage } from '@/components/admin/banner';
import { PageHeader } from '@/components/admin/page-header';
import { toTrashConfirmation } from '@/components/admin/trash-note';
import { UploadProgress } from '@/components/admin/upload-progress';
import { AdminField, TextField, requiredLabel } from '@/components/admin/text-field';
import { useFieldErrors } from '@/components/admin/use-field-errors';
import styles from '@/components/admin/admin.module.css';
import {
  DOCUMENTS_KEY,
  DOCUMENT_MAX_BYTES,
  createDocument,
  deleteDocument,
  updateDocument,
  useAdminDocuments,
  useAllCabinets,
  type DocumentInput,
} from '@/features/admin-dokumen/api/admin-dokumen';

const KINDS: readonly DokumenKategori[] = ['AD/ART', 'SOP', 'LPJ', 'Lainnya'];
const DOCUMENT_TEXTS = {
  title: 'Kelola Dokumen',
  subtitle: 'Mengunggah dan mengelola dokumen resmi himpunan (PDF) yang tampil di halaman Dokumen',
  fileHint: 'Hanya PDF, maksimal 20 MB. Berkas diperiksa isinya oleh server.',
  fileRequired: 'Silakan pilih berkas PDF terlebih dahulu.',
  titleRequired: 'Judul dokumen wajib diisi.',
  tooLarge: 'Ukuran berkas melebihi 20 MB.',
  saveFailed: 'Gagal menyimpan dokumen. Coba lagi.',
  deleteConfirm: toTrashConfirmation('Apakah Anda yakin ingin menghapus dokumen ini?'),
  deleteFailed: 'Gagal menghapus dokumen.',
  loading: 'Memuat dokumen...',
  loadFailed: 'Daftar dokumen gagal dimuat.',
  empty: 'Belum ada dokumen.',
} as const;

const EMPTY: DocumentInput = { title: '', kategori: 'AD/ART', kabinet_id: '', file: null };

/** The size as the list shows it (`1,2 MB`). */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function AdminDocumentsPage() {
  const { mutate } = useSWRConfig();
  const { data: cabinets } = useAllCabinets();
  const { submit, submitting, progress, banner, setBanner, dismiss, fieldErrors } = useUploadSubmit();
  const [editing, setEditing] = useState<Dokumen | null>(null);
  const [input, setInput] = useState<DocumentInput>(EMPTY);
  const [kabinetChanged, setKabinetChanged] = useState(false);
  const { errors, setClientErrors, fieldChanged } = useFieldErrors(fieldErrors);
  const [fileKey, setFileKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const fileId = useId();
  const kindId = useId();
  const cabinetId = useId();

  function reset() {
    setEditing(null);
    setInput(EMPTY);
    setKabinetChanged(false);
    setClientErrors({});
    setFileKey((key) => key + 1);
  }

  function startEdit(doc: Dokumen) {
    const cabinet = cabinets?.data.find((item) => item.slug === doc.kabinet_slug);
    setEditing(doc);
    setInput({ title: doc.title, kategori: doc.kategori, kabinet_id: cabinet ? String(cabinet.id) : '', file: null });
    setKabinetChanged(false);
    setClientErrors({});
    setBanner(null);
    setFileKey((key) => key + 1);
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('input')?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems: Record<string, string> = {};
    if (!input.title.trim()) problems.title = DOCUMENT_TEXTS.titleRequired;
    if (!editing && !input.file) problems.file = DOCUMENT_TEXTS.fileRequired;
    if (input.file && input.file.size > DOCUMENT_MAX_BYTES) problems.file = DOCUMENT_TEXTS.tooLarge;
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) {
      setBanner(null);
      return;
    }
    const current = editing;
    await submit<CreateDokumenResponse | UpdateDokumenResponse>(
      (options) =>
        current ? updateDocument(current.id, input, kabinetChanged, options) : createDocument(input, options),
      {
        success: (response) => ({ text: response.message, tone: 'success' }),
        failure: (error) => failureBanner(DOCUMENT_TEXTS.saveFailed, error),
        then: () => {
          reset();
          void mutate(DOCUMENTS_KEY);
        },
      },
    );
  }

  return (
    <>
      <PageHeader title={DOCUMENT_TEXTS.title} subtitle={DOCUMENT_TEXTS.subtitle} />
      <form
        ref={formRef}
        className={`${styles.card} ${styles.form}`}
        onSubmit={handleSubmit}
        noValidate
        aria-busy={submitting}
        aria-labelledby="document-form-title"
      >
        <h2 id="document-form-title" className={styles.cardTitle}>
          {editing ? `Edit dokumen: ${editing.title}` : 'Tambah Dokumen'}
        </h2>
        <TextField
          label="Judul Dokumen"
          value={input.title}
          onChange={(title) => {
            setInput((prev) => ({ ...prev, title }));
            fieldChanged('title', title.trim() ? {} : { title: DOCUMENT_TEXTS.titleRequired });
          }}
          error={errors.title}
          required
          disabled={submitting}
          maxLength={200}
        />
        <AdminField id={kindId} label={requiredLabel('Kategori')} error={errors.kategori}>
          {(control) => (
            <select
              {...control}
              value={input.kategori}
              disabled={submitting}
              required
              onChange={(event) => {
                setInput((prev) => ({ ...prev, kategori: event.target.value as DokumenKategori }));
                fieldChanged('kategori');
              }}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          id={cabinetId}
          label="Kabinet"
          error={errors.kabinet_id}
          hint={
            editing && !kabinetChanged && !input.kabinet_id
              ? 'Kosongkan bila dokumen bukan milik satu kabinet.'
              : undefined
          }
        >
          {(control) => (
            <select
              {...control}
              value={input.kabinet_id}
              disabled={submitting}
              onChange={(event) => {
                setKabinetChanged(true);
                setInput((prev) => ({ ...prev, kabinet_id: event.target.value }));
                fieldChanged('kabinet_id');
              }}
            >
              <option value="">Tanpa kabinet</option>
              {(cabinets?.data ?? []).map((cabinet) => (
                <option key={cabinet.id} value={String(cabinet.id)}>
                  {cabinetTitle(cabinet)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          id={fileId}
          label={editing ? 'Ganti Berkas PDF (opsional)' : requiredLabel('Berkas PDF')}
          error={errors.file}
          hint={DOCUMENT_TEXTS.fileHint}
        >
          {(control) => (
            <input
              {...control}
              key={fileKey}
              type="file"
              accept="application/pdf,.pdf"
              disabled={submitting}
              required={!editing}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setInput((prev) => ({ ...prev, file }));
                fieldChanged('file');
              }}
            />
          )}
        </AdminField>
        {submitting && <UploadProgress percent={progress} label="Progres unggahan dokumen" />}
        <div className={styles.formActions}>
          {editing && (
            <button type="button" className="btn btn-outline" onClick={reset} disabled={submitting}>
              Batal
            </button>
          )}
          <button type="submit" className="btn" disabled={submitting}>
            {submitting ? 'Mengunggah...' : editing ? 'Simpan Perubahan' : 'Simpan Dokumen'}
          </button>
          <Banner message={banner} onDismiss={dismiss} inline />
        </div>
      </form>
      <DocumentList
        onEdit={startEdit}
        editingId={editing?.id ?? null}
        onDeleted={(id) => editing?.id === id && reset()}
      />
    </>
  );
}

function DocumentList({
  onEdit,
  editingId,
  onDeleted,
}: {
  onEdit: (doc: Dokumen) => void;
  editingId: number | null;
  onDeleted: (id: number) => void;
}) {
  const { data, error, isLoading, mutate } = useAdminDocuments();
  const [notice, setNotice] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const docs = data?.data ?? [];

  async function handleDelete(doc: Dokumen) {
    if (!window.confirm(DOCUMENT_TEXTS.deleteConfirm)) return;
    setDeleting(doc.id);
    setNotice(null);
    try {
      const response = await deleteDocument(doc.id);
      setNotice({ text: response.message, tone: 'success' });
      onDeleted(doc.id);
      await mutate(
        (current: DokumenList | undefined) => current && { data: current.data.filter((item) => item.id !== doc.id) },
        { revalidate: true },
      );
    } catch (failure) {
      console.error('Gagal menghapus dokumen:', failure);
      setNotice(failureBanner(DOCUMENT_TEXTS.deleteFailed, failure));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="document-list-title">
      <h2 id="document-list-title" className={styles.cardTitle}>
        Daftar Dokumen
      </h2>
      <Banner message={notice} onDismiss={() => setNotice(null)} takeFocus />
      {isLoading && !data ? (
        <p className={styles.hint} role="status">
          {DOCUMENT_TEXTS.loading}
        </p>
      ) : error && !data ? (
        <p className={styles.hint} role="alert">
          {DOCUMENT_TEXTS.loadFailed}
        </p>
      ) : docs.length === 0 ? (
        <p className={styles.hint}>{DOCUMENT_TEXTS.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Judul</th>
                <th scope="col">Kategori</th>
                <th scope="col">Ukuran</th>
                <th scope="col">Diunggah</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((doc) => (
                <tr key={doc.id} aria-current={editingId === doc.id ? 'true' : undefined}>
                  <td>
                    <a href={storageUrl(doc.file_path)} target="_blank" rel="noopener noreferrer">
                      {doc.title}
                      <span className="visually-hidden"> (buka PDF di tab baru)</span>
                    </a>
                  </td>
                  <td>{doc.kategori}</td>
                  <td>{sizeText(doc.size_bytes)}</td>
                  <td>{formatLongDate(doc.uploaded_at)}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.small}`}
                        onClick={() => onEdit(doc)}
                        disabled={deleting !== null}
                        aria-label={`Edit ${doc.title}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`btn btn-danger ${styles.small}`}
                        onClick={() => handleDelete(doc)}
                        disabled={deleting !== null}
                        aria-label={`Hapus ${doc.title}`}
                      >
                        {deleting === doc.id ? 'Menghapus...' : 'Hapus'}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
