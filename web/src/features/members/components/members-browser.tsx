import { useId, useState } from 'react';
import type { Department, Member } from '@hmrpl/contract';
import { storageSrcSet, storageUrl } from '@/lib/storage';
import { TabList } from './tabs';
import styles from './members-browser.module.css';

const NO_MEMBERS = 'Tidak ada anggota untuk ditampilkan di kategori ini.';
/** Portraits are drawn 3:4. */
const PORTRAIT = { width: 300, height: 400 } as const;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

function MemberCard({ member }: { member: Member }) {
  const label = `${member.nama}, ${member.jabatan}`;
  return (
    <li className={styles.card}>
      {member.image_path ? (
        <img
          src={storageUrl(member.image_path)}
          srcSet={storageSrcSet(member.image_formats)}
          sizes="(min-width: 576px) 220px, 45vw"
          alt={label}
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        // no photo yet: the initials in the same 3:4 box, the name and post for everyone
        <div className={styles.noPhoto} role="img" aria-label={label}>
          <span aria-hidden="true">{initialsOf(member.nama)}</span>
          <small aria-hidden="true">
            {member.nama}
            <br />
            {member.jabatan}
          </small>
        </div>
      )}
    </li>
  );
}

function MemberGrid({ members }: { members: Member[] }) {
  if (members.length === 0) return <p className="status-text">{NO_MEMBERS}</p>;
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </ul>
  );
}

/**
 * The cabinet's members: one top tab per department in its order (INTI first), and for a department with divisions
 * its head's card plus one sub-tab per division. Choosing a top tab goes back to its first division. Cards show only
 * the photo (its alt: name and post).
 */
export function MembersBrowser({ departments }: { departments: Department[] }) {
  const [tab, setTab] = useState(0);
  const [division, setDivision] = useState(0);
  const id = useId();
  // another cabinet may have fewer departments or divisions: stay within them
  const category = departments[Math.min(tab, departments.length - 1)];
  const divisions = category?.divisions ?? [];
  const selected = category ? departments.indexOf(category) : 0;
  const subSelected = Math.max(0, Math.min(division, divisions.length - 1));

  const selectTab = (index: number) => {
    setTab(index);
    setDivision(0);
  };

  return (
    <div className={styles.browser}>
      {departments.length > 0 && (
        <TabList
          label="Kategori pengurus"
          tabs={departments.map((item) => item.name)}
          selected={selected}
          onSelect={selectTab}
          idPrefix={`${id}-top`}
          className={styles.tabs}
          tabClassName={(on) => `${styles.tab} ${on ? styles.tabSelected : ''}`}
        />
      )}
      <div
        role={departments.length > 0 ? 'tabpanel' : undefined}
        id={`${id}-top-panel`}
        aria-labelledby={departments.length > 0 ? `${id}-top-tab-${selected}` : undefined}
        className={styles.panel}
      >
        {!category ? (
          <p className="status-text">{NO_MEMBERS}</p>
        ) : (
          <>
            {category.head && (
              <div className={styles.head}>
                <h3 className="visually-hidden">Kepala Departemen</h3>
                <ul className={styles.grid}>
                  <MemberCard member={category.head} />
                </ul>
              </div>
            )}
            {divisions.length > 0 ? (
              <>
                {category.members.length > 0 && <MemberGrid members={category.members} />}
                <TabList
                  label={`Divisi ${category.name}`}
                  tabs={divisions.map((item) => item.name)}
                  selected={subSelected}
                  onSelect={setDivision}
                  idPrefix={`${id}-sub`}
                  className={styles.subTabs}
                  tabClassName={(on) => `${styles.subTab} ${on ? styles.subTabSelected : ''}`}
                />
                <div role="tabpanel" id={`${id}-sub-panel`} aria-labelledby={`${id}-sub-tab-${subSelected}`}>
                  <MemberGrid members={divisions[subSelected]?.members ?? []} />
                </div>
              </>
            ) : (
              (category.members.length > 0 || !category.head) && <MemberGrid members={category.members} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
