/**
 * What becomes of an uploaded photo, over real HTTP: a 24 MB phone photo (6000x4000, EXIF orientation 6, GPS) is
 * stored upright, at most 2560 px, with no metadata in any stored file, and with WebP twins that the answer names;
 * the limits (25 MB a file, 413 naming the limit), an HEIC photo (422 saying how to send a JPEG), a truncated file
 * (422, nothing stored) and an animated WebP (one frame kept).
 */
import { randomFillSync } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage, NewsDetail, UploadGalleryResponse, ValidationErrorBody } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { blob, imageBytes } from './fixtures/images';
import { allPaths, expectServed } from './fixtures/storage';
import { backfillWebpTwins } from '../src/lib/uploads/webp-backfill';

let app: TestApp;
let admin: Agent;
const uploads = () => path.join(app.tmpDir, 'public', 'uploads');
const files = () => new Set(readdirSync(uploads()));

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

/**
 * A photo as a phone writes it: 6000x4000 pixels stored sideways (EXIF orientation 6: turn 90° clockwise to view),
 * GPS coordinates in its EXIF, and sensor-like noise so that it weighs about 24 MB. Seen upright its top half is
 * red and its bottom half blue (stored: left red, right blue).
 */
/** Deletes a gallery photo for good: to the trash (its files stay), then out of it (ADR 089). */
async function deleteForGood(id: number) {
  expect((await admin.delete(`/api/admin/galeri/${id}`)).status).toBe(200);
  const entries = (await admin.get<{ data: Array<{ id: number; type: string }> }>('/api/admin/sampah')).body.data;
  const entry = entries.find((e) => e.type === 'galeri');
  expect(entry).toBeTruthy();
  expect((await admin.delete(`/api/admin/sampah/${entry!.id}`)).status).toBe(200);
}

async function phonePhoto(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const raw = Buffer.alloc(width * height * 3);
  randomFillSync(raw);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const [r, g, b] = x < width / 2 ? [192, 57, 43] : [32, 96, 192];
      raw[i] = r + (raw[i]! % 128) - 64;
      raw[i + 1] = g + (raw[i + 1]! % 128) - 64;
      raw[i + 2] = b + (raw[i + 2]! % 128) - 64;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .withExif({
      IFD0: { Make: 'Uji', Model: 'Ponsel' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 58/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '107/1 37/1 48/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An upload to the gallery; its answer read as `T` (the success, or the 422's body where a test expects one). */
async function upload<T = UploadGalleryResponse>(bytes: Uint8Array, name: string, type = 'image/jpeg') {
  const form = new FormData();
  form.append('images[]', blob(bytes, type), name);
  return admin.post<T>('/api/admin/galeri', form);
}

/** The EXIF tag that points at the GPS coordinates (TIFF's GPSInfo IFD pointer). */
const GPS_IFD_POINTER = 0x8825;

/** The tags of an EXIF block's first directory (IFD0), read from its TIFF header; [] without EXIF. */
function exifTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

/** Every stored file of an answered image: its metadata as sharp reads it, and its raw bytes. */
async function storedFilesOf(image: GalleryImage | NewsDetail) {
  return Promise.all(
    allPaths(image).map(async (storagePath) => {
      const bytes = readFileSync(path.join(uploads(), storagePath));
      return { storagePath, bytes, meta: await sharp(bytes).metadata() };
    }),
  );
}

describe('a photo straight from a phone', () => {
  it('is stored upright, at most 2560 px, without GPS or any metadata, with WebP twins offered', async () => {
    const photo = await phonePhoto();
    const input = await sharp(photo).metadata();
    // the fixture is what the issue describes
    expect(photo.length).toBeGreaterThan(24 * 1000 * 1000);
    expect(photo.length).toBeLessThanOrEqual(25 * 1024 * 1024);
    expect([input.width, input.height, input.orientation]).toEqual([6000, 4000, 6]);
    expect(exifTags(input.exif)).toContain(GPS_IFD_POINTER);

    const res = await upload(photo, 'IMG_0001.JPG');
    expect(res.status).toBe(201);
    const [image] = res.body.data;
    // upright: portrait, scaled so the long side is 2560
    expect([image!.image_width, image!.image_height]).toEqual([1707, 2560]);
    expect(image!.image_webp).toMatch(/^webp_galeri_[0-9a-f]{24}_[0-9a-f]{10}\.webp$/);
    const formats = image!.image_formats!;
    for (const name of ['thumbnail', 'small', 'medium', 'large'] as const) {
      expect(formats[name]?.webp).toMatch(new RegExp(`^${name}_webp_galeri_[0-9a-f]{24}_[0-9a-f]{10}\\.webp$`));
    }

    const stored = await storedFilesOf(image!);
    expect(stored.length).toBe(10); // original + 4 renditions, and a WebP twin of each
    for (const { storagePath, bytes, meta } of stored) {
      expect({ storagePath, long: Math.max(meta.width!, meta.height!) <= 2560 }).toEqual({ storagePath, long: true });
      // no EXIF (so no GPS, no orientation), no XMP, no ICC profile, no comment: nothing but pixels
      expect({ storagePath, exif: meta.exif, xmp: meta.xmp, icc: meta.icc, orientation: meta.orientation }).toEqual({
        storagePath,
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        orientation: undefined,
      });
      expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(meta.format).toBe(storagePath.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(meta.height).toBeGreaterThan(meta.width!); // every file upright
      await expectServed(app, storagePath);
    }

    // upright, not just portrait: red on top, blue below (the original and its WebP twin)
    for (const storagePath of [image!.image_path, image!.image_webp!]) {
      const { data, info } = await sharp(path.join(uploads(), storagePath))
        .resize(8, 8, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (row: number) => [...data.subarray((row * info.width + 4) * 3, (row * info.width + 4) * 3 + 3)];
      const [topR, , topB] = pixel(1);
      const [bottomR, , bottomB] = pixel(6);
      expect({ storagePath, topRed: topR! > topB!, bottomBlue: bottomB! > bottomR! }).toEqual({
        storagePath,
        topRed: true,
        bottomBlue: true,
      });
    }

    // the twins are served as WebP, and the public answer names them
    const served = await app.agent().get(`/storage/${image!.image_webp}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const listed = await app.agent().get<{ data: GalleryImage[] }>('/api/galeri?page=1&limit=100');
    expect(listed.body.data.find((g) => g.id === image!.id)?.image_webp).toBe(image!.image_webp);
    await deleteForGood(image!.id);
    for (const { storagePath } of stored) expect(files().has(storagePath)).toBe(false);
  }, 120_000);

  it('a news image is preloaded by its page as WebP, with the same candidates the SPA offers', async () => {
    const form = new FormData();
    form.append('title', `Foto ponsel ${Date.now().toString(36)}`);
    form.append('content', '<p>Isi berita.</p>');
    form.append('image', blob(await imageBytes('jpeg', { width: 2000, height: 1200 }), 'image/jpeg'), 'foto.jpg');
    const res = await admin.post<{ data: NewsDetail }>('/api/admin/berita', form);
    expect(res.status).toBe(201);
    const news = res.body.data;
    expect(news.image_webp).toBeDefined();
    const html = await app.agent().get(`/berita/${news.slug}`, { headers: { Accept: 'text/html' } });
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html.text)?.[0] ?? '';
    expect(preload).toContain('type="image/webp"');
    expect(preload).toContain(`href="/storage/${news.image_webp}"`);
    const large = news.image_formats!.large!;
    expect(preload).toContain(`/storage/${large.webp} ${large.width}w`);
    expect(preload).toContain(`/storage/${news.image_webp} ${news.image_width}w`);
    expect(preload).not.toMatch(/\.jpg/);
    await admin.delete(`/api/admin/berita/${news.id}`);
  });
});

describe('what is refused, with nothing stored', () => {
  it('a file over 25 MB is 413 naming the limit, before it is stored', async () => {
    const before = files();
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(await imageBytes('jpeg', { width: 40, height: 30 }));
    const res = await upload(big, 'besar.jpg');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Ukuran berkas melebihi 25 MB.' });
    expect(files()).toEqual(before);
  });

  it('a JSON body over its limit is 413 naming that limit', async () => {
    const a = app.agent();
    await a.csrf();
    const res = await a.post('/api/aspirasi', { kategori: 'Saran', pesan: 'x'.repeat(300 * 1024), isAnonim: true });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Isian formulir melebihi 256 KB.' });
  });

  it('an iPhone HEIC photo is 422 with how to send a JPEG', async () => {
    const before = files();
    const heic = new Uint8Array(4096);
    heic.set([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
    const res = await upload<ValidationErrorBody>(heic, 'IMG_0002.HEIC', 'image/heic');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Foto HEIC dari iPhone belum didukung. Kirim sebagai JPEG: pilih foto langsung dari aplikasi Foto/Galeri (iPhone mengirimnya sebagai JPEG), atau ubah Pengaturan > Kamera > Format ke "Paling Kompatibel".',
    );
    expect(res.body.errors['images.0'][0]).toMatch(/^Berkas "IMG_0002\.HEIC": Foto HEIC dari iPhone/);
    expect(files()).toEqual(before);
  });

  it('a truncated photo beside a good one is 422, and neither is stored', async () => {
    const before = files();
    const whole = await imageBytes('jpeg', { width: 1600, height: 1200 });
    const form = new FormData();
    form.append('images[]', blob(await imageBytes('png', { width: 1100, height: 620 }), 'image/png'), 'baik.png');
    form.append('images[]', blob(whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg'), 'terpotong.jpg');
    const res = await admin.post('/api/admin/galeri', form);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Berkas harus berupa gambar PNG, JPEG, atau WebP.');
    expect(files()).toEqual(before);
  });

  it('an animated WebP keeps only its first frame', async () => {
    const frames = await Promise.all(
      ['#c0392b', '#2060c0', '#27ae60', '#f1c40f'].map((background) =>
        sharp({ create: { width: 1200, height: 800, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100, 100, 100] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(4);
    const res = await upload(animated, 'animasi.webp', 'image/webp');
    expect(res.status).toBe(201);
    const [image] = res.body.data;
    expect([image!.image_width, image!.image_height]).toEqual([1200, 800]);
    for (const { storagePath, meta } of await storedFilesOf(image!)) {
      expect({ storagePath, pages: meta.pages ?? 1 }).toEqual({ storagePath, pages: 1 });
    }
    const { data } = await sharp(path.join(uploads(), image!.image_path)).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150); // the first frame's red
    await admin.delete(`/api/admin/galeri/${image!.id}`);
  });
});

describe('images stored before WebP twins existed', () => {
  it('get their twins once, added to the same file (served, answered, deleted with it)', async () => {
    const res = await upload(await imageBytes('jpeg', { width: 1400, height: 900 }), 'lama.jpg');
    expect(res.status).toBe(201);
    const [image] = res.body.data;
    // make it an old upload: no twins on disk, none in the file's formats
    const row = (await app.strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { url: `/uploads/${image!.image_path}` } })) as {
      id: number;
      formats: Record<string, { url: string }>;
    };
    const twins = Object.keys(row.formats).filter((key) => key === 'webp' || key.endsWith('_webp'));
    expect(twins.sort()).toEqual(['large_webp', 'medium_webp', 'small_webp', 'thumbnail_webp', 'webp']);
    for (const key of twins) rmSync(path.join(uploads(), row.formats[key]!.url.replace('/uploads/', '')));
    const old = Object.fromEntries(Object.entries(row.formats).filter(([key]) => !twins.includes(key)));
    await app.strapi.db.query('plugin::upload.file').update({ where: { id: row.id }, data: { formats: old } });
    const before = (await app.agent().get<{ data: GalleryImage[] }>('/api/galeri?page=1&limit=100')).body.data;
    expect(before.find((g) => g.id === image!.id)?.image_webp).toBeUndefined();

    const first = await backfillWebpTwins(app.strapi, { force: true });
    expect(first.failed).toBe(0);
    expect(first.made).toBeGreaterThanOrEqual(5);
    const after = (await app.agent().get<{ data: GalleryImage[] }>('/api/galeri?page=1&limit=100')).body.data;
    const renewed = after.find((g) => g.id === image!.id)!;
    expect(renewed.image_webp).toMatch(/^webp_galeri_[0-9a-f]{24}_[0-9a-f]{10}\.webp$/);
    expect(renewed.image_formats?.large?.webp).toMatch(/^large_webp_/);
    for (const storagePath of allPaths(renewed)) await expectServed(app, storagePath);
    const twin = await sharp(path.join(uploads(), renewed.image_webp!)).metadata();
    expect([twin.format, twin.width, twin.height]).toEqual(['webp', 1400, 900]);

    // once: a second pass makes nothing, and a finished pass is remembered
    expect((await backfillWebpTwins(app.strapi, { force: true })).made).toBe(0);
    expect((await backfillWebpTwins(app.strapi)).skipped).toBe(true);

    await deleteForGood(image!.id);
    for (const storagePath of allPaths(renewed)) expect(files().has(storagePath)).toBe(false);
  });
});
