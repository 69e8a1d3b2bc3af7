import type { Awarding, AwardingField } from '@hmrpl/contract';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { sharedFrameRatio } from '@/lib/image-frame';
import styles from './awarding-section.module.css';

/** The three fixed award kinds, in their order on the page. */
const AWARD_KINDS: ReadonlyArray<{ field: AwardingField; title: string }> = [
  { field: 'staff_image', title: 'Staff Terbaik' },
  { field: 'divisi_image', title: 'Divisi Terbaik' },
  { field: 'departemen_image', title: 'Departemen Terbaik' },
];

/**
 * How wide a poster is drawn: its card is at most 320 px (the grid's `flex: 0 1 320px`), the screen's width on a narrow
 * phone. The /awarding page's preload of the newest poster says the same (cms/src/front/types/awarding.ts).
 */
const POSTER_SIZES = '(max-width: 400px) 100vw, 320px';
/** Award posters are mostly square; one as tall as a phone story or wider than a banner is drawn smaller. */
const POSTER_FRAME = { fallback: 1, tallest: 9 / 16, widest: 16 / 9 };

const sizeOf = (data: Awarding, field: AwardingField) => ({
  width: data[`${field}_width`],
  height: data[`${field}_height`],
});

/** The kinds of one month that have an image. */
export const shownKinds = (data: Awarding | undefined) =>
  data ? AWARD_KINDS.filter((kind) => Boolean(data[`${kind.field}_path`])) : [];

/**
 * One month's award posters (the kinds that have an image). Every poster is drawn whole (the winner's name and photo
 * are often at its edges), all in one frame shape so the cards stay even. `month` names the month in the alt text.
 * `priority`: the first poster is the page's largest paint, loaded at once with high priority (the others do not
 * compete with it for a phone's bandwidth).
 */
export function AwardPosters({
  data,
  month,
  priority = false,
}: {
  data: Awarding;
  month?: string;
  priority?: boolean;
}) {
  const shown = shownKinds(data);
  const aspectRatio = sharedFrameRatio(
    shown.map((kind) => sizeOf(data, kind.field)),
    POSTER_FRAME,
  );
  return (
    <ul className={styles.grid}>
      {shown.map((kind, index) => {
        const size = sizeOf(data, kind.field);
        return (
          <li key={kind.field}>
            <figure className={styles.card}>
              <ResponsiveImage
                path={data[`${kind.field}_path`]!}
                formats={data[`${kind.field}_formats`]}
                webp={data[`${kind.field}_webp`]}
                /* not the caption again (a screen reader would read it twice): what the image is */
                alt={`Poster penghargaan ${kind.title}${month ? ` ${month}` : ''}`}
                width={size.width}
                height={size.height}
                fallbackSize={{ width: 1080, height: 1080 }}
                sizes={POSTER_SIZES}
                className={styles.image}
                style={{ aspectRatio }}
                priority={priority && index === 0}
              />
              <figcaption>{kind.title}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
