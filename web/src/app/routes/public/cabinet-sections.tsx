/**
 * A cabinet's sections, shared by /tentang (the active cabinet) and /tentang/kabinet/{slug} (an archived one): its
 * profile, vision and mission, organisation chart (tapped, it opens whole in the gallery's viewer with zoom) and
 * members (named under their photos unless the cabinet uses designed cards), then the links to the earlier cabinets.
 */
import { Suspense, useId, useRef, useState } from 'react';
import type { Cabinet, CabinetSummary, GalleryImage } from '@hmrpl/contract';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { storageUrl } from '@/lib/storage';
import { CabinetProfile } from '@/features/cabinet/components/cabinet-profile';
import { EarlierCabinets, earlierCabinets } from '@/features/cabinet/components/earlier-cabinets';
import { OrgChart } from '@/features/cabinet/components/org-chart';
import { VisionMission } from '@/features/cabinet/components/vision-mission';
import { MembersBrowser } from '@/features/members/components/members-browser';
import styles from './about.module.css';

// the gallery's viewer (with its zoom), fetched the first time the chart is opened
const ChartViewer = lazyWithRetry(() => import('@/features/galeri/components/gallery-lightbox'));

/** The chart as the viewer shows a photo. */
function chartImage(cabinet: Cabinet, path: string): GalleryImage {
  return {
    id: cabinet.id,
    image_path: path,
    imageUrl: storageUrl(path),
    caption: null,
    image_alt: cabinet.structure_alt,
    image_formats: cabinet.structure_formats,
    image_width: cabinet.structure_width,
    image_height: cabinet.structure_height,
    created_at: '',
    kegiatan_id: null,
  };
}

export function CabinetSections({ cabinet, cabinets }: { cabinet: Cabinet; cabinets: CabinetSummary[] }) {
  const id = useId();
  const active = cabinets.find((item) => item.active) ?? (cabinet.active ? cabinet : null);
  const earlier = active ? earlierCabinets(cabinets, active).filter((item) => item.slug !== cabinet.slug) : [];
  const [chartOpen, setChartOpen] = useState(false);
  // the link that opened the viewer gets the focus back when it closes
  const opener = useRef<HTMLElement | null>(null);
  const chartAlt = cabinet.structure_alt ?? `Bagan struktur organisasi Kabinet ${cabinet.name}.`;
  return (
    <>
      <CabinetProfile cabinet={cabinet} headingId={`${id}-cabinet`} />
      <VisionMission cabinet={cabinet} headingId={`${id}-vision`} />
      <OrgChart
        cabinet={cabinet}
        headingId={`${id}-structure`}
        onOpen={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setChartOpen(true);
        }}
      />
      {chartOpen && cabinet.structure_path && (
        <Suspense fallback={null}>
          <ChartViewer
            images={[chartImage(cabinet, cabinet.structure_path)]}
            index={0}
            zoom
            altOf={() => chartAlt}
            onClose={() => {
              setChartOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
      <section className={`container ${styles.members}`} aria-labelledby={`${id}-members`}>
        <h2 id={`${id}-members`}>Pengurus Kabinet {cabinet.name}</h2>
        {/* a new cabinet starts on its first department */}
        <MembersBrowser key={cabinet.id} departments={cabinet.departments} designedCards={cabinet.designed_cards} />
      </section>
      <EarlierCabinets cabinets={earlier} headingId={`${id}-earlier`} />
    </>
  );
}
