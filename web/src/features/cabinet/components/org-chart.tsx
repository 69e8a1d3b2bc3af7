import type { Cabinet, Department } from '@hmrpl/contract';
import { cabinetYear } from '@/lib/site-content';
import { storageSrcSet, storageUrl } from '@/lib/storage';
import styles from './cabinet.module.css';

/** What the drawn chart says about one department: its head, its posts (INTI) or its divisions. */
function Unit({ department }: { department: Department }) {
  return (
    <li className={styles.unit}>
      <h3>{department.name}</h3>
      {department.head && (
        <p>
          {department.head.jabatan}: {department.head.nama}
        </p>
      )}
      {department.divisions.length > 0 ? (
        <ul aria-label={`Divisi ${department.name}`}>
          {department.divisions.map((division) => (
            <li key={division.id}>{division.name}</li>
          ))}
        </ul>
      ) : (
        department.members.length > 0 && (
          <ul aria-label={`Jabatan ${department.name}`}>
            {department.members.map((member) => (
              <li key={member.id}>{member.jabatan}</li>
            ))}
          </ul>
        )
      )}
    </li>
  );
}

/**
 * The organisation chart of the board: the uploaded image when there is one (its description for screen readers),
 * otherwise drawn from the structure (departments in order, their heads, posts and divisions) as text. The image is a
 * link to itself: tapped, it opens whole in the photo viewer with zoom (`onOpen`; on a phone its text is too small to
 * read in the page), and without scripts it opens as an image.
 */
export function OrgChart({ cabinet, headingId, onOpen }: { cabinet: Cabinet; headingId: string; onOpen?: () => void }) {
  const year = cabinetYear(cabinet);
  return (
    <section className={`container ${styles.section} ${styles.structure}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Struktur Organisasi</h2>
      <p>Badan Pengurus Harian HMRPL {year}.</p>
      {cabinet.structure_path ? (
        <>
          <a
            className={styles.chartLink}
            href={storageUrl(cabinet.structure_path)}
            onClick={(event) => {
              if (!onOpen) return;
              event.preventDefault();
              onOpen();
            }}
          >
            <img
              src={storageUrl(cabinet.structure_path)}
              srcSet={storageSrcSet(cabinet.structure_formats, {
                path: cabinet.structure_path,
                width: cabinet.structure_width,
              })}
              sizes="(min-width: 1200px) 1140px, 100vw"
              alt={
                cabinet.structure_alt ??
                `Bagan struktur organisasi Badan Pengurus Harian HMRPL ${year}, Kabinet ${cabinet.name}.`
              }
              width={cabinet.structure_width ?? 1200}
              height={cabinet.structure_height ?? 600}
              loading="lazy"
              decoding="async"
            />
          </a>
          <p className={styles.chartHint}>Ketuk bagan untuk melihatnya utuh dan memperbesarnya.</p>
        </>
      ) : (
        <div className={styles.chart}>
          <p className={styles.chartTop}>Kabinet {cabinet.name}</p>
          {cabinet.departments.length > 0 ? (
            <ol className={styles.units} aria-label={`Struktur Kabinet ${cabinet.name}`}>
              {cabinet.departments.map((department) => (
                <Unit key={department.id} department={department} />
              ))}
            </ol>
          ) : (
            <p className="status-text">Struktur organisasi belum tersedia.</p>
          )}
        </div>
      )}
    </section>
  );
}
