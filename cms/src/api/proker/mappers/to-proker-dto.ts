/** Proker entry (with its cabinet, department and links) -> the contract's Proker. ADR 091. */
import type { Proker, ProkerLink, ProkerStatus } from '@hmrpl/contract';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';
import { isProkerStatus } from '../../../lib/content/proker-rules';

export type ProkerEntity = Entry<'api::proker.proker'>;

/** What every read of a program populates. */
export const PROKER_POPULATE = {
  kabinet: { fields: ['slug' as const] },
  departemen: { fields: ['name' as const, 'urutan' as const] },
};

/** A `date` attribute as `YYYY-MM-DD` (SQLite answers the text, PostgreSQL may answer a Date). */
function isoDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export function toProker(entry: ProkerEntity, links: { kegiatan: ProkerLink[]; berita: ProkerLink[] }): Proker {
  const status: ProkerStatus = isProkerStatus(entry.status) ? entry.status : 'rencana';
  const dept = entry.departemen;
  return {
    id: numericId(entry.id),
    slug: present(entry.slug, 'slug'),
    title: present(entry.title, 'title'),
    kabinet_slug: entry.kabinet?.slug ?? '',
    department: dept ? { id: numericId(dept.id), name: dept.name ?? '' } : null,
    status,
    starts_on: isoDay(entry.starts_on),
    ends_on: isoDay(entry.ends_on),
    pic: entry.pic?.trim() ? entry.pic : null,
    summary: entry.summary ?? '',
    content: entry.content ?? '',
    progress: Math.max(0, Math.min(100, Number(entry.progress ?? 0))),
    kegiatan: links.kegiatan,
    berita: links.berita,
    updated_at: isoDate(entry.updatedAt ?? entry.createdAt),
  };
}
