/**
 * With TRUST_PROXY off (the default for a server reached directly), forwarded headers are the client's
 * own words: they must not pick the rate-limit key, mark the request https, or make a foreign Origin
 * look like this site. A separate CMS process (the shared test app trusts its proxy).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, TEST_ADMIN, startTestApp } from './helpers';

let child: ChildProcess | undefined;
let url = '';
let dir = '';

// The child always uses its own SQLite file, so the PostgreSQL pass would only repeat this.
describe.skipIf(process.env.DATABASE_CLIENT === 'postgres')('TRUST_PROXY=false', () => {
  beforeAll(async () => {
    await startTestApp(); // the shared environment (secrets, admin credentials)
    dir = mkdtempSync(path.join(tmpdir(), 'hmrpl-review-proxy-'));
    mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
    child = spawn(process.execPath, [path.join(__dirname, 'fixtures', 'seed-boot.cjs')], {
      env: {
        ...process.env,
        TRUST_PROXY: 'false',
        SEED_DEMO: 'false',
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'data.db'),
        PUBLIC_DIR: path.join(dir, 'public'),
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /LISTENING (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]);
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`boot exited with ${code}:\n${output.slice(-3000)}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child!.once('exit', () => resolve());
        child!.kill('SIGTERM');
        setTimeout(() => child!.kill('SIGKILL'), 15_000).unref();
      });
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a forged X-Forwarded-For does not dodge the login lockout', async () => {
    const a = new Agent(url);
    await a.csrf();
    for (let i = 0; i < 5; i += 1) {
      const res = await a.post(
        '/api/login',
        { email: TEST_ADMIN.username, password: `salah-${i}` },
        { ip: `203.0.113.${i + 1}` },
      );
      expect(res.status).toBe(401);
    }
    const right = await a.post(
      '/api/login',
      { email: TEST_ADMIN.username, password: TEST_ADMIN.password },
      { ip: '198.51.100.7' },
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(right.body.message).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ detik\.$/);
  });

  it('a forged X-Forwarded-Proto does not mark the cookies Secure; X-Forwarded-Host does not make a foreign Origin ours', async () => {
    const a = new Agent(url);
    const csrf = await a.get('/sanctum/csrf-cookie', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(csrf.cookies['XSRF-TOKEN'].secure).toBe(false);
    const res = await a.post(
      '/api/aspirasi',
      { kategori: 'Saran', pesan: 'x', isAnonim: true },
      {
        headers: { Origin: 'http://evil.test', 'X-Forwarded-Host': 'evil.test' },
      },
    );
    expect(res.status).toBe(419);
  });
});
