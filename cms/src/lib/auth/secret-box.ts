/**
 * Secrets the database must keep but not show (the TOTP secrets of the second factor, ADR 080), sealed with
 * AES-256-GCM under a key derived from ENCRYPTION_KEY: the one list's secret for values the CMS encrypts
 * (src/lib/process/secrets.js, ADR 032; Strapi seals its API tokens with the same setting). A database copy or a
 * backup without that setting reveals none of them. Each value is bound to what it belongs to (`context`, e.g. the
 * user's id), so a sealed value moved to another row does not open.
 *
 *   const sealed = sealSecret(strapi, secret, `user:${id}`);   // 't1.<iv>.<ciphertext>.<tag>'
 *   const secret = openSecret(strapi, sealed, `user:${id}`);   // null: another key, another row, or tampered
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const VERSION = 't1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new WeakMap<object, Buffer>();

/** The sealing key: HKDF-SHA-256 of ENCRYPTION_KEY (`admin.secrets.encryptionKey`) for this one purpose. */
function sealingKey(strapi: Core.Strapi): Buffer {
  let key = keys.get(strapi);
  if (!key) {
    const raw = strapi.config.get<string>('admin.secrets.encryptionKey', '') ?? '';
    if (!raw) throw new Error('ENCRYPTION_KEY is not set: the second factor cannot keep its secrets (cms/.env)');
    key = Buffer.from(hkdfSync('sha256', raw, 'hmrpl', 'hmrpl two-factor secret v1', 32));
    keys.set(strapi, key);
  }
  return key;
}

export function sealSecret(strapi: Core.Strapi, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(strapi), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    body.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/** The plain value, or null when it was sealed under another key or context, or changed since. */
export function openSecret(strapi: Core.Strapi, sealed: string | null | undefined, context: string): string | null {
  if (!sealed) return null;
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  try {
    // a fixed tag length: a shortened tag would be easier to forge
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(strapi), Buffer.from(parts[1], 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(parts[3], 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(parts[2], 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
