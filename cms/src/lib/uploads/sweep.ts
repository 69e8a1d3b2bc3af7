/**
 * Start-up sweep: removes what an interrupted upload or delete left behind (see lib/uploads/store.ts and the
 * galeri/berita services for the order of the steps), so a crash leaves no entry without its file and no file without
 * its entry. Never touch anything younger than the grace period (another process may be writing it), nor a row whose
 * name `randomFileName` did not give (a dashboard upload). Proved by tests/reliability/crash.*.test.ts. See ADR 020.
 */
import { existsSync } from 'node:fs';
import { readdir, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { removeMedia } from './store';
import type { MediaFile } from './media-fields';
// only names our upload code gives are ever removed for being unlinked
import { isOurUploadName } from './upload-name';

const FILE_UID = 'plugin::upload.file';
const GALERI_UID = 'api::galeri.galeri';

interface FileRow {
  id: number;
  name: string;
  url: string;
  provider: string;
  formats: unknown;
  created_at: string | number | Date;
}

interface RelationRow {
  file_id: number;
  related_type: string;
  related_id: number;
}

interface SweepReport {
  orphanFiles: string[];
  unlinkedRows: number[];
  rowsWithoutFile: number[];
  galeriRemoved: number[];
  tempDirs: number;
  warnings: string[];
}

function toTime(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const n = Number(value);
  return Number.isFinite(n) && /^\d+$/.test(value) ? n : Date.parse(value);
}

function formatUrls(formats: unknown): string[] {
  const parsed = typeof formats === 'string' ? safeJson(formats) : formats;
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.values(parsed as Record<string, { url?: unknown }>)
    .map((format) => format?.url)
    .filter((url): url is string => typeof url === 'string');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `/uploads/x.jpg` -> `x.jpg`; anything else (another provider) -> null. */
function localName(url: string): string | null {
  const match = /^\/uploads\/([^/]+)$/.exec(url);
  return match ? match[1] : null;
}

async function sweepUploads(
  strapi: Core.Strapi,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
): Promise<SweepReport> {
  const report: SweepReport = {
    orphanFiles: [],
    unlinkedRows: [],
    rowsWithoutFile: [],
    galeriRemoved: [],
    tempDirs: 0,
    warnings: [],
  };
  const uploadsDir = path.join(strapi.dirs.static.public, 'uploads');
  const knex = strapi.db.connection;
  const fileTable = strapi.db.metadata.get(FILE_UID).tableName;
  const galeriTable = strapi.db.metadata.get(GALERI_UID).tableName;
  const old = (time: number) => Number.isFinite(time) && now - time >= graceMs;

  const loadRows = async () =>
    (await knex(fileTable).select('id', 'name', 'url', 'provider', 'formats', 'created_at')) as FileRow[];
  const loadLinks = async () =>
    (await knex('files_related_mph').select('file_id', 'related_type', 'related_id')) as RelationRow[];
  const findFile = async (id: number) =>
    (await strapi.db.query(FILE_UID).findOne({ where: { id } })) as MediaFile | null;

  let rows = await loadRows();
  let links = await loadLinks();
  const linksOf = (id: number) => links.filter((link) => link.file_id === id);

  // 1. Rows whose main file is gone. A gallery entry is only its image, so it goes with it; news, posters and
  //    awardings keep their text and are reported for an admin to fix.
  for (const row of rows) {
    if (row.provider !== 'local') continue;
    const name = localName(row.url);
    if (!name || existsSync(path.join(uploadsDir, name))) continue;
    const rowLinks = linksOf(row.id);
    const others = rowLinks.filter((link) => link.related_type !== GALERI_UID);
    if (others.length > 0) {
      report.warnings.push(
        `file ${row.id} (${row.url}) is missing but still used by ${others.map((l) => `${l.related_type}#${l.related_id}`).join(', ')}`,
      );
      continue;
    }
    for (const link of rowLinks) {
      await strapi.db.query(GALERI_UID).delete({ where: { id: link.related_id } });
      report.galeriRemoved.push(link.related_id);
    }
    const file = await findFile(row.id);
    if (file) await removeMedia(strapi, [file]);
    report.rowsWithoutFile.push(row.id);
  }

  // 2. Our rows that nothing links (an upload whose entry was never made, an image whose entry went away).
  rows = await loadRows();
  links = await loadLinks();
  const linked = new Set(links.map((link) => link.file_id));
  for (const row of rows) {
    if (linked.has(row.id) || !isOurUploadName(row.name) || !old(toTime(row.created_at))) continue;
    const file = await findFile(row.id);
    if (file) await removeMedia(strapi, [file]);
    report.unlinkedRows.push(row.id);
  }

  // 3. Gallery entries without an image.
  const withImage = new Set(links.filter((link) => link.related_type === GALERI_UID).map((link) => link.related_id));
  const galeris = (await knex(galeriTable).select('id', 'created_at')) as {
    id: number;
    created_at: string | number | Date;
  }[];
  for (const entry of galeris) {
    if (withImage.has(entry.id) || !old(toTime(entry.created_at))) continue;
    await strapi.db.query(GALERI_UID).delete({ where: { id: entry.id } });
    report.galeriRemoved.push(entry.id);
  }

  // 4. Files on disk that no row names.
  rows = await loadRows();
  const named = new Set<string>();
  for (const row of rows) {
    for (const url of [row.url, ...formatUrls(row.formats)]) {
      const name = localName(url);
      if (name) named.add(name);
    }
  }
  const entries = existsSync(uploadsDir) ? await readdir(uploadsDir, { withFileTypes: true }) : [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.') || named.has(entry.name)) continue;
    const full = path.join(uploadsDir, entry.name);
    const info = await stat(full).catch(() => null);
    if (!info || !old(info.mtimeMs)) continue;
    await unlink(full).catch(() => undefined);
    report.orphanFiles.push(entry.name);
  }

  // 5. The upload plugin's temp folders (each holds a copy of an image being processed). They are per machine, not
  // per data folder: another install on the same machine may be using one, so at least an hour old.
  const tmp = os.tmpdir();
  const oldTemp = (time: number) => now - time >= Math.max(graceMs, 3600_000);
  for (const entry of await readdir(tmp, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !entry.name.startsWith('strapi-upload-')) continue;
    const full = path.join(tmp, entry.name);
    const info = await stat(full).catch(() => null);
    if (!info || !oldTemp(info.mtimeMs)) continue;
    await rm(full, { recursive: true, force: true }).catch(() => undefined);
    report.tempDirs += 1;
  }
  return report;
}

/**
 * The bootstrap step: sweeps once before the server listens (no request of this process can be writing yet), then again every grace period (at least a minute) while
 * it runs, so leftovers that were too young at start-up (a crash followed by an immediate restart) go soon after.
 * Logs what it did, and never stops the site from starting.
 */
export async function sweepUploadsAtStartup(strapi: Core.Strapi): Promise<void> {
  const graceSeconds = Math.max(0, strapi.config.get<number>('server.hmrpl.uploadSweepGraceSeconds', 600));
  const once = async () => {
    try {
      const r = await sweepUploads(strapi, { graceMs: graceSeconds * 1000 });
      const done =
        r.orphanFiles.length + r.unlinkedRows.length + r.rowsWithoutFile.length + r.galeriRemoved.length + r.tempDirs;
      if (done > 0) {
        strapi.log.info(
          `[upload sweep] removed ${r.orphanFiles.length} orphan file(s), ${r.unlinkedRows.length} unlinked upload(s), ` +
            `${r.rowsWithoutFile.length} upload row(s) without a file, ${r.galeriRemoved.length} gallery entr(ies) without an image, ` +
            `${r.tempDirs} temp folder(s)`,
        );
      }
      for (const warning of r.warnings) strapi.log.warn(`[upload sweep] ${warning}`);
    } catch (error) {
      strapi.log.error(`[upload sweep] failed, nothing more removed: ${(error as Error).message}`);
    }
  };
  await once();
  let running = false;
  const timer = setInterval(
    async () => {
      if (running) return;
      running = true;
      await once();
      running = false;
    },
    Math.max(60, graceSeconds) * 1000,
  );
  timer.unref(); // never keeps the process alive
}
