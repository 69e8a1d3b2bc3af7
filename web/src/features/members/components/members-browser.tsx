import { useId, useState } from 'react';
import { MEMBER_CATEGORIES, type Member, type MemberCategory } from '../data/members';
import { PORTRAIT_SIZE } from '../data/portrait';
import { TabList } from './tabs';
import styles from './members-browser.module.css';

const NO_MEMBERS = 'Tidak ada anggota untuk ditampilkan di kategori ini.';

function MemberCard({ member }: { member: Member }) {
  return (
    <li className={styles.card}>
      <img
        src={member.image}
        alt={`${member.nama}, ${member.jabatan}`}
        width={PORTRAIT_SIZE.width}
        height={PORTRAIT_SIZE.height}
        loading="lazy"
        decoding="async"
      />
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
 * The cabinet's members: four top tabs (INTI first), and for the departments a head card plus one sub-tab per
 * division. Choosing a top tab goes back to its first division. Cards show only the photo (its alt: name and post).
 */
export function MembersBrowser({ categories = MEMBER_CATEGORIES }: { categories?: MemberCategory[] }) {
  const [tab, setTab] = useState(0);
  const [division, setDivision] = useState(0);
  const id = useId();
  const category = categories[tab];
  const divisions = category?.divisions ?? [];
  const currentDivision = divisions[division];

  const selectTab = (index: number) => {
    setTab(index);
    setDivision(0);
  };

  return (
    <div className={styles.browser}>
      <TabList
        label="Kategori pengurus"
        tabs={categories.map((item) => item.name)}
        selected={tab}
        onSelect={selectTab}
        idPrefix={`${id}-top`}
        className={styles.tabs}
        tabClassName={(selected) => `${styles.tab} ${selected ? styles.tabSelected : ''}`}
      />
      <div role="tabpanel" id={`${id}-top-panel`} aria-labelledby={`${id}-top-tab-${tab}`} className={styles.panel}>
        {!category ? (
          <p className="status-text">{NO_MEMBERS}</p>
        ) : category.divisions ? (
          <>
            {category.head && (
              <div className={styles.head}>
                <h3 className="visually-hidden">Kepala Departemen</h3>
                <ul className={styles.grid}>
                  <MemberCard member={category.head} />
                </ul>
              </div>
            )}
            {divisions.length > 0 && (
              <TabList
                label={`Divisi ${category.name}`}
                tabs={divisions.map((item) => item.name)}
                selected={division}
                onSelect={setDivision}
                idPrefix={`${id}-sub`}
                className={styles.subTabs}
                tabClassName={(selected) => `${styles.subTab} ${selected ? styles.subTabSelected : ''}`}
              />
            )}
            <div
              role={divisions.length > 0 ? 'tabpanel' : undefined}
              id={`${id}-sub-panel`}
              aria-labelledby={divisions.length > 0 ? `${id}-sub-tab-${division}` : undefined}
            >
              <MemberGrid members={currentDivision?.members ?? []} />
            </div>
          </>
        ) : (
          <MemberGrid members={category.members ?? []} />
        )}
      </div>
    </div>
  );
}
