/**
 * Recruitment posters and the awarding single type over real HTTP (contract: "Recruitment posters",
 * "Awarding (single type)", "Uploads").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Awarding, RecruitmentResponse, UpdateAwardingResponse, UploadPosterResponse } from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { MIME, SVG, blob, oversizeBytes, smallImage, textBytes, type ImageKind } from './fixtures/images';
import { expectAwarding, expectPoster, expectRecruitment } from './fixtures/contract-shapes';
import { expectGone, expectServed } from './fixtures/storage';

let app: TestApp;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

const fileForm = async (field: string, kind: ImageKind = 'png', name = `a.${kind}`) => {
  const form = new FormData();
  form.append(field, blob(await smallImage(kind), MIME[kind]), name);
  return form;
};
const storagePath = (url: string) => url.replace(/^\/storage\//, '');

describe('rekrutmen', () => {
  it('uploads a poster (admin), lists it first and makes it the home page poster', async () => {
    const res = await admin.post<UploadPosterResponse>(
      '/api/rekrutmen',
      await fileForm('poster', 'png', 'poster oprec.png'),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Poster rekrutmen berhasil diunggah!');
    expectPoster(res.body.data);
    expect(res.body.data.poster_url).toMatch(/^\/storage\/rekrutmen_[0-9a-f]{24}_[0-9a-f]{10}\.png$/);
    // the poster's own size (40x30 here), so pages draw it in its shape before it arrives
    expect(res.body.data).toMatchObject({ image_width: 40, image_height: 30 });
    await expectServed(app, storagePath(res.body.data.poster_url));

    const newer = await admin.post<UploadPosterResponse>('/api/rekrutmen', await fileForm('poster', 'jpeg'));
    expect(newer.status).toBe(201);

    const list = await app.agent().get<RecruitmentResponse>('/api/rekrutmen');
    expect(list.status).toBe(200);
    expectRecruitment(list.body);
    expect(list.body.data.slice(0, 2).map((p) => p.id)).toEqual([newer.body.data.id, res.body.data.id]);
    expect(list.body.poster_url).toBe(newer.body.data.poster_url);
  });

  it('refuses uploads without a session, without a file, with two files, or that are not images', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post('/api/rekrutmen', await fileForm('poster'))).status).toBe(401);

    const none = await admin.post('/api/rekrutmen', new FormData());
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ poster: ['Silakan pilih poster terlebih dahulu.'] });

    const two = await fileForm('poster');
    two.append('poster', blob(await smallImage('png'), 'image/png'), 'b.png');
    const twoRes = await admin.post('/api/rekrutmen', two);
    expect(twoRes.status).toBe(422);
    expect(twoRes.body.errors).toEqual({ poster: ['Unggah satu poster saja.'] });

    for (const [bytes, name] of [
      [textBytes(), 'poster.png'],
      [new TextEncoder().encode(SVG), 'poster.svg'],
    ] as const) {
      const form = new FormData();
      form.append('poster', blob(bytes, 'image/png'), name);
      const res = await admin.post('/api/rekrutmen', form);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.',
        errors: { poster: ['Berkas harus berupa gambar PNG, JPEG, atau WebP.'] },
      });
    }

    const big = new FormData();
    big.append('poster', blob(oversizeBytes(25 * 1024 * 1024 + 1), 'image/png'), 'besar.png');
    expect((await admin.post('/api/rekrutmen', big)).status).toBe(413);
  });

  it('deletes a poster (admin) and its file; the next one becomes the home page poster', async () => {
    const before = (await app.agent().get<RecruitmentResponse>('/api/rekrutmen')).body;
    const res = await admin.post<UploadPosterResponse>('/api/rekrutmen', await fileForm('poster', 'webp'));
    const poster = res.body.data;
    expect((await app.agent().get<RecruitmentResponse>('/api/rekrutmen')).body.poster_url).toBe(poster.poster_url);

    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.delete(`/api/admin/rekrutmen/${poster.id}`)).status).toBe(401);

    const del = await admin.delete(`/api/admin/rekrutmen/${poster.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Poster berhasil dihapus!' });
    // to the trash (ADR 089): off the list, its file kept for a restore
    await expectServed(app, storagePath(poster.poster_url));
    expect((await app.agent().get<RecruitmentResponse>('/api/rekrutmen')).body).toEqual(before);

    const again = await admin.delete(`/api/admin/rekrutmen/${poster.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Poster tidak ditemukan.' });
  });

  it('answers poster_url null and no data when there is no poster', async () => {
    const current = (await app.agent().get<RecruitmentResponse>('/api/rekrutmen')).body;
    for (const poster of current.data)
      expect((await admin.delete(`/api/admin/rekrutmen/${poster.id}`)).status).toBe(200);
    const res = await app.agent().get<RecruitmentResponse>('/api/rekrutmen');
    expect(res.body).toEqual({ poster_url: null, data: [] });
  });
});

describe('awarding', () => {
  it('answers the three slots, each a path or null', async () => {
    const res = await app.agent().get<Awarding>('/api/awarding');
    expect(res.status).toBe(200);
    expectAwarding(res.body);
  });

  it('refuses a request with no image, with the exact message', async () => {
    const res = await admin.post('/api/admin/awarding', new FormData());
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Tidak ada gambar baru yang dipilih untuk diunggah.');
  });

  it('changes only the slots sent, and deletes a replaced file', async () => {
    const first = await admin.post<UpdateAwardingResponse>('/api/admin/awarding', await fileForm('staff_image'));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Gambar awarding berhasil diperbarui!');
    expectAwarding(first.body);
    expect(first.body.staff_image_path).toMatch(/^awarding_[0-9a-f]{24}_[0-9a-f]{10}\.png$/);
    expect(first.body).toMatchObject({ staff_image_width: 40, staff_image_height: 30 });
    await expectServed(app, first.body.staff_image_path!);
    const divisiBefore = first.body.divisi_image_path;

    const form = await fileForm('departemen_image', 'webp');
    form.append('staff_image', blob(await smallImage('jpeg'), 'image/jpeg'), 's.jpg');
    const second = await admin.post<UpdateAwardingResponse>('/api/admin/awarding', form);
    expect(second.status).toBe(200);
    expect(second.body.staff_image_path).not.toBe(first.body.staff_image_path);
    expect(second.body.staff_image_path).toMatch(/\.jpg$/);
    expect(second.body.departemen_image_path).toMatch(/\.webp$/);
    expect(second.body.divisi_image_path).toBe(divisiBefore);
    await expectGone(app, first.body.staff_image_path!);
    await expectServed(app, second.body.staff_image_path!);

    const { message, ...paths } = second.body;
    expect(message).toBe('Gambar awarding berhasil diperbarui!');
    expect((await app.agent().get<Awarding>('/api/awarding')).body).toEqual(paths);
  });

  it('refuses a bad file in any slot without changing the others', async () => {
    const before = (await app.agent().get<Awarding>('/api/awarding')).body;
    const form = await fileForm('divisi_image');
    form.append('staff_image', blob(textBytes(), 'image/png'), 'palsu.png');
    const res = await admin.post('/api/admin/awarding', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ staff_image: ['Berkas harus berupa gambar PNG, JPEG, atau WebP.'] });
    expect((await app.agent().get<Awarding>('/api/awarding')).body).toEqual(before);
  });

  it('is for admins only', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post('/api/admin/awarding', await fileForm('staff_image'))).status).toBe(401);
  });
});
