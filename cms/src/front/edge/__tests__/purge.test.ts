/** The CDN purge hook (src/front/edge/purge.ts) against a real local HTTP server. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPurgeHook } from '../purge';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server that records each call and answers the statuses given, in turn (then 200). */
async function receiver(statuses: number[] = []): Promise<{ url: string; calls: Received[] }> {
  const calls: Received[] = [];
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/zones/uji/purge_cache`, calls };
}

const quiet = { warn: () => undefined };

describe('the CDN purge hook', () => {
  it('POSTs purge_everything with the token, once for writes close together', async () => {
    const { url, calls } = await receiver();
    const hook = createPurgeHook({ url, token: 'rahasia-cdn', log: quiet, delaysMs: { debounce: 20, retries: [] } });
    hook.schedule();
    hook.schedule();
    hook.schedule();
    await hook.idle();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/zones/uji/purge_cache',
        authorization: 'Bearer rahasia-cdn',
        contentType: 'application/json',
        body: '{"purge_everything":true}',
      },
    ]);
    hook.schedule();
    await hook.idle();
    expect(calls).toHaveLength(2);
  });

  it('tries again after a failure, then gives up with one warning', async () => {
    const { url, calls } = await receiver([503, 500, 500]);
    const warnings: string[] = [];
    const hook = createPurgeHook({
      url,
      log: { warn: (m) => warnings.push(m) },
      delaysMs: { debounce: 5, retries: [10, 10] },
    });
    hook.schedule();
    await hook.idle();
    expect(calls).toHaveLength(3);
    expect(calls[0].authorization).toBeUndefined();
    expect(warnings).toEqual(['CDN purge failed after 3 tries: status 500']);

    const again = await receiver([503]);
    const recovering = createPurgeHook({ url: again.url, log: quiet, delaysMs: { debounce: 5, retries: [10, 10] } });
    recovering.schedule();
    await recovering.idle();
    expect(again.calls).toHaveLength(2);
  });

  it('sends its token only over https (or plain http to this machine): any other address stops the start', () => {
    for (const url of ['http://cdn.example/purge', 'http://10.0.0.5/purge', 'ftp://cdn.example/x', 'bukan alamat'])
      expect(() => createPurgeHook({ url, token: 'rahasia-cdn', log: quiet }), url).toThrow(/CDN_PURGE_URL/);
    for (const url of [
      'https://api.cloudflare.com/client/v4/zones/x/purge_cache',
      'http://127.0.0.1:9/p',
      'http://[::1]/p',
    ])
      expect(() => createPurgeHook({ url, log: quiet }), url).not.toThrow();
  });

  it('never follows a redirect: the token stays with the address it was set for', async () => {
    const elsewhere: Received[] = [];
    const other = createServer((req, res) => {
      elsewhere.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: '' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}/steal`;
    const redirects: string[] = [];
    server = createServer((req, res) => {
      redirects.push(req.url ?? '');
      req.resume();
      res.writeHead(req.url === '/moved' ? 301 : 307, { location: target });
      res.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const warnings: string[] = [];
    try {
      for (const pathname of ['/purge', '/moved']) {
        const hook = createPurgeHook({
          url: `${base}${pathname}`,
          token: 'rahasia-cdn',
          log: { warn: (m) => warnings.push(m) },
          delaysMs: { debounce: 5, retries: [] },
        });
        hook.schedule();
        await hook.idle();
      }
      expect(redirects).toEqual(['/purge', '/moved']);
      expect(elsewhere).toEqual([]);
      expect(warnings).toEqual([
        'CDN purge failed after 1 tries: status 307',
        'CDN purge failed after 1 tries: status 301',
      ]);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
