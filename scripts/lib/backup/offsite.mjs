// The copy off the machine (ADR 070): an S3-compatible bucket (AWS, Wasabi, Backblaze B2, Cloudflare R2, MinIO, and
// the Indonesian providers that speak S3), through @aws-sdk/client-s3 with credentials of its own (BACKUP_S3_*).
// Every archive is uploaded with its MD5 (the bucket refuses a body that arrived changed) and checked after the
// upload: the size, and the ETag against our MD5 (one part) or the MD5 of the parts' MD5s (multipart); a bucket whose
// ETag is something else (server-side encryption with KMS) is read back and compared by sha256. Every error of the
// bucket becomes one clear Indonesian line (describeS3Error): it is shown in /admin and in the log.
import { createHash } from 'node:crypto';
import { createReadStream, openSync, readSync, closeSync } from 'node:fs';
import { requireCms } from '../repo.mjs';
import { archiveTime } from './rotation.mjs';

export { offsiteSettings } from '../../../cms/src/lib/backup/offsite-settings.js';

/** Archives up to this size go in one request; larger ones in parts of PART_BYTES. */
const SINGLE_PUT_MAX = 64 * 1024 * 1024;
const PART_BYTES = 16 * 1024 * 1024;
/** A difference between our clock and the bucket's above this is a clock set wrong (S3 itself refuses 15 min). */
export const CLOCK_SKEW_LIMIT_MS = 5 * 60 * 1000;

/** @typedef {import('../../../cms/src/lib/backup/offsite-settings.js').OffsiteSettings} OffsiteSettings */

/**
 * @typedef {{ kind: 'bucket' | 'key' | 'clock' | 'full' | 'denied' | 'unreachable' | 'server' | 'other',
 *   transient: boolean, line: string }} S3Problem
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
]);

/**
 * One clear line for an error of the bucket, whether trying again soon can help, and its kind.
 * @param {unknown} error
 * @param {Pick<OffsiteSettings, 'bucket' | 'label' | 'host'>} settings
 * @returns {S3Problem}
 */
export function describeS3Error(error, { bucket, label, host }) {
  const e = /** @type {{ name?: string, code?: string, Code?: string, message?: string,
    $metadata?: { httpStatusCode?: number }, cause?: { code?: string } }} */ (error ?? {});
  const code = e.code && NETWORK_CODES.has(e.code) ? e.code : (e.Code ?? e.name ?? e.code ?? 'Error');
  const status = e.$metadata?.httpStatusCode;
  const message = String(e.message ?? error);
  const network = NETWORK_CODES.has(code) || (e.cause?.code && NETWORK_CODES.has(e.cause.code));
  if (code === 'NoSuchBucket')
    return {
      kind: 'bucket',
      transient: false,
      line: `Bucket "${bucket}" tidak ada di ${host}: periksa BACKUP_S3_BUCKET, BACKUP_S3_ENDPOINT dan BACKUP_S3_REGION.`,
    };
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'InvalidSecurity'].includes(code))
    return {
      kind: 'key',
      transient: false,
      line: `Kunci akses bucket ditolak oleh ${host} (${code}): periksa BACKUP_S3_ACCESS_KEY_ID dan BACKUP_S3_SECRET_ACCESS_KEY.`,
    };
  if (code === 'RequestTimeTooSkewed')
    return {
      kind: 'clock',
      transient: false,
      line: `Jam server ini berbeda terlalu jauh dari jam ${host} (${code}): setel jam server (NTP, mis. \`timedatectl set-ntp true\`).`,
    };
  if (
    ['QuotaExceeded', 'XMinioStorageFull', 'StorageFull', 'InsufficientStorage', 'EntityTooLarge'].includes(code) ||
    status === 507 ||
    /storage cap|quota|insufficient storage|storage (is )?full|no space/i.test(message)
  )
    return {
      kind: 'full',
      transient: false,
      line: `Bucket ${label} penuh (${code}): kuota penyimpanannya habis. Kosongkan atau tambah kuotanya; cadangan di server ini tetap disimpan.`,
    };
  if (code === 'AccessDenied' || status === 403)
    return {
      kind: 'denied',
      transient: false,
      line: `Akses ke ${label} ditolak (${code}): kunci akses ini tidak boleh menulis atau membaca di bucket itu.`,
    };
  if (network)
    return {
      kind: 'unreachable',
      transient: true,
      line: `Penyimpanan cadangan ${host} tidak terjangkau (${e.cause?.code ?? code}): periksa BACKUP_S3_ENDPOINT dan jaringan server.`,
    };
  if ((status !== undefined && status >= 500) || ['SlowDown', 'InternalError', 'ServiceUnavailable'].includes(code))
    return {
      kind: 'server',
      transient: true,
      line: `Penyimpanan cadangan ${host} sedang bermasalah (${code}${status ? `, HTTP ${status}` : ''}).`,
    };
  return { kind: 'other', transient: false, line: `Penyalinan ke ${label} gagal (${code}): ${message}` };
}

/**
 * The size and checksums of a local file, read once: its MD5 (one-part ETag, Content-MD5), the MD5 of each part of
 * a multipart upload (their MD5 is the multipart ETag) and its sha256 (kept in the object's metadata).
 * @param {string} file
 */
export function fileDigests(file) {
  return new Promise((resolve, reject) => {
    const md5 = createHash('md5');
    const sha256 = createHash('sha256');
    /** @type {Buffer[]} */
    const partMd5s = [];
    let part = createHash('md5');
    let inPart = 0;
    let size = 0;
    createReadStream(file, { highWaterMark: 1024 * 1024 })
      .on('error', reject)
      .on('data', (data) => {
        const chunk = /** @type {Buffer} */ (data);
        md5.update(chunk);
        sha256.update(chunk);
        size += chunk.length;
        for (let offset = 0; offset < chunk.length;) {
          const take = Math.min(PART_BYTES - inPart, chunk.length - offset);
          part.update(chunk.subarray(offset, offset + take));
          inPart += take;
          offset += take;
          if (inPart === PART_BYTES) {
            partMd5s.push(part.digest());
            part = createHash('md5');
            inPart = 0;
          }
        }
      })
      .on('end', () => {
        if (inPart > 0 || partMd5s.length === 0) partMd5s.push(part.digest());
        resolve({ size, md5: md5.digest(), sha256: sha256.digest('hex'), partMd5s });
      });
  });
}

/** @typedef {{ size: number, md5: Buffer, sha256: string, partMd5s: Buffer[] }} Digests */
/** @typedef {{ name: string, at: Date, size: number }} BucketArchive */

/**
 * A client of the bucket, and what the scheduled run does with it. `skewMs()` is the largest difference seen between
 * the bucket's clock (each answer's Date) and ours.
 * @param {OffsiteSettings} settings
 */
export function openBucket(settings) {
  /** @type {typeof import('@aws-sdk/client-s3')} */
  const s3 = requireCms('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // the SDK's own retries (with its backoff) for a dropped connection; whole uploads are tried again in scheduled.mjs
    maxAttempts: 2,
    // S3-compatible providers refuse the SDK's newer default checksums: only what the request needs (Content-MD5)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 300_000 },
  });
  let skewMs = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      /** @param {unknown} response */
      const seen = (response) => {
        const date = /** @type {{ headers?: Record<string, string> } | undefined} */ (response)?.headers?.date;
        const server = date ? Date.parse(date) : NaN;
        if (Number.isFinite(server) && Math.abs(server - Date.now()) > Math.abs(skewMs)) skewMs = server - Date.now();
      };
      try {
        const answer = await next(args);
        seen(answer.response);
        return answer;
      } catch (error) {
        // an error answer carries the bucket's clock too (RequestTimeTooSkewed above all)
        seen(/** @type {{ $response?: unknown }} */ (error).$response);
        throw error;
      }
    },
    { step: 'deserialize', name: 'hmrplClockSkew' },
  );
  const Bucket = settings.bucket;
  const key = (/** @type {string} */ name) => `${settings.prefix}${name}`;

  return {
    skewMs: () => skewMs,
    close: () => client.destroy(),

    /** Our archives in the bucket (directly under the prefix, with a name rotation.mjs reads). */
    async list() {
      /** @type {BucketArchive[]} */
      const found = [];
      /** @type {string | undefined} */
      let token;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: settings.prefix || undefined, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(settings.prefix.length);
          const at = archiveTime(name);
          if (at) found.push({ name, at, size: Number(object.Size ?? 0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },

    /**
     * Uploads a file (one request, or parts with an abort on failure), each body with its Content-MD5.
     * @param {string} file
     * @param {string} name
     * @param {Digests} digests
     */
    async upload(file, name, digests) {
      const Metadata = { sha256: digests.sha256 };
      if (digests.size <= SINGLE_PUT_MAX) {
        await client.send(
          new s3.PutObjectCommand({
            Bucket,
            Key: key(name),
            Body: createReadStream(file),
            ContentLength: digests.size,
            ContentMD5: digests.md5.toString('base64'),
            ContentType: 'application/x-tar',
            Metadata,
          }),
        );
        return;
      }
      const { UploadId } = await client.send(
        new s3.CreateMultipartUploadCommand({ Bucket, Key: key(name), ContentType: 'application/x-tar', Metadata }),
      );
      const fd = openSync(file, 'r');
      try {
        /** @type {{ ETag: string | undefined, PartNumber: number }[]} */
        const parts = [];
        for (let i = 0; i < digests.partMd5s.length; i += 1) {
          const length = Math.min(PART_BYTES, digests.size - i * PART_BYTES);
          const body = Buffer.alloc(length);
          readSync(fd, body, 0, length, i * PART_BYTES);
          const answer = await client.send(
            new s3.UploadPartCommand({
              Bucket,
              Key: key(name),
              UploadId,
              PartNumber: i + 1,
              Body: body,
              ContentLength: length,
              ContentMD5: digests.partMd5s[i].toString('base64'),
            }),
          );
          parts.push({ ETag: answer.ETag, PartNumber: i + 1 });
        }
        await client.send(
          new s3.CompleteMultipartUploadCommand({
            Bucket,
            Key: key(name),
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        await client
          .send(new s3.AbortMultipartUploadCommand({ Bucket, Key: key(name), UploadId }))
          .catch(() => undefined);
        throw error;
      } finally {
        closeSync(fd);
      }
    },

    /**
     * Why the object is not the file (size, then checksum), or null when it is.
     * @param {string} name
     * @param {Digests} digests
     * @returns {Promise<string | null>}
     */
    async differs(name, digests) {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key(name) }));
      if (Number(head.ContentLength) !== digests.size)
        return `ukurannya di bucket ${head.ContentLength} bita, bukan ${digests.size}`;
      if (head.Metadata?.sha256 && head.Metadata.sha256 !== digests.sha256) return 'sha256 di metadata berbeda';
      const etag = String(head.ETag ?? '')
        .replaceAll('"', '')
        .toLowerCase();
      const whole = digests.md5.toString('hex');
      const parts = `${createHash('md5').update(Buffer.concat(digests.partMd5s)).digest('hex')}-${digests.partMd5s.length}`;
      if (etag === whole || etag === parts) return null;
      // an ETag that is no MD5 of ours (server-side encryption): read the object back
      const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key(name) }));
      const hash = createHash('sha256');
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (object.Body)) hash.update(chunk);
      return hash.digest('hex') === digests.sha256 ? null : 'checksum isinya berbeda dari arsip di server';
    },

    /** @param {string} name */
    async remove(name) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
  };
}

/** @typedef {ReturnType<typeof openBucket>} BucketClient */
