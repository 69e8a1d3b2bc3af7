import type { Awarding, AwardingField } from '@hmrpl/contract';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { sharedFrameRatio } from '@/lib/image-frame';
import { useAwarding } from '../api/get-awarding';
import styles from './awarding-section.module.css';

/** The three fixed award kinds, in their order on the page. */
const AWARD_KINDS: ReadonlyArray<{ field: AwardingField; title: string }> = [
  { field: 'staff_image', title: 'Staff Terbaik' },
  { field: 'divisi_image', title: 'Divisi Terbaik' },
  { field: 'departemen_image', title: 'Departemen Terbaik' },
];

/** Award posters are mostly square; one as tall as a phone story or wider than a banner is drawn smaller. */
const POSTER_FRAME = { fallback: 1, tallest: 9 / 16, widest: 16 / 9 };

const sizeOf = (data: Awarding, field: AwardingField) => ({
  width: data[`${field}_width`],
  height: data[`${field}_height`],
});

/**
 * Home: this month's awards; only the kinds that have an image are shown. Every poster is drawn whole (the winner's
 * name and photo are often at its edges), all in one frame shape so the cards stay even.
 */
export function AwardingSection() {
  const { data, isLoading } = useAwarding();
  const shown = data ? AWARD_KINDS.filter((kind) => Boolean(data[`${kind.field}_path`])) : [];
  const aspectRatio = data
    ? sharedFrameRatio(
        shown.map((kind) => sizeOf(data, kind.field)),
        POSTER_FRAME,
      )
    : 1;
  return (
    <section className={styles.section} aria-labelledby="awarding-title">
      <div className="container">
        <h2 id="awarding-title" className={styles.heading}>
          Awarding Bulan Ini
        </h2>
        {isLoading && !data ? (
          <p className="status-text" role="status">
            Memuat penghargaan...
          </p>
        ) : shown.length === 0 ? (
          <p className="status-text">Belum ada penghargaan untuk ditampilkan.</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((kind) => {
              const size = sizeOf(data!, kind.field);
              return (
                <li key={kind.field}>
                  <figure className={styles.card}>
                    <ResponsiveImage
                      path={data![`${kind.field}_path`]!}
                      formats={data![`${kind.field}_formats`]}
                      webp={data![`${kind.field}_webp`]}
                      /* not the caption again (a screen reader would read it twice): what the image is */
                      alt={`Poster penghargaan ${kind.title}`}
                      width={size.width}
                      height={size.height}
                      fallbackSize={{ width: 1080, height: 1080 }}
                      className={styles.image}
                      style={{ aspectRatio }}
                    />
                    <figcaption>{kind.title}</figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
