/**
 * Riwayat's filter bar (components/admin/filter-bar.tsx): the person (every admin account), the kind of content, and a
 * date range (Jakarta days).
 */
import type { AdminAccount } from '@hmrpl/contract';
import { FilterBar, FilterDateRange, FilterSelect, useFilterDraft } from '@/components/admin/filter-bar';
import { TARGET_LABELS, type AuditFilter as Filter } from '../api/admin-riwayat';

interface AuditFilterProps {
  value: Filter;
  people: AdminAccount[];
  onApply: (filter: Filter) => void;
}

export function AuditFilter({ value, people, onApply }: AuditFilterProps) {
  const [draft, set] = useFilterDraft<Filter>(value);

  return (
    <FilterBar label="Saring riwayat" onApply={() => onApply(draft)} onClear={() => onApply({})}>
      <FilterSelect
        id="riwayat-actor"
        label="Pelaku"
        value={draft.actor}
        allLabel="Semua admin"
        options={people.map((person) => [String(person.id), person.name || person.username] as const)}
        onChange={(next) => set('actor', next)}
      />
      <FilterSelect
        id="riwayat-type"
        label="Jenis"
        value={draft.target_type}
        allLabel="Semua jenis"
        options={Object.entries(TARGET_LABELS)}
        onChange={(next) => set('target_type', next)}
      />
      <FilterDateRange idPrefix="riwayat" dari={draft.dari} sampai={draft.sampai} onChange={set} />
    </FilterBar>
  );
}
