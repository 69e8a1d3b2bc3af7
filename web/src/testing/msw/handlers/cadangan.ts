/** The scheduled backup's state on fixtures (contract part two, "Backups"; ADR 070): admins only, as the CMS. */
import { http, HttpResponse } from 'msw';
import type { BackupStatus, ErrorBody } from '@hmrpl/contract';
import { db } from '../db';
import { adminFailure, latency } from '../utils';

export const cadanganHandlers = [
  http.get<never, never, BackupStatus | ErrorBody>('/api/admin/cadangan', async () => {
    await latency();
    return adminFailure() ?? HttpResponse.json<BackupStatus>(db.backup);
  }),
];
