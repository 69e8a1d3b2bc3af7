/**
 * Integration-test harness for the CMS. HOW TO USE (for every cms/tests/*.int.test.ts):
 *
 *   import { beforeAll, describe, expect, it } from 'vitest';
 *   import { startTestApp, createUser, type TestApp } from './helpers';
 *
 *   let app: TestApp;
 *   beforeAll(async () => { app = await startTestApp(); });   // boots once per run, shared by all files
 *
 *   it('lists news', async () => {
 *     const res = await app.agent().get('/api/berita');       // real HTTP on 127.0.0.1
 *     expect(res.status).toBe(200);
 *   });
 *
 *   it('admin writes', async () => {
 *     const admin = app.agent();
 *     await admin.loginOk();                                  // test admin; fetches the CSRF cookie first
 *     const form = new FormData();
 *     form.append('title', 'Rapat Kerja 2025');
 *     form.append('image', new Blob([pngBytes], { type: 'image/png' }), 'foto.png');
 *     const res = await admin.post('/api/admin/berita', form); // X-XSRF-TOKEN sent automatically
 *   });
 *
 * - Run: `npm test -w cms` (tests/run.mjs: compiles to a temp dist, runs SQLite, then PostgreSQL when
 *   reachable). One file: `node tests/run.mjs tests/platform-http.int.test.ts` (extra args go to vitest).
 * - Everything runs against ONE app and ONE database per run: make names unique, do not assume empty
 *   tables, clean up what would disturb other files.
 * - `app.strapi` is the live Strapi (db.query, documents, plugins) for arranging data and checking it.
 * - `app.agent()` gives a client with its own cookie jar and its own client IP (X-Forwarded-For), so
 *   per-IP rate limits (login, aspirasi) never leak between tests.
 * - `createUser(app.strapi, { admin: true })` makes another admin; without `admin` a non-admin user.
 * - helpers/admins.ts: `signedInAdmin(app)` (the test admin's client), `otherAdmin(app, { name, roles })` (another
 *   admin, signed in), `formOf` and `okBody`, and `cabinetsOf` (cabinets a file makes and deletes in its afterAll).
 * - Uploads land in `${app.tmpDir}/public/uploads` and are served at /storage/...; the fake SPA build
 *   (FAKE_SPA) is in `${app.tmpDir}/web-dist`.
 * - Demo seeding is off (SEED_DEMO=false) unless the environment says otherwise.
 */
export { startTestApp, type TestApp } from './strapi';
export { Agent } from './agent';
export { createUser } from './users';
export { cabinetsOf, formOf, okBody, otherAdmin, signedInAdmin } from './admins';
export { TEST_ADMIN, FAKE_SPA, CMS_DIR } from './env';
export { distModule } from './dist';
export { startChildCms, type ChildCms } from './child';

/**
 * The Cache-Control of every public read the edge answers: browsers revalidate each time and never reuse a stale copy
 * (max-age=0, must-revalidate, no stale-while-revalidate), a shared cache may keep it briefly (s-maxage); what only a
 * CDN reads is in CDN-Cache-Control (ADR 065).
 */
export const PUBLIC_READ_CACHE_CONTROL = /^public, max-age=0, s-maxage=\d+, must-revalidate$/;
export const PUBLIC_READ_CDN_CACHE_CONTROL = /^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;
