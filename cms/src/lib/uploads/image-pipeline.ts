/**
 * What every stored image goes through, our uploads and the dashboard's media library alike (ADR 037). It replaces
 * three steps of the upload plugin's `image-manipulation` service (installed by src/extensions/upload/strapi-server.ts):
 * - `optimize`: the original is turned upright, scaled to at most `UPLOAD_LIMITS.maxLongSide` on its long side, cut
 *   to its first frame (an animated WebP keeps one frame: its cost is bounded by one frame's pixels) and re-encoded
 *   in its own format WITHOUT any metadata (EXIF with GPS, XMP, ICC, comments). The plugin's own version kept the
 *   original, metadata and all, whenever re-encoding came out larger.
 * - `isFaultyImage`: a full decode with our pixel bound, so a decompression bomb is refused before anything is made.
 * - `generateResponsiveFormats`: the plugin's renditions, plus a WebP twin of the original and of each rendition the
 *   pages use (`webp`, `thumbnail_webp`, `small_webp`, ...): stored as formats of the same file, so deleting the
 *   file deletes them and the start-up sweep knows them.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-type';
import { UPLOAD_LIMITS } from './limits';
import { createLimiter } from '../process/serial';

/**
 * As many images decoded at once as IMAGE_THREADS (sharp's concurrency; default 1): 20 phone photos sent together
 * otherwise held 20 decoded 12 MP images and took the CMS past 1 GB (ADR 072). The others wait their turn.
 */
const imageWork = createLimiter(() => sharp.concurrency());

/** A file as the upload plugin passes it between its steps (only what we read and write). */
interface PluginFile {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  path?: string | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  getStream: () => NodeJS.ReadableStream;
  width?: number | null;
  height?: number | null;
  size?: number;
  sizeInBytes?: number;
}

interface Format {
  key: string;
  file: PluginFile;
}

/** The plugin's image-manipulation service (the functions we wrap). */
export interface ImageManipulation {
  optimize(file: PluginFile): Promise<PluginFile>;
  isFaultyImage(file: PluginFile): Promise<boolean>;
  generateResponsiveFormats(file: PluginFile): Promise<(Format | null | undefined)[]>;
  [other: string]: unknown;
}

type Encodable = 'jpeg' | 'png' | 'webp';
const ENCODABLE: readonly string[] = ['jpeg', 'png', 'webp'];

/**
 * The encoder settings of a stored original and of the WebP twins (measured in ADR 037). Cheap settings on purpose:
 * the upload's image work shares a two-core machine with visitors; mozjpeg would save a quarter of the JPEG (which
 * only browsers without WebP download) for four times the CPU, WebP effort 4 five per cent for two and a half times.
 */
const ENCODE = {
  jpeg: { quality: 82, progressive: true },
  png: { compressionLevel: 9 },
  webp: { quality: 78, effort: 2 },
  /** A PNG's twin: lossless, so a poster's text stays as sharp as in the PNG (and still smaller than it). */
  webpOfPng: { lossless: true, effort: 2 },
} as const;

/** The renditions that get a WebP twin: the ones the contract's `image_formats` carries (not `social`). */
export const TWINNED_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;
/** The format key of a twin: `webp` for the original, `small_webp` for `small`, ... */
export const webpKey = (format?: string) => (format ? `${format}_webp` : 'webp');

/** The plugin's thumbnail box (@strapi/upload image-manipulation `THUMBNAIL_RESIZE_OPTIONS`). */
const THUMBNAIL_BOX = { width: 245, height: 156 };

const bytesToKb = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

function decoder(input: string | Buffer) {
  // failOn 'error': a truncated or corrupt image fails here instead of being stored half grey
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 });
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function workPath(file: PluginFile, name: string): string {
  return file.tmpWorkingDirectory ? path.join(file.tmpWorkingDirectory, name) : name;
}

/** The stored original: upright, at most maxLongSide, first frame, no metadata, in its own format. */
function normalizedImage(input: string | Buffer, format: Encodable) {
  const side = UPLOAD_LIMITS.maxLongSide;
  const pipeline = decoder(input)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  return format === 'jpeg'
    ? pipeline.jpeg(ENCODE.jpeg)
    : format === 'png'
      ? pipeline.png(ENCODE.png)
      : pipeline.webp(ENCODE.webp);
}

/**
 * A WebP of `input` written to `target`, upright, within `box` (a rendition's own width and height, or the
 * thumbnail's bounding box), or the same size without one; lossless when the original is a PNG.
 */
export async function writeWebpTwin(
  input: string | Buffer,
  target: string,
  box: { width: number; height: number } | undefined,
  fromPng: boolean,
): Promise<sharp.OutputInfo> {
  let pipeline = decoder(input).rotate();
  if (box) pipeline = pipeline.resize({ ...box, fit: 'inside', withoutEnlargement: true });
  return pipeline.webp(fromPng ? ENCODE.webpOfPng : ENCODE.webp).toFile(target);
}

function pluginFile(
  base: PluginFile,
  key: string,
  filepath: string,
  info: sharp.OutputInfo,
  ext: string,
  mime: string,
) {
  return {
    name: `${key}_${base.name}`,
    hash: `${key}_${base.hash}`,
    ext,
    mime,
    path: base.path ?? null,
    filepath,
    getStream: () => createReadStream(filepath),
    width: info.width,
    height: info.height,
    size: bytesToKb(info.size),
    sizeInBytes: info.size,
  } satisfies PluginFile;
}

/** Wraps the plugin's service; see the file's header. */
export function withImagePipeline<S extends ImageManipulation>(plugin: S): S {
  const formatOf = async (file: PluginFile) => {
    try {
      const { format } = await (
        file.filepath ? sharp(file.filepath) : sharp(await readAll(file.getStream()))
      ).metadata();
      return format && ENCODABLE.includes(format) ? (format as Encodable) : null;
    } catch {
      return null;
    }
  };

  return {
    ...plugin,

    isFaultyImage: (file: PluginFile): Promise<boolean> =>
      imageWork(async () => {
        try {
          await decoder(file.filepath ?? (await readAll(file.getStream()))).stats();
          return false;
        } catch {
          return true;
        }
      }),

    optimize: (file: PluginFile): Promise<PluginFile> =>
      imageWork(async () => {
        const format = await formatOf(file);
        if (!format) return plugin.optimize(file);
        const target = workPath(file, `normalized-${file.hash}`);
        const info = await normalizedImage(file.filepath ?? (await readAll(file.getStream())), format).toFile(target);
        return {
          ...file,
          filepath: target,
          getStream: () => createReadStream(target),
          width: info.width,
          height: info.height,
          size: bytesToKb(info.size),
          sizeInBytes: info.size,
        };
      }),

    generateResponsiveFormats: (file: PluginFile) => imageWork(() => responsiveFormats(file)),
  };

  async function responsiveFormats(file: PluginFile) {
    const formats = await plugin.generateResponsiveFormats(file);
    // a WebP original's renditions are WebP already
    if (file.mime === 'image/webp' || file.ext === '.webp') return formats;
    // the provider may already have consumed `filepath`; the working copy stays readable through getStream
    const source = await readAll(file.getStream());
    const twins: Format[] = [];
    const twin = async (key: string, box?: { width: number; height: number }) => {
      const target = workPath(file, `${key}_${file.hash}.webp`);
      const info = await writeWebpTwin(source, target, box, file.mime === 'image/png' || file.ext === '.png');
      twins.push({ key, file: pluginFile(file, key, target, info, '.webp', 'image/webp') });
    };
    await twin(webpKey());
    const { width = 0, height = 0 } = file;
    if ((width ?? 0) > THUMBNAIL_BOX.width || (height ?? 0) > THUMBNAIL_BOX.height) {
      await twin(webpKey('thumbnail'), THUMBNAIL_BOX);
    }
    for (const format of formats) {
      if (!format || !(TWINNED_FORMATS as readonly string[]).includes(format.key)) continue;
      const { width: w, height: h } = format.file;
      if (w && h) await twin(webpKey(format.key), { width: w, height: h });
    }
    return [...formats, ...twins];
  }
}
