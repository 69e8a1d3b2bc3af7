/**
 * News over real HTTP (contract: "News (berita)", "Uploads"): public lists and detail, the admin's create /
 * update / delete, slugs, sanitizing, validation messages, image files on /storage.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminNewsDetail,
  AdminNewsPage,
  CreateNewsResponse,
  NewsDetail,
  NewsItem,
  NewsPage,
  UpdateNewsResponse,
} from '@hmrpl/contract';
import { createUser, startTestApp, type Agent, type TestApp } from './helpers';
import { MIME, SVG, blob, imageBytes, oversizeBytes, smallImage, textBytes, type ImageKind } from './fixtures/images';
import {
  expectAdminNewsDetail,
  expectAdminNewsPage,
  expectNewsDetail,
  expectNewsItem,
  expectNewsPage,
} from './fixtures/contract-shapes';
import { allPaths, expectGone, expectServed } from './fixtures/storage';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

interface NewsForm {
  title?: string;
  content?: string;
  image?: { bytes: Uint8Array; name: string; type?: string } | null;
}

async function newsForm({ title, content, image }: NewsForm, kind: ImageKind = 'png'): Promise<FormData> {
  const form = new FormData();
  if (title !== undefined) form.append('title', title);
  if (content !== undefined) form.append('content', content);
  if (image !== null) {
    const file = image ?? { bytes: await smallImage(kind), name: `foto.${kind}`, type: MIME[kind] };
    form.append('image', blob(file.bytes, file.type ?? 'application/octet-stream'), file.name);
  }
  return form;
}

async function createNews(
  title: string,
  content = '<p>Isi berita uji.</p>',
  image?: NewsForm['image'],
): Promise<AdminNewsDetail> {
  const res = await admin.post<CreateNewsResponse>('/api/admin/berita', await newsForm({ title, content, image }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('admin only', () => {
  it('refuses writes and admin reads without a session (401) and for a non-admin (403)', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    for (const [method, path] of [
      ['GET', '/api/admin/berita'],
      ['GET', '/api/admin/berita/1'],
      ['POST', '/api/admin/berita'],
      ['POST', '/api/admin/berita/1'],
      ['DELETE', '/api/admin/berita/1'],
    ] as const) {
      const res = await anonymous.request(
        method,
        path,
        method === 'POST' ? await newsForm({ title: 'x', content: '<p>x</p>' }) : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: 'Silakan masuk terlebih dahulu.' });
    }

    // Login refuses non-admins, so: an admin signs in, then loses the role (read on every request).
    const user = await createUser(app.strapi, { admin: true });
    const member = app.agent();
    await member.loginOk(user.username, user.password);
    const plain = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { role: plain.id } });
    const res = await member.post('/api/admin/berita', await newsForm({ title: 'x', content: '<p>x</p>' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Akses hanya untuk admin.' });
  });
});

describe('create', () => {
  it('stores the news with a slug, sanitized content, an excerpt and the image on /storage', async () => {
    const title = `Rapat Kerja ${stamp} & Evaluasi`;
    const content = `<h2>Agenda</h2><p onclick="x()">Pembukaan <strong>resmi</strong><script>alert(1)</script> oleh ketua.</p><ul><li>Satu</li></ul><a href="javascript:alert(1)">tautan</a><iframe src="https://evil.test"></iframe>`;
    const res = await admin.post<CreateNewsResponse>(
      '/api/admin/berita',
      await newsForm({
        title,
        content,
        image: { bytes: await imageBytes('jpeg'), name: 'headline.jpg', type: 'image/jpeg' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Berita berhasil ditambahkan!');
    const news = res.body.data;
    expectAdminNewsDetail(news);
    // without a status, SPEC's flow: published at once
    expect(news.status).toBe('published');
    expect(news.title).toBe(title);
    expect(news.slug).toBe(`rapat-kerja-${stamp}-dan-evaluasi`);
    expect(news.content).toBe(
      '<h2>Agenda</h2><p>Pembukaan <strong>resmi</strong> oleh ketua.</p><ul><li>Satu</li></ul><a rel="noopener noreferrer">tautan</a>',
    );
    expect(news.excerpt).toBe('Agenda Pembukaan resmi oleh ketua. Satu tautan');
    expect(news.image_path).toMatch(/^berita_[0-9a-f]{24}_[0-9a-f]{10}\.jpg$/);
    expect(news.image_path).not.toContain('headline');
    expect(news.image_width).toBe(1100);
    expect(news.image_height).toBe(620);
    expect(Object.keys(news.image_formats ?? {}).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    for (const path of allPaths(news)) await expectServed(app, path);

    const bySlug = await app.agent().get<NewsDetail>(`/api/berita/${news.slug}`);
    expect(bySlug.status).toBe(200);
    const { status: _status, publish_at: _publishAt, proker_id: _prokerId, ...publicFields } = news;
    expect(bySlug.body).toEqual(publicFields);
    expectNewsDetail(bySlug.body);
    const byId = await admin.get<AdminNewsDetail>(`/api/admin/berita/${news.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(news);
  });

  it('gives a taken slug -2, -3, ... and keeps the slug when the title changes', async () => {
    const title = `Makrab RPL ${stamp}`;
    const first = await createNews(title);
    const second = await createNews(title);
    const third = await createNews(`  ${title}!  `);
    expect([first.slug, second.slug, third.slug]).toEqual([
      `makrab-rpl-${stamp}`,
      `makrab-rpl-${stamp}-2`,
      `makrab-rpl-${stamp}-3`,
    ]);

    const form = await newsForm({ title: 'Judul Baru Sama Sekali', content: '<p>Diperbarui.</p>', image: null });
    const res = await admin.post<UpdateNewsResponse>(`/api/admin/berita/${second.id}`, form);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Berita berhasil diperbarui!');
    expect(res.body.data.slug).toBe(second.slug);
    expect(res.body.data.title).toBe('Judul Baru Sama Sekali');
    expect((await app.agent().get(`/api/berita/${second.slug}`)).body.title).toBe('Judul Baru Sama Sekali');
  });

  it('gives concurrent posts of one title distinct slugs', async () => {
    const title = `Serentak ${stamp}`;
    const results = await Promise.all(
      [0, 1, 2].map(async () =>
        admin.post<CreateNewsResponse>('/api/admin/berita', await newsForm({ title, content: '<p>x</p>' })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.body.data.slug).sort()).toEqual([
      `serentak-${stamp}`,
      `serentak-${stamp}-2`,
      `serentak-${stamp}-3`,
    ]);
  });

  it('makes "berita" the slug of a title without letters or digits', async () => {
    const news = await createNews('!!! ???');
    expect(news.slug).toMatch(/^berita(-\d+)?$/);
  });

  it('accepts a PNG named .txt (type by content), stored as .png', async () => {
    const news = await createNews(`Gambar ${stamp}`, '<p>x</p>', {
      bytes: await smallImage('png'),
      name: 'catatan.txt',
      type: 'text/plain',
    });
    expect(news.image_path).toMatch(/\.png$/);
    await expectServed(app, news.image_path);
  });

  it('accepts WebP', async () => {
    const news = await createNews(`WebP ${stamp}`, '<p>x</p>', {
      bytes: await smallImage('webp'),
      name: 'a.webp',
      type: 'image/webp',
    });
    expect(news.image_path).toMatch(/\.webp$/);
  });
});

describe('writes that bypass the routes (Strapi dashboard)', () => {
  it('still store sanitized HTML and a matching excerpt', async () => {
    const documents = app.strapi.documents('api::berita.berita');
    const created = await documents.create({
      data: {
        title: `Dasbor ${stamp}`,
        slug: `dasbor-${stamp}`,
        // the dashboard's form sends the field's default
        publication_status: 'published',
        content: '<p onmouseover="x()">Dari <em>dasbor</em><script>alert(1)</script></p><style>p{}</style>',
      },
    });
    const row = await app.strapi.db.query('api::berita.berita').findOne({ where: { id: created.id } });
    expect(row.content).toBe('<p>Dari <em>dasbor</em></p>');
    expect(row.excerpt).toBe('Dari dasbor');

    await documents.update({
      documentId: created.documentId,
      data: { content: '<p>Baru <img src="javascript:x"></p>' },
    });
    const updated = await app.strapi.db.query('api::berita.berita').findOne({ where: { id: created.id } });
    expect(updated.content).toBe('<p>Baru </p>');
    expect(updated.excerpt).toBe('Baru');
    await documents.delete({ documentId: created.documentId });
  });
});

describe('image focal point', () => {
  it('is in the lists and the detail once set in the media library, and absent before', async () => {
    const news = await createNews(`Fokus ${stamp}`);
    expect(news).not.toHaveProperty('image_focal_point');
    const row = await app.strapi.db
      .query('api::berita.berita')
      .findOne({ where: { id: news.id }, populate: { image: true } });
    const upload = app.strapi.plugin('upload').service('upload') as {
      updateFileInfo(id: number, info: { focalPoint: unknown }): Promise<unknown>;
    };
    await upload.updateFileInfo((row as { image: { id: number } }).image.id, { focalPoint: { x: 70, y: 33.33 } });

    const detail = (await app.agent().get<NewsDetail>(`/api/berita/${news.slug}`)).body;
    expect(detail.image_focal_point).toEqual({ x: 70, y: 33.33 });
    expectNewsDetail(detail);
    const latest = (await app.agent().get<NewsItem[]>('/api/berita/terbaru')).body.find((n) => n.id === news.id);
    expect(latest?.image_focal_point).toEqual({ x: 70, y: 33.33 });
    const page = (await app.agent().get<NewsPage>('/api/berita?page=1')).body.data.find((n) => n.id === news.id);
    expect(page?.image_focal_point).toEqual({ x: 70, y: 33.33 });
  });
});

describe('validation', () => {
  const expect422 = async (form: FormData, errors: Record<string, string[]>) => {
    const res = await admin.post('/api/admin/berita', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe(Object.values(errors)[0][0]);
  };

  it('requires title, content and image', async () => {
    await expect422(await newsForm({ image: null }), {
      title: ['Judul wajib diisi.'],
      content: ['Konten wajib diisi.'],
      image: ['Gambar headline wajib diunggah.'],
    });
    await expect422(await newsForm({ title: '   ', content: '<p>a</p>' }), { title: ['Judul wajib diisi.'] });
  });

  it('keeps an optional image description (image_alt), trimmed, at most 255 characters; absent on edit keeps it', async () => {
    const none = await createNews(`Tanpa deskripsi ${stamp}`);
    expect(none.image_alt).toBeNull();

    const form = await newsForm({ title: `Dengan deskripsi ${stamp}`, content: '<p>a</p>' });
    form.append('image_alt', '  Pengurus berfoto di depan gedung  ');
    const created = await admin.post<CreateNewsResponse>('/api/admin/berita', form);
    expect(created.status).toBe(201);
    expect(created.body.data.image_alt).toBe('Pengurus berfoto di depan gedung');
    const item = (await app.agent().get<NewsDetail>(`/api/berita/${created.body.data.slug}`)).body;
    expect(item.image_alt).toBe('Pengurus berfoto di depan gedung');
    const listed = (await app.agent().get<NewsPage>('/api/berita')).body.data.find((n) => n.id === item.id);
    expect(listed?.image_alt).toBe('Pengurus berfoto di depan gedung');

    const tooLong = await newsForm({ title: `Deskripsi panjang ${stamp}`, content: '<p>a</p>' });
    tooLong.append('image_alt', 'd'.repeat(256));
    await expect422(tooLong, { image_alt: ['Deskripsi gambar maksimal 255 karakter.'] });

    const edit = new FormData();
    edit.append('title', item.title);
    edit.append('content', '<p>b</p>');
    const kept = await admin.post<UpdateNewsResponse>(`/api/admin/berita/${item.id}`, edit);
    expect(kept.body.data.image_alt).toBe('Pengurus berfoto di depan gedung');
    edit.append('image_alt', '');
    const cleared = await admin.post<UpdateNewsResponse>(`/api/admin/berita/${item.id}`, edit);
    expect(cleared.body.data.image_alt).toBeNull();
  });

  it('limits the title to 255 characters', async () => {
    await expect422(await newsForm({ title: 'a'.repeat(256), content: '<p>a</p>' }), {
      title: ['Judul maksimal 255 karakter.'],
    });
    const ok = await createNews(`${stamp}${'b'.repeat(255 - stamp.length)}`);
    expect(ok.title).toHaveLength(255);
  });

  it('limits the content to 200 kB and refuses content that is empty once sanitized', async () => {
    await expect422(await newsForm({ title: 'Besar', content: `<p>${'a'.repeat(204800)}</p>` }), {
      content: ['Konten maksimal 200 KB.'],
    });
    await expect422(await newsForm({ title: 'Kosong', content: '<script>alert(1)</script><p> &nbsp; </p>' }), {
      content: ['Konten tidak berisi teks atau gambar yang diizinkan.'],
    });
  });

  it('refuses a text file named .png and an SVG, storing nothing', async () => {
    const before = (await admin.get<NewsPage>('/api/admin/berita')).body.meta.total;
    for (const file of [
      { bytes: textBytes(), name: 'foto.png', type: 'image/png' },
      { bytes: new TextEncoder().encode(SVG), name: 'logo.svg', type: 'image/svg+xml' },
    ]) {
      const res = await admin.post(
        '/api/admin/berita',
        await newsForm({ title: 'Palsu', content: '<p>a</p>', image: file }),
      );
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Berkas harus berupa gambar PNG, JPEG, atau WebP.',
        errors: { image: ['Berkas harus berupa gambar PNG, JPEG, atau WebP.'] },
      });
    }
    expect((await admin.get<NewsPage>('/api/admin/berita')).body.meta.total).toBe(before);
  });

  it('refuses an image over 25 MB with 413', async () => {
    const res = await admin.post(
      '/api/admin/berita',
      await newsForm({
        title: 'Besar',
        content: '<p>a</p>',
        image: { bytes: oversizeBytes(25 * 1024 * 1024 + 1), name: 'besar.png', type: 'image/png' },
      }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Ukuran berkas melebihi 25 MB.' });
  });
});

describe('update and delete', () => {
  it('replaces the image and deletes the old file with its renditions', async () => {
    const news = await createNews(`Ganti Gambar ${stamp}`, '<p>a</p>', {
      bytes: await imageBytes('png'),
      name: 'a.png',
      type: 'image/png',
    });
    const oldPaths = allPaths(news);
    expect(oldPaths.length).toBe(10); // the original and 4 renditions, each with its WebP twin
    for (const path of oldPaths) await expectServed(app, path);

    const form = await newsForm({
      title: news.title,
      content: '<p>b</p>',
      image: { bytes: await imageBytes('jpeg', { color: '#9b328d' }), name: 'b.jpg', type: 'image/jpeg' },
    });
    const res = await admin.post<UpdateNewsResponse>(`/api/admin/berita/${news.id}`, form);
    expect(res.status).toBe(200);
    expectAdminNewsDetail(res.body.data);
    expect(res.body.data.image_path).not.toBe(news.image_path);
    expect(res.body.data.content).toBe('<p>b</p>');
    expect(res.body.data.excerpt).toBe('b');
    for (const path of oldPaths) await expectGone(app, path);
    for (const path of allPaths(res.body.data)) await expectServed(app, path);
  });

  it('keeps the image when none is sent, and validates like create', async () => {
    const news = await createNews(`Tetap ${stamp}`);
    const res = await admin.post<UpdateNewsResponse>(
      `/api/admin/berita/${news.id}`,
      await newsForm({ title: 'Tetap baru', content: '<p>c</p>', image: null }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.image_path).toBe(news.image_path);
    await expectServed(app, news.image_path);

    const bad = await admin.post(
      `/api/admin/berita/${news.id}`,
      await newsForm({ title: '', content: '<p>c</p>', image: null }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ title: ['Judul wajib diisi.'] });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const get = await admin.get(`/api/admin/berita/${id}`);
      expect(get.status).toBe(404);
      expect(get.body).toEqual({ message: 'Berita tidak ditemukan.' });
      const post = await admin.post(
        `/api/admin/berita/${id}`,
        await newsForm({ title: 'x', content: '<p>x</p>', image: null }),
      );
      expect(post.status).toBe(404);
      const del = await admin.delete(`/api/admin/berita/${id}`);
      expect(del.status).toBe(404);
    }
  });

  it('moves the news to the trash: gone from the reads, its image files kept for a restore (ADR 089)', async () => {
    const news = await createNews(`Hapus ${stamp}`, '<p>a</p>', {
      bytes: await imageBytes('webp'),
      name: 'a.webp',
      type: 'image/webp',
    });
    const res = await admin.delete(`/api/admin/berita/${news.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Berita berhasil dihapus!' });
    for (const path of allPaths(news)) await expectServed(app, path);
    expect((await app.agent().get(`/api/berita/${news.slug}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/berita/${news.id}`)).status).toBe(404);
  });
});

describe('public reads', () => {
  it('GET /api/berita/:slug answers 404 with the message for an unknown slug', async () => {
    const res = await app.agent().get('/api/berita/tidak-ada-berita-seperti-ini');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Berita tidak ditemukan.' });
  });

  it('GET /api/berita/terbaru answers the 5 newest, newest first', async () => {
    const a = await createNews(`Terbaru A ${stamp}`);
    const b = await createNews(`Terbaru B ${stamp}`);
    const res = await app.agent().get<NewsItem[]>('/api/berita/terbaru');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    res.body.forEach(expectNewsItem);
    expect(res.body.slice(0, 2).map((n) => n.id)).toEqual([b.id, a.id]);
    expect(res.body[0]).not.toHaveProperty('content');
    const dates = res.body.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('GET /api/berita pages by 7, newest first, with Laravel meta', async () => {
    const first = await app.agent().get<NewsPage>('/api/berita?page=1');
    expect(first.status).toBe(200);
    expectNewsPage(first.body);
    expect(first.body.meta.current_page).toBe(1);
    expect(first.body.data).toHaveLength(Math.min(7, first.body.meta.total));
    const { total, last_page } = first.body.meta;
    expect(total).toBeGreaterThan(7);

    const second = await app.agent().get<NewsPage>('/api/berita?page=2');
    expectNewsPage(second.body);
    expect(second.body.meta.current_page).toBe(2);
    const ids = [...first.body.data, ...second.body.data].map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = [...first.body.data, ...second.body.data].map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const past = await app.agent().get<NewsPage>(`/api/berita?page=${last_page + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], meta: { current_page: last_page + 1, last_page, per_page: 7, total } });
  });

  it('reads page 0, a negative page and page=abc as page 1', async () => {
    const first = (await app.agent().get<NewsPage>('/api/berita?page=1')).body;
    for (const page of ['0', '-3', 'abc', '']) {
      const res = await app.agent().get<NewsPage>(`/api/berita?page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.meta.current_page).toBe(1);
      expect(res.body.data.map((n) => n.id)).toEqual(first.data.map((n) => n.id));
    }
    const none = await app.agent().get<NewsPage>('/api/berita');
    expect(none.body.meta.current_page).toBe(1);
  });

  it('GET /api/admin/berita has the public list’s shape, each item with its status', async () => {
    const res = await admin.get<AdminNewsPage>('/api/admin/berita?page=1');
    expect(res.status).toBe(200);
    expectAdminNewsPage(res.body);
    const published = await admin.get<AdminNewsPage>('/api/admin/berita?page=1&status=published');
    expectAdminNewsPage(published.body);
    expect(published.body.data.every((item) => item.status === 'published')).toBe(true);
    // the published items are what the public sees; an admin item is the public one with the status added
    const publicPage = (await app.agent().get<NewsPage>('/api/berita?page=1')).body;
    expect(published.body.meta.total).toBe(publicPage.meta.total);
    const [first] = published.body.data;
    const {
      status: _s,
      publish_at: _p,
      content: _c,
      created_at: _ca,
      updated_at: _ua,
      proker_id: _pk,
      ...item
    } = (await admin.get<AdminNewsDetail>(`/api/admin/berita/${first.id}`)).body;
    expect({ ...item, status: first.status, publish_at: first.publish_at }).toEqual(first);
  });
});
