/**
 * Serving the built single-page app (web/dist) from the CMS, so the whole site is one origin.
 *
 * - `resolveDistFile(root, urlPath)` maps a URL path to a file inside `root` or null (never outside it).
 * - `readAsset(file, encoding)` returns the bytes to send: a precompressed sibling (`.br`, `.gz`) when
 *   the build made one, else an on-the-fly compressed copy for text types (kept in a bounded memory
 *   cache keyed by path, size and mtime), else the file itself.
 * - Cache policy: hashed build output under `/assets/` is immutable for a year; `index.html` is
 *   `no-cache` (always revalidated, so a deploy shows at once); other files get a short cache.
 */
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=600';
export const NO_CACHE = 'no-cache';

/** The repo's web/dist unless configured (relative paths are resolved from the cms folder). */
export function resolveWebDist(configured: string, appRoot: string): string {
  if (configured) return path.resolve(appRoot, configured);
  return path.resolve(appRoot, '..', 'web', 'dist');
}

export interface DistFile {
  absolute: string;
  stats: Stats;
}

/** A regular file under `root` for the URL path, or null. Refuses traversal and hidden files. */
export async function resolveDistFile(root: string, urlPath: string): Promise<DistFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  const absolute = path.join(root, ...segments);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return null;
  try {
    const stats = await stat(absolute);
    return stats.isFile() ? { absolute, stats } : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
  '.ico',
]);
export const isCompressible = (file: string) => COMPRESSIBLE.has(path.extname(file).toLowerCase());

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli first). */
export function pickEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const MAX_CACHE_BYTES = 32 * 1024 * 1024;
const MAX_COMPRESS_SOURCE = 8 * 1024 * 1024;
const compressed = new Map<string, Buffer>();
let compressedBytes = 0;

function remember(key: string, value: Buffer) {
  if (value.length > MAX_CACHE_BYTES / 4) return;
  while (compressedBytes + value.length > MAX_CACHE_BYTES && compressed.size > 0) {
    const [oldKey, oldValue] = compressed.entries().next().value as [string, Buffer];
    compressed.delete(oldKey);
    compressedBytes -= oldValue.length;
  }
  compressed.set(key, value);
  compressedBytes += value.length;
}

type AssetBody = { encoding: Encoding; length: number; body: Buffer | NodeJS.ReadableStream };

export async function readAsset(file: DistFile, wanted: Encoding): Promise<AssetBody> {
  const identity = (): AssetBody => ({
    encoding: 'identity',
    length: file.stats.size,
    body: createReadStream(file.absolute),
  });
  if (wanted === 'identity' || !isCompressible(file.absolute) || file.stats.size < 1024) return identity();

  const sibling = `${file.absolute}.${wanted === 'br' ? 'br' : 'gz'}`;
  try {
    const s = await stat(sibling);
    if (s.isFile() && s.mtimeMs >= file.stats.mtimeMs) {
      return { encoding: wanted, length: s.size, body: createReadStream(sibling) };
    }
  } catch {
    // no precompressed copy
  }
  if (file.stats.size > MAX_COMPRESS_SOURCE) return identity();

  const key = `${wanted}:${file.absolute}:${file.stats.size}:${file.stats.mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = await readFile(file.absolute);
    body =
      wanted === 'br'
        ? brotliCompressSync(raw, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 6 });
    remember(key, body);
  }
  return { encoding: wanted, length: body.length, body };
}

/** Cache-Control for a file served from dist. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html')) return NO_CACHE;
  return SHORT_CACHE;
}

/** The page shown when the SPA has not been built yet. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>HMRPL: aplikasi web belum dibangun</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #333">
<h1>Aplikasi web belum dibangun</h1>
<p>Server CMS berjalan, tetapi berkas situs (<code>web/dist</code>) belum ada.
Jalankan <code>npm run build</code> di folder proyek, lalu muat ulang halaman ini.</p>
<p>Dasbor CMS tersedia di <a href="/cms">/cms</a>.</p>
</body></html>
`;
