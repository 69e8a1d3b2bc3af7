// @ts-check
/**
 * The bucket that backups are copied to (ADR 070), read from BACKUP_S3_*: what the backup's copy uses
 * (scripts/lib/backup/offsite.mjs) and what /admin shows as the target (src/api/cadangan). Plain CommonJS so that the
 * backup scripts (plain Node) load this very file (ADR 033).
 */
'use strict';

/**
 * @typedef {object} OffsiteSettings
 * @property {string} bucket
 * @property {string} prefix '' or a folder ending in '/'
 * @property {string} endpoint '' for AWS itself
 * @property {string} region
 * @property {boolean} forcePathStyle
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 * @property {number} retryBaseMs the first wait before another try (then four times longer)
 * @property {string} label where the copies go, for people: `host/bucket/prefix`
 * @property {string} host
 */

/** @param {string | undefined} value */
const bool = (value) => ['1', 'true', 'yes', 'on'].includes(String(value ?? '').toLowerCase());

/**
 * The bucket settings, null when BACKUP_S3_BUCKET is unset (no copy off the machine), or the line that says what is
 * missing.
 * @param {Record<string, string | undefined>} env
 * @returns {OffsiteSettings | { problem: string } | null}
 */
function offsiteSettings(env) {
  const bucket = (env.BACKUP_S3_BUCKET ?? '').trim();
  if (!bucket) return null;
  const endpoint = (env.BACKUP_S3_ENDPOINT ?? '').trim();
  const region = (env.BACKUP_S3_REGION ?? '').trim() || 'us-east-1';
  let host = `s3.${region}.amazonaws.com`;
  if (endpoint) {
    try {
      host = new URL(endpoint).host;
    } catch {
      return { problem: `BACKUP_S3_ENDPOINT "${endpoint}" bukan alamat (contoh: https://s3.example.com).` };
    }
  }
  const accessKeyId = (env.BACKUP_S3_ACCESS_KEY_ID ?? '').trim();
  const secretAccessKey = (env.BACKUP_S3_SECRET_ACCESS_KEY ?? '').trim();
  if (!accessKeyId || !secretAccessKey)
    return {
      problem:
        'BACKUP_S3_ACCESS_KEY_ID dan BACKUP_S3_SECRET_ACCESS_KEY belum diatur: salinan ke bucket tidak bisa dibuat.',
    };
  const rawPrefix = (env.BACKUP_S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  const retry = Number(env.BACKUP_S3_RETRY_BASE_MS);
  return {
    bucket,
    prefix,
    endpoint,
    region,
    forcePathStyle: bool(env.BACKUP_S3_FORCE_PATH_STYLE),
    accessKeyId,
    secretAccessKey,
    retryBaseMs: Number.isFinite(retry) && retry >= 0 ? retry : 5000,
    label: `${host}/${bucket}${prefix ? `/${prefix.replace(/\/$/, '')}` : ''}`,
    host,
  };
}

module.exports = { offsiteSettings };
