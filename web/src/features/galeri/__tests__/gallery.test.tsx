import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { vi } from 'vitest';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';

afterEach(() => server.events.removeAllListeners());

function gallery() {
  return screen.getByRole('region', { name: 'Galeri Kegiatan' });
}

function photoButtons() {
  return within(gallery()).getAllByRole('button', { name: /\(perbesar\)$/ });
}

/** Counts the gallery calls per page number. */
function countGalleryCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/galeri') calls.push(url.search);
  });
  return calls;
}

describe('public gallery', () => {
  it("shows 'Memuat galeri...' while the first page loads", async () => {
    server.use(
      http.get('/api/galeri', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 6, total: 0 });
      }),
    );
    renderRoute('/kegiatan');
    expect(await screen.findByText('Memuat galeri...')).toBeInTheDocument();
  });

  it("shows 'Belum ada gambar di galeri.' when there is none", async () => {
    db.gallery = [];
    renderRoute('/kegiatan');
    expect(await screen.findByText('Belum ada gambar di galeri.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/galeri', () => HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 })),
    );
    renderRoute('/kegiatan');
    expect(await screen.findByText('Belum ada gambar di galeri.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Gagal mengambil galeri', expect.anything());
  });

  it("shows 6 photos a page with the description as alt, else the caption, else 'Galeri {id}'", async () => {
    const calls = countGalleryCalls();
    renderRoute('/kegiatan');
    await within(await screen.findByRole('region', { name: 'Galeri Kegiatan' })).findAllByRole('img');
    const images = within(gallery()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Dokumentasi kegiatan HMRPL #14',
      'Dokumentasi kegiatan HMRPL #13',
      'Pengurus HMRPL berfoto bersama di depan gedung',
      'Dokumentasi kegiatan HMRPL #11',
      'Galeri 10',
      'Dokumentasi kegiatan HMRPL #9',
    ]);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(images[0]?.getAttribute('srcset')).toContain('/storage/galeri/small_galeri-14.webp 500w');
    expect(calls).toEqual(['?page=1&limit=6']);
    expect(screen.queryByRole('button', { name: 'See less' })).not.toBeInTheDocument();
  });

  it('crops each grid photo around the focal point set in the media library, the centre without one', async () => {
    renderRoute('/kegiatan');
    await within(await screen.findByRole('region', { name: 'Galeri Kegiatan' })).findAllByRole('img');
    const [withPoint, without] = [db.gallery.find((g) => g.id === 13)!, db.gallery.find((g) => g.id === 14)!];
    expect(withPoint.image_focal_point).toEqual({ x: 25, y: 75 });
    const image = (id: number) =>
      gallery().querySelector<HTMLImageElement>(`img[src="/storage/galeri/galeri-${id}.webp"]`)!;
    expect(image(withPoint.id).style.objectPosition).toBe('25% 75%');
    expect(image(without.id).style.objectPosition).toBe('');
  });

  it("appends pages with 'See more' until the last, then 'See less' goes back to page 1, reloads and scrolls to the section", async () => {
    const calls = countGalleryCalls();
    const { user } = renderRoute('/kegiatan');
    await screen.findByRole('button', { name: 'See more' });
    expect(photoButtons()).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'See less' })).toBeInTheDocument();
    expect(within(gallery()).getByRole('img', { name: 'Galeri 5' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
    expect(calls).toEqual(['?page=1&limit=6', '?page=2&limit=6', '?page=3&limit=6']);

    // a photo added meanwhile shows up: 'See less' reloads page 1
    db.gallery.push({
      id: 99,
      image_path: 'galeri/baru.webp',
      imageUrl: '/storage/galeri/baru.webp',
      caption: 'Foto terbaru',
      image_alt: null,
      created_at: '2025-09-01T02:00:00.000Z',
      kegiatan_id: null,
    });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await user.click(screen.getByRole('button', { name: 'See less' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(6));
    await waitFor(() => expect(within(gallery()).getByRole('img', { name: 'Foto terbaru' })).toBeInTheDocument());
    expect(calls.slice(3)).toContain('?page=1&limit=6');
    expect(screen.queryByRole('button', { name: 'See less' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scroll.mock.contexts.at(-1)).toBe(gallery());
  });
});

describe('public gallery on another screen', () => {
  it('starts again at page 1, freshly loaded, after pages were added on the previous screen', async () => {
    const calls = countGalleryCalls();
    const { user } = renderRoute('/');
    await screen.findByRole('button', { name: 'See more' });
    await user.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(12));

    db.gallery.push({
      id: 98,
      image_path: 'galeri/lain.webp',
      imageUrl: '/storage/galeri/lain.webp',
      caption: 'Foto lain',
      image_alt: null,
      created_at: '2025-09-01T02:00:00.000Z',
      kegiatan_id: null,
    });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu utama' })).getByRole('link', { name: 'Kegiatan' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Kegiatan HMRPL' });
    expect(photoButtons().length).toBeLessThanOrEqual(6);
    await waitFor(() => expect(within(gallery()).getByRole('img', { name: 'Foto lain' })).toBeInTheDocument());
    expect(photoButtons()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'See less' })).not.toBeInTheDocument();
    expect(calls.slice(2)).toEqual(['?page=1&limit=6']);
  });
});

describe('public gallery: See more after See less', () => {
  it('loads the next page again instead of showing an old copy of it', async () => {
    const calls = countGalleryCalls();
    const { user } = renderRoute('/kegiatan');
    await screen.findByRole('button', { name: 'See more' });
    await user.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'See less' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(photoButtons()).toHaveLength(6));

    // the newest photo is deleted meanwhile: every later photo moves up one place
    const newest = [...db.gallery].sort((a, b) => b.id - a.id)[0]!;
    db.gallery.splice(db.gallery.indexOf(newest), 1);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() =>
      expect(calls).toEqual(['?page=1&limit=6', '?page=2&limit=6', '?page=1&limit=6', '?page=2&limit=6']),
    );
    await waitFor(() => expect(photoButtons()).toHaveLength(12));
    const names = within(gallery())
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('gallery lightbox', () => {
  async function openAt(name: string) {
    const result = renderRoute('/kegiatan');
    await screen.findByRole('button', { name: 'See more' });
    await result.user.click(screen.getByRole('button', { name: `${name} (perbesar)` }));
    const dialog = await screen.findByRole('dialog', { name: 'Penampil foto' });
    return { ...result, dialog };
  }

  /** The slide on screen: the only one not made inert. */
  function currentSlide(dialog: HTMLElement) {
    const visible = within(dialog)
      .getAllByRole('group')
      .filter((slide) => !slide.hasAttribute('inert'));
    expect(visible).toHaveLength(1);
    return visible[0]!;
  }

  it('opens full screen at the clicked photo with a slide for every loaded image', async () => {
    const { dialog } = await openAt('Galeri 10');
    const slide = currentSlide(dialog);
    expect(slide).toHaveAttribute('aria-label', 'Foto 5 dari 6');
    expect(within(slide).getByRole('img', { name: 'Galeri 10' })).toHaveAttribute(
      'src',
      '/storage/galeri/galeri-10.webp',
    );
    // preload 2: the two neighbours on each side are ready
    expect(within(dialog).getAllByRole('group')).toHaveLength(5);
  });

  it('moves with the previous/next buttons and the arrow keys, and closes with Escape', async () => {
    const { user, dialog } = await openAt('Dokumentasi kegiatan HMRPL #13');
    expect(currentSlide(dialog)).toHaveAttribute('aria-label', 'Foto 2 dari 6');
    await user.click(within(dialog).getByRole('button', { name: 'Foto berikutnya' }));
    await waitFor(() => expect(currentSlide(dialog)).toHaveAttribute('aria-label', 'Foto 3 dari 6'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(dialog)).toHaveAttribute('aria-label', 'Foto 4 dari 6'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentSlide(dialog)).toHaveAttribute('aria-label', 'Foto 3 dari 6'));
    await user.click(within(dialog).getByRole('button', { name: 'Foto sebelumnya' }));
    await waitFor(() => expect(currentSlide(dialog)).toHaveAttribute('aria-label', 'Foto 2 dari 6'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the close button and can open again', async () => {
    const { user, dialog } = await openAt('Dokumentasi kegiatan HMRPL #14');
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // keyboard users land back on the photo they opened
    expect(screen.getByRole('button', { name: 'Dokumentasi kegiatan HMRPL #14 (perbesar)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Pengurus HMRPL berfoto bersama di depan gedung (perbesar)' }));
    const again = await screen.findByRole('dialog', { name: 'Penampil foto' });
    expect(currentSlide(again)).toHaveAttribute('aria-label', 'Foto 3 dari 6');
  });

  it('shows the caption and the date of the photo on screen, and of the next one after moving', async () => {
    const { user, dialog } = await openAt('Dokumentasi kegiatan HMRPL #13');
    const caption = (slide: HTMLElement) => slide.querySelector('.yarl__slide_description')?.textContent;
    expect(caption(currentSlide(dialog))).toBe('Dokumentasi kegiatan HMRPL #1313 Januari 2025');
    expect(within(currentSlide(dialog)).getByText('13 Januari 2025').tagName).toBe('TIME');
    await user.keyboard('{ArrowRight}');
    // photo 12 has a description (its alt) and a caption: the caption is what is shown
    await waitFor(() => expect(caption(currentSlide(dialog))).toBe('Dokumentasi kegiatan HMRPL #1212 Januari 2025'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(caption(currentSlide(dialog))).toBe('Dokumentasi kegiatan HMRPL #1111 Januari 2025'));
    // one without a caption shows its date alone
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(caption(currentSlide(dialog))).toBe('10 Januari 2025'));
  });

  it('shows an error icon in place of a photo that fails to load', async () => {
    const { dialog } = await openAt('Dokumentasi kegiatan HMRPL #14');
    const slide = currentSlide(dialog);
    fireEvent.error(within(slide).getByRole('img', { name: 'Dokumentasi kegiatan HMRPL #14' }));
    await waitFor(() => expect(slide.querySelector('.yarl__slide_error')).not.toBeNull());
  });

  it('holds every loaded page after See more', async () => {
    const { user } = renderRoute('/kegiatan');
    await user.click(await screen.findByRole('button', { name: 'See more' }));
    await waitFor(() => expect(photoButtons()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Dokumentasi kegiatan HMRPL #7 (perbesar)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Penampil foto' });
    expect(currentSlide(dialog)).toHaveAttribute('aria-label', 'Foto 8 dari 12');
  });
});

describe('public gallery from the page data', () => {
  it('shows the embedded first page at once and asks /api for it once (ADR 113)', async () => {
    const calls = countGalleryCalls();
    const first = await (await fetch(new URL('/api/galeri?page=1&limit=6', window.location.href))).json();
    calls.length = 0;
    renderRoute('/', { fallback: { '$inf$/api/galeri?page=1&limit=6': [first] } });
    // the server's photos, before any answer
    const section = await screen.findByRole('region', { name: 'Galeri Kegiatan' });
    expect(within(section).getAllByRole('button', { name: /\(perbesar\)$/ })).toHaveLength(6);
    await waitFor(() => expect(calls).toEqual(['?page=1&limit=6']));
    // and no later copy of the same call
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual(['?page=1&limit=6']);
  });
});
