// The two keys of a backup, both kept apart from the archives:
//   - BACKUP_SIGNING_KEY (32 random bytes, base64: an Ed25519 seed) signs every manifest; only the backup holds it.
//     A restore checks the signature with BACKUP_VERIFY_KEY (the public half, printed by every backup), or with the
//     public half of BACKUP_SIGNING_KEY when the restoring machine holds that;
//   - BACKUP_AGE_RECIPIENT (`age1...`, a public key) encrypts the payload. The identity that decrypts it
//     (`AGE-SECRET-KEY-1...`) never sits on the server: the operator keeps it, and gives it to a restore as a file.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { requireCms } from '../repo.mjs';
import { Refused } from './cli.mjs';

/** The CMS's copy of age-encryption (an ES module: imported by its resolved path). */
/** @type {typeof import('age-encryption')} */
const { Decrypter, Encrypter } = await import(pathToFileURL(requireCms.resolve('age-encryption')).href);

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * 32 bytes from base64, or null.
 * @param {string | undefined} value
 */
function key32(value) {
  const text = (value ?? '').trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * The signing key from BACKUP_SIGNING_KEY, and its public half (base64) for the output and the manifest.
 * @param {Record<string, string | undefined>} env
 */
export function signingKey(env) {
  if (!env.BACKUP_SIGNING_KEY)
    throw new Refused(
      'BACKUP_SIGNING_KEY is not set: every backup is signed. `npm start` writes one into cms/.env; elsewhere set it ' +
        'to 32 random bytes (`openssl rand -base64 32`), kept out of the backups folder',
    );
  const seed = key32(env.BACKUP_SIGNING_KEY);
  if (!seed) throw new Refused('BACKUP_SIGNING_KEY must be 32 random bytes in base64 (`openssl rand -base64 32`)');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const publicDer = /** @type {Buffer} */ (createPublicKey(privateKey).export({ format: 'der', type: 'spki' }));
  return { privateKey, publicKey: publicDer.subarray(SPKI_ED25519.length).toString('base64') };
}

/**
 * The signature of `data`, base64.
 * @param {Buffer} data
 * @param {import('node:crypto').KeyObject} privateKey
 */
export const signManifest = (data, privateKey) => sign(null, data, privateKey).toString('base64');

/**
 * The public key a restore checks signatures with: BACKUP_VERIFY_KEY, or the public half of BACKUP_SIGNING_KEY.
 * @param {Record<string, string | undefined>} env
 * @returns {string} base64
 */
export function verifyKey(env) {
  if (env.BACKUP_VERIFY_KEY) {
    if (!key32(env.BACKUP_VERIFY_KEY))
      throw new Refused('BACKUP_VERIFY_KEY must be the public key a backup prints (44 characters of base64)');
    return env.BACKUP_VERIFY_KEY.trim();
  }
  if (env.BACKUP_SIGNING_KEY) return signingKey(env).publicKey;
  throw new Refused(
    'cannot check who made this archive: set BACKUP_VERIFY_KEY to the public key every backup prints ' +
      '("signed by ..."), or BACKUP_SIGNING_KEY to the key that signed it; nothing was read further',
  );
}

/**
 * True when `signature` (base64) is `publicKey`'s signature of `data`.
 * @param {Buffer} data
 * @param {string} signature
 * @param {string} publicKey base64
 */
export function signatureMatches(data, signature, publicKey) {
  const raw = key32(publicKey);
  if (!raw || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  const key = createPublicKey({ key: Buffer.concat([SPKI_ED25519, raw]), format: 'der', type: 'spki' });
  try {
    return verify(null, data, key, Buffer.from(signature, 'base64'));
  } catch {
    return false; // a signature of the wrong length
  }
}

/**
 * The age recipients of BACKUP_AGE_RECIPIENT (comma or space separated), checked now, before any copy is taken.
 * @param {Record<string, string | undefined>} env
 */
export function ageRecipients(env) {
  const recipients = (env.BACKUP_AGE_RECIPIENT ?? '').split(/[\s,]+/).filter(Boolean);
  for (const recipient of recipients) {
    try {
      new Encrypter().addRecipient(recipient);
    } catch {
      throw new Refused(
        `BACKUP_AGE_RECIPIENT holds ${JSON.stringify(recipient.slice(0, 12))}…, not an age recipient (age1...)`,
      );
    }
  }
  return recipients;
}

/**
 * The identities of an age identity file (`AGE-SECRET-KEY-...` lines; `#` comments and blank lines ignored); `-`
 * reads them from the standard input (no key file inside a container).
 * @param {string} file
 */
export function readIdentities(file) {
  if (file !== '-' && !existsSync(file)) throw new Refused(`no such identity file: ${file}`);
  const identities = readFileSync(file === '-' ? 0 : file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (identities.length === 0 || !identities.every((line) => line.startsWith('AGE-SECRET-KEY-')))
    throw new Refused(`${file} is not an age identity file (AGE-SECRET-KEY-... lines)`);
  return identities;
}

/**
 * The stream encrypted to the recipients (age's format: `age -d -i KEY` decrypts it too).
 * @param {Readable} plain
 * @param {string[]} recipients
 * @returns {Promise<Readable>}
 */
export async function encryptStream(plain, recipients) {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(/** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(plain)));
  return Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream<Uint8Array>} */ (encrypted));
}

/**
 * The stream decrypted with one of the identities; a stream no identity opens is refused.
 * @param {Readable} encrypted
 * @param {string[]} identities
 * @returns {Promise<Readable>}
 */
export async function decryptStream(encrypted, identities) {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    const plain = await decrypter.decrypt(/** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(encrypted)));
    return Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream<Uint8Array>} */ (plain));
  } catch (error) {
    throw new Refused(`the identity file does not decrypt this archive (${/** @type {Error} */ (error).message})`);
  }
}
