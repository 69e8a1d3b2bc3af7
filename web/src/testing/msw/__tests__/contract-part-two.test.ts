/**
 * The fixtures answer this round's routes as the contract pins them (part two), as the CMS's suites prove for the CMS
 * (cms/tests: the paged shape by `expectPaged`, the route x role walk, the door's and the report's answers): every
 * paged list in the paged shape, the 403 text of a role on each new admin route it does not cover, the door's second
 * check-in with the first one's time in Asia/Jakarta, the report without an active cabinet.
 */
import type { AdminRole, PageMeta } from '@hmrpl/contract';
import { describe, expect, it } from 'vitest';
import { db, signInAsAdmin, signInWithRoles } from '../db';
import { addFixtureRegistration, fixtureTicket } from '../handlers/pendaftaran';

const FORBIDDEN_ROLE = { message: 'Anda tidak memiliki akses ke fitur ini.' };

async function csrf(): Promise<Record<string, string>> {
  expect((await fetch('/sanctum/csrf-cookie')).status).toBe(204);
  return { 'X-XSRF-TOKEN': db.csrfToken!, 'Content-Type': 'application/json' };
}

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(path, {
    method,
    headers: method === 'GET' ? {} : await csrf(),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
}

/** `{ data, meta: { current_page, last_page, per_page, total, ...extra } }`, the true last page, at most a page. */
function expectPaged(page: { data: unknown[]; meta: PageMeta }, perPage: number, extra: string[] = []) {
  expect(Object.keys(page).sort()).toEqual(['data', 'meta']);
  expect(Object.keys(page.meta).sort()).toEqual(['current_page', 'last_page', 'per_page', 'total', ...extra].sort());
  expect(page.meta.per_page).toBe(perPage);
  expect(page.meta.last_page).toBe(Math.max(1, Math.ceil(page.meta.total / perPage)));
  expect(page.data.length).toBeLessThanOrEqual(perPage);
  if (page.meta.current_page > page.meta.last_page) expect(page.data).toEqual([]);
}

describe('the fixtures, against the contract part two', () => {
  it('answer every paged list in the paged shape, past the end too', async () => {
    signInAsAdmin();
    const activity = db.activities[0]!;
    for (const nama of ['Ani', 'Budi', 'Citra'])
      addFixtureRegistration(activity.id, { nama, nim: `13020${nama.length}` });
    for (const [path, perPage, extra] of [
      ['/api/admin/riwayat', 25, []],
      ['/api/admin/riwayat?per_page=2&page=2', 2, []],
      ['/api/admin/riwayat?per_page=5000', 100, []],
      ['/api/admin/riwayat?per_page=1.5', 25, []],
      ['/api/admin/sampah', 20, []],
      ['/api/prestasi', 12, ['years']],
      ['/api/prestasi?page=99', 12, ['years']],
      ['/api/admin/prestasi', 20, ['waiting']],
      [`/api/admin/kegiatan/${activity.id}/peserta`, 50, ['counts']],
      [`/api/admin/kegiatan/${activity.id}/peserta?per_page=2&page=2`, 2, ['counts']],
      [`/api/admin/kegiatan/${activity.id}/peserta?page=9`, 50, ['counts']],
    ] as const) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expectPaged(res.body, perPage, [...extra]);
    }
    const second = (await call('GET', `/api/admin/kegiatan/${activity.id}/peserta?per_page=2&page=2`)).body;
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    // an unknown status filters nothing, as on the CMS
    expect((await call('GET', `/api/admin/kegiatan/${activity.id}/peserta?status=x`)).body.meta.total).toBe(3);
  });

  it("refuse a role's admin on every new admin route its roles do not cover, with the contract's 403 text", async () => {
    const routes: Array<[method: string, path: string, open: AdminRole[]]> = [
      ['GET', '/api/admin/proker', ['redaksi']],
      ['POST', '/api/admin/proker', ['redaksi']],
      ['POST', '/api/admin/proker/1', ['redaksi']],
      ['DELETE', '/api/admin/proker/1', ['redaksi']],
      ['GET', '/api/admin/prestasi', ['redaksi']],
      ['POST', '/api/admin/prestasi', ['redaksi']],
      ['POST', '/api/admin/prestasi/1', ['redaksi']],
      ['DELETE', '/api/admin/prestasi/1', ['redaksi']],
      ['POST', '/api/admin/dokumen', ['redaksi']],
      ['POST', '/api/admin/dokumen/1', ['redaksi']],
      ['DELETE', '/api/admin/dokumen/1', ['redaksi']],
      ['POST', '/api/admin/awarding', ['redaksi']],
      ['GET', '/api/admin/kegiatan/1/peserta', ['redaksi']],
      ['POST', '/api/admin/kegiatan/1/presensi', ['redaksi']],
      ['GET', '/api/admin/riwayat', []],
      ['POST', '/api/admin/riwayat/ekspor', []],
      ['GET', '/api/admin/cadangan', []],
      ['GET', '/api/admin/laporan', []],
      ['GET', '/api/admin/pengguna', []],
      ['POST', '/api/admin/pengguna/1', []],
      ['DELETE', '/api/admin/sampah/1', []],
      ['GET', '/api/admin/aspirasi/1', ['aspirasi']],
      ['POST', '/api/admin/aspirasi/ekspor', ['aspirasi']],
    ];
    for (const role of ['redaksi', 'aspirasi'] as const) {
      signInWithRoles([role]);
      for (const [method, path, open] of routes) {
        if (open.includes(role)) continue;
        const res = await call(method, path, method === 'GET' ? undefined : {});
        expect([res.status, res.body], `${role}: ${method} ${path}`).toEqual([403, FORBIDDEN_ROLE]);
      }
    }
  });

  it("tell the door's second check-in the first one's time in Asia/Jakarta, HH.mm", async () => {
    signInAsAdmin();
    const activity = db.activities[0]!;
    const id = addFixtureRegistration(activity.id, { nama: 'Dewi', nim: '130299' });
    const path = `/api/admin/kegiatan/${activity.id}/presensi`;
    const first = await call('POST', path, { tiket: fixtureTicket(id, activity.id) });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Kehadiran Dewi tercatat.');
    const wib = new Date(Date.parse(first.body.data.checked_in_at) + 7 * 3_600_000);
    const clock = `${String(wib.getUTCHours()).padStart(2, '0')}.${String(wib.getUTCMinutes()).padStart(2, '0')}`;
    expect(await call('POST', path, { peserta_id: id })).toEqual({
      status: 409,
      body: { message: `Dewi sudah tercatat hadir pukul ${clock}.` },
    });
    // a participant id that is not a whole number is no choice at all, as on the CMS
    expect((await call('POST', path, { peserta_id: 1.5 })).body).toEqual({
      message: 'Kirim tiket atau pilih peserta.',
    });
  });

  it('ask for a cabinet when the report names none and none is active (422), as the CMS', async () => {
    signInAsAdmin();
    for (const cabinet of db.cabinets) cabinet.active = false;
    expect(await call('GET', '/api/admin/laporan?format=pdf')).toEqual({
      status: 422,
      body: {
        message: 'Belum ada kabinet aktif. Pilih kabinet.',
        errors: { kabinet: ['Belum ada kabinet aktif. Pilih kabinet.'] },
      },
    });
    expect((await call('GET', '/api/admin/laporan?format=pdf&kabinet=tidak-ada')).status).toBe(404);
  });
});
