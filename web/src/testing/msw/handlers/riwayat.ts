/**
 * The audit log on fixtures (contract part two, "Audit log (riwayat)"; ADR 086): the paged list newest first with the
 * CMS's filters (person, kind, whole Jakarta days) and its 422 for a day that is not one; the export's own entry.
 * The entries are `db.audit` (other handlers record theirs with `recordAudit` in ../utils).
 */
import { http, HttpResponse } from 'msw';
import type { AuditMessages, AuditPage, ErrorBody } from '@hmrpl/contract';
import { DAY_MS, jakartaDayStart } from '@cms-content/jakarta-day';
import { db } from '../db';
import { adminFailure, exportRecord, latency, pageOf, validationResponse } from '../utils';

const INVALID_DAY: AuditMessages['invalidDay'] = 'Tanggal harus berformat YYYY-MM-DD.';

export const riwayatHandlers = [
  http.get<never, never, AuditPage | ErrorBody>('/api/admin/riwayat', async ({ request }) => {
    await latency();
    const failure = adminFailure();
    if (failure) return failure;
    const url = new URL(request.url);
    const page = pageOf(url);
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 25));
    const actor = Number(url.searchParams.get('actor')) || null;
    const type = url.searchParams.get('target_type') || null;
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
    const total = matching.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    return HttpResponse.json<AuditPage>({
      data: matching.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    });
  }),

  http.post('/api/admin/riwayat/ekspor', async ({ request }) => {
    await latency();
    return exportRecord(request, 'riwayat');
  }),
];
