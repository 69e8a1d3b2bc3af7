/**
 * The hostile corpus (tests/fixtures/hostile/): XSS and injection payloads in every text field, uploads that lie
 * (built at test time: nothing large is committed), out-of-range and wrong-type query strings, wrong shapes,
 * oversize bodies and encoded traversal. Each answers the contract's status with a clear Indonesian message, stores
 * nothing partial, and what is stored is inert. (How the SPA shows the stored values, and the Excel export, are
 * tested in web/src/features/admin-aspirasi and web/src/features/berita with the same corpus.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Agent, type TestApp } from './helpers';
import { smallImage } from './fixtures/images';
import { withoutInvisibleCharacters } from '../src/lib/content/invisible';

const corpus = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'hostile', 'xss.json'), 'utf8')) as {
  payloads: string[];
};
const PAYLOADS = corpus.payloads;

let app: TestApp;
let admin: Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

const INDONESIAN =
  /\b(tidak|harus|berkas|silakan|maksimal|wajib|kosong|melebihi|valid|halaman|sesi|ditemukan|terlalu|gambar|pesan|kategori|judul|isi|nim|nama|pilih|hanya|dipakai|jadwal)\b/i;
const expectIndonesianError = (res: { status: number; body: any }, status: number) => {
  expect(res.status).toBe(status);
  expect(typeof res.body?.message).toBe('string');
  expect(res.body.message).toMatch(INDONESIAN);
};

/** What sanitized HTML may never contain. */
function expectInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|form|input|meta|base|link|template|noscript|body|div)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(?:javascript|vbscript|data)\s*:/i);
  expect(html).not.toMatch(/expression\s*\(|url\s*\(|-moz-binding|behavior\s*:|position\s*:/i);
  expect(html).not.toMatch(/srcset=/i);
  for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^(?:https?:\/\/|mailto:)/);
  for (const src of html.matchAll(/src="([^"]*)"/g)) expect(src[1]).toMatch(/^(?:https:\/\/|\/storage\/)/);
  for (const a of html.matchAll(/<a\b[^>]*>/g)) expect(a[0]).toContain('rel="noopener noreferrer"');
}

const png = () => smallImage('png');

async function newsForm(
  title: string,
  content: string,
  image?: { bytes: Uint8Array | string; name: string; type: string },
) {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  const file = image ?? { bytes: await png(), name: 'foto.png', type: 'image/png' };
  form.append('image', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

const uploadsDir = () => path.join(app.tmpDir, 'public', 'uploads');
const counts = async () => ({
  files: readdirSync(uploadsDir()).length,
  news: await app.strapi.db.query('api::berita.berita').count({}),
  gallery: await app.strapi.db.query('api::galeri.galeri').count({}),
  media: await app.strapi.db.query('plugin::upload.file').count({}),
});

describe(`XSS corpus (${PAYLOADS.length} payloads) in every text field`, () => {
  it('news: the content is stored through the allow-list and inert; the title is kept as plain text', async () => {
    // six payloads an article (each one also alone in the title of its group's first article)
    const groups = Array.from({ length: Math.ceil(PAYLOADS.length / 6) }, (_, i) => PAYLOADS.slice(i * 6, i * 6 + 6));
    for (const group of groups) {
      const payload = group[0]!;
      const res = await admin.post(
        '/api/admin/berita',
        await newsForm(payload.slice(0, 255), `<p>Isi aman.</p>${group.join('\n')}`),
      );
      expect({ payload, status: res.status }).toEqual({ payload, status: 201 });
      const stored = res.body.data;
      expectInert(stored.content);
      expect(stored.content).toContain('Isi aman.');
      // the title is text: stored as typed (the SPA renders it escaped), and the excerpt has no markup
      expect(stored.title).toBe(payload.slice(0, 255).trim());
      expect(stored.excerpt).not.toMatch(/<[a-z!/]/i);
      expect(stored.slug).toMatch(/^[a-z0-9-]+$/);
      const open = await app.agent().get(`/api/berita/${stored.slug}`);
      expect(open.status).toBe(200);
      expectInert(open.body.content);
      await admin.delete(`/api/admin/berita/${stored.id}`);
    }
  }, 120_000);

  it('news: a payload that sanitizes to nothing is refused with a message, and nothing is stored', async () => {
    const before = await counts();
    for (const payload of [
      '<script>alert(1)</script>',
      '<svg onload=alert(1)></svg>',
      '<iframe src="https://evil.test"></iframe>',
      '<style>p{}</style>',
    ]) {
      expectIndonesianError(await admin.post('/api/admin/berita', await newsForm('Judul', payload)), 422);
    }
    expect(await counts()).toEqual(before);
  });

  it('aspirations: nama and pesan are stored as the text sent (never interpreted; invisible and bidi characters removed), nim only as digits', async () => {
    const stamp = Date.now().toString(36);
    const visitor = app.agent();
    await visitor.csrf();
    for (const [i, payload] of PAYLOADS.entries()) {
      const res = await visitor.post(
        '/api/aspirasi',
        { nama: payload.slice(0, 100), nim: '', kategori: 'Saran', pesan: `${stamp}-${i} ${payload}`, isAnonim: false },
        { ip: `10.99.${i}.1` },
      );
      expect({ payload, status: res.status }).toEqual({ payload, status: 201 });
    }
    expectIndonesianError(
      await visitor.post(
        '/api/aspirasi',
        { nim: '<script>', kategori: 'Saran', pesan: 'x', isAnonim: false },
        { ip: '10.98.0.1' },
      ),
      422,
    );
    const list = (await admin.get('/api/aspirasi?per_page=100')).body.data as Array<{ nama: string; pesan: string }>;
    for (const [i, payload] of PAYLOADS.entries()) {
      const row = list.find((a) => a.pesan.startsWith(`${stamp}-${i} `));
      expect(row?.pesan).toBe(withoutInvisibleCharacters(`${stamp}-${i} ${payload}`).trim());
      expect(row?.nama).toBe(withoutInvisibleCharacters(payload.slice(0, 100)).trim().replace(/\s+/g, ' '));
    }
  }, 60_000);

  it('activities: the description goes through the allow-list; title, place and summary stay text, in pages and .ics', async () => {
    const groups = Array.from({ length: Math.ceil(PAYLOADS.length / 6) }, (_, i) => PAYLOADS.slice(i * 6, i * 6 + 6));
    for (const group of groups) {
      const payload = group[0]!;
      const form = new FormData();
      form.append('title', `${payload.slice(0, 240)} x`);
      form.append('starts_at', '2031-08-01T09:00');
      form.append('place', payload.slice(0, 255));
      form.append('summary', payload.slice(0, 500));
      form.append('content', `<p>Isi aman.</p>${group.join('\n')}`);
      const res = await admin.post('/api/admin/kegiatan', form);
      expect({ payload, status: res.status }).toEqual({ payload, status: 201 });
      const stored = res.body.data;
      expectInert(stored.content);
      expect(stored.content).toContain('Isi aman.');
      expect(stored.slug).toMatch(/^[a-z0-9-]+$/);
      // the page: no script but the app's own; the calendar: one event whose text is the stored text
      const page = await app.agent().get(`/kegiatan/${stored.slug}`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(
        page.text.match(/<script\b[^>]*>/gi)?.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag)),
      ).toEqual(['<script type="module" src="/assets/app-3f9a1c.js">']);
      const ics = await app.agent().get(`/kegiatan/${stored.slug}.ics`, { headers: { Accept: '*/*' } });
      const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      expect(events[0]!.getFirstPropertyValue('summary')).toBe(stored.title);
      expect(events[0]!.getFirstPropertyValue('location')).toBe(stored.place);
      await admin.delete(`/api/admin/kegiatan/${stored.id}`);
    }
  }, 120_000);

  it('gallery: captions are stored as text', async () => {
    const form = new FormData();
    const some = PAYLOADS.slice(0, 10);
    for (const payload of some) {
      form.append('images[]', new Blob([await png()], { type: 'image/png' }), 'foto.png');
      form.append('captions[]', payload);
    }
    const res = await admin.post('/api/admin/galeri', form);
    expect(res.status).toBe(201);
    expect(res.body.data.map((g: { caption: string }) => g.caption).sort()).toEqual(some.map((p) => p.trim()).sort());
    for (const g of res.body.data) await admin.delete(`/api/admin/galeri/${g.id}`);
  });
});

describe(`XSS corpus (${PAYLOADS.length} payloads) in the cabinet, structure, member, admin and settings fields`, () => {
  /** The page HTML keeps the app's one script and no markup of ours from the payloads. */
  const expectInertPage = (html: string) => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    expect(
      scripts.filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag) && !/src="\/assets\//.test(tag)),
    ).toEqual([]);
    expect(html).not.toMatch(/<(?:img|svg|iframe|body)\b[^>]*\bon[a-z]+=/i);
  };

  it('cabinets and their pages: every text field stored as the text sent, the pages inert', async () => {
    const groups = Array.from({ length: Math.ceil(PAYLOADS.length / 4) }, (_, i) => PAYLOADS.slice(i * 4, i * 4 + 4));
    for (const [i, group] of groups.entries()) {
      const [a, b = a, c = a, d = a] = group as [string, string?, string?, string?];
      const form = new FormData();
      const name = `${a.slice(0, 50).trim()} K${i}`;
      form.append('name', name);
      form.append('period', `${2200 + i}/${2201 + i}`);
      form.append('tagline', b.slice(0, 120));
      form.append('name_meaning', c);
      form.append('vision', d);
      form.append('missions', JSON.stringify([{ title: a.slice(0, 100), text: b.slice(0, 500) }]));
      form.append('structure_alt', c);
      form.append('logo', new Blob([await png()], { type: 'image/png' }), 'logo.png');
      const res = await admin.post('/api/admin/kabinet', form);
      expect({ payload: a, status: res.status }).toEqual({ payload: a, status: 201 });
      const stored = res.body.data;
      expect(stored.slug).toMatch(/^[a-z0-9-]+$/);
      expect([stored.name, stored.tagline, stored.name_meaning, stored.vision, stored.structure_alt]).toEqual([
        name,
        b.slice(0, 120).trim(),
        c.trim(),
        d.trim(),
        c.trim(),
      ]);
      expect(stored.missions).toEqual([{ title: a.slice(0, 100).trim(), text: b.slice(0, 500).trim() }]);
      // a cabinet never active is seen through its preview link only (ADR 062): the page as it will be
      const preview = (await admin.post(`/api/admin/kabinet/${stored.id}/pratinjau`)).body.url as string;
      const page = await app.agent().get(preview, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(200);
      expectInertPage(page.text);
      expect(page.text).toContain(
        `${name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}`,
      );
      // the structure and the members of the same cabinet
      const structure = await admin.post(`/api/admin/kabinet/${stored.id}/struktur`, {
        departments: group.map((p, j) => ({
          name: `${p.slice(0, 50).trim()} ${j}`,
          divisions: [{ name: `${p.slice(0, 50).trim()} d` }],
        })),
      });
      expect(structure.status, structure.text).toBe(200);
      expect(structure.body.data.departments.map((dep: { name: string }) => dep.name)).toEqual(
        group.map((p, j) => `${p.slice(0, 50).trim()} ${j}`),
      );
      for (const p of group) {
        const member = new FormData();
        member.append('kabinet_id', String(stored.id));
        member.append('department_id', String(structure.body.data.departments[0].id));
        member.append('nama', p.slice(0, 100));
        member.append('jabatan', p.slice(0, 100));
        const added = await admin.post('/api/admin/anggota', member);
        expect({ payload: p, status: added.status }).toEqual({ payload: p, status: 201 });
        // a member's name and post lose the invisible characters (ADR 080), nothing else
        const shown = withoutInvisibleCharacters(p.slice(0, 100)).trim();
        expect([added.body.data.nama, added.body.data.jabatan]).toEqual([shown, shown]);
      }
      expectInertPage((await app.agent().get(preview, { headers: { Accept: 'text/html' } })).text);
      expect((await admin.delete(`/api/admin/kabinet/${stored.id}`)).status).toBe(200);
    }
  }, 180_000);

  it('admin names are stored as text; a payload is never an address in the settings', async () => {
    for (const [i, payload] of PAYLOADS.entries()) {
      const res = await admin.post('/api/admin/pengguna', {
        username: `korpus${i}${Date.now().toString(36)}`,
        email: `korpus${i}-${Date.now().toString(36)}@uji.hmrpl.test`,
        name: payload.slice(0, 100),
        password: 'korpus-sandi-12345',
        roles: ['aspirasi'],
      });
      expect({ payload, status: res.status }).toEqual({ payload, status: 201 });
      expect(res.body.data.name).toBe(
        withoutInvisibleCharacters(payload.slice(0, 100)).trim() || res.body.data.username,
      );
      const settings = await admin.post('/api/admin/pengaturan', { instagram_url: payload, contact_email: payload });
      expectIndonesianError(settings, 422);
    }
  }, 120_000);
});

/** A PNG whose header claims `width` x `height` (one IDAT of zeros, highly compressed): a decompression bomb. */
function pngBomb(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * Math.min(height, 2000)); // enough to be a real stream, still tiny compressed
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('uploads that lie', () => {
  const lying: Array<[string, () => Promise<{ bytes: Uint8Array | string; name: string; type: string }>, number]> = [
    [
      'HTML named .png',
      async () => ({ bytes: '<!doctype html><script>alert(1)</script>', name: 'foto.png', type: 'image/png' }),
      422,
    ],
    [
      'SVG named .png',
      async () => ({
        bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        name: 'foto.png',
        type: 'image/png',
      }),
      422,
    ],
    [
      'PDF named .png',
      async () => ({ bytes: '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', name: 'foto.png', type: 'image/png' }),
      422,
    ],
    [
      'GIF (not allowed) named .png',
      async () => ({
        bytes: new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')),
        name: 'foto.png',
        type: 'image/png',
      }),
      422,
    ],
    [
      'polyglot: PNG signature, then HTML',
      async () => ({
        bytes: new Uint8Array(
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('<html><script>alert(1)</script></html>'),
          ]),
        ),
        name: 'foto.png',
        type: 'image/png',
      }),
      422,
    ],
    [
      'truncated PNG (first 60 bytes)',
      async () => ({ bytes: (await png()).slice(0, 60), name: 'foto.png', type: 'image/png' }),
      422,
    ],
    ['zero-byte file', async () => ({ bytes: new Uint8Array(0), name: 'foto.png', type: 'image/png' }), 422],
    [
      'decompression bomb (PNG claiming 30000 x 30000)',
      async () => ({ bytes: pngBomb(30_000, 30_000), name: 'bom.png', type: 'image/png' }),
      422,
    ],
    [
      '26 MB file',
      async () => ({ bytes: new Uint8Array(26 * 1024 * 1024).fill(0x41), name: 'besar.png', type: 'image/png' }),
      413,
    ],
  ];

  it.each(lying)(
    '%s: refused with the contract status and an Indonesian message, nothing stored',
    async (_label, make, status) => {
      const before = await counts();
      const res = await admin.post('/api/admin/berita', await newsForm('Berkas bohong', '<p>isi</p>', await make()));
      expectIndonesianError(res, status);
      expect(await counts()).toEqual(before);
    },
  );

  it('21 files in one gallery upload: refused while streaming (413, docs/decisions/007), nothing stored', async () => {
    const before = await counts();
    const form = new FormData();
    const bytes = await png();
    for (let i = 0; i < 21; i += 1) form.append('images[]', new Blob([bytes], { type: 'image/png' }), `foto-${i}.png`);
    expectIndonesianError(await admin.post('/api/admin/galeri', form), 413);
    expect(await counts()).toEqual(before);
  });

  it('one bad file among good ones rejects the whole gallery upload, naming the file', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('images[]', new Blob([await png()], { type: 'image/png' }), 'baik.png');
    form.append('images[]', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'jahat.png');
    const res = await admin.post('/api/admin/galeri', form);
    expectIndonesianError(res, 422);
    expect(JSON.stringify(res.body.errors)).toContain('jahat.png');
    expect(await counts()).toEqual(before);
  });

  it('paths and control characters in file names never reach the disk: stored under a random name', async () => {
    for (const name of [
      '../../../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      'a\u0000b.png',
      'baris\r\nbaru.png',
      '%2e%2e%2fx.png',
      '<img src=x onerror=alert(1)>.png',
    ]) {
      const res = await admin.post(
        '/api/admin/berita',
        await newsForm('Nama berkas aneh', '<p>isi</p>', { bytes: await png(), name, type: 'image/png' }),
      );
      expect({ name, status: res.status }).toEqual({ name, status: 201 });
      const stored = res.body.data.image_path as string;
      expect(stored).toMatch(/^[A-Za-z0-9_-]+\.png$/);
      await admin.delete(`/api/admin/berita/${res.body.data.id}`);
    }
    expect(readdirSync(path.join(app.tmpDir, 'public')).sort()).toEqual(['uploads']);
  });
});

describe('query strings, shapes, sizes and paths', () => {
  it('out-of-range and wrong-type query strings read as the defaults, never a 5xx', async () => {
    const anon = app.agent();
    for (const q of [
      'page=-1',
      'page=0',
      'page=abc',
      'page=1e309',
      'page=99999999999999999999',
      'page[]=1',
      'page[a]=b',
      'page=1&page=2',
      'page=%00',
      'page=' + '9'.repeat(5000),
    ]) {
      for (const base of [
        '/api/berita',
        '/api/galeri',
        '/api/admin/berita',
        '/api/aspirasi',
        '/api/kegiatan',
        '/api/kegiatan?waktu=lampau',
        '/api/admin/kegiatan',
      ]) {
        const join = base.includes('?') ? '&' : '?';
        const res = await (base.includes('admin') || base === '/api/aspirasi' ? admin : anon).get(`${base}${join}${q}`);
        expect({ url: `${base}${join}${q.slice(0, 40)}`, status: res.status }).toEqual({
          url: `${base}${join}${q.slice(0, 40)}`,
          status: 200,
        });
      }
    }
    for (const q of ['limit=0', 'limit=-5', 'limit=1000', 'limit=abc', 'limit[]=3']) {
      const res = await anon.get(`/api/galeri?page=1&${q}`);
      expect(res.status).toBe(200);
      expect(res.body.per_page).toBeGreaterThanOrEqual(1);
      expect(res.body.per_page).toBeLessThanOrEqual(100);
    }
  });

  it('wrong shapes answer 422 with Indonesian messages; nothing is stored', async () => {
    const visitor = app.agent();
    await visitor.csrf();
    const before = await app.strapi.db.query('api::aspirasi.aspirasi').count({});
    const shapes: unknown[] = [
      { pesan: ['a', 'b'], kategori: 'Saran', isAnonim: true },
      { pesan: { $gt: '' }, kategori: 'Saran', isAnonim: true },
      { pesan: 'x', kategori: { $ne: null }, isAnonim: true },
      { pesan: 'x', kategori: 'Saran', isAnonim: 'mungkin' },
      { pesan: 'x', kategori: 'Saran', isAnonim: false, nama: ['a'] },
      { pesan: 'x', kategori: 'Saran', isAnonim: false, nim: { a: 1 } },
      { pesan: 'x'.repeat(2001), kategori: 'Saran', isAnonim: true },
      { pesan: '   ', kategori: 'Saran', isAnonim: true },
    ];
    for (const [i, body] of shapes.entries())
      expectIndonesianError(await visitor.post('/api/aspirasi', body, { ip: `10.97.${i}.1` }), 422);
    for (const [i, raw] of ['[]', '"teks"', '123', 'null', '{"pesan":'].entries()) {
      const res = await visitor.post('/api/aspirasi', raw, {
        ip: `10.96.${i}.1`,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(INDONESIAN);
    }
    expect(await app.strapi.db.query('api::aspirasi.aspirasi').count({})).toBe(before);
  });

  it('the aspiration inbox: hostile filters and triage bodies answer 200 or 422, never a 5xx, and change nothing', async () => {
    const before = await app.strapi.db.query('api::aspirasi.aspirasi').findMany({ orderBy: { id: 'asc' } });
    const queries = [
      "q=' OR 1=1 --",
      'q=%25%25%25',
      'q=_%_',
      'q=%5C',
      'q=%00%00',
      `q=${'a '.repeat(99)}`,
      `q=${'x'.repeat(5000)}`,
      'q[]=a&q[]=b',
      'q[$ne]=x',
      'status[$ne]=baru',
      'status=baru%00',
      'kategori[]=Saran',
      'dari=2025-01-01T00:00:00Z',
      'dari=%00',
      'sampai=9999-99-99',
      'dari=2025-02-29',
      'per_page=100&q=' + encodeURIComponent(PAYLOADS.join(' ').slice(0, 200)),
    ];
    for (const q of queries) {
      const res = await admin.get(`/api/aspirasi?${q}`);
      expect({ q: q.slice(0, 40), status: [200, 422].includes(res.status) }).toEqual({
        q: q.slice(0, 40),
        status: true,
      });
      if (res.status === 422) expect(res.body.message).toMatch(INDONESIAN);
    }
    const id = before[0]?.id ?? 1;
    const bodies: unknown[] = [
      { status: { $ne: 'baru' } },
      { status: ['selesai'] },
      { catatan: { $set: 'x' } },
      { catatan: 42 },
      { status: 'selesai', catatan: 'x'.repeat(2001) },
      [],
    ];
    for (const body of bodies) expectIndonesianError(await admin.post(`/api/admin/aspirasi/${id}`, body), 422);
    for (const body of [
      { max_id: 1 },
      { q: { $ne: '' }, max_id: 999999 },
      { status: 'baru', max_id: { $gt: 0 } },
      { status: 'baru', max_id: '1e9' },
      { kategori: ['Saran'], max_id: 5 },
    ])
      expectIndonesianError(await admin.post('/api/admin/aspirasi/hapus', body), 422);
    for (const path of ['/api/admin/aspirasi/%00', '/api/admin/aspirasi/99999999999', '/api/admin/aspirasi/1e3'])
      expect((await admin.post(path, { status: 'selesai' })).status).toBe(404);
    expect(await app.strapi.db.query('api::aspirasi.aspirasi').findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('an oversize JSON body is 413 with an Indonesian message', async () => {
    const visitor = app.agent();
    await visitor.csrf();
    const res = await visitor.post(
      '/api/aspirasi',
      { pesan: 'x'.repeat(400 * 1024), kategori: 'Saran', isAnonim: true },
      { ip: '10.95.0.1' },
    );
    expectIndonesianError(res, 413);
  });

  it('/storage with traversal, encoded or not, is a JSON 404', async () => {
    const anon = app.agent();
    for (const p of [
      '/storage/../package.json',
      '/storage/..%2f..%2fpackage.json',
      '/storage/%2e%2e/%2e%2e/package.json',
      '/storage/%252e%252e/package.json',
      '/storage/..\\..\\package.json',
      '/storage/x%00.png',
      '/storage/',
      '/storage',
    ]) {
      const res = await anon.get(p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
      expect(res.text).not.toContain('"name": "@hmrpl/cms"');
    }
  });
});

describe("the corpus against Strapi's dashboard auth routes", () => {
  it('every payload as e-mail, password, token and name: a JSON 4xx (never 2xx or 5xx), nothing made, nobody signed in', async () => {
    const users = await app.strapi.db.query('admin::user').count({});
    const sessions = await app.strapi.db.query('admin::session').count({});
    const wrong: string[] = [];
    for (const [i, payload] of PAYLOADS.entries()) {
      const calls: Array<[string, unknown]> = [
        ['/admin/login', { email: payload, password: payload }],
        ['/admin/forgot-password', { email: payload }],
        ['/admin/reset-password', { resetPasswordToken: payload, password: payload, confirmPassword: payload }],
        [
          '/admin/register',
          {
            registrationToken: payload,
            userInfo: { firstname: payload, lastname: payload, email: payload, password: payload },
          },
        ],
        [
          '/admin/register-admin',
          { email: payload, firstname: payload, password: `${payload}Aa1`, confirmPassword: payload },
        ],
      ];
      for (const [route, body] of calls) {
        // a new address for each call: the dashboard's limits would answer 429 long before the corpus ends
        const res = await app
          .agent()
          .post(route, body, { xsrf: false, ip: `10.93.${i}.${calls.length + route.length}` });
        if (res.status < 400 || res.status >= 500) wrong.push(`${route} #${i} -> ${res.status}`);
        if (!(res.headers.get('content-type') ?? '').includes('application/json'))
          wrong.push(`${route} #${i}: not JSON`);
        if (res.headers.get('x-content-type-options') !== 'nosniff') wrong.push(`${route} #${i}: no nosniff`);
        if (res.cookies.strapi_admin_refresh?.value) wrong.push(`${route} #${i}: a refresh cookie`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await app.strapi.db.query('admin::user').count({})).toBe(users);
    expect(await app.strapi.db.query('admin::session').count({})).toBe(sessions);
  });
});

describe('the newsroom’s inputs', () => {
  it('a hostile search is read as words: 200 with the list’s shape, never a 5xx, nothing interpreted', async () => {
    const anon = app.agent();
    const queries = [
      ...PAYLOADS,
      "' OR 1=1 --",
      '%',
      '_',
      '\\',
      '%_%',
      "'; DROP TABLE beritas; --",
      '\u0000',
      // longer URLs meet Node's header limit first (431)
      'x'.repeat(10_000),
      Array.from({ length: 500 }, (_, i) => `kata${i}`).join(' '),
    ];
    for (const q of queries) {
      const res = await anon.get(`/api/berita?q=${encodeURIComponent(q)}`);
      expect({ q: q.slice(0, 40), status: res.status }).toEqual({ q: q.slice(0, 40), status: 200 });
      expect(Object.keys(res.body).sort()).toEqual(['data', 'meta']);
    }
    for (const q of ['q[]=a', 'q[a]=b', 'q=a&q=b', 'q=%00', 'q=%ZZ']) {
      const res = await anon.get(`/api/berita?${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 200 });
    }
    // the literal characters of SQL patterns match nothing they should not: here an item without any of them
    const plain = await admin.post('/api/admin/berita', await newsForm('Teks biasa', '<p>Tanpa tanda khusus</p>'));
    expect(plain.status).toBe(201);
    const everything = (await anon.get('/api/berita')).body.meta.total;
    expect(everything).toBeGreaterThan(0);
    for (const q of ['%', '_', '%%', '\\']) {
      expect((await anon.get(`/api/berita?q=${encodeURIComponent(q)}`)).body.meta.total).toBeLessThan(everything);
    }
    await admin.delete(`/api/admin/berita/${plain.body.data.id}`);
  }, 120_000);

  it('a hostile preview token opens nothing and costs nothing: 404 for the API and the page', async () => {
    const form = await newsForm('Draf korpus', '<p>Rahasia korpus</p>');
    form.append('status', 'draft');
    const draft = (await admin.post('/api/admin/berita', form)).body.data as { id: number; slug: string };
    const anon = app.agent();
    for (const token of [
      ...PAYLOADS.slice(0, 20),
      `${draft.id}.0.zzzzzzzz.${'A'.repeat(32)}`,
      'x'.repeat(10_000),
      '',
    ]) {
      const api = await anon.get(`/api/berita/${draft.slug}?pratinjau=${encodeURIComponent(token)}`);
      expect({ token: token.slice(0, 40), status: api.status }).toEqual({ token: token.slice(0, 40), status: 404 });
      expect(api.body).toEqual({ message: 'Berita tidak ditemukan.' });
      const page = await anon.get(`/berita/${draft.slug}?pratinjau=${encodeURIComponent(token)}`, {
        headers: { Accept: 'text/html' },
      });
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('Rahasia korpus');
    }
    await admin.delete(`/api/admin/berita/${draft.id}`);
  }, 60_000);

  it('hostile slugs, statuses, times and revision ids answer 4xx with Indonesian messages; nothing changes', async () => {
    const created = (await admin.post('/api/admin/berita', await newsForm('Korpus newsroom', '<p>Isi</p>'))).body
      .data as { id: number; slug: string };
    const edit = async (fields: Record<string, string>) => {
      const form = new FormData();
      form.append('title', 'Korpus newsroom');
      form.append('content', '<p>Isi</p>');
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return admin.post(`/api/admin/berita/${created.id}`, form);
    };
    for (const payload of PAYLOADS.slice(0, 30)) {
      expectIndonesianError(await edit({ slug: payload }), 422);
      expectIndonesianError(await edit({ status: payload }), 422);
      expectIndonesianError(await edit({ status: 'scheduled', publish_at: payload }), 422);
    }
    for (const slug of ['../admin', 'a/b', '%2e%2e', 'x'.repeat(5000), 'terbaru', 'ÄÖÜ']) {
      expectIndonesianError(await edit({ slug }), 422);
    }
    for (const publishAt of ['9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z', '2025-02-30T10:00:00+07:00']) {
      expectIndonesianError(await edit({ status: 'scheduled', publish_at: publishAt }), 422);
    }
    for (const revisionId of ['0', '-1', 'abc', '1e9', '99999999999', '%00']) {
      const res = await admin.get(`/api/admin/berita/${created.id}/revisi/${revisionId}`);
      expectIndonesianError(res, 404);
      expectIndonesianError(await admin.post(`/api/admin/berita/${created.id}/revisi/${revisionId}/pulihkan`), 404);
    }
    const after = (await admin.get(`/api/admin/berita/${created.id}`)).body;
    expect(after).toMatchObject({ slug: created.slug, status: 'published' });
    await admin.delete(`/api/admin/berita/${created.id}`);
  }, 120_000);
});
