/**
 * The audit log on fixtures (contract part two, "Audit log (riwayat)"; ADR 086): the paged list newest first with the
 * CMS's filters (person, kind, whole Jakarta days) and its 422 for a day that is not one; the export's own entry.
 * The entries are `db.audit` (other handlers record theirs with `recordAudit` in ../utils).
 */
import { http, HttpResponse } from 'msw';
import type { AuditLimits, AuditMessages, AuditPage, ErrorBody } from '@hmrpl/contract';
import { DAY_MS, jakartaDayStart } from '@cms-content/jakarta-day';
import { db } from '../db';
import { adminFailure, exportRecord, latency, paged, validationResponse } from '../utils';

const INVALID_DAY: AuditMessages['invalidDay'] = 'Tanggal harus berformat YYYY-MM-DD.';
const LIMITS: Pick<AuditLimits, 'perPageDefault' | 'perPageMax'> = { perPageDefault: 25, perPageMax: 100 };

export const riwayatHandlers = [
  http.get<never, never, AuditPage | ErrorBody>('/api/admin/riwayat', async ({ request }) => {
    await latency();
    const failure = adminFailure();
    if (failure) return failure;
    const url = new URL(request.url);
    // whole numbers only, as the CMS reads them (anything else is the default)
    const int = (name: string) => {
      const text = url.searchParams.get(name) ?? '';
      return /^\d{1,9}$/.test(text) ? Number(text) : null;
    };
    const page = Math.max(1, int('page') ?? 1);
    const perPage = Math.min(LIMITS.perPageMax, Math.max(1, int('per_page') ?? LIMITS.perPageDefault));
    const actor = int('actor');
    const type = (url.searchParams.get('target_type') ?? '').trim().slice(0, 50) || null;
    const errors: Record<string, string[]> = {};
    const days: { from?: number; until?: number } = {};
    for (const [name, end] of [
      ['dari', false],
      ['sampai', true],
    ] as const) {
      const text = url.searchParams.get(name);
      if (!text) continue;
      const start = jakartaDayStart(text);
      if (!start) errors[name] = [INVALID_DAY];
      else if (end) days.until = start.getTime() + DAY_MS;
      else days.from = start.getTime();
    }
    if (Object.keys(errors).length > 0) return validationResponse(errors);
    const matching = db.audit.filter((entry) => {
      const at = Date.parse(entry.at);
      return (
        (actor === null || entry.actor?.id === actor) &&
        (type === null || entry.target_type === type) &&
        (days.from === undefined || at >= days.from) &&
        (days.until === undefined || at < days.until)
      );
    });
    return HttpResponse.json<AuditPage>(paged(matching, page, perPage));
  }),

  http.post('/api/admin/riwayat/ekspor', async ({ request }) => {
    await latency();
    return exportRecord(request, 'riwayat');
  }),
];
