/**
 * The "Program Kerja" choice of the activity's and the news' forms: the active cabinet's programs by department
 * (GET /api/admin/proker), or none. The form sends it as `proker_id` ('' unlinks). ADR 091.
 */
import useSWR from 'swr';
import type { ProkerList } from '@hmrpl/contract';
import { AdminField } from './text-field';

export function ProgramPicker({
  id,
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { data, error: loadError } = useSWR<ProkerList>('/api/admin/proker');
  const programs = data?.data ?? [];
  const groups = new Map<string, ProkerList['data']>();
  for (const program of programs) {
    const name = program.department?.name ?? 'Lainnya';
    groups.set(name, [...(groups.get(name) ?? []), program]);
  }
  // a linked program of another cabinet stays chosen (shown by its number) until the admin picks another
  const unknown = value !== '' && data !== undefined && !programs.some((program) => String(program.id) === value);
  return (
    <AdminField
      id={id}
      label="Program Kerja (Opsional)"
      error={error}
      hint={loadError ? 'Daftar program kerja gagal dimuat.' : 'Program kerja kabinet aktif yang menaungi konten ini.'}
    >
      {(control) => (
        <select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">Tidak terkait program kerja</option>
          {unknown && <option value={value}>Program kerja #{value}</option>}
          {[...groups].map(([department, items]) => (
            <optgroup key={department} label={department}>
              {items.map((program) => (
                <option key={program.id} value={String(program.id)}>
                  {program.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </AdminField>
  );
}
