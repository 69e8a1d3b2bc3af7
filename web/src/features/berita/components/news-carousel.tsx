import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import type { NewsItem } from '@hmrpl/contract';
import { NewsSlide } from './news-slide';
import styles from './latest-news.module.css';

export const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The latest news, one slide per view, looping, with clickable dots. Autoplay runs every 5000 ms and is not stopped by
 * swiping or by the dots (the spec). WCAG 2.2.2 (Pause, Stop, Hide) still asks for a way to stop moving content: the
 * section's pause button (`paused`) stops and resumes the autoplay; it is the only thing that stops it.
 */
export default function NewsCarousel({
  items,
  frameRatio,
  paused,
}: {
  items: NewsItem[];
  frameRatio: number;
  paused: boolean;
}) {
  const swiperRef = useRef<SwiperInstance | null>(null);

  // also at mount: paused before the carousel's code arrived, it starts paused
  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.start();
  }, [paused]);

  return (
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
        <SwiperSlide key={item.id} className={styles.swiperSlide}>
          <NewsSlide item={item} frameRatio={frameRatio} priority={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
