import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/errors';
import { validateAspiration } from '../services/aspirasi';
import { toAspiration } from '../mappers/to-aspirasi-dto';

function errorOf(body: unknown): HttpError {
  try {
    validateAspiration(body);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 422');
}

const base = { kategori: 'Saran', pesan: 'Terima kasih', isAnonim: false };

describe('validateAspiration', () => {
  it('accepts a full entry, trimming text', () => {
    expect(validateAspiration({ ...base, nama: '  Rina  Permata ', nim: ' 1030223 ', pesan: '  Halo  ' })).toEqual({
      nama: 'Rina Permata',
      nim: '1030223',
      kategori: 'Saran',
      pesan: 'Halo',
      isAnonim: false,
    });
  });

  it('stores neither nama nor nim for an anonymous entry, whatever was sent', () => {
    expect(validateAspiration({ ...base, isAnonim: true, nama: 'x'.repeat(500), nim: 'abc' })).toMatchObject({
      nama: null,
      nim: null,
      isAnonim: true,
    });
    expect(validateAspiration({ ...base, isAnonim: 'true', nama: 'Rina' })).toMatchObject({
      nama: null,
      isAnonim: true,
    });
  });

  it('refuses an empty pesan with the exact text', () => {
    for (const pesan of [undefined, '', '   \n ', 42]) {
      const error = errorOf({ ...base, pesan });
      expect(error.status).toBe(422);
      expect(error.message).toBe('Pesan tidak boleh kosong!');
      expect(error.errors).toEqual({ pesan: ['Pesan tidak boleh kosong!'] });
    }
  });

  it('limits pesan to 2000 characters', () => {
    expect(validateAspiration({ ...base, pesan: 'a'.repeat(2000) }).pesan).toHaveLength(2000);
    expect(errorOf({ ...base, pesan: 'a'.repeat(2001) }).errors).toEqual({ pesan: ['Pesan maksimal 2000 karakter.'] });
  });

  it('knows the four categories and defaults a missing one to Kritik', () => {
    for (const kategori of ['Kritik', 'Saran', 'Apresiasi', 'Lainnya'])
      expect(validateAspiration({ ...base, kategori }).kategori).toBe(kategori);
    expect(validateAspiration({ pesan: 'a' }).kategori).toBe('Kritik');
    expect(errorOf({ ...base, kategori: 'kritik' }).errors).toEqual({ kategori: ['Kategori tidak valid.'] });
    expect(errorOf({ ...base, kategori: '' }).errors).toEqual({ kategori: ['Kategori tidak valid.'] });
  });

  it('checks nama and nim of a named entry', () => {
    expect(errorOf({ ...base, nama: 'x'.repeat(101) }).errors).toEqual({ nama: ['Nama maksimal 100 karakter.'] });
    expect(errorOf({ ...base, nim: '12a4' }).errors).toEqual({ nim: ['NIM hanya boleh berisi angka.'] });
    expect(errorOf({ ...base, nim: '1'.repeat(21) }).errors).toEqual({ nim: ['NIM maksimal 20 digit.'] });
    expect(validateAspiration({ ...base, nama: '', nim: '' })).toMatchObject({ nama: null, nim: null });
  });

  it('removes bidi controls and zero-width characters from nama, nim and pesan before checking them', () => {
    expect(
      validateAspiration({
        ...base,
        nama: '\u202ERina\u200B Pratiwi\u2069',
        nim: '13022\u200D23001\uFEFF',
        pesan: 'Halo\u202D\u2066 HMRPL\u200F',
      }),
    ).toMatchObject({ nama: 'Rina Pratiwi', nim: '1302223001', pesan: 'Halo HMRPL' });
    // only invisible characters: nothing was written
    expect(errorOf({ ...base, pesan: '\u200B\u202E \u2060' }).errors).toEqual({ pesan: ['Pesan tidak boleh kosong!'] });
    expect(validateAspiration({ ...base, nama: '\u200B', nim: '\u202E' })).toMatchObject({ nama: null, nim: null });
  });

  it('reports every field at once, the first as the message', () => {
    const error = errorOf({ kategori: 'X', pesan: '', nim: 'abc', isAnonim: false });
    expect(error.message).toBe('Pesan tidak boleh kosong!');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['kategori', 'nim', 'pesan']);
  });
});

describe('toAspiration', () => {
  it('answers the contract shape with ISO dates and never shows an anonymous name', () => {
    const row = {
      id: 3,
      documentId: 'aspirasi-3',
      nama: 'Lama',
      nim: '1',
      kategori: 'Kritik' as const,
      pesan: 'p',
      isAnonim: true,
      createdAt: '2025-04-02T13:45:00.000Z',
    };
    expect(toAspiration(row)).toEqual({
      id: 3,
      nama: null,
      nim: null,
      kategori: 'Kritik',
      pesan: 'p',
      isAnonim: true,
      created_at: '2025-04-02T13:45:00.000Z',
      // never edited: its version is its creation (edit conflicts, ADR 101)
      updated_at: '2025-04-02T13:45:00.000Z',
      status: 'baru',
      catatan: null,
    });
    expect(toAspiration({ ...row, status: 'diproses', catatan: 'Dibahas rapat Senin.' })).toMatchObject({
      status: 'diproses',
      catatan: 'Dibahas rapat Senin.',
    });
  });
});
