/**
 * The audit log's store (contract part two, "Audit log (riwayat)"; ADR 086): `record` writes one entry in the
 * transaction of the request that made the change (src/middlewares/audit.ts), `list` reads them newest first with the
 * contract's filters. Nothing here changes or deletes an entry (lifecycles refuse it; only the retention job removes
 * old ones).
 */
import type { Core } from '@strapi/strapi';
import type { AuditAction, AuditEntry, AuditLimits, AuditMessages, AuditPage, AuditQuery } from '@hmrpl/contract';
import { isoDate, numericId, type Entry } from '../../../lib/strapi/documents';
import { paging } from '../../../lib/http/request-params';
import { invalid } from '../../../lib/http/errors';
import { DAY_MS, jakartaDayStart } from '../../../lib/content/jakarta-day';
import { asAuditWriter } from '../../../lib/audit/writer';

export const AUDIT_UID = 'api::riwayat.riwayat';

export const AUDIT_LIMITS: AuditLimits = { perPageDefault: 25, perPageMax: 100, retentionMonthsDefault: 24 };

export const AUDIT_MESSAGES: AuditMessages = {
  exportRecorded: 'Ekspor dicatat.',
  invalidRows: 'Jumlah baris tidak valid.',
  invalidDay: 'Tanggal harus berformat YYYY-MM-DD.',
};

/** What a request's entry says. */
export interface AuditRecord {
  action: AuditAction;
  actor: { id: number; name: string } | null;
  target_type: string;
  target_id: number | null;
  target_title: string | null;
  summary: string | null;
}

type AuditRow = Entry<typeof AUDIT_UID>;

const cut = (text: string | null | undefined, max: number): string | null =>
  text ? (text.length > max ? `${text.slice(0, max - 3)}...` : text) : null;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: numericId(row.id),
  at: isoDate(row.at),
  actor: row.actor_id != null ? { id: Number(row.actor_id), name: row.actor_name ?? '' } : null,
  action: row.action as AuditAction,
  target_type: row.target_type ?? '',
  target_id: row.target_id != null ? Number(row.target_id) : null,
  target_title: row.target_title ?? null,
  summary: row.summary ?? null,
});

/** The list's filter from a query string; a malformed day is 422 (an unknown person or type just finds nothing). */
function parseQuery(query: Record<string, unknown>): Required<Pick<AuditQuery, 'page' | 'per_page'>> & {
  where: Record<string, unknown>;
} {
  const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const int = (value: unknown) => {
    const text = one(value);
    return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null;
  };
  const page = Math.max(1, int(query.page) ?? 1);
  const per_page = Math.min(AUDIT_LIMITS.perPageMax, Math.max(1, int(query.per_page) ?? AUDIT_LIMITS.perPageDefault));
  const where: Record<string, unknown>[] = [];
  const actor = int(query.actor);
  if (actor !== null) where.push({ actor_id: actor });
  const type = one(query.target_type);
  if (typeof type === 'string' && type.trim() !== '') where.push({ target_type: type.trim().slice(0, 50) });
  const errors: Record<string, string[]> = {};
  for (const [name, end] of [
    ['dari', false],
    ['sampai', true],
  ] as const) {
    const text = one(query[name]);
    if (typeof text !== 'string' || text === '') continue;
    const start = jakartaDayStart(text);
    if (!start) errors[name] = [AUDIT_MESSAGES.invalidDay];
    else where.push({ at: end ? { $lt: new Date(start.getTime() + DAY_MS) } : { $gte: start } });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { page, per_page, where: where.length > 0 ? { $and: where } : {} };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** One entry, in the caller's transaction when there is one (there always is on an audited route). */
  async record(entry: AuditRecord, at = new Date()): Promise<void> {
    await asAuditWriter(() =>
      strapi.db.query(AUDIT_UID).create({
        data: {
          at,
          action: entry.action,
          actor_id: entry.actor?.id ?? null,
          actor_name: cut(entry.actor?.name, 255),
          target_type: entry.target_type,
          target_id: entry.target_id,
          target_title: cut(entry.target_title, 255),
          summary: cut(entry.summary, 2000),
        },
      }),
    );
  },

  /** GET /api/admin/riwayat: the paged shape, newest first. */
  async list(query: Record<string, unknown>): Promise<AuditPage> {
    const { page, per_page, where } = parseQuery(query);
    const total = Number(await strapi.db.query(AUDIT_UID).count({ where }));
    const pages = paging(page, per_page, total);
    const rows = (await strapi.db.query(AUDIT_UID).findMany({
      where,
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      offset: pages.offset,
      limit: per_page,
    })) as AuditRow[];
    return {
      data: rows.map(toEntry),
      meta: { current_page: page, last_page: pages.lastPage, per_page, total },
    };
  },

  /** Who last changed an item, from its newest entry (for the 409 of a stale edit); null before the log existed. */
  async lastEditor(targetType: string, targetId: number | null): Promise<string | null> {
    const row = (await strapi.db.query(AUDIT_UID).findOne({
      where: {
        target_type: targetType,
        target_id: targetId === null ? { $null: true } : targetId,
        actor_id: { $notNull: true },
      },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
    })) as AuditRow | null;
    return row?.actor_name ?? null;
  },
});

export type RiwayatService = ReturnType<typeof import('./riwayat').default>;

declare module '../../../lib/strapi/documents' {
  interface Services {
    'api::riwayat.riwayat': RiwayatService;
  }
}
