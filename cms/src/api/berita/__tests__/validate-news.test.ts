import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/errors';
import { validateNews, type NewsInput } from '../newsroom/validate-news';

const now = new Date('2025-08-22T02:00:00.000Z');
const create = { mode: 'create' as const, imageCount: 1, now };
const update = { mode: 'update' as const, imageCount: 0, now };
const base: NewsInput = { title: 'Rapat Kerja', content: '<p>Isi</p>' };

function errorsOf(input: NewsInput, context: Parameters<typeof validateNews>[1] = create) {
  try {
    validateNews(input, context);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('expected a 422');
}

describe('validateNews', () => {
  it('cleans a valid form: trimmed title, sanitized content, excerpt and folded search text', () => {
    const valid = validateNews(
      { title: '  Café Ngoding  ', content: '<p onclick="x()">Belajar <b>React</b> &amp; Vite</p><script>x</script>' },
      create,
    );
    expect(valid).toEqual({
      title: 'Café Ngoding',
      content: '<p>Belajar <strong>React</strong> &amp; Vite</p>',
      excerpt: 'Belajar React & Vite',
      search_text: 'cafe ngoding belajar react & vite',
    });
  });

  it('reports every field at once, the first as the message', () => {
    expect(errorsOf({ title: ' ', content: '' }, { ...create, imageCount: 0 })).toEqual({
      status: 422,
      message: 'Judul wajib diisi.',
      errors: {
        title: ['Judul wajib diisi.'],
        content: ['Konten wajib diisi.'],
        image: ['Gambar headline wajib diunggah.'],
      },
    });
  });

  it('keeps the limits of title, content, image and image description', () => {
    expect(errorsOf({ ...base, title: 'a'.repeat(256) }).errors).toEqual({ title: ['Judul maksimal 255 karakter.'] });
    expect(errorsOf({ ...base, content: `<p>${'a'.repeat(204800)}</p>` }).errors).toEqual({
      content: ['Konten maksimal 200 KB.'],
    });
    expect(errorsOf({ ...base, content: '<script>x</script><p> &nbsp; </p>' }).errors).toEqual({
      content: ['Konten tidak berisi teks atau gambar yang diizinkan.'],
    });
    expect(errorsOf(base, { ...create, imageCount: 2 }).errors).toEqual({
      image: ['Unggah satu gambar headline saja.'],
    });
    expect(errorsOf({ ...base, image_alt: 'd'.repeat(256) }).errors).toEqual({
      image_alt: ['Deskripsi gambar maksimal 255 karakter.'],
    });
    // the image is optional on edit; an absent description stays absent (unchanged), '' clears it
    expect(validateNews(base, update)).not.toHaveProperty('image_alt');
    expect(validateNews({ ...base, image_alt: '  ' }, update).image_alt).toBe('');
  });

  it('has no status of its own without one (the service publishes a new item, keeps an edited one)', () => {
    expect(validateNews(base, create)).not.toHaveProperty('status');
    expect(validateNews({ ...base, status: '' }, create)).not.toHaveProperty('status');
    expect(validateNews({ ...base, status: 'draft' }, create).status).toBe('draft');
    expect(validateNews({ ...base, status: 'published' }, update).status).toBe('published');
    expect(errorsOf({ ...base, status: 'terbit' }).errors).toEqual({ status: ['Status berita tidak valid.'] });
  });

  it('schedules only with a valid time in the future, within a year', () => {
    const scheduled = validateNews({ ...base, status: 'scheduled', publish_at: '2025-08-25T09:00+07:00' }, create);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.scheduledAt?.toISOString()).toBe('2025-08-25T02:00:00.000Z');
    expect(errorsOf({ ...base, status: 'scheduled' }).errors).toEqual({
      publish_at: ['Tanggal dan jam terbit wajib diisi untuk berita terjadwal.'],
    });
    for (const bad of ['besok', '2025-08-25', '2025-08-25T09:00', '2025-13-40T09:00:00Z']) {
      expect(errorsOf({ ...base, status: 'scheduled', publish_at: bad }).errors, bad).toEqual({
        publish_at: ['Tanggal dan jam terbit tidak valid.'],
      });
    }
    expect(errorsOf({ ...base, status: 'scheduled', publish_at: now.toISOString() }).errors).toEqual({
      publish_at: ['Tanggal dan jam terbit harus di masa depan.'],
    });
    expect(errorsOf({ ...base, status: 'scheduled', publish_at: '2026-08-24T02:00:00Z' }).errors).toEqual({
      publish_at: ['Jadwal terbit paling lambat satu tahun dari sekarang.'],
    });
    // a time sent with another status is not read
    expect(validateNews({ ...base, status: 'published', publish_at: 'x' }, create)).not.toHaveProperty('scheduledAt');
  });

  it('reads a slug on edit only: well-formed, not reserved by a route', () => {
    expect(validateNews({ ...base, slug: 'rapat-kerja-2025' }, create)).not.toHaveProperty('slug');
    expect(validateNews({ ...base, slug: ' rapat-kerja-2025 ' }, update).slug).toBe('rapat-kerja-2025');
    expect(validateNews({ ...base, slug: '' }, update)).not.toHaveProperty('slug');
    for (const bad of ['Rapat', 'rapat kerja', 'rapat--kerja', '-rapat', 'rapat-', 'rapat_kerja', 'rápat', '../x']) {
      expect(errorsOf({ ...base, slug: bad }, update).errors, bad).toEqual({
        slug: ['Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung.'],
      });
    }
    expect(errorsOf({ ...base, slug: 'a'.repeat(201) }, update).errors).toEqual({
      slug: ['Slug maksimal 200 karakter.'],
    });
    expect(errorsOf({ ...base, slug: 'terbaru' }, update).errors).toEqual({
      slug: ['Slug ini dipakai oleh alamat situs.'],
    });
  });
});
