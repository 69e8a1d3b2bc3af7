import { describe, expect, it } from 'vitest';
import { toAdminNewsDetail, toAdminNewsItem, toNewsDetail, toNewsItem } from '../mappers/to-berita-dto';

const entry = {
  id: 7,
  documentId: 'abc',
  title: 'Rapat Kerja 2025',
  slug: 'rapat-kerja-2025',
  content: '<p>Isi &amp; cerita</p>',
  excerpt: 'Isi & cerita',
  image: {
    id: 2,
    url: '/uploads/berita_x.webp',
    width: 1200,
    height: 675,
    formats: { thumbnail: { url: '/uploads/thumbnail_berita_x.webp', width: 245, height: 138 } },
  },
  createdAt: new Date('2025-01-02T03:04:05.000Z'),
  updatedAt: '2025-01-03T00:00:00.000Z',
};

describe('berita mappers', () => {
  it('maps a list item', () => {
    expect(toNewsItem(entry)).toEqual({
      id: 7,
      slug: 'rapat-kerja-2025',
      title: 'Rapat Kerja 2025',
      date: '2025-01-02T03:04:05.000Z',
      excerpt: 'Isi & cerita',
      image_path: 'berita_x.webp',
      image_width: 1200,
      image_height: 675,
      image_formats: { thumbnail: { path: 'thumbnail_berita_x.webp', width: 245, height: 138 } },
      image_alt: null,
    });
  });

  it('maps the image description, trimmed-empty as null', () => {
    expect(toNewsItem({ ...entry, image_alt: 'Pengurus di aula' }).image_alt).toBe('Pengurus di aula');
    expect(toNewsItem({ ...entry, image_alt: '   ' }).image_alt).toBeNull();
  });

  it('maps a detail with content and both dates', () => {
    const detail = toNewsDetail(entry);
    expect(detail.content).toBe('<p>Isi &amp; cerita</p>');
    expect(detail.created_at).toBe('2025-01-02T03:04:05.000Z');
    expect(detail.updated_at).toBe('2025-01-03T00:00:00.000Z');
  });

  it('derives the excerpt when none is stored', () => {
    expect(toNewsItem({ ...entry, excerpt: null }).excerpt).toBe('Isi & cerita');
  });

  it('dates an item by its publication time; a draft by its creation', () => {
    const at = new Date('2025-08-25T02:00:00.000Z');
    expect(toNewsItem({ ...entry, publication_status: 'published', publish_at: at }).date).toBe(at.toISOString());
    expect(toNewsItem({ ...entry, publication_status: 'scheduled', publish_at: at }).date).toBe(at.toISOString());
    expect(toNewsItem({ ...entry, publication_status: 'draft', publish_at: at }).date).toBe('2025-01-02T03:04:05.000Z');
  });

  it('adds the status for admins: a row from before the newsroom is published; a draft has no publication time', () => {
    expect(toAdminNewsItem(entry)).toMatchObject({ status: 'published', publish_at: null });
    const at = '2025-08-25T02:00:00.000Z';
    expect(toAdminNewsDetail({ ...entry, publication_status: 'scheduled', publish_at: at })).toMatchObject({
      status: 'scheduled',
      publish_at: at,
      date: at,
      content: '<p>Isi &amp; cerita</p>',
    });
    expect(toAdminNewsItem({ ...entry, publication_status: 'draft', publish_at: at })).toMatchObject({
      status: 'draft',
      publish_at: null,
    });
    // public answers never carry the status
    expect(toNewsDetail({ ...entry, publication_status: 'draft' })).not.toHaveProperty('status');
  });
});
