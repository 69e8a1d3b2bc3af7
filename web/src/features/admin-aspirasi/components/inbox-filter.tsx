/**
 * The inbox's filter bar: a search over pesan, nama and NIM, status, kategori and a date range (Jakarta days). It edits
 * a draft; 'Terapkan' (or Enter) puts the filter in the URL, 'Hapus filter' empties it. Every control has a label.
 */
import { useState, type FormEvent } from 'react';
import type { AspirationFilter } from '@hmrpl/contract';
import { ASPIRATION_CATEGORIES, ASPIRATION_STATUSES, INBOX_LIMITS, STATUS_LABELS } from '../api/admin-aspirasi';
import styles from './inbox.module.css';

interface InboxFilterProps {
  value: AspirationFilter;
  onApply: (filter: AspirationFilter) => void;
}

export function InboxFilter({ value, onApply }: InboxFilterProps) {
  // the parent gives it a new key whenever the URL's filter changes (back button, a shared link, 'Hapus filter')
  const [draft, setDraft] = useState<AspirationFilter>(value);
  const set = (key: keyof AspirationFilter, next: string) =>
    setDraft((current) => ({ ...current, [key]: next || undefined }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined });
  }

  return (
    <form className={styles.filters} role="search" aria-label="Saring aspirasi" onSubmit={submit}>
      <div className={styles.search}>
        <label htmlFor="inbox-q">Cari pesan, nama, atau NIM</label>
        <input
          id="inbox-q"
          type="search"
          value={draft.q ?? ''}
          maxLength={INBOX_LIMITS.qMax}
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="inbox-status">Status</label>
        <select id="inbox-status" value={draft.status ?? ''} onChange={(event) => set('status', event.target.value)}>
          <option value="">Semua status</option>
          {ASPIRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-kategori">Kategori</label>
        <select
          id="inbox-kategori"
          value={draft.kategori ?? ''}
          onChange={(event) => set('kategori', event.target.value)}
        >
          <option value="">Semua kategori</option>
          {ASPIRATION_CATEGORIES.map((kategori) => (
            <option key={kategori} value={kategori}>
              {kategori}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-dari">Dari tanggal</label>
        <input
          id="inbox-dari"
          type="date"
          value={draft.dari ?? ''}
          max={draft.sampai}
          onChange={(event) => set('dari', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="inbox-sampai">Sampai tanggal</label>
        <input
          id="inbox-sampai"
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
