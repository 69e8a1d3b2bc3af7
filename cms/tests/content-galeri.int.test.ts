/**
 * Gallery over real HTTP (contract: "Gallery (galeri)", "Uploads"): pages and the all-at-once list,
 * the admin's all-or-nothing multi-file upload with captions, and delete.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GalleryPage, UploadGalleryResponse } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { MIME, SVG, blob, imageBytes, oversizeBytes, smallImage, textBytes, type ImageKind } from './fixtures/images';
import { expectGalleryImage, expectGalleryPage } from './fixtures/contract-shapes';
import { allPaths, expectServed, storedFiles } from './fixtures/storage';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Part = { bytes: Uint8Array; name: string; type: string };
const image = async (name: string, kind: ImageKind = 'png'): Promise<Part> => ({
  bytes: await smallImage(kind),
  name,
  type: MIME[kind],
});

function galleryForm(files: Part[], captions: string[] = [], field = 'images[]'): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, blob(file.bytes, file.type), file.name);
  for (const caption of captions) form.append('captions[]', caption);
  return form;
}

const total = async () => (await app.agent().get<GalleryPage>('/api/galeri')).body.total;

describe('upload', () => {
  it('stores several images with their captions, newest first, and serves them', async () => {
    const files = [await image('satu.png'), await image('dua.jpg', 'jpeg'), await image('tiga.webp', 'webp')];
    const res = await admin.post<UploadGalleryResponse>(
      '/api/admin/galeri',
      galleryForm(files, [`Makrab ${stamp}`, '', `Raker ${stamp}`]),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('3 gambar berhasil diunggah!');
    expect(res.body.data).toHaveLength(3);
    res.body.data.forEach(expectGalleryImage);
    // newest first: the last file sent is the first answered
    expect(res.body.data.map((g) => g.caption)).toEqual([`Raker ${stamp}`, null, `Makrab ${stamp}`]);
    expect(res.body.data.map((g) => g.image_path.split('.').pop())).toEqual(['webp', 'jpg', 'png']);
    for (const g of res.body.data) {
      expect(g.image_path).toMatch(/^galeri_[0-9a-f]{24}_[0-9a-f]{10}\.(png|jpg|webp)$/);
      await expectServed(app, g.image_path);
    }

    const list = await app.agent().get<GalleryPage>('/api/galeri?page=1&limit=3');
    expect(list.body.data.map((g) => g.id)).toEqual(res.body.data.map((g) => g.id));
  });

  it('accepts the field name `images` as well as `images[]`, and one file', async () => {
    const res = await admin.post<UploadGalleryResponse>(
      '/api/admin/galeri',
      galleryForm([await image('x.png')], [], 'images'),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('1 gambar berhasil diunggah!');
    expect(res.body.data[0].caption).toBeNull();
  });

  it('makes the responsive renditions of a large image', async () => {
    const big = { bytes: await imageBytes('jpeg'), name: 'besar.jpg', type: 'image/jpeg' };
    const res = await admin.post<UploadGalleryResponse>('/api/admin/galeri', galleryForm([big]));
    expect(res.status).toBe(201);
    const [g] = res.body.data;
    expect(Object.keys(g.image_formats ?? {}).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(g.image_formats?.large).toMatchObject({ width: 1000 });
    for (const path of allPaths(g)) await expectServed(app, path);
  });

  it('is all or nothing: one bad file among three rejects the request, names the file, stores nothing', async () => {
    const before = await total();
    const filesBefore = storedFiles(app);
    const files = [
      await image('baik-1.png'),
      { bytes: textBytes(), name: 'jahat.png', type: 'image/png' },
      await image('baik-2.jpg', 'jpeg'),
    ];
    const res = await admin.post('/api/admin/galeri', galleryForm(files, ['a', 'b', 'c']));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.',
      errors: { 'images.1': ['Berkas "jahat.png" harus berupa gambar PNG, JPEG, atau WebP.'] },
    });
    expect(await total()).toBe(before);
    expect(storedFiles(app)).toEqual(filesBefore);
  });

  it('deletes what it already stored when storing fails half-way (500, nothing left behind)', async () => {
    const before = await total();
    const filesBefore = storedFiles(app);
    const mediaBefore = await app.strapi.db.query('plugin::upload.file').count();
    const service = app.strapi.plugin('upload').service('upload') as {
      upload: (...args: unknown[]) => Promise<unknown>;
    };
    const realUpload = service.upload.bind(service);
    let calls = 0;
    vi.spyOn(service, 'upload').mockImplementation(async (...args: unknown[]) => {
      calls += 1;
      if (calls === 3) throw new Error('disk penuh');
      return realUpload(...args);
    });
    const files = [await image('a.png'), await image('b.png'), await image('c.png')];
    const res = await admin.post('/api/admin/galeri', galleryForm(files));
    expect(calls).toBe(3);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Terjadi kesalahan pada server' });
    expect(await total()).toBe(before);
    expect(storedFiles(app)).toEqual(filesBefore);
    expect(await app.strapi.db.query('plugin::upload.file').count()).toBe(mediaBefore);
  });

  it('refuses SVG, and names every bad file', async () => {
    const files = [
      { bytes: new TextEncoder().encode(SVG), name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: textBytes(), name: 'catatan.txt', type: 'text/plain' },
    ];
    const res = await admin.post('/api/admin/galeri', galleryForm(files));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['images.0', 'images.1']);
    expect(res.body.errors['images.0'][0]).toContain('logo.svg');
  });

  it('accepts a PNG renamed .txt (type by content)', async () => {
    const res = await admin.post<UploadGalleryResponse>(
      '/api/admin/galeri',
      galleryForm([{ bytes: await smallImage('png'), name: 'bukan-gambar.txt', type: 'text/plain' }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data[0].image_path).toMatch(/\.png$/);
  });

  it('refuses 21 files and a file over 25 MB, storing nothing', async () => {
    const before = await total();
    const one = await image('kecil.png');
    const many = await admin.post(
      '/api/admin/galeri',
      galleryForm(Array.from({ length: 21 }, (_, i) => ({ ...one, name: `f${i}.png` }))),
    );
    expect([413, 422]).toContain(many.status);
    expect(many.body.message).toMatch(/20 berkas/);

    const big = await admin.post(
      '/api/admin/galeri',
      galleryForm([one, { bytes: oversizeBytes(25 * 1024 * 1024 + 1), name: 'besar.png', type: 'image/png' }]),
    );
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'Ukuran berkas melebihi 25 MB.' });
    expect(await total()).toBe(before);
  });

  it('requires at least one image and limits captions to 255 characters', async () => {
    const none = await admin.post('/api/admin/galeri', galleryForm([], ['tanpa gambar']));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ images: ['Silakan pilih gambar terlebih dahulu.'] });

    const long = await admin.post('/api/admin/galeri', galleryForm([await image('a.png')], ['k'.repeat(256)]));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ 'captions.0': ['Keterangan maksimal 255 karakter.'] });
  });

  it('keeps an optional description per image (image_alts[]), distinct from the caption, at most 255 characters', async () => {
    const form = galleryForm([await image('a.png'), await image('b.png')], [`Makrab ${stamp}`, `Raker ${stamp}`]);
    form.append('image_alts[]', 'Peserta makrab duduk melingkar di lapangan');
    form.append('image_alts[]', '');
    const res = await admin.post<UploadGalleryResponse>('/api/admin/galeri', form);
    expect(res.status).toBe(201);
    // newest first: b, then a
    expect(res.body.data.map((g) => [g.caption, g.image_alt])).toEqual([
      [`Raker ${stamp}`, null],
      [`Makrab ${stamp}`, 'Peserta makrab duduk melingkar di lapangan'],
    ]);
    const listed = (await app.agent().get<GalleryPage>('/api/galeri')).body.data.find(
      (g) => g.id === res.body.data[1]!.id,
    );
    expect(listed?.image_alt).toBe('Peserta makrab duduk melingkar di lapangan');

    const long = galleryForm([await image('a.png')]);
    long.append('image_alts[]', 'd'.repeat(256));
    const refused = await admin.post('/api/admin/galeri', long);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'image_alts.0': ['Deskripsi gambar maksimal 255 karakter.'] });
  });

  it('is for admins only', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post('/api/admin/galeri', galleryForm([await image('a.png')]))).status).toBe(401);
    expect((await anonymous.delete('/api/admin/galeri/1')).status).toBe(401);
  });
});

describe('list', () => {
  it('pages 6 by default with current_page, last_page, per_page and total', async () => {
    // enough images for at least three pages of 6
    const need = Math.max(0, 13 - (await total()));
    if (need > 0) {
      const res = await admin.post(
        '/api/admin/galeri',
        galleryForm(await Promise.all(Array.from({ length: need }, (_, i) => image(`isi-${i}.png`)))),
      );
      expect(res.status).toBe(201);
    }
    const count = await total();
    const page1 = await app.agent().get<GalleryPage>('/api/galeri?page=1');
    expect(page1.status).toBe(200);
    expectGalleryPage(page1.body);
    expect(page1.body).toMatchObject({ current_page: 1, per_page: 6, total: count, last_page: Math.ceil(count / 6) });
    expect(page1.body.data).toHaveLength(6);

    const page2 = await app.agent().get<GalleryPage>('/api/galeri?page=2&limit=6');
    const ids = [...page1.body.data, ...page2.body.data].map((g) => g.id);
    expect(new Set(ids).size).toBe(12);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('answers an empty page past the end with the true last_page', async () => {
    const count = await total();
    const last = Math.ceil(count / 6);
    const res = await app.agent().get<GalleryPage>(`/api/galeri?page=${last + 1}&limit=6`);
    expect(res.body).toEqual({ data: [], current_page: last + 1, last_page: last, per_page: 6, total: count });
  });

  it('reads page=0 and page=abc as 1, clamps limit to 1..100 and ignores a junk limit', async () => {
    const page1 = (await app.agent().get<GalleryPage>('/api/galeri?page=1')).body;
    for (const page of ['0', 'abc', '-1']) {
      const res = await app.agent().get<GalleryPage>(`/api/galeri?page=${page}`);
      expect(res.body.current_page).toBe(1);
      expect(res.body.data.map((g) => g.id)).toEqual(page1.data.map((g) => g.id));
    }
    const huge = await app.agent().get<GalleryPage>('/api/galeri?page=1&limit=1000');
    expect(huge.body.per_page).toBe(100);
    expect(huge.body.data).toHaveLength(Math.min(100, huge.body.total));
    const zero = await app.agent().get<GalleryPage>('/api/galeri?page=1&limit=0');
    expect(zero.body.per_page).toBe(1);
    expect(zero.body.data).toHaveLength(1);
    const junk = await app.agent().get<GalleryPage>('/api/galeri?page=1&limit=banyak');
    expect(junk.body.per_page).toBe(6);
  });

  it('answers every image as one page without `page`', async () => {
    const res = await app.agent().get<GalleryPage>('/api/galeri');
    expect(res.status).toBe(200);
    expectGalleryPage(res.body);
    expect(res.body.current_page).toBe(1);
    expect(res.body.last_page).toBe(1);
    expect(res.body.data).toHaveLength(res.body.total);
  });
});

describe('focal point', () => {
  /** The media library's own call behind "Set focal point" (`POST /cms/upload?id=` ends in it). */
  const setFocalPoint = (fileId: number, focalPoint: unknown) =>
    (
      app.strapi.plugin('upload').service('upload') as {
        updateFileInfo(id: number, info: { focalPoint: unknown }): Promise<unknown>;
      }
    ).updateFileInfo(fileId, { focalPoint });
  const listed = async (id: number) =>
    (await app.agent().get<GalleryPage>('/api/galeri')).body.data.find((g) => g.id === id);

  it('carries the focal point set in the media library, at once (the cache follows), and only a sane one', async () => {
    const res = await admin.post<UploadGalleryResponse>('/api/admin/galeri', galleryForm([await image('fokus.png')]));
    const id = res.body.data[0]!.id;
    expect(res.body.data[0]).not.toHaveProperty('image_focal_point');
    expect(await listed(id)).not.toHaveProperty('image_focal_point');
    const row = await app.strapi.db.query('api::galeri.galeri').findOne({ where: { id }, populate: { image: true } });
    const fileId = (row as { image: { id: number } }).image.id;

    await setFocalPoint(fileId, { x: 12.5, y: 80 });
    const withPoint = await listed(id);
    expect(withPoint?.image_focal_point).toEqual({ x: 12.5, y: 80 });
    expectGalleryImage(withPoint!);

    // the column is free JSON (a script or a plugin may write anything): only two numbers within 0..100 pass
    for (const stored of [
      { x: 150, y: 20 },
      { x: '50', y: 50 },
      { x: -1, y: 0 },
      { y: 40 },
      JSON.stringify('tengah'),
      [10, 20],
    ]) {
      await app.strapi.db.query('plugin::upload.file').update({ where: { id: fileId }, data: { focalPoint: stored } });
      expect(await listed(id), JSON.stringify(stored)).not.toHaveProperty('image_focal_point');
    }
    await app.strapi.db
      .query('plugin::upload.file')
      .update({ where: { id: fileId }, data: { focalPoint: { x: 0, y: 100 } } });
    expect((await listed(id))?.image_focal_point).toEqual({ x: 0, y: 100 });
  });
});

describe('delete', () => {
  it('deletes the entry and its files; 404 afterwards and for unknown ids', async () => {
    const up = await admin.post<UploadGalleryResponse>(
      '/api/admin/galeri',
      galleryForm([{ bytes: await imageBytes('png'), name: 'hapus.png', type: 'image/png' }]),
    );
    const [g] = up.body.data;
    for (const path of allPaths(g)) await expectServed(app, path);
    const res = await admin.delete(`/api/admin/galeri/${g.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Gambar berhasil dihapus!' });
    // to the trash (ADR 089): out of the gallery, its files kept for a restore
    for (const path of allPaths(g)) await expectServed(app, path);
    expect((await app.agent().get<GalleryPage>('/api/galeri')).body.data.map((x) => x.id)).not.toContain(g.id);

    for (const id of [String(g.id), '999999', 'abc']) {
      const again = await admin.delete(`/api/admin/galeri/${id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'Gambar tidak ditemukan.' });
    }
  });
});
