import { Children, useEffect, useRef, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';

export const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The latest news, one slide per view, looping, with clickable dots. Autoplay runs every 5000 ms and is not stopped by
 * swiping or by the dots (the spec). WCAG 2.2.2 (Pause, Stop, Hide) still asks for a way to stop moving content: the
 * section's pause button (`paused`) stops and resumes the autoplay; it is the only thing that stops it.
 * Only swiper lives in this chunk: the slides come drawn by the section (`children`, one per story).
 */
export default function NewsCarousel({
  children,
  paused,
  className,
  slideClassName,
}: {
  children: ReactNode;
  paused: boolean;
  className: string;
  slideClassName: string;
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
      loop={Children.count(children) > 1}
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
      className={className}
    >
      {Children.map(children, (slide) => (
        <SwiperSlide className={slideClassName}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
