/**
 * Activities over real HTTP (contract: "Activities (kegiatan)"): the admin's create / edit / delete with a poster and a
 * registration link, every refusal as an Indonesian 422 naming its field, the upcoming list and the ended pages, photos
 * attached and detached through the gallery routes (captions edited there too), the cache that follows writes and the
 * clock, and the `.ics` file and feed read back by a real iCalendar parser (ical.js) in Asia/Jakarta.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Activity,
  AdminActivitiesPage,
  CreateActivityResponse,
  GalleryImage,
  GalleryPage,
  PastActivitiesPage,
  UpcomingActivities,
  UpdateActivityResponse,
  UpdateGalleryResponse,
  UploadGalleryResponse,
} from '@hmrpl/contract';
import { startTestApp, type Agent, type TestApp, PUBLIC_READ_CACHE_CONTROL } from './helpers';
import { blob, imageBytes, smallImage } from './fixtures/images';
import { expectActivity, expectGalleryImage } from './fixtures/contract-shapes';
import { allPaths, expectGone, expectServed, storedFiles } from './fixtures/storage';

let app: TestApp;
let admin: Agent;
const stamp = Date.now().toString(36);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

/** `2031-03-01T09:00`: the wall clock in Asia/Jakarta, as the admin form sends it (no offset). */
function jakartaLocal(date: Date): string {
  return new Date(date.getTime() + 7 * HOUR).toISOString().slice(0, 16);
}

interface Fields {
  title?: string;
  starts_at?: string;
  ends_at?: string;
  place?: string;
  summary?: string;
  content?: string;
  registration_url?: string;
}

async function activityForm(fields: Fields, poster?: Uint8Array): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (poster) form.append('poster', blob(poster, 'image/jpeg'), 'poster.jpg');
  return form;
}

const base = (title: string, startsIn: number, length: number | null = 3 * HOUR): Fields => {
  const start = new Date(Date.now() + startsIn);
  return {
    title,
    starts_at: jakartaLocal(start),
    ...(length === null ? {} : { ends_at: jakartaLocal(new Date(start.getTime() + length)) }),
    place: 'Laboratorium RPL',
    summary: `Ringkasan ${title}`,
    content: `<p>Isi ${title}</p>`,
  };
};

async function create(fields: Fields, poster?: Uint8Array): Promise<Activity> {
  const res = await admin.post<CreateActivityResponse>('/api/admin/kegiatan', await activityForm(fields, poster));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const upcoming = async (agent = app.agent()) => agent.get<UpcomingActivities>('/api/kegiatan?waktu=mendatang');
const pastPage = async (page = 1) => app.agent().get<PastActivitiesPage>(`/api/kegiatan?waktu=lampau&page=${page}`);
const count = () => app.strapi.db.query('api::kegiatan.kegiatan').count({});

async function uploadPhotos(captions: string[], kegiatanId?: string | number) {
  const form = new FormData();
  for (const caption of captions) {
    form.append('images[]', blob(await smallImage('png'), 'image/png'), 'foto.png');
    form.append('captions[]', caption);
  }
  if (kegiatanId !== undefined) form.append('kegiatan_id', String(kegiatanId));
  return admin.post<UploadGalleryResponse>('/api/admin/galeri', form);
}

describe('create', () => {
  it('adds an activity with a poster and a registration link; times are read in Asia/Jakarta', async () => {
    const start = new Date(Date.now() + 30 * DAY);
    const res = await admin.post<CreateActivityResponse>(
      '/api/admin/kegiatan',
      await activityForm(
        {
          ...base(`Workshop React ${stamp}`, 30 * DAY),
          starts_at: '2031-03-01T09:00',
          ends_at: '2031-03-01T12:30+07:00',
          registration_url: 'https://forms.example.org/daftar-react',
        },
        await imageBytes('jpeg', { width: 1080, height: 1350 }),
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Kegiatan berhasil ditambahkan!');
    const activity = res.body.data;
    expectActivity(activity);
    expect(activity).toMatchObject({
      slug: `workshop-react-${stamp}`,
      title: `Workshop React ${stamp}`,
      starts_at: '2031-03-01T02:00:00.000Z',
      ends_at: '2031-03-01T05:30:00.000Z',
      place: 'Laboratorium RPL',
      registration_url: 'https://forms.example.org/daftar-react',
      photos: [],
      photo_count: 0,
      image_width: 1080,
      image_height: 1350,
    });
    expect(activity.poster_path).toMatch(/^kegiatan_[0-9a-f]{24}_[0-9a-f]{10}\.jpg$/);
    for (const path of allPaths({ image_path: activity.poster_path!, image_formats: activity.image_formats }))
      await expectServed(app, path);
    expect(start.getTime()).toBeGreaterThan(0);

    const open = await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`);
    expect(open.status).toBe(200);
    expect(open.body).toEqual(activity);
  });

  it('answers each bad field with an Indonesian 422 naming it, and stores nothing', async () => {
    const before = await count();
    const filesBefore = storedFiles(app);
    const cases: Array<[Fields, Record<string, string[]>]> = [
      [
        { ...base('Tanggal terbalik', DAY), ends_at: jakartaLocal(new Date(Date.now())) },
        { ends_at: ['Waktu selesai harus setelah waktu mulai.'] },
      ],
      [
        { ...base('Tautan http', DAY), registration_url: 'http://forms.example.org/daftar' },
        { registration_url: ['Tautan pendaftaran harus berupa alamat https:// yang valid.'] },
      ],
      [
        { ...base('Tautan skrip', DAY), registration_url: 'javascript:alert(1)' },
        { registration_url: ['Tautan pendaftaran harus berupa alamat https:// yang valid.'] },
      ],
      [{ ...base('Tanggal salah', DAY), starts_at: '2031-02-30T09:00' }, { starts_at: ['Waktu mulai tidak valid.'] }],
      [
        {},
        {
          title: ['Judul kegiatan wajib diisi.'],
          starts_at: ['Waktu mulai wajib diisi.'],
          summary: ['Ringkasan wajib diisi.'],
          content: ['Deskripsi kegiatan wajib diisi.'],
        },
      ],
      [{ ...base('x', DAY), title: 'j'.repeat(256) }, { title: ['Judul kegiatan maksimal 255 karakter.'] }],
      [{ ...base('Ringkas', DAY), summary: 'r'.repeat(501) }, { summary: ['Ringkasan maksimal 500 karakter.'] }],
      [
        { ...base('Isi jahat', DAY), content: '<script>alert(1)</script>' },
        { content: ['Deskripsi kegiatan tidak berisi teks atau gambar yang diizinkan.'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await admin.post('/api/admin/kegiatan', await activityForm(fields, await smallImage('jpeg')));
      expect({ fields: fields.title, status: res.status, body: res.body }).toEqual({
        fields: fields.title,
        status: 422,
        body: { message: Object.values(errors)[0]![0], errors },
      });
    }
    // a file that is not an image, and two posters
    const notImage = await activityForm(base('Poster teks', DAY));
    notImage.append('poster', blob(new TextEncoder().encode('bukan gambar'), 'image/png'), 'poster.png');
    const refused = await admin.post('/api/admin/kegiatan', notImage);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ poster: ['Berkas harus berupa gambar PNG, JPEG, atau WebP.'] });
    const two = await activityForm(base('Dua poster', DAY), await smallImage('jpeg'));
    two.append('poster', blob(await smallImage('jpeg'), 'image/jpeg'), 'dua.jpg');
    expect((await admin.post('/api/admin/kegiatan', two)).body.errors).toEqual({
      poster: ['Unggah satu poster saja.'],
    });
    expect(await count()).toBe(before);
    expect(storedFiles(app)).toEqual(filesBefore);
  });

  it('gives a taken title the next free slug, and a title without letters the word kegiatan', async () => {
    const a = await create(base(`Rapat Pleno ${stamp}`, 5 * DAY));
    const b = await create(base(`Rapat Pleno ${stamp}`, 6 * DAY));
    expect([a.slug, b.slug]).toEqual([`rapat-pleno-${stamp}`, `rapat-pleno-${stamp}-2`]);
    const c = await create(base('🎉🎉🎉', 7 * DAY));
    expect(c.slug).toMatch(/^kegiatan(-\d+)?$/);
  });

  it('is for admins only', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post('/api/admin/kegiatan', await activityForm(base('x', DAY)))).status).toBe(401);
    expect((await anonymous.get('/api/admin/kegiatan')).status).toBe(401);
  });
});

describe('lists', () => {
  it('lists the upcoming soonest first, and the ended newest first, six a page', async () => {
    const later = await create(base(`Nanti ${stamp}`, 20 * DAY));
    const sooner = await create(base(`Segera ${stamp}`, 2 * DAY));
    // already under way: started an hour ago, ends in two
    const running = await create(base(`Berlangsung ${stamp}`, -HOUR, 3 * HOUR));
    const ended: Activity[] = [];
    for (let i = 0; i < 7; i += 1) ended.push(await create(base(`Selesai ${i} ${stamp}`, -(10 + i) * DAY)));

    const list = (await upcoming()).body.data;
    list.forEach(expectActivity);
    const ids = list.map((a) => a.id);
    expect(ids).toContain(running.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(sooner.id));
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const starts = list.map((a) => a.starts_at);
    expect([...starts].sort()).toEqual(starts);
    for (const e of ended) expect(ids).not.toContain(e.id);

    const page1 = (await pastPage(1)).body;
    expect(page1.meta).toMatchObject({ current_page: 1, per_page: 6 });
    expect(page1.meta.last_page).toBe(Math.max(1, Math.ceil(page1.meta.total / 6)));
    expect(page1.data).toHaveLength(Math.min(6, page1.meta.total));
    const page2 = (await pastPage(2)).body;
    const pastIds = [...page1.data, ...page2.data].map((a) => a.id);
    // the seven just made, newest (latest start) first, with nothing else between them
    const ours = pastIds.filter((id) => ended.some((e) => e.id === id));
    expect(ours).toEqual(ended.map((e) => e.id));
    const pastStarts = [...page1.data, ...page2.data].map((a) => a.starts_at);
    expect([...pastStarts].sort().reverse()).toEqual(pastStarts);
    expect(pastIds).not.toContain(running.id);

    const beyond = (await pastPage(page1.meta.last_page + 1)).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.last_page).toBe(page1.meta.last_page);
  });

  it('keeps an activity without an end upcoming until the end of its day in Asia/Jakarta', async () => {
    // started one minute ago, no end: still "upcoming" today (WIB)
    const today = await create(base(`Hari ini ${stamp}`, -60_000, null));
    expect(today.ends_at).toBeNull();
    const now = Date.now();
    const endOfDay = Math.floor((now + 7 * HOUR) / DAY) * DAY + DAY - 7 * HOUR;
    // unless this minute crossed midnight WIB
    if (endOfDay - now > 60_000) expect((await upcoming()).body.data.map((a) => a.id)).toContain(today.id);
    const yesterday = await create(base(`Kemarin ${stamp}`, -DAY - HOUR, null));
    expect((await upcoming()).body.data.map((a) => a.id)).not.toContain(yesterday.id);
  });

  it('reads waktu and page leniently, never a 5xx', async () => {
    for (const q of [
      '',
      '?waktu=',
      '?waktu=apa',
      '?waktu[]=lampau',
      '?waktu=lampau&page=abc',
      '?waktu=lampau&page=-1',
    ]) {
      const res = await app.agent().get(`/api/kegiatan${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 200 });
    }
    expect((await app.agent().get('/api/kegiatan?waktu=apa')).body).toEqual((await upcoming()).body);
    expect((await app.agent().get('/api/kegiatan?waktu=lampau&page=0')).body).toEqual((await pastPage(1)).body);
  });

  it('answers 404 with the contract message for an unknown slug', async () => {
    for (const slug of ['tidak-ada-kegiatan-ini', '..%2f..%2fetc', 'a'.repeat(300)]) {
      const res = await app.agent().get(`/api/kegiatan/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Kegiatan tidak ditemukan.' });
    }
  });

  it('gives the admin every activity, the latest start first, paged, and one by id', async () => {
    const res = await admin.get<AdminActivitiesPage>('/api/admin/kegiatan?page=1&per_page=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 5, total: await count() });
    const starts = res.body.data.map((a) => a.starts_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    const [first] = res.body.data;
    const one = await admin.get<Activity>(`/api/admin/kegiatan/${first!.id}`);
    expect(one.body.id).toBe(first!.id);
    expect((await admin.get('/api/admin/kegiatan/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/kegiatan?per_page=1000')).body.meta.per_page).toBe(100);
  });
});

describe('photos and captions', () => {
  let activity: Activity;
  let photos: GalleryImage[];

  beforeAll(async () => {
    activity = await create(base(`Dokumentasi ${stamp}`, -3 * DAY));
  });

  it('attaches an upload of three captioned photos to an activity, in upload order', async () => {
    const res = await uploadPhotos([`Satu ${stamp}`, `Dua ${stamp}`, `Tiga ${stamp}`], activity.id);
    expect(res.status).toBe(201);
    res.body.data.forEach((photo) => {
      expectGalleryImage(photo);
      expect(photo.kegiatan_id).toBe(activity.id);
    });
    const detail = (await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`)).body;
    expectActivity(detail);
    expect(detail.photo_count).toBe(3);
    photos = detail.photos;
    expect(photos.map((p) => p.caption)).toEqual([`Satu ${stamp}`, `Dua ${stamp}`, `Tiga ${stamp}`]);
    const listed = (await pastPage(1)).body.data.find((a) => a.id === activity.id);
    expect(listed?.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
    // the gallery shows them as before, with their activity and date
    const gallery = (await app.agent().get<GalleryPage>('/api/galeri?page=1&limit=3')).body.data;
    expect(gallery.map((g) => g.kegiatan_id)).toEqual([activity.id, activity.id, activity.id]);
  });

  it('refuses to attach photos to an activity that does not exist (422 kegiatan_id), storing nothing', async () => {
    const filesBefore = storedFiles(app);
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const res = await uploadPhotos(['x'], id);
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 422,
        body: { message: 'Kegiatan tidak ditemukan.', errors: { kegiatan_id: ['Kegiatan tidak ditemukan.'] } },
      });
    }
    expect(storedFiles(app)).toEqual(filesBefore);
  });

  it('edits a caption, a description and the activity of one photo; null detaches', async () => {
    const photo = photos[0]!;
    const other = await create(base(`Lain ${stamp}`, -4 * DAY));
    const edit = await admin.post<UpdateGalleryResponse>(`/api/admin/galeri/${photo.id}`, {
      caption: `  Pembukaan ${stamp}  `,
      image_alt: 'Ketua membuka acara di depan peserta',
      kegiatan_id: other.id,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Gambar berhasil diperbarui!');
    expect(edit.body.data).toMatchObject({
      id: photo.id,
      caption: `Pembukaan ${stamp}`,
      image_alt: 'Ketua membuka acara di depan peserta',
      kegiatan_id: other.id,
      created_at: photo.created_at,
    });
    expect((await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`)).body.photo_count).toBe(2);
    expect((await app.agent().get<Activity>(`/api/kegiatan/${other.slug}`)).body.photos.map((p) => p.id)).toEqual([
      photo.id,
    ]);

    const detach = await admin.post<UpdateGalleryResponse>(`/api/admin/galeri/${photo.id}`, { kegiatan_id: null });
    expect(detach.body.data).toMatchObject({ kegiatan_id: null, caption: `Pembukaan ${stamp}` });
    expect((await app.agent().get<Activity>(`/api/kegiatan/${other.slug}`)).body.photo_count).toBe(0);
    // '' clears a text; the photo stays where it is
    const cleared = await admin.post<UpdateGalleryResponse>(`/api/admin/galeri/${photo.id}`, { image_alt: '' });
    expect(cleared.body.data.image_alt).toBeNull();
    await admin.post(`/api/admin/galeri/${photo.id}`, { kegiatan_id: activity.id });
  });

  it('answers bad edits with a 422 naming the field, and changes nothing', async () => {
    const photo = photos[1]!;
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ caption: 'k'.repeat(256) }, { caption: ['Keterangan maksimal 255 karakter.'] }],
      [{ image_alt: 'd'.repeat(256) }, { image_alt: ['Deskripsi gambar maksimal 255 karakter.'] }],
      [{ caption: ['a'] }, { caption: ['Keterangan harus berupa teks.'] }],
      [{ kegiatan_id: 999999 }, { kegiatan_id: ['Kegiatan tidak ditemukan.'] }],
      [{ kegiatan_id: '1 OR 1=1' }, { kegiatan_id: ['Kegiatan tidak ditemukan.'] }],
      [{ kegiatan_id: { $gt: 0 } }, { kegiatan_id: ['Kegiatan tidak ditemukan.'] }],
      [{}, { caption: ['Tidak ada perubahan yang dikirim.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.post(`/api/admin/galeri/${photo.id}`, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 422,
        answer: { message: Object.values(errors)[0]![0], errors },
      });
    }
    const after = (await app.agent().get<Activity>(`/api/kegiatan/${activity.slug}`)).body.photos.find(
      (p) => p.id === photo.id,
    );
    expect(after).toEqual(photo);
    expect((await admin.post('/api/admin/galeri/999999', { caption: 'x' })).status).toBe(404);
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post(`/api/admin/galeri/${photo.id}`, { caption: 'x' })).status).toBe(401);
  });
});

describe('edit and delete', () => {
  it('changes only what was sent, keeps the slug, replaces the poster (the old files go)', async () => {
    const activity = await create(base(`Ubah ${stamp}`, 9 * DAY), await imageBytes('jpeg'));
    const oldFiles = allPaths({ image_path: activity.poster_path!, image_formats: activity.image_formats });
    const form = await activityForm(
      { title: `Judul baru ${stamp}`, place: '', registration_url: 'https://daftar.example.org/x' },
      await imageBytes('png'),
    );
    const res = await admin.post<UpdateActivityResponse>(`/api/admin/kegiatan/${activity.id}`, form);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kegiatan berhasil diperbarui!');
    expect(res.body.data).toMatchObject({
      id: activity.id,
      slug: activity.slug,
      title: `Judul baru ${stamp}`,
      place: null,
      registration_url: 'https://daftar.example.org/x',
      starts_at: activity.starts_at,
      ends_at: activity.ends_at,
      summary: activity.summary,
    });
    expect(res.body.data.poster_path).not.toBe(activity.poster_path);
    for (const path of oldFiles) await expectGone(app, path);

    // an end sent alone is checked against the stored start
    const early = await admin.post(
      `/api/admin/kegiatan/${activity.id}`,
      await activityForm({ ends_at: jakartaLocal(new Date(Date.parse(activity.starts_at) - HOUR)) }),
    );
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ ends_at: ['Waktu selesai harus setelah waktu mulai.'] });
    const noEnd = await admin.post<UpdateActivityResponse>(
      `/api/admin/kegiatan/${activity.id}`,
      await activityForm({ ends_at: '' }),
    );
    expect(noEnd.body.data.ends_at).toBeNull();
    expect((await admin.post('/api/admin/kegiatan/999999', await activityForm({ title: 'x' }))).status).toBe(404);
  });

  it('moves the activity to the trash (its poster kept for a restore); its photos stay in the gallery, detached', async () => {
    const activity = await create(base(`Hapus ${stamp}`, -2 * DAY), await imageBytes('jpeg'));
    const up = await uploadPhotos([`Tetap ${stamp}`], activity.id);
    const [photo] = up.body.data;
    const res = await admin.delete(`/api/admin/kegiatan/${activity.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Kegiatan berhasil dihapus!' });
    for (const path of allPaths({ image_path: activity.poster_path!, image_formats: activity.image_formats }))
      await expectServed(app, path);
    expect((await app.agent().get(`/api/kegiatan/${activity.slug}`)).status).toBe(404);
    const still = (await app.agent().get<GalleryPage>('/api/galeri')).body.data.find((g) => g.id === photo!.id);
    expect(still).toMatchObject({ caption: `Tetap ${stamp}`, kegiatan_id: null });
    await expectServed(app, still!.image_path);
    expect((await admin.delete(`/api/admin/kegiatan/${activity.id}`)).status).toBe(404);
  });
});

describe('the cache', () => {
  it('serves the lists from memory, and a write shows at once', async () => {
    const a = app.agent();
    await upcoming(a);
    const hit = await upcoming(a);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('cache-control')).toMatch(PUBLIC_READ_CACHE_CONTROL);
    const made = await create(base(`Baru ${stamp}`, 3 * DAY));
    const after = await upcoming(a);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.data.map((x) => x.id)).toContain(made.id);
  });

  it('moves an activity from upcoming to ended when it ends, with no write in between', async () => {
    const start = new Date(Date.now() - HOUR);
    const end = new Date(Date.now() + 2500);
    const activity = await create({
      ...base(`Sebentar lagi selesai ${stamp}`, 0),
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
    });
    const a = app.agent();
    expect((await upcoming(a)).body.data.map((x) => x.id)).toContain(activity.id);
    const cached = await upcoming(a);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(cached.body.data.map((x) => x.id)).toContain(activity.id);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end.getTime() - Date.now()) + 200));
    const later = await upcoming(a);
    expect(later.body.data.map((x) => x.id)).not.toContain(activity.id);
    expect((await pastPage(1)).body.data.map((x) => x.id)).toContain(activity.id);
  });
});

describe('.ics', () => {
  function parse(text: string) {
    const root = new ICAL.Component(ICAL.parse(text));
    const zone = root.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Jakarta');
    ICAL.TimezoneService.register(zone!);
    return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
  }

  function expectWellFormed(text: string) {
    expect(text.endsWith('\r\n')).toBe(true);
    // every line break is CRLF, and every line at most 75 octets
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }

  it('gives one activity as a text/calendar download with its times in Asia/Jakarta', async () => {
    const activity = await create(
      {
        ...base(`Kalender ${stamp}`, DAY),
        starts_at: '2031-05-01T19:00',
        ends_at: '2031-05-02T01:30',
        place: 'Aula, Gedung A; lantai 2',
        registration_url: 'https://forms.example.org/kalender?a=1,2',
      },
      await smallImage('jpeg'),
    );
    const res = await app.agent().get(`/kegiatan/${activity.slug}.ics`, { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${activity.slug}.ics"`);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_READ_CACHE_CONTROL);
    expectWellFormed(res.text);
    expect(res.text).toContain('\r\nDTSTART;TZID=Asia/Jakarta:20310501T190000\r\n');
    expect(res.text).toContain('\r\nDTEND;TZID=Asia/Jakarta:20310502T013000\r\n');

    const { events } = parse(res.text);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toBe(activity.title);
    expect(event!.location).toBe('Aula, Gedung A; lantai 2');
    expect(event!.startDate.zone.tzid).toBe('Asia/Jakarta');
    expect([event!.startDate.hour, event!.endDate.hour, event!.endDate.minute]).toEqual([19, 1, 30]);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2031-05-01T12:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2031-05-01T18:30:00.000Z');
    expect(event!.description).toContain('Pendaftaran: https://forms.example.org/kalender?a=1,2');
    expect(event!.description).toContain(`${app.baseUrl}/kegiatan/${activity.slug}`);
    expect(event!.uid).toBe(`kegiatan-${activity.id}@${new URL(app.baseUrl).host}`);

    const missing = await app.agent().get('/kegiatan/tidak-ada-kegiatan.ics', { headers: { Accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Kegiatan tidak ditemukan.');
    expect((await app.agent().get('/kegiatan/%E0%A4%A.ics', { headers: { Accept: '*/*' } })).status).toBe(404);
  });

  it('keeps a hostile title one escaped value that parses back as typed', async () => {
    const hostile = `Rapat; "kerja", \\besar\\ END:VEVENT BEGIN:VEVENT SUMMARY:palsu <script>x</script> ${stamp}`;
    const activity = await create({
      ...base('x', DAY),
      title: `${hostile}\r\nEND:VCALENDAR`,
      place: 'Lab\r\nLOCATION:palsu',
      summary: 'Baris satu\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:palsu',
    });
    // titles and places are one line: the line break became a space
    expect(activity.title).toBe(`${hostile} END:VCALENDAR`);
    const res = await app.agent().get(`/kegiatan/${activity.slug}.ics`, { headers: { Accept: '*/*' } });
    expectWellFormed(res.text);
    expect(res.text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(res.text.match(/^END:VCALENDAR$/gm)).toHaveLength(1);
    expect(res.text).not.toMatch(/^(SUMMARY|LOCATION):palsu/m);
    const [event] = parse(res.text).events;
    expect(event!.summary).toBe(activity.title);
    expect(event!.location).toBe('Lab LOCATION:palsu');
    expect(event!.description.startsWith('Baris satu\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:palsu\n\n')).toBe(true);
  });

  it('/kegiatan.ics is a feed of every activity to subscribe to, and follows writes', async () => {
    const res = await app.agent().get('/kegiatan.ics', { headers: { Accept: 'text/calendar' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBeNull();
    expectWellFormed(res.text);
    const { root, events } = parse(res.text);
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Jakarta');
    expect(res.text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(events).toHaveLength(await count());
    const all = (await admin.get<AdminActivitiesPage>('/api/admin/kegiatan?per_page=100')).body.data;
    for (const activity of all.slice(0, 20)) {
      const event = events.find((e) => e.uid === `kegiatan-${activity.id}@${new URL(app.baseUrl).host}`);
      expect(event?.startDate.toJSDate().toISOString()).toBe(activity.starts_at);
      expect(event?.endDate.toJSDate().toISOString()).toBe(activity.ends_at ?? activity.starts_at);
    }
    const etag = res.headers.get('etag')!;
    const again = await app
      .agent()
      .get('/kegiatan.ics', { headers: { Accept: 'text/calendar', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const made = await create(base(`Langganan ${stamp}`, 12 * DAY));
    const changed = await app
      .agent()
      .get('/kegiatan.ics', { headers: { Accept: 'text/calendar', 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(parse(changed.text).events.map((e) => e.summary)).toContain(made.title);
  });
});
