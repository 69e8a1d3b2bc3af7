import { describe, expect, it } from 'vitest';
import { focalPointOf, imageFieldsOf, imageFormatsOf, storagePathOf, storageUrlOf } from '../media-fields';

describe('storagePathOf', () => {
  it('turns the local provider URL into a path under /storage/', () => {
    expect(storagePathOf('/uploads/berita_ab12_cd34.webp')).toBe('berita_ab12_cd34.webp');
    expect(storageUrlOf(storagePathOf('/uploads/x.png'))).toBe('/storage/x.png');
  });

  it('drops an origin', () => {
    expect(storagePathOf('https://cdn.example.test/uploads/x.jpg')).toBe('x.jpg');
  });
});

describe('imageFormatsOf', () => {
  it('maps the four known renditions to paths with their sizes', () => {
    const formats = imageFormatsOf({
      id: 1,
      url: '/uploads/x.webp',
      formats: {
        thumbnail: { url: '/uploads/thumbnail_x.webp', width: 245, height: 138 },
        small: { url: '/uploads/small_x.webp', width: 500, height: 281 },
        other: { url: '/uploads/other_x.webp', width: 1, height: 1 },
      },
    });
    expect(formats).toEqual({
      thumbnail: { path: 'thumbnail_x.webp', width: 245, height: 138 },
      small: { path: 'small_x.webp', width: 500, height: 281 },
    });
  });

  it('is absent without renditions', () => {
    expect(imageFormatsOf({ id: 1, url: '/uploads/x.webp', formats: null })).toBeUndefined();
    expect(imageFormatsOf({ id: 1, url: '/uploads/x.webp', formats: {} })).toBeUndefined();
  });
});

describe('imageFieldsOf', () => {
  it('gives path, size and formats', () => {
    expect(imageFieldsOf({ id: 1, url: '/uploads/x.webp', width: 1200, height: 675 })).toEqual({
      image_path: 'x.webp',
      image_width: 1200,
      image_height: 675,
    });
  });
});

describe('focalPointOf', () => {
  const file = (focalPoint: unknown) => ({ id: 1, url: '/uploads/x.webp', focalPoint });

  it('gives the media library point as two percentages, and adds it to the image fields', () => {
    expect(focalPointOf(file({ x: 33.5, y: 0 }))).toEqual({ x: 33.5, y: 0 });
    expect(imageFieldsOf({ ...file({ x: 100, y: 25 }), width: 10, height: 10 })).toMatchObject({
      image_focal_point: { x: 100, y: 25 },
    });
  });

  it('is absent when unset or not two numbers within 0..100', () => {
    for (const stored of [
      null,
      undefined,
      'centre',
      [50, 50],
      { x: 50 },
      { x: 101, y: 5 },
      { x: '5', y: 5 },
      { x: NaN, y: 1 },
    ]) {
      expect(focalPointOf(file(stored))).toBeUndefined();
      expect(imageFieldsOf(file(stored))).not.toHaveProperty('image_focal_point');
    }
  });
});
