/**
 * Site settings and admin accounts over HTTP (contract: "Site settings", "Admin accounts"): the settings' rules (https
 * only, the calendar an embed address, nothing half-saved) and their reach without a rebuild (the page HTML and its
 * first data at once); adding an admin who must choose their own password (enforced by the server), blocking and
 * unblocking with their sessions ended at once, never yourself nor the last unblocked admin, and changing one's own
 * password, which ends the other sessions and keeps this one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount, SiteSettings } from '@hmrpl/contract';
import { createUser, startTestApp, type Agent, type TestApp, PUBLIC_READ_CACHE_CONTROL } from './helpers';
import { serviceOf } from '../src/lib/strapi/documents';

let app: TestApp;
let admin: Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

const HTML = { Accept: 'text/html' };
const settings = async () => (await app.agent().get<SiteSettings>('/api/pengaturan')).body;

describe('site settings', () => {
  it('answers the links the site had before they were settings', async () => {
    const res = await app.agent().get<SiteSettings>('/api/pengaturan');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(PUBLIC_READ_CACHE_CONTROL);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'bpa_url',
        'calendar_src',
        'contact_email',
        'instagram_url',
        'linkedin_url',
        'program_url',
        'youtube_url',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      instagram_url: 'https://www.instagram.com/hmrpl.telu/',
      linkedin_url: 'https://www.linkedin.com/company/hmrpl-telkom-university/',
      youtube_url: null,
      program_url: 'https://bse.telkomuniversity.ac.id/',
      bpa_url: 'https://bpa.telkomuniversity.ac.id/',
    });
    expect(res.body.calendar_src).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/embed\?/);
  });

  it('saves the fields sent, clears with an empty value, and every page shows them at once', async () => {
    const original = await settings();
    await app.agent().get('/', { headers: HTML }); // warm the page cache
    const youtube = `https://www.youtube.com/@hmrpl-${Date.now()}`;
    const res = await admin.post('/api/admin/pengaturan', {
      youtube_url: ` ${youtube} `,
      contact_email: 'Humas@HMRPL.example',
      linkedin_url: '',
      lain: 'diabaikan',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Pengaturan berhasil disimpan!');
    expect(res.body.data).toEqual({
      ...original,
      youtube_url: youtube,
      contact_email: 'humas@hmrpl.example',
      linkedin_url: null,
    });
    expect(await settings()).toEqual(res.body.data);
    const home = (await app.agent().get('/', { headers: HTML })).text;
    expect(home).toContain(`"youtube_url":"${youtube}"`);
    // the Organization's profiles follow the settings
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(home)![1]!);
    expect(ld.sameAs).toEqual([original.instagram_url, youtube]);
    expect(ld.email).toBe('humas@hmrpl.example');
    // back as it was
    expect((await admin.post('/api/admin/pengaturan', original)).status).toBe(200);
    expect(await settings()).toEqual(original);
  });

  it('refuses what is not https (the calendar: not a Google Calendar embed) naming the field, and saves none of it', async () => {
    const before = await settings();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ instagram_url: 'http://instagram.com/x' }, 'instagram_url', 'Alamat harus diawali https://.'],
      [{ linkedin_url: 'javascript:alert(1)' }, 'linkedin_url', 'Alamat harus diawali https://.'],
      [{ youtube_url: 'https://user:pass@youtube.com/' }, 'youtube_url', 'Alamat harus diawali https://.'],
      [{ program_url: 'bse.telkomuniversity.ac.id' }, 'program_url', 'Alamat harus diawali https://.'],
      [{ bpa_url: `https://bpa.example/${'x'.repeat(1000)}` }, 'bpa_url', 'Alamat maksimal 1000 karakter.'],
      [{ bpa_url: 'https://bpa example.com/' }, 'bpa_url', 'Alamat harus diawali https://.'],
      [
        { calendar_src: 'https://evil.example/calendar/embed?src=x' },
        'calendar_src',
        'Alamat kalender harus berupa alamat sematan Google Calendar (https://calendar.google.com/calendar/embed?...).',
      ],
      [
        { calendar_src: 'https://calendar.google.com/calendar/u/0/r' },
        'calendar_src',
        'Alamat kalender harus berupa alamat sematan Google Calendar (https://calendar.google.com/calendar/embed?...).',
      ],
      [{ contact_email: 'bukan email' }, 'contact_email', 'Alamat email tidak valid.'],
      [{ contact_email: 'a@b' }, 'contact_email', 'Alamat email tidak valid.'],
      [{ contact_email: `${'a'.repeat(250)}@b.id` }, 'contact_email', 'Alamat email maksimal 254 karakter.'],
      [{ instagram_url: 42 }, 'instagram_url', 'Isian harus berupa teks.'],
      [{ instagram_url: ['https://a.b'] }, 'instagram_url', 'Isian harus berupa teks.'],
    ];
    for (const [body, field, message] of cases) {
      // a good field beside the bad one is not saved either
      const res = await admin.post('/api/admin/pengaturan', { youtube_url: 'https://www.youtube.com/@tidak', ...body });
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(res.body.errors?.[field], field).toEqual([message]);
    }
    expect(await settings()).toEqual(before);
  });

  it('needs the admin session and the CSRF header', async () => {
    const nobody = app.agent();
    await nobody.csrf();
    expect((await nobody.post('/api/admin/pengaturan', {})).status).toBe(401);
    expect((await admin.post('/api/admin/pengaturan', {}, { xsrf: false })).status).toBe(419);
  });
});

/** Signs `username` in on a fresh agent (the first sign-in of a new admin). */
async function signIn(username: string, password: string) {
  const agent = app.agent();
  const res = await agent.login(username, password);
  return { agent, res };
}

describe('admin accounts', () => {
  it('lists the admins', async () => {
    const res = await admin.get<{ data: AdminAccount[] }>('/api/admin/pengguna');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const me = res.body.data.find((a) => a.username === 'admin')!;
    expect(me).toMatchObject({ blocked: false, must_change_password: false, name: 'admin' });
    expect(me.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // no password or hash in the answer
    expect(res.text).not.toMatch(/password"\s*:\s*"|\$2[aby]\$/);
  });

  it('adds an admin who must choose their own password first (the server refuses everything else until then)', async () => {
    const username = `baru${Date.now().toString(36)}`;
    const res = await admin.post('/api/admin/pengguna', {
      username,
      email: `${username.toUpperCase()}@Uji.hmrpl.test`,
      name: ' Admin Baru ',
      password: 'sementara-12345',
      roles: ['redaksi'],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Admin berhasil ditambahkan!');
    expect(res.body.data).toMatchObject({
      username,
      email: `${username}@uji.hmrpl.test`,
      name: 'Admin Baru',
      blocked: false,
      must_change_password: true,
      last_login_at: null,
      roles: ['redaksi'],
    });

    const { agent, res: login } = await signIn(username, 'sementara-12345');
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username, name: 'Admin Baru', must_change_password: true });
    expect((await agent.get('/api/me')).body.must_change_password).toBe(true);
    for (const [method, url] of [
      ['GET', '/api/admin/berita'],
      ['GET', '/api/admin/pengguna'],
      ['POST', '/api/admin/pengaturan'],
      ['GET', '/api/aspirasi'],
    ] as const) {
      const refused = await agent.request(method, url, method === 'POST' ? {} : undefined);
      expect([url, refused.status, refused.body.message]).toEqual([
        url,
        403,
        'Ganti password Anda terlebih dahulu sebelum melanjutkan.',
      ]);
    }
    // a second browser of the same admin
    const other = await signIn(username, 'sementara-12345');
    expect(other.res.status).toBe(200);
    // the change itself: wrong current password, too short, the same one
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { current_password: 'salah-sekali-123', password: 'pilihan-sendiri-2026' },
        'current_password',
        'Password saat ini salah.',
      ],
      [{ password: 'pilihan-sendiri-2026' }, 'current_password', 'Password saat ini wajib diisi.'],
      [{ current_password: 'sementara-12345', password: 'pendek-123' }, 'password', 'Password minimal 12 karakter.'],
      [
        { current_password: 'sementara-12345', password: 'x'.repeat(1025) },
        'password',
        'Password maksimal 1024 karakter.',
      ],
      [{ current_password: 'sementara-12345' }, 'password', 'Password minimal 12 karakter.'],
      [
        { current_password: 'sementara-12345', password: 'sementara-12345' },
        'password',
        'Password baru harus berbeda dari password saat ini.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const bad = await agent.post('/api/me/password', body);
      expect({ field, status: bad.status }).toEqual({ field, status: 422 });
      expect(bad.body.errors?.[field]).toEqual([message]);
    }
    expect((await agent.get('/api/me')).body.must_change_password).toBe(true);
    expect(
      (
        await agent.post(
          '/api/me/password',
          { current_password: 'sementara-12345', password: 'pilihan-sendiri-2026' },
          { xsrf: false },
        )
      ).status,
    ).toBe(419);

    const oldCookie = agent.cookie('hmrpl_session')!;
    const changed = await agent.post('/api/me/password', {
      current_password: 'sementara-12345',
      password: 'pilihan-sendiri-2026',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ message: 'Password berhasil diubah.' });
    expect(changed.headers.get('cache-control')).toContain('no-store');
    // this browser goes on, in a new session with a new CSRF token; the flag is gone; it works
    expect(agent.cookie('hmrpl_session')).not.toBe(oldCookie);
    expect(changed.cookies['XSRF-TOKEN']?.value).toBeTruthy();
    expect((await agent.get('/api/me')).body.must_change_password).toBe(false);
    expect((await agent.get('/api/admin/berita')).status).toBe(200);
    // a redaksi: the accounts are the pengelola's
    expect((await agent.get('/api/admin/pengguna')).status).toBe(403);
    // the other browser and the old cookie are signed out
    expect((await other.agent.get('/api/me')).status).toBe(401);
    const replay = app.agent();
    replay.setCookie('hmrpl_session', oldCookie);
    expect((await replay.get('/api/me')).status).toBe(401);
    // the old password no longer signs in, the new one does
    expect((await signIn(username, 'sementara-12345')).res.status).toBe(401);
    const again = await signIn(username, 'pilihan-sendiri-2026');
    expect(again.res.body.user.must_change_password).toBe(false);
    const listed = (await admin.get<{ data: AdminAccount[] }>('/api/admin/pengguna')).body.data.find(
      (a) => a.username === username,
    )!;
    expect(listed.must_change_password).toBe(false);
    expect(listed.last_login_at).not.toBeNull();
  });

  it('refuses every bad field of a new admin with a message naming it, and adds nobody', async () => {
    const existing = await createUser(app.strapi, { admin: true });
    const count = async () => app.strapi.db.query('plugin::users-permissions.user').count({});
    const before = await count();
    const good = {
      username: `ok${Date.now().toString(36)}`,
      email: 'ok@uji.hmrpl.test',
      password: 'cukup-panjang-123',
      roles: ['redaksi'],
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { ...good, username: 'ab' },
        'username',
        'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.',
      ],
      [
        { ...good, username: 'a b c' },
        'username',
        'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.',
      ],
      [
        { ...good, username: '<script>' },
        'username',
        'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.',
      ],
      [
        { ...good, username: 'x'.repeat(51) },
        'username',
        'Username 3 sampai 50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.',
      ],
      [{ ...good, username: existing.username.toUpperCase() }, 'username', 'Username sudah dipakai.'],
      [{ ...good, email: 'bukan-email' }, 'email', 'Alamat email tidak valid.'],
      [{ ...good, email: existing.email.toUpperCase() }, 'email', 'Email sudah dipakai.'],
      [{ ...good, name: 'x'.repeat(101) }, 'name', 'Nama maksimal 100 karakter.'],
      [{ ...good, password: 'pendek' }, 'password', 'Password minimal 12 karakter.'],
      [{ ...good, password: undefined }, 'password', 'Password minimal 12 karakter.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/admin/pengguna', body);
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(res.body.errors?.[field], field).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('blocks an admin, ending their sessions at once; unblocking lets them sign in again', async () => {
    const target = await createUser(app.strapi, { admin: true });
    const { agent } = await signIn(target.username, target.password);
    expect((await agent.get('/api/me')).status).toBe(200);
    const res = await admin.post(`/api/admin/pengguna/${target.id}/blokir`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      message: `Admin ${target.username} berhasil diblokir.`,
      data: { id: target.id, blocked: true },
    });
    expect((await agent.get('/api/me')).status).toBe(401);
    // a blocked account answers as a wrong password would (tests/security-two-factor.int.test.ts, ADR 081)
    expect((await signIn(target.username, target.password)).res.status).toBe(401);
    const open = await admin.post(`/api/admin/pengguna/${target.id}/buka-blokir`);
    expect(open.body).toMatchObject({
      message: `Blokir admin ${target.username} berhasil dibuka.`,
      data: { blocked: false },
    });
    expect((await signIn(target.username, target.password)).res.status).toBe(200);
    // not an admin, or nobody
    const plain = await createUser(app.strapi);
    expect((await admin.post(`/api/admin/pengguna/${plain.id}/blokir`)).status).toBe(404);
    expect((await admin.post('/api/admin/pengguna/999999/blokir')).body).toEqual({ message: 'Admin tidak ditemukan.' });
  });

  it('never blocks yourself, nor the last unblocked admin; two admins blocking each other leave one', async () => {
    const me = (await admin.get('/api/me')).body;
    const self = await admin.post(`/api/admin/pengguna/${me.id}/blokir`);
    expect([self.status, self.body.errors?.id]).toEqual([422, ['Anda tidak dapat memblokir akun Anda sendiri.']]);

    // block every other admin for this test, leaving two unblocked ones (a, b); restore afterwards
    const users = app.strapi.db.query('plugin::users-permissions.user');
    const others = (await users.findMany({
      where: { role: { type: 'admin' }, blocked: false },
      select: ['id'],
    })) as Array<{ id: number }>;
    const a = await createUser(app.strapi, { admin: true });
    const b = await createUser(app.strapi, { admin: true });
    await users.updateMany({ where: { id: { $in: others.map((o) => o.id) } }, data: { blocked: true } });
    try {
      const asA = (await signIn(a.username, a.password)).agent;
      const asB = (await signIn(b.username, b.password)).agent;
      const [one, two] = await Promise.all([
        asA.post(`/api/admin/pengguna/${b.id}/blokir`),
        asB.post(`/api/admin/pengguna/${a.id}/blokir`),
      ]);
      // the first one blocks; the second is either signed out already (401) or refused: nobody would be left (422)
      const statuses = [one.status, two.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 422]).toContain(statuses[1]);
      for (const res of [one, two].filter((r) => r.status === 422))
        expect(res.body.errors?.id).toEqual(['Admin terakhir yang tidak diblokir tidak dapat diblokir.']);
      expect(await users.count({ where: { role: { type: 'admin' }, blocked: false } })).toBe(1);
      // the last one standing: a request of the other admin that passed its session check just before that admin
      // was blocked (what the race above may produce) is refused by the rule itself
      const [left, gone] = one.status === 200 ? [a, b] : [b, a];
      await expect(serviceOf(app.strapi, 'api::pengguna.pengguna').block(left.id, gone.id)).rejects.toMatchObject({
        status: 422,
        message: 'Admin terakhir yang tidak diblokir tidak dapat diblokir.',
      });
      expect(await users.count({ where: { role: { type: 'admin' }, blocked: false } })).toBe(1);
    } finally {
      await users.updateMany({
        where: { id: { $in: [...others.map((o) => o.id), a.id, b.id] } },
        data: { blocked: false },
      });
    }
  });
});
