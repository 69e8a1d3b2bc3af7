/**
 * Riwayat's filter bar: the person (every admin account), the kind of content, and a date range (Jakarta days). It
 * edits a draft; 'Terapkan' (or Enter) puts the filter in the URL, 'Hapus filter' empties it. Every control has a label.
 */
import { useState, type FormEvent } from 'react';
import type { AdminAccount } from '@hmrpl/contract';
import { TARGET_LABELS, type AuditFilter as Filter } from '../api/admin-riwayat';
import styles from './riwayat.module.css';

interface AuditFilterProps {
  value: Filter;
  people: AdminAccount[];
  onApply: (filter: Filter) => void;
}

export function AuditFilter({ value, people, onApply }: AuditFilterProps) {
  // the parent gives it a new key whenever the URL's filter changes (back button, a shared link, 'Hapus filter')
  const [draft, setDraft] = useState<Filter>(value);
  const set = (key: keyof Filter, next: string) => setDraft((current) => ({ ...current, [key]: next || undefined }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className={styles.filters} role="search" aria-label="Saring riwayat" onSubmit={submit}>
      <div>
        <label htmlFor="riwayat-actor">Pelaku</label>
        <select id="riwayat-actor" value={draft.actor ?? ''} onChange={(event) => set('actor', event.target.value)}>
          <option value="">Semua admin</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name || person.username}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="riwayat-type">Jenis</label>
        <select
          id="riwayat-type"
          value={draft.target_type ?? ''}
          onChange={(event) => set('target_type', event.target.value)}
        >
          <option value="">Semua jenis</option>
          {Object.entries(TARGET_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="riwayat-dari">Dari tanggal</label>
        <input
          id="riwayat-dari"
          type="date"
          value={draft.dari ?? ''}
          max={draft.sampai}
          onChange={(event) => set('dari', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="riwayat-sampai">Sampai tanggal</label>
        <input
          id="riwayat-sampai"
          type="date"
          value={draft.sampai ?? ''}
          min={draft.dari}
          onChange={(event) => set('sampai', event.target.value)}
        />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="btn">
          Terapkan
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onApply({})}>
          Hapus filter
        </button>
      </div>
    </form>
  );
}
