// The archive file (format 2): a plain, uncompressed tar of exactly three members, in this order:
//   payload.tar.gz[.age]   the database and image files (tar.gz), encrypted to an age recipient unless --plain
//   manifest.json          what the payload holds (sizes and sha256), the payload's own size and sha256
//   manifest.sig           the Ed25519 signature of manifest.json
// Written and read here, not by a tar library: the restore reads the three headers and the two small members, and
// checks the signature, before it reads one byte of the payload. `tar -xf FILE manifest.json` still shows the
// manifest, and `age -d` decrypts the payload by hand.
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { Refused } from './cli.mjs';

const BLOCK = 512;
const PAYLOAD_NAMES = ['payload.tar.gz', 'payload.tar.gz.age'];
export const MANIFEST_NAME = 'manifest.json';
export const SIGNATURE_NAME = 'manifest.sig';
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const MAX_SIGNATURE_BYTES = 4096;

/** @param {number} n */
const padded = (n) => Math.ceil(n / BLOCK) * BLOCK;

/**
 * @param {Buffer} block
 * @param {number} offset
 * @param {number} length
 * @param {number} value
 */
function writeOctal(block, offset, length, value) {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** @param {Buffer} block */
const checksumOf = (block) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
};

/**
 * A ustar header of a regular file, mode 0600. Sizes from 8 GiB up use the base-256 form GNU tar and bsdtar read.
 * @param {string} name
 * @param {number} size
 * @param {number} mtime seconds
 */
export function fileHeader(name, size, mtime) {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  if (size < 8 ** 11) writeOctal(block, 124, 12, size);
  else {
    block[124] = 0x80;
    for (let i = 135, rest = size; i > 124; i -= 1, rest = Math.floor(rest / 256)) block[i] = rest % 256;
  }
  writeOctal(block, 136, 12, mtime);
  block[156] = 0x30; // '0': a regular file
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(`${checksumOf(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/**
 * @param {Buffer} block
 * @param {number} offset
 * @param {number} length
 */
function readNumber(block, offset, length) {
  if (block[offset] === 0x80) {
    let value = 0;
    for (let i = offset + 1; i < offset + length; i += 1) value = value * 256 + block[i];
    return value;
  }
  const text = block
    .toString('ascii', offset, offset + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) return NaN;
  return parseInt(text, 8);
}

/**
 * Reads a header at `offset`: its member's name and size. Anything but a plain ustar regular file is refused.
 * @param {number} fd
 * @param {number} offset
 * @param {number} fileSize
 */
function readHeader(fd, offset, fileSize) {
  if (offset + BLOCK > fileSize) throw new Refused('the archive ends early (truncated?)');
  const block = Buffer.alloc(BLOCK);
  readSync(fd, block, 0, BLOCK, offset);
  if (block.toString('ascii', 257, 262) !== 'ustar' || readNumber(block, 148, 8) !== checksumOf(block))
    throw new Refused('not an HMRPL backup archive (no valid tar header)');
  if (block[156] !== 0x30 && block[156] !== 0) throw new Refused('the archive holds something other than plain files');
  if (block[345] !== 0) throw new Refused('the archive holds an unexpected member name');
  const end = block.indexOf(0, 0);
  const name = block.toString('utf8', 0, end === -1 || end > 100 ? 100 : end);
  const size = readNumber(block, 124, 12);
  if (!Number.isSafeInteger(size) || offset + BLOCK + size > fileSize)
    throw new Refused(`the archive's member ${name} has an impossible size (truncated?)`);
  return { name, size, dataOffset: offset + BLOCK, next: offset + BLOCK + padded(size) };
}

/**
 * Bytes of one member, at most `max`.
 * @param {number} fd
 * @param {{ name: string, size: number, dataOffset: number }} member
 * @param {number} max
 */
function readMember(fd, member, max) {
  if (member.size > max) throw new Refused(`the archive's ${member.name} is larger than ${max} bytes`);
  const data = Buffer.alloc(member.size);
  readSync(fd, data, 0, member.size, member.dataOffset);
  return data;
}

/** True when the file starts like a gzip stream: a format-1 archive (`.tar.gz`, unsigned). */
export function isLegacyArchive(/** @type {string} */ file) {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/**
 * The three members' headers, the manifest's bytes and the signature; no payload byte is read.
 * @param {string} file
 */
export function readArchive(file) {
  const fd = openSync(file, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const payload = readHeader(fd, 0, fileSize);
    if (!PAYLOAD_NAMES.includes(payload.name))
      throw new Refused(`not an HMRPL backup archive (first member ${JSON.stringify(payload.name)})`);
    const manifest = readHeader(fd, payload.next, fileSize);
    const signature = readHeader(fd, manifest.next, fileSize);
    if (manifest.name !== MANIFEST_NAME || signature.name !== SIGNATURE_NAME)
      throw new Refused('not an HMRPL backup archive (manifest.json and manifest.sig expected after the payload)');
    return {
      payload: { name: payload.name, offset: payload.dataOffset, size: payload.size },
      manifestBytes: readMember(fd, manifest, MAX_MANIFEST_BYTES),
      signature: readMember(fd, signature, MAX_SIGNATURE_BYTES).toString('ascii').trim(),
    };
  } finally {
    closeSync(fd);
  }
}

/**
 * Zeros from `position` to the next block boundary (a member's data is padded to whole blocks).
 * @param {number} fd
 * @param {number} position
 * @returns {number} the boundary
 */
export function padToBlock(fd, position) {
  const end = padded(position);
  if (end > position) writeSync(fd, Buffer.alloc(end - position), 0, end - position, position);
  return end;
}

/**
 * Writes one member's header and data at `position`, padded to a block.
 * @param {number} fd
 * @param {number} position
 * @param {string} name
 * @param {Buffer} data
 * @returns {number} the position after it
 */
export function appendMember(fd, position, name, data) {
  writeSync(fd, fileHeader(name, data.length, Math.floor(Date.now() / 1000)), 0, BLOCK, position);
  writeSync(fd, data, 0, data.length, position + BLOCK);
  return padToBlock(fd, position + BLOCK + data.length);
}

/** Two zero blocks: the end of a tar archive. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);
export { BLOCK };
