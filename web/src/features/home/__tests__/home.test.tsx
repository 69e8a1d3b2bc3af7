import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { vi } from 'vitest';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { holdIntersections, releaseIntersections } from '@/testing/intersection-observer';
import { renderRoute, renderWithProviders } from '@/testing/render';
import { CalendarSection } from '@/features/calendar/components/calendar-section';

describe('home page', () => {
  it('shows its sections in the spec order and sets the site title', async () => {
    renderRoute('/');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    await screen.findByRole('heading', { name: 'Open Recruitment' });
    // the sections after the first screen come with their own code, right after the first render
    await screen.findByRole('heading', { name: 'Kalender HMRPL' });
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const cabinet = db.cabinets.find((c) => c.active)!;
    const order = [
      `Kabinet ${cabinet.name} ${cabinet.period}`,
      'Open Recruitment',
      'Kabar Terkini',
      'Awarding Bulan Ini',
      'Galeri Kegiatan',
      'Kalender HMRPL',
    ];
    const positions = order.map((name) => names.findIndex((text) => text?.startsWith(name)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(headings.length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('HMRPL Telkom University');
  });

  it("has a 'Tentang Kami' button to /tentang", async () => {
    const { user } = renderRoute('/');
    const hero = screen.getByRole('region', { name: 'Himpunan Mahasiswa Rekayasa Perangkat Lunak' });
    await user.click(within(hero).getByRole('link', { name: 'Tentang Kami' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
  });

  it('puts the gallery in the scroll target galeri-kegiatan', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { name: 'Galeri Kegiatan' });
    expect(heading.closest('section')).toHaveAttribute('id', 'galeri-kegiatan');
  });
});

describe('home: recruitment poster', () => {
  it('shows the newest poster, linked to the recruitment page', async () => {
    renderRoute('/');
    const poster = await screen.findByRole('img', { name: 'Poster open recruitment HMRPL terbaru' });
    expect(poster).toHaveAttribute('src', '/storage/rekrutmen/oprec-2025.png');
    expect(poster.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/storage/rekrutmen/webp_oprec-2025.webp',
    );
    // its own size reserves its box before it arrives
    expect(poster).toHaveAttribute('width', '1080');
    expect(poster).toHaveAttribute('height', '1350');
    expect(poster.closest('a')).toHaveAttribute('href', '/rekrutmen');
  });

  it('is hidden while loading', async () => {
    server.use(
      http.get('/api/rekrutmen', async () => {
        await delay('infinite');
        return HttpResponse.json({ poster_url: null, data: [] });
      }),
    );
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Kabar Terkini' });
    expect(screen.queryByRole('heading', { name: 'Open Recruitment' })).not.toBeInTheDocument();
  });

  it('is hidden when there is no poster', async () => {
    db.posters = [];
    renderRoute('/');
    await screen.findByRole('link', { name: /Rapat Kerja Pengurus HMRPL 2025/ });
    expect(screen.queryByRole('heading', { name: 'Open Recruitment' })).not.toBeInTheDocument();
  });

  it("is hidden when the call fails, logged quietly as 'no poster currently'", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      http.get('/api/rekrutmen', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    await waitFor(() => expect(info).toHaveBeenCalledWith('no poster currently'));
    expect(screen.queryByRole('heading', { name: 'Open Recruitment' })).not.toBeInTheDocument();
  });
});

describe('home: latest news carousel', () => {
  it("shows 'Memuat Kabar Terkini...' while loading", async () => {
    server.use(
      http.get('/api/berita/terbaru', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderRoute('/');
    expect(await screen.findByText('Memuat Kabar Terkini...')).toBeInTheDocument();
  });

  it('shows the 5 newest items, each linking to /berita/{slug}, with clickable dots', async () => {
    const { user } = renderRoute('/');
    const carousel = await screen.findByRole('region', { name: 'Kabar Terkini' });
    // the carousel's code arrives after its first slide is already shown (still)
    await within(carousel).findAllByRole('button', { name: /^Tampilkan berita \d$/ });
    const first = within(carousel).getByRole('link', { name: /Rapat Kerja Pengurus HMRPL 2025/ });
    expect(first).toHaveAttribute('href', '/berita/rapat-kerja-pengurus-hmrpl-2025');
    expect(within(first).getByText('25 Agustus 2025')).toBeInTheDocument();
    const slides = within(carousel).getAllByRole('group');
    expect(new Set(slides.map((slide) => slide.getAttribute('aria-label')))).toEqual(
      new Set(['Berita 1 dari 5', 'Berita 2 dari 5', 'Berita 3 dari 5', 'Berita 4 dari 5', 'Berita 5 dari 5']),
    );
    expect(within(carousel).getByRole('link', { name: /Seminar Karier: Menjadi Software Engineer/ })).toHaveAttribute(
      'href',
      '/berita/seminar-karier-menjadi-software-engineer',
    );

    const dots = within(carousel).getAllByRole('button', { name: /^Tampilkan berita \d$/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2]!);
    await waitFor(() =>
      expect(within(carousel).getByRole('button', { name: 'Tampilkan berita 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(within(carousel).getByRole('button', { name: 'Tampilkan berita 1' })).not.toHaveAttribute('aria-current');
  });

  it('advances every 5000 ms, keeps going after a dot is used, and stops only with the pause button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderRoute('/');
      const carousel = await screen.findByRole('region', { name: 'Kabar Terkini' });
      await within(carousel).findAllByRole('button', { name: /^Tampilkan berita \d$/ });
      const current = () =>
        within(carousel)
          .getAllByRole('button', { name: /^Tampilkan berita \d$/ })
          .find((dot) => dot.getAttribute('aria-current') === 'true')
          ?.getAttribute('aria-label');
      expect(current()).toBe('Tampilkan berita 1');
      // jsdom runs no CSS transitions: end each slide move as a browser would
      const wrapper = carousel.querySelector('.swiper-wrapper')!;
      const tick = async (ms: number) => {
        await act(() => vi.advanceTimersByTimeAsync(ms));
        fireEvent.transitionEnd(wrapper);
      };

      await tick(4000);
      expect(current()).toBe('Tampilkan berita 1');
      await tick(1500);
      expect(current()).toBe('Tampilkan berita 2');

      // interaction does not stop autoplay
      await user.click(within(carousel).getByRole('button', { name: 'Tampilkan berita 4' }));
      await waitFor(() => expect(current()).toBe('Tampilkan berita 4'));
      fireEvent.transitionEnd(wrapper);
      await tick(5500);
      expect(current()).toBe('Tampilkan berita 5');

      // the pause button (WCAG 2.2.2) stops it, and resumes it
      await user.click(within(carousel).getByRole('button', { name: 'Jeda putar otomatis' }));
      await tick(11000);
      expect(current()).toBe('Tampilkan berita 5');
      const play = within(carousel).getByRole('button', { name: 'Putar otomatis' });
      expect(play).toHaveAttribute('aria-pressed', 'true');
      await user.click(play);
      await tick(5500);
      expect(current()).toBe('Tampilkan berita 1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows its first slide before the carousel code arrives, which comes only near the viewport, and can pause early', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      holdIntersections();
      const { user } = renderRoute('/');
      const carousel = await screen.findByRole('region', { name: 'Kabar Terkini' });
      // the first story already reads and links as it will in the carousel; no carousel code yet (no dots, no slides)
      const first = await within(carousel).findByRole('link', { name: /Rapat Kerja Pengurus HMRPL 2025/ });
      expect(first).toHaveAttribute('href', '/berita/rapat-kerja-pengurus-hmrpl-2025');
      expect(within(carousel).getAllByRole('link', { name: /Agustus 2025/ })).toHaveLength(1);
      expect(within(carousel).queryAllByRole('group')).toHaveLength(0);
      expect(carousel.querySelector('.swiper-wrapper')).toBeNull();
      // pausing works before the code is there: the carousel then starts paused
      await user.click(within(carousel).getByRole('button', { name: 'Jeda putar otomatis' }));
      expect(within(carousel).getByRole('button', { name: 'Putar otomatis' })).toHaveAttribute('aria-pressed', 'true');

      releaseIntersections();
      const dots = await within(carousel).findAllByRole('button', { name: /^Tampilkan berita \d$/ });
      expect(dots[0]).toHaveAttribute('aria-current', 'true');
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      fireEvent.transitionEnd(carousel.querySelector('.swiper-wrapper')!);
      expect(within(carousel).getByRole('button', { name: 'Tampilkan berita 1' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('frames every slide alike, shaped for its tallest picture (a square poster among 16:9 banners)', async () => {
    renderRoute('/');
    const carousel = await screen.findByRole('region', { name: 'Kabar Terkini' });
    await within(carousel).findAllByRole('button', { name: /^Tampilkan berita \d$/ });
    const frames = within(carousel)
      .getAllByRole('group')
      .map((slide) => {
        // the frame holds the picture (a <picture> when WebP twins are offered)
        const img = slide.querySelector('img')!;
        return (img.closest('picture') ?? img).parentElement!;
      });
    expect(frames).toHaveLength(5);
    expect(new Set(frames.map((frame) => frame.style.aspectRatio))).toEqual(new Set(['1']));
    // the title is text of its own beside the picture, inside the link to the article
    const square = db.news[2]!;
    const link = within(carousel).getByRole('link', { name: new RegExp(square.title) });
    expect(link.querySelector('img')).toHaveAttribute('width', '1080');
    expect(within(link).getByText(square.title).closest('img')).toBeNull();
  });

  it("logs 'Gagal mengambil berita terbaru' on failure and leaves the carousel empty", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/berita/terbaru', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByText('Belum ada kabar terbaru.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Gagal mengambil berita terbaru', expect.anything());
    const section = screen.getByRole('region', { name: 'Kabar Terkini' });
    expect(within(section).queryAllByRole('group')).toHaveLength(0);
  });
});

describe('home: awarding', () => {
  it("shows 'Memuat penghargaan...' while loading", async () => {
    server.use(
      http.get('/api/awarding', async () => {
        await delay('infinite');
        return HttpResponse.json(db.awarding);
      }),
    );
    renderRoute('/');
    expect(await screen.findByText('Memuat penghargaan...')).toBeInTheDocument();
  });

  it('shows the three kinds when all have an image', async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Awarding Bulan Ini' });
    expect(await within(section).findByRole('img', { name: 'Poster penghargaan Staff Terbaik' })).toHaveAttribute(
      'src',
      '/storage/awarding/staff-agustus.webp',
    );
    expect(within(section).getByRole('img', { name: 'Poster penghargaan Divisi Terbaik' })).toHaveAttribute(
      'src',
      '/storage/awarding/divisi-agustus.webp',
    );
    expect(within(section).getByRole('img', { name: 'Poster penghargaan Departemen Terbaik' })).toBeInTheDocument();
  });

  it("draws every poster in its own shape's box: one frame for all cards, the tallest poster's (4:5 here)", async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Awarding Bulan Ini' });
    const posters = await within(section).findAllByRole('img', { name: /^Poster penghargaan / });
    expect(posters.map((poster) => [poster.getAttribute('width'), poster.getAttribute('height')])).toEqual([
      ['1080', '1080'],
      ['1080', '1080'],
      ['1080', '1350'],
    ]);
    expect(posters.map((poster) => poster.style.aspectRatio)).toEqual(['0.8', '0.8', '0.8']);
  });

  it('shows only the kinds whose image is present', async () => {
    db.awarding = {
      periode: '2025-08',
      staff_image_path: null,
      divisi_image_path: 'awarding/divisi.webp',
      departemen_image_path: null,
    };
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Awarding Bulan Ini' });
    expect(await within(section).findByRole('img', { name: 'Poster penghargaan Divisi Terbaik' })).toBeInTheDocument();
    expect(within(section).queryByText('Staff Terbaik')).not.toBeInTheDocument();
    expect(within(section).queryByText('Departemen Terbaik')).not.toBeInTheDocument();
  });

  it('shows an empty state when no kind has an image or the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/awarding', () => HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 })),
    );
    renderRoute('/');
    expect(await screen.findByText('Belum ada penghargaan untuk ditampilkan.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Terbaik/ })).not.toBeInTheDocument();
  });
});

describe('home: calendar', () => {
  it("embeds 'Kalender HMRPL' lazily, 600 px high, in Asia/Jakarta, with a link to open it", async () => {
    renderRoute('/');
    const frame = await screen.findByTitle('Kalender HMRPL');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '600');
    expect(frame.getAttribute('src')).toContain('ctz=Asia%2FJakarta');
    const open = screen.getByRole('link', { name: 'Buka Kalender HMRPL di tab baru' });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('calendar with a configured source', () => {
  it('always shows the calendar in Asia/Jakarta time, whatever time zone the configured address names', async () => {
    renderWithProviders(
      <CalendarSection src="https://calendar.google.com/calendar/embed?src=hmrpl%40gmail.com&ctz=Europe%2FLondon" />,
    );
    const src = new URL((await screen.findByTitle('Kalender HMRPL')).getAttribute('src')!);
    expect(src.searchParams.get('ctz')).toBe('Asia/Jakarta');
    expect(src.searchParams.get('src')).toBe('hmrpl@gmail.com');
    const open = new URL(screen.getByRole('link', { name: 'Buka Kalender HMRPL di tab baru' }).getAttribute('href')!);
    expect(open.searchParams.get('ctz')).toBe('Asia/Jakarta');
  });

  it('adds the Asia/Jakarta time zone to an address without one', async () => {
    renderWithProviders(<CalendarSection src="https://calendar.google.com/calendar/embed?src=hmrpl%40gmail.com" />);
    expect(new URL((await screen.findByTitle('Kalender HMRPL')).getAttribute('src')!).searchParams.get('ctz')).toBe(
      'Asia/Jakarta',
    );
  });

  it('puts the frame in only once the visitor is near it, in a place kept for it', async () => {
    holdIntersections();
    const { container } = renderWithProviders(
      <CalendarSection src="https://calendar.google.com/calendar/embed?src=hmrpl%40gmail.com" />,
    );
    // the link to the calendar is there at once; the third-party frame is not
    expect(screen.getByRole('link', { name: 'Buka Kalender HMRPL di tab baru' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    releaseIntersections();
    expect(await screen.findByTitle('Kalender HMRPL')).toHaveAttribute('loading', 'lazy');
  });
});

describe('calendar without a configured source', () => {
  it('keeps the page usable and says the calendar is not available', () => {
    renderWithProviders(<CalendarSection src="" />);
    expect(screen.getByRole('heading', { name: 'Kalender HMRPL' })).toBeInTheDocument();
    expect(screen.getByText('Kalender kegiatan belum tersedia.')).toBeInTheDocument();
    expect(screen.queryByTitle('Kalender HMRPL')).not.toBeInTheDocument();
  });
});
