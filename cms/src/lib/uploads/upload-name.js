// @ts-check
/**
 * The names our upload code gives stored images, `<prefix>-<24 hex>.<ext>`, and the test that recognises them.
 * The start-up sweep (sweep.ts) and the backup (scripts/lib/backup/) remove or leave out only unlinked rows with
 * such a name, never a file uploaded through Strapi's dashboard. Plain CommonJS so that the backup scripts (plain
 * Node) load this very file: there is no second copy to disagree (ADR 033).
 */
'use strict';
const { randomBytes } = require('node:crypto');

/** Every prefix `storeImages` may be given (it keeps the media library readable). A new kind of upload adds its own. */
const UPLOAD_PREFIXES = /** @type {const} */ ([
  'galeri',
  'berita',
  'rekrutmen',
  'awarding',
  'kabinet',
  'anggota',
  'kegiatan',
  'dokumen',
  'prestasi',
  // an achievement's proof: staff only, never served from /storage (src/middlewares/storage.ts, PRIVATE_PREFIXES)
  'bukti',
]);
/** @typedef {(typeof UPLOAD_PREFIXES)[number]} UploadPrefix */

/** Prefixes of files nobody reads from /storage (their own admin route serves them). */
const PRIVATE_PREFIXES = /** @type {const} */ (['bukti']);
// the upload plugin stores `bukti-<token>` as `bukti_<token>_<suffix>` (its slug of the name): either separator
const PRIVATE_NAME = new RegExp(`(?:^|[/_])(?:${PRIVATE_PREFIXES.join('|')})[-_][0-9a-f]{24}`, 'i');

/**
 * True for a stored name (or a path ending in one) of a private upload, its renditions and WebP twins included
 * (`bukti_<token>_<suffix>.jpg`, `thumbnail_bukti_<token>_<suffix>.webp`).
 * @param {string} name
 */
function isPrivateUploadName(name) {
  return PRIVATE_NAME.test(name);
}

const RANDOM_BYTES = 12;
const TOKEN = `[0-9a-f]{${RANDOM_BYTES * 2}}`;
const OUR_UPLOAD_NAME = new RegExp(`^(?:${UPLOAD_PREFIXES.join('|')})-${TOKEN}\\.[a-z0-9]+$`);
const TOKEN_IN_NAME = new RegExp(TOKEN);

/** The random part of one upload's names: its original, renditions and WebP twins all carry it. */
function randomUploadToken() {
  return randomBytes(RANDOM_BYTES).toString('hex');
}

/**
 * A random, meaningless name: the client's file name is never used.
 * @param {UploadPrefix} prefix
 * @param {string} ext the extension with its dot (`.png`)
 * @param {string} [token] the upload's token (a new one when left out)
 */
function randomFileName(prefix, ext, token = randomUploadToken()) {
  return `${prefix}-${token}${ext}`;
}

/**
 * The upload token inside a stored name or hash (`thumbnail_galeri-<token>`), if any.
 * @param {string} name
 * @returns {string | undefined}
 */
function uploadTokenOf(name) {
  return TOKEN_IN_NAME.exec(name)?.[0];
}

/**
 * True for a name `randomFileName` gives.
 * @param {string} name
 */
function isOurUploadName(name) {
  return OUR_UPLOAD_NAME.test(name);
}

module.exports = {
  UPLOAD_PREFIXES,
  randomFileName,
  randomUploadToken,
  uploadTokenOf,
  isOurUploadName,
  isPrivateUploadName,
};
