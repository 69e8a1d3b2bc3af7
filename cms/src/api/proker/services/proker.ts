/**
 * Programs of work (proker): a cabinet's programs in department order (public: only cabinets that were ever active),
 * one program by slug with its activities and news, the admin's add / edit / delete (the department must be one of
 * the program's cabinet; the slug is derived once and never changes), the check of `proker_id` on the activity's and
 * the news' own routes, and the rows of the cabinet report. ADR 091.
 */
import type { Core } from '@strapi/strapi';
import type { Proker, ProkerLink, ProkerList } from '@hmrpl/contract';
import { invalid, notFound, type FieldErrors } from '../../../lib/http/errors';
import { isSlug } from '../../../lib/http/request-params';
import { slugify, uniqueSlug } from '../../../lib/content/slug';
import { sanitizeNewsHtml } from '../../../lib/content/sanitize-html';
import {
  PROKER_LIMITS,
  PROKER_MESSAGES,
  checkProkerInput,
  prokerIdOf,
  type ProkerInput,
} from '../../../lib/content/proker-rules';
import { createSerialQueue } from '../../../lib/process/serial';
import { retryOnUniqueness } from '../../../lib/strapi/database';
import { CLEARED, numericId } from '../../../lib/strapi/documents';
import { PUBLIC_CABINETS } from '../../kabinet/store/cabinet-store';
import { PROKER_POPULATE, toProker, type ProkerEntity } from '../mappers/to-proker-dto';
import { moveToTrash } from '../../../lib/trash/trash';

const UID = 'api::proker.proker';
const KABINET = 'api::kabinet.kabinet';
const DEPARTEMEN = 'api::departemen.departemen';
const KEGIATAN = 'api::kegiatan.kegiatan';
const BERITA = 'api::berita.berita';

const FALLBACK_SLUG = 'proker';
const LINKS_MAX = 5000;

/** Department order (the structure's `urutan`), then the earliest start, then the order they were added. */
function inDepartmentOrder(a: ProkerEntity, b: ProkerEntity): number {
  const orderA = a.departemen ? Number(a.departemen.urutan ?? 0) : Number.MAX_SAFE_INTEGER;
  const orderB = b.departemen ? Number(b.departemen.urutan ?? 0) : Number.MAX_SAFE_INTEGER;
  if (orderA !== orderB) return orderA - orderB;
  const deptA = a.departemen ? numericId(a.departemen.id) : 0;
  const deptB = b.departemen ? numericId(b.departemen.id) : 0;
  if (deptA !== deptB) return deptA - deptB;
  const startA = String(a.starts_on ?? '9999');
  const startB = String(b.starts_on ?? '9999');
  if (startA !== startB) return startA < startB ? -1 : 1;
  return numericId(a.id) - numericId(b.id);
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);
  const oneCreateAtATime = createSerialQueue();

  /** The activities and the published news linked to each program, by program id. */
  async function linksOf(ids: number[]): Promise<Map<number, { kegiatan: ProkerLink[]; berita: ProkerLink[] }>> {
    const byId = new Map(ids.map((id) => [id, { kegiatan: [] as ProkerLink[], berita: [] as ProkerLink[] }]));
    if (ids.length === 0) return byId;
    const [activities, news] = await Promise.all([
      strapi.documents(KEGIATAN).findMany({
        filters: { proker: { id: { $in: ids } } },
        fields: ['slug', 'title'],
        populate: { proker: { fields: ['slug'] } },
        sort: [{ starts_at: 'asc' }, { id: 'asc' }],
        limit: LINKS_MAX,
      }),
      strapi.documents(BERITA).findMany({
        filters: { proker: { id: { $in: ids } }, publication_status: { $eq: 'published' } },
        fields: ['slug', 'title'],
        populate: { proker: { fields: ['slug'] } },
        sort: [{ publish_at: 'desc' }, { id: 'desc' }],
        limit: LINKS_MAX,
      }),
    ]);
    for (const row of activities)
      if (row.proker)
        byId.get(numericId(row.proker.id))?.kegiatan.push({ slug: row.slug ?? '', title: row.title ?? '' });
    for (const row of news)
      if (row.proker) byId.get(numericId(row.proker.id))?.berita.push({ slug: row.slug ?? '', title: row.title ?? '' });
    return byId;
  }

  async function withLinks(entries: ProkerEntity[]): Promise<Proker[]> {
    const links = await linksOf(entries.map((entry) => numericId(entry.id)));
    return entries.map((entry) => toProker(entry, links.get(numericId(entry.id)) ?? { kegiatan: [], berita: [] }));
  }

  async function ofCabinet(cabinetId: number): Promise<ProkerEntity[]> {
    const found = await documents().findMany({
      filters: { kabinet: { id: { $eq: cabinetId } } },
      populate: PROKER_POPULATE,
      limit: PROKER_LIMITS.perCabinetMax,
    });
    return found.sort(inDepartmentOrder);
  }

  /** The cabinet a read names (public: ever active), or the active one; null when there is none. */
  async function cabinetFor(slug: string | undefined, onlyPublic: boolean): Promise<{ id: number } | null> {
    if (slug === undefined || slug === '') {
      const active = await strapi
        .documents(KABINET)
        .findFirst({ filters: { active: { $eq: true } }, fields: ['slug'] });
      return active ? { id: numericId(active.id) } : null;
    }
    if (!isSlug(slug)) throw notFound(PROKER_MESSAGES.kabinetUnknown);
    const found = await strapi.documents(KABINET).findFirst({
      filters: onlyPublic ? { $and: [PUBLIC_CABINETS, { slug: { $eq: slug } }] } : { slug: { $eq: slug } },
      fields: ['slug'],
    });
    if (!found) throw notFound(PROKER_MESSAGES.kabinetUnknown);
    return { id: numericId(found.id) };
  }

  async function findEntity(filters: { slug: { $eq: string } } | { id: { $eq: number } }, onlyPublic = false) {
    return (
      (await documents().findFirst({
        filters: onlyPublic ? { $and: [filters, { kabinet: PUBLIC_CABINETS }] } : filters,
        populate: PROKER_POPULATE,
      })) ?? null
    );
  }

  async function freeSlug(title: string): Promise<string> {
    return uniqueSlug(slugify(title, FALLBACK_SLUG), async (candidates) => {
      const taken = await documents().findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] });
      return new Set(taken.flatMap((row) => (row.slug ? [row.slug] : [])));
    });
  }

  /** The department's cabinet id, or null when there is no such department. */
  async function cabinetOfDepartment(departmentId: number): Promise<number | null> {
    const dept = await strapi.documents(DEPARTEMEN).findFirst({
      filters: { id: { $eq: departmentId } },
      fields: ['name'],
      populate: { kabinet: { fields: ['slug'] } },
    });
    return dept?.kabinet ? numericId(dept.kabinet.id) : null;
  }

  return {
    /** GET /api/proker?kabinet=: a public cabinet's programs (default the active one), in department order. */
    async list(kabinetSlug?: string): Promise<ProkerList> {
      const cabinet = await cabinetFor(kabinetSlug, true);
      return { data: cabinet ? await withLinks(await ofCabinet(cabinet.id)) : [] };
    },

    /** GET /api/admin/proker?kabinet=: any cabinet's programs, the one being prepared too. */
    async adminList(kabinetSlug?: string): Promise<ProkerList> {
      const cabinet = await cabinetFor(kabinetSlug, false);
      return { data: cabinet ? await withLinks(await ofCabinet(cabinet.id)) : [] };
    },

    /** GET /api/proker/:slug: a program of a public cabinet, with its activities and news. */
    async detailBySlug(slug: string): Promise<Proker> {
      const entry = isSlug(slug) ? await findEntity({ slug: { $eq: slug } }, true) : null;
      if (!entry) throw notFound(PROKER_MESSAGES.notFound);
      const [proker] = await withLinks([entry]);
      return proker!;
    },

    /** A program of any cabinet, with its links (the admin's), or 404. */
    async adminById(id: number | null): Promise<Proker> {
      const entry = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!entry) throw notFound(PROKER_MESSAGES.notFound);
      const [proker] = await withLinks([entry]);
      return proker!;
    },

    /** Every program of a cabinet for the report (no links), in department order. */
    async ofCabinet(cabinetId: number): Promise<Proker[]> {
      return (await ofCabinet(cabinetId)).map((entry) => toProker(entry, { kegiatan: [], berita: [] }));
    },

    /**
     * `proker_id` as the activity's and the news' routes take it: undefined (absent: unchanged), null ('' or null:
     * unlinked), or the id of a program that exists; anything else is a 422 on the field.
     */
    async linkId(value: string | number | null | undefined): Promise<number | null | undefined> {
      if (value === undefined) return undefined;
      if (value === null || String(value).trim() === '') return null;
      const id = prokerIdOf(value);
      const exists = id !== null && (await documents().count({ filters: { id: { $eq: id } } })) > 0;
      if (!exists) throw invalid({ proker_id: [PROKER_MESSAGES.linkUnknown] });
      return id;
    },

    async create(input: ProkerInput): Promise<Proker> {
      const result = checkProkerInput(input, 'create', undefined, sanitizeNewsHtml);
      if (!result.ok) throw invalid(result.errors as FieldErrors);
      const values = result.values;
      let cabinetId = values.kabinet_id ?? null;
      if (cabinetId === null) {
        const active = await cabinetFor(undefined, false);
        if (!active) throw invalid({ kabinet_id: [PROKER_MESSAGES.noActiveCabinet] });
        cabinetId = active.id;
      } else if ((await strapi.documents(KABINET).count({ filters: { id: { $eq: cabinetId } } })) === 0) {
        throw invalid({ kabinet_id: [PROKER_MESSAGES.kabinetUnknown] });
      }
      if ((await cabinetOfDepartment(values.department_id!)) !== cabinetId)
        throw invalid({ department_id: [PROKER_MESSAGES.departmentUnknown] });
      if (
        (await documents().count({ filters: { kabinet: { id: { $eq: cabinetId } } } })) >= PROKER_LIMITS.perCabinetMax
      )
        throw invalid({ title: [PROKER_MESSAGES.tooMany] });
      // Strapi checks a uid's uniqueness on write, and the database's unique index (src/bootstrap/operations.ts)
      // refuses a slug another process took in between: then look again for a free one.
      const created = await oneCreateAtATime(() =>
        retryOnUniqueness(strapi, async () => {
          const slug = await freeSlug(values.title!);
          return await documents().create({
            data: {
              title: values.title!,
              slug,
              status: values.status!,
              progress: values.progress!,
              summary: values.summary!,
              content: values.content ?? '',
              ...(values.starts_on ? { starts_on: values.starts_on } : {}),
              ...(values.ends_on ? { ends_on: values.ends_on } : {}),
              ...(values.pic ? { pic: values.pic } : {}),
              kabinet: cabinetId,
              departemen: values.department_id!,
            },
            populate: PROKER_POPULATE,
          });
        }),
      );
      const [proker] = await withLinks([created]);
      return proker!;
    },

    async update(id: number | null, input: ProkerInput): Promise<Proker> {
      const existing = id ? await findEntity({ id: { $eq: id } }) : null;
      if (!existing?.documentId) throw notFound(PROKER_MESSAGES.notFound);
      const stored = toProker(existing, { kegiatan: [], berita: [] });
      // a program stays in its cabinet: an edit moves it between that cabinet's departments only
      const { kabinet_id: _ignored, ...rest } = input;
      const result = checkProkerInput(rest, 'update', stored, sanitizeNewsHtml);
      if (!result.ok) throw invalid(result.errors as FieldErrors);
      const values = result.values;
      if (values.department_id !== undefined) {
        const cabinetId = existing.kabinet ? numericId(existing.kabinet.id) : null;
        if (cabinetId === null || (await cabinetOfDepartment(values.department_id)) !== cabinetId)
          throw invalid({ department_id: [PROKER_MESSAGES.departmentUnknown] });
      }
      const saved = await documents().update({
        documentId: existing.documentId,
        data: {
          ...(values.title !== undefined ? { title: values.title } : {}),
          ...(values.status !== undefined ? { status: values.status } : {}),
          ...(values.progress !== undefined ? { progress: values.progress } : {}),
          ...(values.summary !== undefined ? { summary: values.summary } : {}),
          ...(values.content !== undefined ? { content: values.content } : {}),
          ...(values.starts_on !== undefined ? { starts_on: values.starts_on ?? CLEARED } : {}),
          ...(values.ends_on !== undefined ? { ends_on: values.ends_on ?? CLEARED } : {}),
          ...(values.pic !== undefined ? { pic: values.pic ?? CLEARED } : {}),
          ...(values.department_id !== undefined ? { departemen: values.department_id } : {}),
        },
        populate: PROKER_POPULATE,
      });
      if (!saved) throw notFound(PROKER_MESSAGES.notFound);
      const [proker] = await withLinks([saved]);
      return proker!;
    },

    /** Moves the program to the trash (ADR 089); its activities and news stay, unlinked until a restore. */
    async remove(id: number | null): Promise<void> {
      await moveToTrash(strapi, 'proker', id, PROKER_MESSAGES.notFound);
    },
  };
};

export type ProkerService = ReturnType<typeof import('./proker').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::proker.proker': ProkerService;
  }
}
