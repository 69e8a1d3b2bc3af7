/**
 * Forwarded headers count only when our own proxy wrote them (ADR 018, ADR 034): a caller that reaches the port
 * directly chooses neither its rate-limit address, nor the scheme (Secure cookies), nor the host (the robots.txt and
 * sitemap addresses, the same-origin check). Separate CMS processes: the shared test app trusts one proxy hop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, TEST_ADMIN, startChildCms, startTestApp, type ChildCms } from './helpers';

// Each child uses its own SQLite file, so the PostgreSQL pass would only repeat this.
const sqliteOnly = describe.skipIf(process.env.DATABASE_CLIENT === 'postgres');

let off: ChildCms | undefined;
let otherProxy: ChildCms | undefined;
let ourProxy: ChildCms | undefined;

sqliteOnly('forwarded headers', () => {
  beforeAll(async () => {
    await startTestApp(); // the shared environment (secrets, admin credentials)
    // the tests reach each child from 127.0.0.1: not a proxy, not one of the listed proxies, one of them
    [off, otherProxy, ourProxy] = await Promise.all([
      startChildCms({ TRUST_PROXY: 'false' }),
      startChildCms({ TRUST_PROXY: '10.0.0.0/8' }),
      startChildCms({ TRUST_PROXY: '127.0.0.1/32' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([off?.stop(), otherProxy?.stop(), ourProxy?.stop()]);
  });

  describe.each([
    ['TRUST_PROXY=false', () => off!],
    ['TRUST_PROXY listing addresses the caller is not one of', () => otherProxy!],
  ])('%s: the caller’s forwarded headers are its own words', (_label, child) => {
    it('a forged X-Forwarded-For does not dodge the login lockout', async () => {
      const a = new Agent(child().url);
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
      const a = new Agent(child().url);
      const csrf = await a.get('/sanctum/csrf-cookie', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(csrf.cookies['XSRF-TOKEN'].secure).toBe(false);
      const res = await a.post(
        '/api/aspirasi',
        { kategori: 'Saran', pesan: 'x', isAnonim: true },
        { headers: { Origin: 'http://evil.test', 'X-Forwarded-Host': 'evil.test' } },
      );
      expect(res.status).toBe(419);
    });

    it('a forged X-Forwarded-Host does not become the site’s address', async () => {
      const a = new Agent(child().url);
      const robots = await a.get('/robots.txt', {
        headers: { Accept: 'text/plain', 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https' },
      });
      expect(robots.status).toBe(200);
      expect(robots.text).toContain(`Sitemap: ${child().url}/sitemap.xml`);
      expect(robots.text).not.toContain('evil.test');
    });
  });

  describe('TRUST_PROXY listing the caller: what our proxy wrote (the right-most value) counts', () => {
    it('X-Forwarded-Proto https from our proxy marks the cookies Secure; a client-written left part does not', async () => {
      const a = new Agent(ourProxy!.url);
      const https = await a.get('/sanctum/csrf-cookie', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.cookies['XSRF-TOKEN'].secure).toBe(true);
      // the client wrote "https", our proxy appended what it saw: "http"
      const forged = await new Agent(ourProxy!.url).get('/sanctum/csrf-cookie', {
        headers: { 'X-Forwarded-Proto': 'https, http' },
      });
      expect(forged.cookies['XSRF-TOKEN'].secure).toBe(false);
    });

    it('X-Forwarded-Host: our proxy’s value, never the client-written left part', async () => {
      const robots = await new Agent(ourProxy!.url).get('/robots.txt', {
        headers: { Accept: 'text/plain', 'X-Forwarded-Host': 'evil.test, hmrpl.uji', 'X-Forwarded-Proto': 'https' },
      });
      expect(robots.text).toContain('Sitemap: https://hmrpl.uji/sitemap.xml');
      expect(robots.text).not.toContain('evil.test');
    });

    it('the public cache keys a page on that same host: a client-written left part cannot file an answer under another', async () => {
      // the client wrote "palsu.uji", our proxy appended the host it served: satu.uji
      const first = await new Agent(ourProxy!.url).get('/robots.txt', {
        headers: { Accept: 'text/plain', 'X-Forwarded-Host': 'palsu.uji, satu.uji', 'X-Forwarded-Proto': 'https' },
      });
      expect(first.text).toContain('Sitemap: https://satu.uji/sitemap.xml');
      // a visitor of palsu.uji (our proxy served that host) gets palsu.uji's own answer, not the one above
      const second = await new Agent(ourProxy!.url).get('/robots.txt', {
        headers: { Accept: 'text/plain', 'X-Forwarded-Host': 'palsu.uji', 'X-Forwarded-Proto': 'https' },
      });
      expect(second.text).toContain('Sitemap: https://palsu.uji/sitemap.xml');
    });
  });
});
