import { useRef, useState } from 'react';
import { newsImageAltBesideTitle } from '../image-alt';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import type { NewsItem } from '@hmrpl/contract';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './latest-news.module.css';

export const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The latest news, one slide per view, looping, with clickable dots. Autoplay runs every 5000 ms and is not stopped by
 * swiping or by the dots (the spec). WCAG 2.2.2 (Pause, Stop, Hide) still asks for a way to stop moving content, so a
 * pause button stops and resumes the autoplay; it is the only thing that stops it.
 */
export default function NewsCarousel({ items }: { items: NewsItem[] }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  const togglePause = () => {
    const swiper = swiperRef.current;
    if (paused) swiper?.autoplay?.start();
    else swiper?.autoplay?.stop();
    setPaused(!paused);
  };

  return (
    <div className={styles.carousel}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={1}
        loop={items.length > 1}
        autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: 'Berita sebelumnya',
          nextSlideMessage: 'Berita berikutnya',
          paginationBulletMessage: 'Tampilkan berita {{index}}',
          slideLabelMessage: 'Berita {{index}} dari {{slidesLength}}',
          containerRoleDescriptionMessage: 'carousel',
          itemRoleDescriptionMessage: 'slide',
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        className={styles.swiper}
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.id}>
            <Link to={paths.newsDetail(item.slug)} className={styles.slide}>
              <ResponsiveImage
                path={item.image_path}
                formats={item.image_formats}
                webp={item.image_webp}
                width={item.image_width}
                height={item.image_height}
                alt={newsImageAltBesideTitle(item)}
                sizes="(min-width: 1140px) 1108px, 100vw"
                priority={index === 0}
                className={styles.slideImage}
              />
              <span className={styles.caption}>
                <span className={styles.slideTitle}>{item.title}</span>
                <span className={styles.slideDate}>{formatLongDate(item.date)}</span>
              </span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={styles.pause} onClick={togglePause} aria-pressed={paused}>
        {paused ? 'Putar otomatis' : 'Jeda putar otomatis'}
      </button>
    </div>
  );
}
