/**
 * The inbox's filter bar (components/admin/filter-bar.tsx): a search over pesan, nama and NIM, status, kategori and a
 * date range (Jakarta days).
 */
import type { AspirationFilter } from '@hmrpl/contract';
import { FilterBar, FilterDateRange, FilterSearch, FilterSelect, useFilterDraft } from '@/components/admin/filter-bar';
import { ASPIRATION_CATEGORIES, ASPIRATION_STATUSES, INBOX_LIMITS, STATUS_LABELS } from '../api/admin-aspirasi';

interface InboxFilterProps {
  value: AspirationFilter;
  onApply: (filter: AspirationFilter) => void;
}

export function InboxFilter({ value, onApply }: InboxFilterProps) {
  const [draft, set] = useFilterDraft<AspirationFilter>(value);

  return (
    <FilterBar
      label="Saring aspirasi"
      onApply={() => onApply({ ...draft, q: draft.q?.trim() || undefined })}
      onClear={() => onApply({})}
    >
      <FilterSearch
        id="inbox-q"
        label="Cari pesan, nama, atau NIM"
        value={draft.q}
        maxLength={INBOX_LIMITS.qMax}
        onChange={(next) => set('q', next)}
      />
      <FilterSelect
        id="inbox-status"
        label="Status"
        value={draft.status}
        allLabel="Semua status"
        options={ASPIRATION_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const)}
        onChange={(next) => set('status', next)}
      />
      <FilterSelect
        id="inbox-kategori"
        label="Kategori"
        value={draft.kategori}
        allLabel="Semua kategori"
        options={ASPIRATION_CATEGORIES.map((kategori) => [kategori, kategori] as const)}
        onChange={(next) => set('kategori', next)}
      />
      <FilterDateRange idPrefix="inbox" dari={draft.dari} sampai={draft.sampai} onChange={set} />
    </FilterBar>
  );
}
