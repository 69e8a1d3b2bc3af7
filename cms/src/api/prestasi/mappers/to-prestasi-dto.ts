/**
 * Prestasi entry -> the contract's shapes: `Prestasi` for every public answer (no NIM, no e-mail, no proof: they are
 * not even read into it) and `AdminPrestasi` for the staff's queue, whose proof is a link to its admin route.
 */
import type { AdminPrestasi, Prestasi, PrestasiLevel, PrestasiStatus, PrestasiStudent } from '@hmrpl/contract';
import { imageFieldsOf } from '../../../lib/uploads/media-fields';
import { isoDate, numericId, present, type Entry } from '../../../lib/strapi/documents';
import { isPrestasiLevel, isPrestasiStatus } from '../../../lib/content/prestasi-rules';

export type PrestasiEntity = Entry<'api::prestasi.prestasi'>;

/** The route that serves an achievement's proof to staff. */
const proofUrl = (id: number) => `/api/admin/prestasi/${id}/bukti`;

/** A `date` attribute (a string from either database, a Date from some drivers) as `YYYY-MM-DD`. */
const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(present(value, 'date')).slice(0, 10);

/** The stored JSON list of students, read defensively (only names and years go out). */
function studentsOf(value: unknown): PrestasiStudent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as PrestasiStudent).nama === 'string'
      ? [{ nama: (item as PrestasiStudent).nama, angkatan: String((item as PrestasiStudent).angkatan ?? '') }]
      : [],
  );
}

export function toPrestasi(entry: PrestasiEntity): Prestasi {
  const photo = entry.foto ? imageFieldsOf(entry.foto) : null;
  const level = entry.level;
  return {
    id: numericId(entry.id),
    slug: present(entry.slug, 'slug'),
    title: present(entry.title, 'title'),
    rank: entry.rank ?? '',
    level: (isPrestasiLevel(level) ? level : 'universitas') satisfies PrestasiLevel,
    organizer: entry.organizer ?? '',
    date: day(entry.date),
    students: studentsOf(entry.students),
    summary: entry.summary ?? '',
    image_path: photo?.image_path || null,
    ...(photo?.image_formats ? { image_formats: photo.image_formats } : {}),
    image_width: photo?.image_width ?? null,
    image_height: photo?.image_height ?? null,
  };
}

export function toAdminPrestasi(entry: PrestasiEntity): AdminPrestasi {
  const id = numericId(entry.id);
  const proof = entry.bukti;
  const status = entry.status;
  return {
    ...toPrestasi(entry),
    status: (isPrestasiStatus(status) ? status : 'menunggu') satisfies PrestasiStatus,
    alasan: entry.alasan?.trim() ? entry.alasan : null,
    nim: entry.nim || null,
    email: entry.email || null,
    bukti: proof
      ? {
          url: proofUrl(id),
          kind: proof.mime === 'application/pdf' ? 'pdf' : 'gambar',
          size_bytes: Math.round((proof.size ?? 0) * 1024),
        }
      : null,
    created_at: isoDate(entry.createdAt),
    updated_at: isoDate(entry.updatedAt),
  };
}
