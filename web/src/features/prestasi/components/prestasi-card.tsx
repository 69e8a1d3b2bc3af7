import { Link } from 'react-router-dom';
import type { Prestasi } from '@hmrpl/contract';
import { LEVEL_LABELS } from '@cms-content/prestasi-rules';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './prestasi.module.css';

/** The sizes the server preloads the first card's photo with (cms/src/front/types/prestasi.ts). */
const CARD_PHOTO_SIZES = '(min-width: 992px) 350px, (min-width: 768px) 50vw, 100vw';

/** The students' names as a sentence: `Ani, Budi dan Citra` (angkatan in brackets). */
function studentList(item: Pick<Prestasi, 'students'>): string {
  const names = item.students.map((student) => `${student.nama} (${student.angkatan})`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

/** One achievement in the list: its photo (or a trophy), rank and competition, level, date, students. */
export function PrestasiCard({ item, first }: { item: Prestasi; first: boolean }) {
  return (
    <article className={styles.card} aria-labelledby={`prestasi-${item.id}`}>
      {item.image_path ? (
        <ResponsiveImage
          path={item.image_path}
          formats={item.image_formats}
          width={item.image_width}
          height={item.image_height}
          alt={`Foto ${item.title}`}
          sizes={CARD_PHOTO_SIZES}
          priority={first}
          className={styles.photo}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          🏆
        </div>
      )}
      <div className={styles.body}>
        <span className={styles.badge}>{LEVEL_LABELS[item.level]}</span>
        <h2 id={`prestasi-${item.id}`}>
          <Link to={paths.achievementDetail(item.slug)}>
            {item.rank} {item.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          {item.organizer} · <time dateTime={item.date}>{formatLongDate(item.date)}</time>
        </p>
        <p className={styles.meta}>{studentList(item)}</p>
      </div>
    </article>
  );
}
