/**
 * Images stored before WebP twins existed get them once (ADR 037): in the background a few seconds after the server
 * listens (one image at a time on the libvips threads IMAGE_THREADS allows, so visitors are served first), or with
 * `npm run images:webp -w cms`. Each twin is written beside the original (`webp_<hash>.webp`,
 * `small_webp_<hash>.webp`, ... as new uploads get them), atomically (a temp name, then a rename), and then added to
 * the file's formats, so deleting the image deletes it and the start-up sweep knows it. A finished pass is recorded
 * in the core store, and later start-ups skip the scan; a file that failed is tried again at the next start.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { uploadsDir } from './disk-space';
import { TWINNED_FORMATS, webpKey, writeWebpTwin } from './image-pipeline';

const FILE_UID = 'plugin::upload.file';
const DONE_KEY = { type: 'plugin', name: 'hmrpl', key: 'webp-twins-v1' } as const;
const PAGE = 50;

interface StoredFormat {
  name?: string;
  hash?: string;
  ext?: string;
  mime?: string;
  path?: string | null;
  url?: string;
  width?: number | null;
  height?: number | null;
  size?: number;
  sizeInBytes?: number;
}

interface FileRow {
  id: number;
  name: string;
  hash: string;
  ext: string | null;
  mime: string | null;
  url: string;
  provider: string;
  width: number | null;
  height: number | null;
  formats: Record<string, StoredFormat> | null;
}

interface BackfillReport {
  made: number;
  failed: number;
  skipped: boolean;
}

const localName = (url: string | undefined) => /^\/uploads\/([^/]+)$/.exec(url ?? '')?.[1] ?? null;

/** The twins one stored JPEG or PNG still lacks: [format key, source box] (no box: the original's size). */
function missingTwins(row: FileRow): Array<[string, { width: number; height: number } | undefined]> {
  const formats = row.formats ?? {};
  const wanted: Array<[string, { width: number; height: number } | undefined]> = [[webpKey(), undefined]];
  for (const name of TWINNED_FORMATS) {
    const format = formats[name];
    if (format?.width && format.height) wanted.push([webpKey(name), { width: format.width, height: format.height }]);
  }
  return wanted.filter(([key]) => !formats[key]);
}

/** Makes one file's missing twins; returns how many. */
async function backfillFile(strapi: Core.Strapi, row: FileRow): Promise<number> {
  const name = localName(row.url);
  if (row.provider !== 'local' || !name) return 0;
  const missing = missingTwins(row);
  if (missing.length === 0) return 0;
  const dir = uploadsDir(strapi);
  const source = path.join(dir, name);
  const added: Record<string, StoredFormat> = {};
  for (const [key, box] of missing) {
    const hash = `${key}_${row.hash}`;
    const final = path.join(dir, `${hash}.webp`);
    // not a dot-name: if the process dies here, the start-up sweep removes the orphan after its grace period
    const temp = path.join(dir, `${hash}.webp.tmp`);
    try {
      const info = await writeWebpTwin(source, temp, box, row.mime === 'image/png');
      await rename(temp, final);
      added[key] = {
        name: `${key}_${row.name}`,
        hash,
        ext: '.webp',
        mime: 'image/webp',
        path: null,
        url: `/uploads/${hash}.webp`,
        width: info.width,
        height: info.height,
        size: Math.round((info.size / 1000) * 100) / 100,
        sizeInBytes: info.size,
      };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
  // read again just before writing: another process may have changed the row meanwhile
  const current = (await strapi.db.query(FILE_UID).findOne({ where: { id: row.id }, select: ['formats'] })) as Pick<
    FileRow,
    'formats'
  > | null;
  if (!current) {
    // the image was deleted while its twins were made
    await Promise.all(Object.values(added).map((f) => rm(path.join(dir, `${f.hash}.webp`), { force: true })));
    return 0;
  }
  await strapi.db
    .query(FILE_UID)
    .update({ where: { id: row.id }, data: { formats: { ...current.formats, ...added } } });
  return Object.keys(added).length;
}

/** One pass over every stored JPEG and PNG; `force` ignores the record of an earlier finished pass. */
export async function backfillWebpTwins(
  strapi: Core.Strapi,
  { force = false }: { force?: boolean } = {},
): Promise<BackfillReport> {
  if (!force && (await strapi.store.get(DONE_KEY))) return { made: 0, failed: 0, skipped: true };
  let made = 0;
  let failed = 0;
  for (let start = 0; ; start += PAGE) {
    const rows = (await strapi.db.query(FILE_UID).findMany({
      where: { mime: { $in: ['image/jpeg', 'image/png'] } },
      select: ['id', 'name', 'hash', 'ext', 'mime', 'url', 'provider', 'width', 'height', 'formats'],
      orderBy: { id: 'asc' },
      offset: start,
      limit: PAGE,
    })) as FileRow[];
    for (const row of rows) {
      try {
        made += await backfillFile(strapi, row);
      } catch (error) {
        failed += 1;
        strapi.log.warn(`[webp] file ${row.id} (${row.url}): no WebP twin made (${(error as Error).message})`);
      }
      // let requests in between
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (rows.length < PAGE) break;
  }
  if (failed === 0) await strapi.store.set({ ...DONE_KEY, value: { at: new Date().toISOString(), made } });
  return { made, failed, skipped: false };
}

/** The start-up step: the pass runs a few seconds after the server listens, in the background; it never throws. */
export function backfillWebpTwinsAfterStart(strapi: Core.Strapi, delayMs = 5000): void {
  strapi.server.httpServer.once('listening', () => {
    const timer = setTimeout(() => {
      backfillWebpTwins(strapi)
        .then((report) => {
          if (report.made > 0 || report.failed > 0)
            strapi.log.info(`[webp] WebP twins made for existing images: ${report.made}, failed: ${report.failed}`);
        })
        .catch((error) => strapi.log.error(`[webp] the WebP pass failed: ${(error as Error).message}`));
    }, delayMs);
    timer.unref();
  });
}
