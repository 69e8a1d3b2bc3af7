/** The question the news editor asks when it finds a local copy that was never saved (ADR 087). */
import type { LocalCopy } from '@/features/admin-berita/local-copy';
import { formatLongDateTime } from '@/lib/format-date';
import styles from '@/components/admin/admin.module.css';

export function LocalCopyQuestion({
  copy,
  onRestore,
  onDiscard,
}: {
  copy: LocalCopy;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section className={`${styles.banner} ${styles.bannerSuccess}`} aria-labelledby="salinan-lokal">
      <div>
        <p id="salinan-lokal" className={styles.bannerText}>
          Ada tulisan yang belum tersimpan dari {formatLongDateTime(copy.saved_at)}. Pulihkan tulisan itu?
        </p>
        <p className={styles.bannerDetail}>
          Judul: <bdi>{copy.title || '(tanpa judul)'}</bdi>
        </p>
        <button type="button" className="btn" onClick={onRestore}>
          Pulihkan tulisan
        </button>{' '}
        <button type="button" className="btn btn-outline" onClick={onDiscard}>
          Buang
        </button>
      </div>
    </section>
  );
}
