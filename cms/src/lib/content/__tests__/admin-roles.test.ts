import { describe, expect, it } from 'vitest';
import type { TrashType } from '@hmrpl/contract';
import { mayPurgeTrash, mayUse, parseRoles, rolesOf, trashKindsFor } from '../admin-roles';

describe('admin roles', () => {
  it('pengelola may use everything, the others what lists them', () => {
    expect(mayUse(['pengelola'], [])).toBe(true);
    expect(mayUse(['pengelola'], ['aspirasi'])).toBe(true);
    expect(mayUse(['redaksi'], ['redaksi'])).toBe(true);
    expect(mayUse(['redaksi'], ['aspirasi'])).toBe(false);
    expect(mayUse(['redaksi'], [])).toBe(false);
    expect(mayUse(['redaksi', 'aspirasi'], ['aspirasi'])).toBe(true);
    expect(mayUse([], ['redaksi', 'aspirasi'])).toBe(false);
  });

  it('reads a stored value: only the three names, once each, in order', () => {
    expect(rolesOf(['aspirasi', 'redaksi', 'aspirasi', 'admin'])).toEqual(['redaksi', 'aspirasi']);
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf('pengelola')).toEqual([]);
  });

  it('checks an input: at least one, only the three names', () => {
    expect(parseRoles(['aspirasi', 'pengelola'])).toEqual({ roles: ['pengelola', 'aspirasi'] });
    expect(parseRoles([])).toEqual({ problem: 'required' });
    expect(parseRoles(undefined)).toEqual({ problem: 'required' });
    expect(parseRoles(['admin'])).toEqual({ problem: 'invalid' });
    expect(parseRoles(['redaksi', 7])).toEqual({ problem: 'invalid' });
    expect(parseRoles('redaksi')).toEqual({ problem: 'invalid' });
  });

  it("the trash: each kind for the roles that may delete it; deleting for good is the pengelola's", () => {
    const all: TrashType[] = [
      'berita',
      'kegiatan',
      'galeri',
      'anggota',
      'rekrutmen',
      'aspirasi',
      'proker',
      'prestasi',
      'dokumen',
    ];
    const content = ['berita', 'kegiatan', 'galeri', 'rekrutmen', 'proker', 'prestasi', 'dokumen'];
    expect(trashKindsFor(['redaksi'], all)).toEqual(content);
    expect(trashKindsFor(['aspirasi'], all)).toEqual(['aspirasi']);
    expect(trashKindsFor(['redaksi', 'aspirasi'], all)).toEqual(all.filter((kind) => kind !== 'anggota'));
    expect(trashKindsFor(['pengelola'], all)).toEqual(all);
    expect(trashKindsFor([], all)).toEqual([]);
    expect(mayPurgeTrash(['pengelola'])).toBe(true);
    expect(mayPurgeTrash(['redaksi', 'aspirasi'])).toBe(false);
  });
});
