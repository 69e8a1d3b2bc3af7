/**
 * The upload-name rule is in one place (../upload-name.js): the names stored images get, the start-up sweep and the
 * backup recognise the same names, and no second copy of the rule is written anywhere in the code. A new prefix is
 * added to UPLOAD_PREFIXES, or `storeImages` refuses it at compile time (its `prefix` is an UploadPrefix).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PREFIXES, isOurUploadName, randomFileName } from '../upload-name';
import { REPO_ROOT as root, codeFiles } from '../../../../tests/helpers/source-files';

describe('the upload-name rule', () => {
  it('recognises every name it gives, for every prefix, and nothing else', () => {
    for (const prefix of UPLOAD_PREFIXES) {
      for (const ext of ['.png', '.jpg', '.webp']) expect(isOurUploadName(randomFileName(prefix, ext))).toBe(true);
    }
    expect(randomFileName('galeri', '.png')).not.toBe(randomFileName('galeri', '.png'));
    for (const name of [
      'foto_rapat_3f2a1b.jpg', // a dashboard upload keeps its own name: never ours
      'thumbnail_galeri-0123456789abcdef01234567.png',
      'galeri-0123456789abcdef0123456.png',
      'lainnya-0123456789abcdef01234567.png',
      'galeri-0123456789abcdef01234567',
      '../galeri-0123456789abcdef01234567.png',
    ])
      expect(isOurUploadName(name), name).toBe(false);
  });

  it('is the one the backup scripts load (the same file, not a copy)', async () => {
    const uploads = readFileSync(path.join(root, 'scripts/lib/backup/uploads.mjs'), 'utf8');
    expect(uploads).toContain("from '../../../cms/src/lib/uploads/upload-name.js'");
  });

  it('is written out nowhere else in the code (a 24-hex-digit name pattern, or the prefixes as an alternation; tests may assert the names they see)', () => {
    const copy = /\[0-9a-f\]\{24\}|galeri\|berita|berita\|galeri/;
    const copies = codeFiles(['cms/src', 'cms/tests', 'scripts', 'tests'])
      .filter(({ file, text }) => file !== 'cms/src/lib/uploads/upload-name.js' && copy.test(text))
      .map(({ file }) => file);
    expect(copies).toEqual([]);
  });
});

describe('private uploads (an achievement proof, ADR 094)', () => {
  it('knows a proof by its stored name, its renditions and twins, whatever separator the plugin put in', async () => {
    const { isPrivateUploadName } = await import('../upload-name');
    const token = 'a'.repeat(24);
    for (const name of [
      `bukti-${token}.pdf`,
      `bukti_${token}_3f2a1b.jpg`,
      `thumbnail_bukti_${token}_3f2a1b.webp`,
      `dir/bukti_${token}_x.png`,
    ])
      expect(isPrivateUploadName(name), name).toBe(true);
    for (const name of [`prestasi_${token}_3f2a1b.jpg`, `galeri-${token}.png`, `xbukti_${token}.png`, 'bukti.png'])
      expect(isPrivateUploadName(name), name).toBe(false);
  });
});
