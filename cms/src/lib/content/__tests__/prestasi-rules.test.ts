import { describe, expect, it } from 'vitest';
import { checkPrestasi, prestasiListKey, yearParam, levelParam } from '../prestasi-rules';
import { jakartaToday } from '../jakarta-time';

const base = {
  title: 'Gemastik',
  rank: 'Juara 1',
  level: 'nasional',
  organizer: 'Puspresnas',
  date: '2025-10-18',
  nama: ['Putri'],
  angkatan: ['2023'],
  nim: '1302223344',
  email: 'Putri@Student.test',
  summary: 'Cerita.',
};

describe('checkPrestasi', () => {
  it('takes a full send and cleans it (invisible characters, spaces, e-mail case)', () => {
    const result = checkPrestasi(
      { ...base, title: ' Gemas\u200btik \u202e ', nama: ['Putri\u2066  Lestari', 'Bima'], angkatan: ['2023', '2022'] },
      'kirim',
      '2025-11-25',
    );
    expect(result).toEqual({
      ok: true,
      values: {
        title: 'Gemastik',
        rank: 'Juara 1',
        level: 'nasional',
        organizer: 'Puspresnas',
        date: '2025-10-18',
        students: [
          { nama: 'Putri Lestari', angkatan: '2023' },
          { nama: 'Bima', angkatan: '2022' },
        ],
        nim: '1302223344',
        email: 'putri@student.test',
        summary: 'Cerita.',
      },
    });
  });

  it('refuses a date after today in Jakarta, an unknown level and a team member without a year', () => {
    const result = checkPrestasi(
      { ...base, date: '2025-11-26', level: 'galaksi', nama: ['Putri', 'Bima'], angkatan: ['2023'] },
      'kirim',
      '2025-11-25',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        date: ['Tanggal tidak boleh di masa depan.'],
        level: ['Pilih tingkat: internasional, nasional, regional, atau universitas.'],
        'angkatan.1': ['Angkatan harus berupa tahun, misalnya 2023.'],
      },
    });
  });

  it('staff may leave NIM and e-mail out; an edit checks only what was sent', () => {
    expect(checkPrestasi({ ...base, nim: undefined, email: undefined }, 'tambah', '2025-11-25').ok).toBe(true);
    expect(checkPrestasi({ rank: 'Finalis' }, 'ubah', '2025-11-25')).toEqual({ ok: true, values: { rank: 'Finalis' } });
    expect(checkPrestasi({ nim: undefined }, 'kirim', '2025-11-25').ok).toBe(false);
  });

  it('reads today in Asia/Jakarta (UTC+7)', () => {
    expect(jakartaToday(new Date('2025-11-25T16:59:59Z'))).toBe('2025-11-25');
    expect(jakartaToday(new Date('2025-11-25T17:00:00Z'))).toBe('2025-11-26');
  });
});

describe('the list key and its parameters', () => {
  it('orders tahun, level, page and leaves out what is not set', () => {
    expect(prestasiListKey({ page: 1 })).toBe('/api/prestasi');
    expect(prestasiListKey({ tahun: 2025, level: 'nasional', page: 2 })).toBe(
      '/api/prestasi?tahun=2025&level=nasional&page=2',
    );
    expect([yearParam('2025'), yearParam('25'), yearParam(['2024']), levelParam('nasional'), levelParam('x')]).toEqual([
      2025,
      undefined,
      2024,
      'nasional',
      undefined,
    ]);
  });
});
