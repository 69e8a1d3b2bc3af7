/**
 * Start-up duties for running more than one process (ADR 015, ADR 017):
 * - a unique index on the news, the activity and the achievement slugs, so two processes creating `rapat-kerja` at the same moment
 *   cannot both win (the loser's insert fails, and the service picks the next free slug);
 * - the start-up line that tells the operator where everything is.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Core } from '@strapi/strapi';
import { withoutTrailingSlashes } from '../lib/content/strings';
import { generatedPasswordsFile } from '../lib/process/secrets-at-rest';
import { mb, watchDiskSpace } from '../lib/uploads/disk-space';

/** The tables whose slug is unique, with the words the warning uses. */
const SLUG_INDEXES = [
  { index: 'hmrpl_beritas_slug_unique', table: 'beritas', what: 'news items' },
  { index: 'hmrpl_kegiatans_slug_unique', table: 'kegiatans', what: 'activities' },
  { index: 'hmrpl_prokers_slug_unique', table: 'prokers', what: 'programs of work' },
  { index: 'hmrpl_prestasis_slug_unique', table: 'prestasis', what: 'achievements' },
];

export async function ensureUniqueSlugIndex(strapi: Core.Strapi): Promise<void> {
  for (const { index, table, what } of SLUG_INDEXES) {
    try {
      await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${index} ON ${table} (slug)`);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      // 23505 / 42P07: another process made it at the same moment
      if (code === '23505' || code === '42P07') continue;
      strapi.log.warn(
        `${what}: could not add the unique slug index (${(error as Error).message}); two ${what} probably share a slug. ` +
          'Rename one in the dashboard, then restart.',
      );
    }
  }
}

/**
 * The URLs of this process, e.g. "HMRPL siap: situs http://localhost:1337/ ...": the site, the staff's admin area, the
 * super-admins' Strapi dashboard (Strapi's own start-up box is off: it named only /cms), and while it exists the
 * private file holding generated first-account passwords (ADR 032, ADR 069).
 */
export function startupLine(baseUrl: string, processInfo: string, passwordsFile: string | null): string {
  const base = withoutTrailingSlashes(baseUrl);
  return (
    `HMRPL siap (${processInfo}): situs ${base}/ | admin (staf) ${base}/admin | ` +
    `dashboard Strapi (super-admin) ${base}/cms | ` +
    `health ${base}/api/health${passwordsFile ? ` | kata sandi awal: ${passwordsFile}` : ''}`
  );
}

export async function announceUrls(strapi: Core.Strapi): Promise<void> {
  // free disk for uploads: on the start-up line, and a warning in the log while it is low (lib/uploads/disk-space.ts)
  const disk = await watchDiskSpace(strapi);
  const diskInfo = disk
    ? ` | disk ${mb(disk.freeBytes)} MB free${disk.low ? ` (UNDER the ${mb(disk.minFreeBytes)} MB reserve: uploads refused)` : ''}`
    : '';
  const server = strapi.server.httpServer;
  server.once('listening', () => {
    const address = server.address() as AddressInfo | null;
    const host = String(strapi.config.get('server.host', '0.0.0.0'));
    const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    const local = `http://${shownHost}:${address?.port ?? strapi.config.get('server.port')}`;
    const publicUrl = String(strapi.config.get('server.url', '') || '');
    const db = String(strapi.config.get('database.connection.client', 'sqlite'));
    const passwords = generatedPasswordsFile(strapi);
    const line = startupLine(
      publicUrl.startsWith('http') ? publicUrl : local,
      `pid ${process.pid}, ${db}`,
      existsSync(passwords) ? passwords : null,
    );
    const text = `${publicUrl.startsWith('http') ? `${line} (listening on ${local})` : line}${diskInfo}`;
    if (disk?.low) strapi.log.warn(text);
    else strapi.log.info(text);
  });
}
