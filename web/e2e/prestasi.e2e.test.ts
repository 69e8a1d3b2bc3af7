/**
 * Achievements as people use them, in real Chromium against the real CMS serving the built site (ADR 094):
 * 1. a student sends an achievement through /prestasi/kirim with a PDF proof;
 * 2. a staff member opens it in Kelola Prestasi, sees the NIM and the proof, and approves it;
 * 3. it is on /prestasi and its own page, and the NIM is nowhere: not in the page's HTML (its first data included),
 *    not in the API's answers.
 * axe runs on the form, the list, the page and the review screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newSession, type Session } from './browser';
import { expectAccessible } from './helpers';

const baseURL = inject('baseURL');
const username = inject('adminUsername');
const password = inject('adminPassword');
const stamp = Date.now().toString(36);
const title = `Lomba Aplikasi Cerdas ${stamp}`;
const NIM = `13022${String(Date.now()).slice(-6)}`;
let browser: Browser;
let admin: Session;
let page: Page;

/** A one-page PDF with an exact cross-reference table (a real reader opens it). */
function pdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

beforeAll(async () => {
  browser = await launch();
  admin = await newSession(browser, baseURL);
  page = admin.page;
  page.on('dialog', (dialog) => void dialog.accept());
});
afterAll(async () => {
  await browser?.close();
});

describe('achievements', () => {
  it('a student sends one with a PDF proof', async () => {
    const student = await newSession(browser, baseURL);
    const form = student.page;
    await form.goto('/prestasi/kirim');
    await form.getByRole('heading', { level: 1, name: 'Kirim Prestasi' }).waitFor();
    await expectAccessible(form, '/prestasi/kirim');
    // an empty send: errors under the fields, nothing sent
    await form.getByRole('button', { name: 'Kirim Prestasi' }).click();
    await form.getByText('Nama kompetisi wajib diisi.').waitFor();
    await expectAccessible(form, '/prestasi/kirim (errors)');
    await form.getByLabel(/Nama kompetisi/).fill(title);
    await form.getByLabel(/Peringkat/).fill('Juara 1');
    await form.getByLabel(/Tingkat/).selectOption('nasional');
    await form.getByLabel(/Penyelenggara/).fill('Kementerian Pendidikan');
    await form.getByLabel(/Tanggal pengumuman/).fill('2025-10-01');
    await form.getByLabel(/Nama Anda/).fill('Putri Lestari');
    await form.getByLabel(/^Angkatan/).fill('2023');
    await form.getByLabel(/NIM Anda/).fill(NIM);
    await form.getByLabel(/E-mail Anda/).fill('putri@student.test');
    await form.getByLabel(/Cerita singkat/).fill('Kami membuat aplikasi antrean puskesmas.');
    await form
      .getByLabel(/Bukti prestasi/)
      .setInputFiles({ name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: pdf('Sertifikat Juara 1') });
    // the form token is a few seconds old, as a person's would be
    await form.waitForTimeout(3_500);
    await form.getByRole('button', { name: 'Kirim Prestasi' }).click();
    await form.getByText('Terima kasih! Prestasi Anda akan ditinjau pengurus.').waitFor();
    await student.context.close();
  });

  it('staff see the NIM and the proof, and approve it', async () => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/prestasi');
    await page.getByRole('link', { name: `Tinjau Juara 1 ${title}` }).click();
    await page.getByText(NIM).waitFor();
    await expectAccessible(page, '/admin/prestasi/{id}');
    const proof = page.getByRole('link', { name: /Buka bukti \(PDF/ });
    const href = await proof.getAttribute('href');
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-security-policy']).toBe('sandbox');
    await page.getByRole('button', { name: 'Setujui & tayangkan' }).click();
    await page.getByText(/Prestasi berhasil diperbarui!/).waitFor();
  });

  it('it is on /prestasi and its own page, and the NIM is nowhere public', async () => {
    const visitor = await newSession(browser, baseURL);
    const list = visitor.page;
    await list.goto('/prestasi');
    const link = list.getByRole('link', { name: `Juara 1 ${title}` });
    await link.waitFor();
    await expectAccessible(list, '/prestasi');
    await link.click();
    await list.getByRole('heading', { level: 1, name: `Juara 1 ${title}` }).waitFor();
    await expectAccessible(list, '/prestasi/{slug}');
    const slug = new URL(list.url()).pathname.split('/').pop()!;
    for (const path of ['/prestasi', `/prestasi/${slug}`, '/api/prestasi', `/api/prestasi/${slug}`]) {
      const res = await list.request.get(path, {
        headers: { Accept: path.startsWith('/api') ? 'application/json' : 'text/html' },
      });
      const text = await res.text();
      expect(res.status(), path).toBe(200);
      expect(text, path).toContain(title);
      expect(text, path).not.toContain(NIM);
      expect(text, path).not.toContain('putri@student.test');
    }
    expect(await list.content()).not.toContain(NIM);
    await visitor.context.close();
  });
});
