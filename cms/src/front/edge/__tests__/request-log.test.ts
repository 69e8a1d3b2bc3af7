/** The batched request log (src/lib/http/request-log.ts): every line kept, one write per turn of the event loop. */
import { afterEach, describe, expect, it } from 'vitest';
import { flushRequestLog, logRequest, requestLogSink } from '../../../lib/http/request-log';

const original = requestLogSink.write;
afterEach(() => {
  requestLogSink.write = original;
});

describe('the request log', () => {
  it('writes the lines of one turn in one write, each a JSON line with its own id', async () => {
    const writes: string[] = [];
    requestLogSink.write = (chunk) => void writes.push(chunk);
    for (let i = 0; i < 50; i += 1)
      logRequest({
        level: 'info',
        id: `id-${i}`,
        method: 'GET',
        route: '/api/berita',
        status: 200,
        ms: 0.123,
        cache: 'hit',
      });
    expect(writes).toHaveLength(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(50);
    expect(lines[7]).toMatchObject({
      level: 'info',
      msg: 'request',
      id: 'id-7',
      route: '/api/berita',
      status: 200,
      ms: 0.12,
      cache: 'hit',
    });
    expect(Object.keys(lines[0])).toEqual(['time', 'level', 'msg', 'id', 'method', 'route', 'status', 'ms', 'cache']);
  });

  it('escapes what it writes and cuts long routes', () => {
    const writes: string[] = [];
    requestLogSink.write = (chunk) => void writes.push(chunk);
    logRequest({ level: 'warn', id: 'a"b', method: 'GET', route: `/x"\n${'y'.repeat(300)}`, status: 404, ms: 1 });
    flushRequestLog();
    const line = JSON.parse(writes[0]);
    expect(line.id).toBe('a"b');
    expect(line.route.length).toBeLessThanOrEqual(201);
  });
});
