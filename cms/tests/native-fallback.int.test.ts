/**
 * A machine where the native bcrypt binding does not load (ADR 075): a CMS process started with `@node-rs/bcrypt`'s
 * platform package hidden says so in one start-up line, and the admin still signs in, changes the password and signs in
 * with the new one, through bcryptjs in worker threads. A separate process: the shared app loads the binding.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, TEST_ADMIN, startChildCms, startTestApp, type ChildCms } from './helpers';

// The child uses its own SQLite file, so the PostgreSQL pass would only repeat this.
const sqliteOnly = describe.skipIf(process.env.DATABASE_CLIENT === 'postgres');

const hideNative = path.join(__dirname, 'fixtures', 'hide-native.cjs');
const FALLBACK_LINE =
  /password hashing: bcryptjs in worker threads \(JavaScript\), because the native @node-rs\/bcrypt does not load on this machine \(Cannot find native binding\)/;

let child: ChildCms | undefined;

sqliteOnly('password hashing without the native bcrypt binding', () => {
  beforeAll(async () => {
    await startTestApp(); // the shared environment (secrets, admin credentials)
    child = await startChildCms(
      // the platform packages (`@node-rs/bcrypt-linux-x64-gnu`, ...) and any local `.node` file: what an install
      // without this platform's binding lacks
      { HIDE_NATIVE: String.raw`^@node-rs/bcrypt-|bcrypt\.[a-z0-9-]+\.node$` },
      { nodeArgs: ['--require', hideNative] },
    );
  });
  afterAll(async () => {
    await child?.stop();
  });

  it('names the fallback in one start-up line', () => {
    const lines = child!.log().split('\n');
    expect(lines.filter((line) => FALLBACK_LINE.test(line))).toHaveLength(1);
  });

  it('signs the admin in, takes a new password and signs in with it', async () => {
    const admin = new Agent(child!.url);
    expect((await admin.login(TEST_ADMIN.username, `${TEST_ADMIN.password}-salah`)).status).toBe(401);
    const signedIn = await admin.login();
    expect(signedIn.status, signedIn.text).toBe(200);
    expect((await admin.get('/api/me')).body.username).toBe(TEST_ADMIN.username);

    // a hash made by the fallback (users-permissions reads it too: the sign-in below goes through our check)
    const changed = await admin.post('/api/me/password', {
      current_password: TEST_ADMIN.password,
      password: 'tanpa-biner-native-2026',
    });
    expect(changed.status, changed.text).toBe(200);
    const fresh = new Agent(child!.url);
    expect((await fresh.login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(401);
    const again = await fresh.login(TEST_ADMIN.username, 'tanpa-biner-native-2026');
    expect(again.status, again.text).toBe(200);
    expect(child!.log()).not.toMatch(/BOOT FAILED|Cannot find native binding\. npm has a bug/);
  });
});
