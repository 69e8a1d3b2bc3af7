import type { Cabinet } from '@hmrpl/contract';
import styles from './cabinet.module.css';

/** The cabinet's vision and its mission points. */
export function VisionMission({ cabinet, headingId }: { cabinet: Cabinet; headingId: string }) {
  return (
    <section className={`container ${styles.section} ${styles.vision}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Visi dan Misi</h2>
      <div className={styles.visionCard}>
        <h3>Visi</h3>
        <p>{cabinet.vision}</p>
      </div>
      <h3 className={styles.missionTitle}>Misi</h3>
      <ol className={styles.missions}>
        {cabinet.missions.map((mission, index) => (
          <li key={`${index}-${mission.title}`} className={styles.mission}>
            <h4>{mission.title}</h4>
            <p>{mission.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
