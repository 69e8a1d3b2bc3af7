/**
 * An admin list's filter bar (the inbox's, the audit log's): labelled fields that edit a draft; 'Terapkan' (or Enter)
 * applies it, 'Hapus filter' empties it. The parent keeps the applied filter in the URL and gives the bar a new `key`
 * whenever it changes (back button, a shared link, 'Hapus filter'), so the draft starts from it again.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import styles from './filter-bar.module.css';
import admin from './admin.module.css';

/** The draft a bar edits (a filter's fields: each text, absent when empty), and the setter of one ('' clears it). */
export function useFilterDraft<F extends object>(value: F) {
  const [draft, setDraft] = useState<F>(value);
  const set = (key: keyof F, next: string) => setDraft((current) => ({ ...current, [key]: next || undefined }) as F);
  return [draft, set] as const;
}

interface FilterBarProps {
  /** The form's accessible name, e.g. 'Saring aspirasi'. */
  label: string;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

export function FilterBar({ label, onApply, onClear, children }: FilterBarProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  return (
    <form className={styles.filters} role="search" aria-label={label} onSubmit={submit}>
      {children}
      <div className={styles.filterActions}>
        <button type="submit" className="btn">
          Terapkan
        </button>
        <button type="button" className="btn btn-outline" onClick={onClear}>
          Hapus filter
        </button>
      </div>
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  /** The first choice, which filters nothing ('Semua status'). */
  allLabel: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}

export function FilterSelect({ id, label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={admin.control} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FilterSearchProps {
  id: string;
  label: string;
  value: string | undefined;
  maxLength: number;
  onChange: (value: string) => void;
}

/** A search box on a row of its own. */
export function FilterSearch({ id, label, value, maxLength, onChange }: FilterSearchProps) {
  return (
    <div className={styles.wide}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={admin.control}
        type="search"
        value={value ?? ''}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface FilterDateRangeProps {
  /** The inputs' ids are `{idPrefix}-dari` and `{idPrefix}-sampai`. */
  idPrefix: string;
  dari: string | undefined;
  sampai: string | undefined;
  onChange: (key: 'dari' | 'sampai', value: string) => void;
}

/** 'Dari tanggal' and 'Sampai tanggal' (days; each bounds the other). */
export function FilterDateRange({ idPrefix, dari, sampai, onChange }: FilterDateRangeProps) {
  const ends = [
    ['dari', 'Dari tanggal', dari, { max: sampai }],
    ['sampai', 'Sampai tanggal', sampai, { min: dari }],
  ] as const;
  return (
    <>
      {ends.map(([key, label, value, bound]) => (
        <div key={key}>
          <label htmlFor={`${idPrefix}-${key}`}>{label}</label>
          <input
            id={`${idPrefix}-${key}`}
            className={admin.control}
            type="date"
            value={value ?? ''}
            {...bound}
            onChange={(event) => onChange(key, event.target.value)}
          />
        </div>
      ))}
    </>
  );
}
