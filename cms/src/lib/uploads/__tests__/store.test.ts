import { describe, expect, it } from 'vitest';
import { displayName, incomingFiles } from '../store';

const file = (name: string, sequence?: number) => ({
  filepath: `/tmp/${name}`,
  originalFilename: name,
  size: 1,
  ...(sequence === undefined ? {} : { sequence }),
});

describe('incomingFiles', () => {
  it('collects one file or a list under any of the names', () => {
    const ctx = { request: { files: { 'images[]': [file('a'), file('b')], images: file('c'), other: file('x') } } };
    expect(incomingFiles(ctx, 'images[]', 'images').map((f) => f.originalFilename)).toEqual(['a', 'b', 'c']);
    expect(incomingFiles({ request: {} }, 'image')).toEqual([]);
    expect(incomingFiles({ request: { files: { image: { junk: true } } } }, 'image')).toEqual([]);
  });

  it('restores the order the client sent from the parser-given sequence', () => {
    const ctx = { request: { files: { 'images[]': [file('dua', 1), file('tiga', 2), file('satu', 0)] } } };
    expect(incomingFiles(ctx, 'images[]').map((f) => f.originalFilename)).toEqual(['satu', 'dua', 'tiga']);
  });
});

describe('names', () => {
  it('shows a client name safely in messages', () => {
    expect(displayName({ filepath: '', size: 1, originalFilename: '../../etc/pass\u0000wd.png' }, 0)).toBe(
      'passwd.png',
    );
    expect(displayName({ filepath: '', size: 1, originalFilename: '' }, 2)).toBe('berkas 3');
    expect(displayName({ filepath: '', size: 1, originalFilename: `${'a'.repeat(100)}.png` }, 0)).toHaveLength(80);
  });
});
