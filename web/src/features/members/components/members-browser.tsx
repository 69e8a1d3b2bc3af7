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

/**
 * One person: the portrait (3:4) or, without one, the initials; then the name and post written under it, unless the
 * cabinet's portraits are designed cards that carry them already (`named` false: the photo alone, its alt names them).
 */
function MemberCard({ member, named }: { member: Member; named: boolean }) {
  const label = `${member.nama}, ${member.jabatan}`;
  const picture = member.image_path ? (
    <img
      src={storageUrl(member.image_path)}
      srcSet={storageSrcSet(member.image_formats)}
      sizes="(min-width: 576px) 220px, 45vw"
      // the caption below says who it is: the photo's text need not repeat the post
      alt={named ? `Foto ${member.nama}` : label}
      width={PORTRAIT.width}
      height={PORTRAIT.height}
      loading="lazy"
      decoding="async"
    />
  ) : (
    // no photo yet: the initials in the same 3:4 box
    <div className={styles.noPhoto} role="img" aria-label={named ? `Inisial ${member.nama}` : label}>
      <span aria-hidden="true">{initialsOf(member.nama)}</span>
      {!named && (
        <small aria-hidden="true">
          {member.nama}
          <br />
          {member.jabatan}
        </small>
      )}
    </div>
  );
  return (
    <li className={styles.card}>
      {named ? (
        <figure className={styles.figure}>
          {picture}
          <figcaption className={styles.caption}>
            <strong>{member.nama}</strong>
            <span>{member.jabatan}</span>
          </figcaption>
        </figure>
      ) : (
        picture
      )}
    </li>
  );
}

function MemberGrid({ members, named }: { members: Member[]; named: boolean }) {
  if (members.length === 0) return <p className="status-text">{NO_MEMBERS}</p>;
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <MemberCard key={member.id} member={member} named={named} />
      ))}
    </ul>
  );
}

/**
 * The cabinet's members: one top tab per department in its order (INTI first), and for a department with divisions
 * its head's card plus one sub-tab per division. Choosing a top tab goes back to its first division. Each card shows
 * the photo with the name and post under it; a cabinet whose portraits are designed cards (`designedCards`, the
 * founding cabinet's demo portraits) shows the photo alone, its alt naming the person.
 */
export function MembersBrowser({
  departments,
  designedCards = false,
}: {
  departments: Department[];
  designedCards?: boolean;
}) {
  const named = !designedCards;
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
                  <MemberCard member={category.head} named={named} />
                </ul>
              </div>
            )}
            {divisions.length > 0 ? (
              <>
                {category.members.length > 0 && <MemberGrid members={category.members} named={named} />}
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
                  <MemberGrid members={divisions[subSelected]?.members ?? []} named={named} />
                </div>
              </>
            ) : (
              (category.members.length > 0 || !category.head) && <MemberGrid members={category.members} named={named} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
