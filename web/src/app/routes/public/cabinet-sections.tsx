/**
 * A cabinet's sections, shared by /tentang (the active cabinet) and /tentang/kabinet/{slug} (an archived one): its
 * profile, vision and mission, organisation chart and members, then the links to the earlier cabinets.
 */
import { useId } from 'react';
import type { Cabinet, CabinetSummary } from '@hmrpl/contract';
import { CabinetProfile } from '@/features/cabinet/components/cabinet-profile';
import { EarlierCabinets, earlierCabinets } from '@/features/cabinet/components/earlier-cabinets';
import { OrgChart } from '@/features/cabinet/components/org-chart';
import { VisionMission } from '@/features/cabinet/components/vision-mission';
import { MembersBrowser } from '@/features/members/components/members-browser';
import styles from './about.module.css';

export function CabinetSections({ cabinet, cabinets }: { cabinet: Cabinet; cabinets: CabinetSummary[] }) {
  const id = useId();
  const active = cabinets.find((item) => item.active) ?? (cabinet.active ? cabinet : null);
  const earlier = active ? earlierCabinets(cabinets, active).filter((item) => item.slug !== cabinet.slug) : [];
  return (
    <>
      <CabinetProfile cabinet={cabinet} headingId={`${id}-cabinet`} />
      <VisionMission cabinet={cabinet} headingId={`${id}-vision`} />
      <OrgChart cabinet={cabinet} headingId={`${id}-structure`} />
      <section className={`container ${styles.members}`} aria-labelledby={`${id}-members`}>
        <h2 id={`${id}-members`}>Pengurus Kabinet {cabinet.name}</h2>
        {/* a new cabinet starts on its first department */}
        <MembersBrowser key={cabinet.id} departments={cabinet.departments} />
      </section>
      <EarlierCabinets cabinets={earlier} headingId={`${id}-earlier`} />
    </>
  );
}
