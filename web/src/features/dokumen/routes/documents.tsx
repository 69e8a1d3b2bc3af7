/**
 * /dokumen: the association's documents (AD/ART, SOP, LPJ, others) grouped by kind, filtered by kind and cabinet
 * (`?kategori=` and `?kabinet=`, so a filtered list can be shared), each downloadable as a PDF. The CMS embeds the
 * whole list in the page's first data (cms/src/front/types/dokumen.ts); the filters only choose what is shown.
 */
import { useSearchParams } from 'react-router-dom';
import type { Dokumen } from '@hmrpl/contract';
import { formatLongDate } from '@/lib/format-date';
import { storageUrl } from '@/lib/storage';
import { cabinetTitle, useCabinetList } from '@/lib/site-content';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { DOCUMENT_KINDS, formatFileSize, useDocuments } from '@/features/dokumen/api/get-documents';
import banner from '@/components/ui/page-banner.module.css';
import styles from '@/features/dokumen/components/documents.module.css';

export const DOCUMENTS_LOADING = 'Memuat dokumen...';
export const DOCUMENTS_FAILED = 'Dokumen gagal dimuat. Periksa koneksi Anda lalu muat ulang halaman.';
export const DOCUMENTS_EMPTY = 'Belum ada dokumen yang diterbitkan.';
export const DOCUMENTS_NONE_MATCH = 'Tidak ada dokumen untuk pilihan ini.';

export default function DocumentsPage() {
  useDocumentTitle('Dokumen');
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading } = useDocuments();
  const { data: cabinets } = useCabinetList();
  const kategori = params.get('kategori') ?? '';
  const kabinet = params.get('kabinet') ?? '';
  const all = data?.data ?? [];
  const shown = all.filter(
    (doc) => (!kategori || doc.kategori === kategori) && (!kabinet || doc.kabinet_slug === kabinet),
  );
  const cabinetName = (slug: string | null) => {
    const cabinet = slug ? cabinets?.data.find((item) => item.slug === slug) : undefined;
    return cabinet ? cabinetTitle(cabinet) : null;
  };
  const choose = (name: 'kategori' | 'kabinet', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <header className={banner.banner}>
        <div className="container">
          <h1>Dokumen</h1>
          <p>Dokumen resmi HMRPL: AD/ART, SOP, dan laporan pertanggungjawaban setiap kepengurusan.</p>
        </div>
      </header>
      <section className="container" style={{ paddingBlock: '2.5rem' }} aria-label="Daftar dokumen">
        <form className={styles.filters} role="search" aria-label="Saring dokumen" onSubmit={(e) => e.preventDefault()}>
          <label>
            Kategori
            <select value={kategori} onChange={(event) => choose('kategori', event.target.value)}>
              <option value="">Semua kategori</option>
              {DOCUMENT_KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.value}
                </option>
              ))}
            </select>
          </label>
          <label>
            Kabinet
            <select value={kabinet} onChange={(event) => choose('kabinet', event.target.value)}>
              <option value="">Semua kabinet</option>
              {(cabinets?.data ?? []).map((cabinet) => (
                <option key={cabinet.slug} value={cabinet.slug}>
                  {cabinetTitle(cabinet)}
                </option>
              ))}
            </select>
          </label>
        </form>
        {isLoading && !data ? (
          <p className="status-text" role="status">
            {DOCUMENTS_LOADING}
          </p>
        ) : error && !data ? (
          <p className="status-text" role="alert">
            {DOCUMENTS_FAILED}
          </p>
        ) : all.length === 0 ? (
          <p className="status-text">{DOCUMENTS_EMPTY}</p>
        ) : shown.length === 0 ? (
          <p className="status-text" role="status">
            {DOCUMENTS_NONE_MATCH}
          </p>
        ) : (
          DOCUMENT_KINDS.map((kind) => {
            const docs = shown.filter((doc) => doc.kategori === kind.value);
            if (docs.length === 0) return null;
            return (
              <section key={kind.value} className={styles.group} aria-labelledby={`kategori-${kind.value}`}>
                <h2 id={`kategori-${kind.value}`}>{kind.heading}</h2>
                <ul className={styles.list}>
                  {docs.map((doc) => (
                    <DocumentItem key={doc.id} doc={doc} cabinet={cabinetName(doc.kabinet_slug)} />
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </section>
    </>
  );
}

function DocumentItem({ doc, cabinet }: { doc: Dokumen; cabinet: string | null }) {
  const size = formatFileSize(doc.size_bytes);
  const date = formatLongDate(doc.uploaded_at);
  return (
    <li className={styles.item}>
      <div>
        <h3>{doc.title}</h3>
        <p className={styles.meta}>
          PDF, {size}
          {date && ` · diunggah ${date}`}
          {cabinet && ` · ${cabinet}`}
        </p>
      </div>
      <a className={styles.download} href={storageUrl(doc.file_path)} download={`${doc.slug || 'dokumen'}.pdf`}>
        Unduh<span className="visually-hidden"> {`${doc.title} (PDF, ${size})`}</span>
      </a>
    </li>
  );
}
