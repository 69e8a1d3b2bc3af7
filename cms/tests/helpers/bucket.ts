/**
 * An S3-compatible bucket inside the test process (the `s3rver` package on loopback) behind a small proxy that can
 * play what a real provider does when things go wrong: a full bucket (Ceph's `QuotaExceeded`, as Indonesian
 * providers on Ceph answer) and a clock set wrong (its Date hours away; S3's `RequestTimeTooSkewed` for requests
 * signed more than 15 minutes off). For the scheduled backup's tests (ADR 070).
 *
 *   const bucket = await startBucket('cadangan');
 *   bucket.endpoint                 // http://127.0.0.1:<port>, path-style, access key id S3RVER (any secret)
 *   bucket.mode = 'full';           // uploads refused as over quota; 'skew': the server's clock 3 h ahead
 *   await bucket.list()             // [{ key, size }]
 *   await bucket.sha256(key)        // of the object's bytes, read back
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** s3rver (a CMS dev dependency) ships no types: the little used here. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS package
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

export type BucketMode = 'ok' | 'full' | 'skew';

export interface TestBucket {
  endpoint: string;
  name: string;
  /** The access key id s3rver knows (any other is refused as InvalidAccessKeyId). */
  accessKeyId: 'S3RVER';
  mode: BucketMode;
  /** How far ahead the server's clock is in 'skew' mode. */
  skewMs: number;
  list(): Promise<{ key: string; size: number }[]>;
  sha256(key: string): Promise<string>;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** `20270301T020000Z` -> ms */
const amzDate = (value: string | undefined) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
};

export async function startBucket(name = 'cadangan'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hmrpl-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name }] });
  const { port: s3Port } = await server.run();
  const state = { mode: 'ok' as BucketMode, skewMs: 3 * 60 * 60 * 1000 };

  const proxy = http.createServer((req, res) => {
    const serverNow = Date.now() + (state.mode === 'skew' ? state.skewMs : 0);
    const refuse = (status: number, code: string, message: string) => {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/xml', date: new Date(serverNow).toUTCString() });
      res.end(xmlError(code, message));
    };
    if (state.mode === 'full' && (req.method === 'PUT' || req.method === 'POST'))
      return refuse(403, 'QuotaExceeded', 'The bucket quota has been exceeded.');
    if (state.mode === 'skew' && Math.abs(amzDate(req.headers['x-amz-date'] as string) - serverNow) > 15 * 60 * 1000)
      return refuse(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    // s3rver checks the signing time against its own (true) clock: hand it the time back from the skewed one
    const headers = { ...req.headers };
    if (state.mode === 'skew' && headers['x-amz-date'])
      headers['x-amz-date'] = new Date(amzDate(headers['x-amz-date'] as string) - state.skewMs)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const upstream = http.request(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, date: new Date(serverNow).toUTCString() });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // the test's own reads go straight to s3rver (whatever the proxy is playing)
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    endpoint,
    name,
    accessKeyId: 'S3RVER',
    get mode() {
      return state.mode;
    },
    set mode(value: BucketMode) {
      state.mode = value;
    },
    get skewMs() {
      return state.skewMs;
    },
    set skewMs(value: number) {
      state.skewMs = value;
    },
    async list() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: name }));
      return (page.Contents ?? []).map((o) => ({ key: o.Key ?? '', size: Number(o.Size) }));
    },
    async sha256(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: name, Key: key }));
      const hash = createHash('sha256');
      for await (const chunk of object.Body as AsyncIterable<Uint8Array>) hash.update(chunk);
      return hash.digest('hex');
    },
    async close() {
      client.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      proxy.closeAllConnections?.();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
