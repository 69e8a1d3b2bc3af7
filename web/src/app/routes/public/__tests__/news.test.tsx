import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { vi } from 'vitest';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';

/** Holds GET requests to `path` until the returned function is called; then the contract's handler answers. */
function holdRequests(path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(path, async () => {
      await gate;
    }),
  );
  return release;
}

function otherNews() {
  return screen.getByRole('region', { name: 'Berita Lainnya' });
}

describe('/berita (SE-NEWS)', () => {
  it("shows a loading text, then the main story and 'Berita Lainnya'", async () => {
    const release = holdRequests('/api/berita');
    renderRoute('/berita');
    expect(await screen.findByText('Memuat berita...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'SE-NEWS' })).toBeInTheDocument();
    release();
    const main = await screen.findByRole('article', { name: 'Rapat Kerja Pengurus HMRPL 2025' });
    expect(document.title).toBe('SE-NEWS | HMRPL Telkom University');
    expect(within(main).getByRole('link', { name: 'Rapat Kerja Pengurus HMRPL 2025' })).toHaveAttribute(
      'href',
      '/berita/rapat-kerja-pengurus-hmrpl-2025',
    );
    expect(within(main).getByText('25 Agustus 2025')).toBeInTheDocument();
    expect(otherNews().contains(main)).toBe(false);
    const cards = within(otherNews()).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Makrab RPL: Sync for Change!',
      'Workshop React untuk Mahasiswa Baru',
      'HMRPL Juara 1 Lomba UI/UX Nasional',
      'Seminar Karier: Menjadi Software Engineer',
      'Bakti Sosial di Desa Sukapura',
      'Kunjungan Industri ke Startup Bandung',
    ]);
  });

  it("gives each card a title, id-ID date, excerpt, image and 'Selengkapnya' link", async () => {
    renderRoute('/berita');
    const card = await screen.findByRole('article', { name: 'Makrab RPL: Sync for Change!' });
    const news = db.news.find((item) => item.title === 'Makrab RPL: Sync for Change!')!;
    expect(within(card).getByText('19 Agustus 2025')).toBeInTheDocument();
    expect(within(card).getByText(news.excerpt)).toBeInTheDocument();
    const more = within(card).getByRole('link', { name: /^Selengkapnya\s*: Makrab RPL: Sync for Change!$/ });
    expect(more).toHaveAttribute('href', '/berita/makrab-rpl-sync-for-change');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/storage/berita/berita-11.jpg');
    expect(image.getAttribute('srcset')).toContain('/storage/berita/small_berita-11.jpg 500w');
    // the WebP twins are offered first
    const webp = card.querySelector('picture > source[type="image/webp"]')!;
    expect(webp.getAttribute('srcset')).toContain('/storage/berita/small_webp_berita-11.webp 500w');
    expect(webp.getAttribute('srcset')).toContain('/storage/berita/webp_berita-11.webp 1200w');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('crops a card picture around its focal point; the article shows the same picture whole', async () => {
    const news = db.news.find((item) => item.image_focal_point)!;
    renderRoute('/berita');
    const card = await screen.findByRole('article', { name: news.title });
    expect(card.querySelector('img')!.style.objectPosition).toBe('30% 20%');
    const others = screen.getAllByRole('article').filter((article) => article !== card);
    expect(others.map((article) => article.querySelector('img')!.style.objectPosition)).toEqual(others.map(() => ''));

    cleanup();
    renderRoute(`/berita/${news.slug}`);
    await screen.findByRole('heading', { level: 1, name: news.title });
    const article = screen.getByRole('article', { name: news.title });
    expect(article.querySelector('img')!.getAttribute('src')).toBe(card.querySelector('img')!.getAttribute('src'));
    expect(article.querySelector('img')!.style.objectPosition).toBe('');
  });

  it('pages through every item with a visible pager driven by ?page=', async () => {
    const { user } = renderRoute('/berita');
    const pager = await screen.findByRole('navigation', { name: 'Halaman berita' });
    expect(within(pager).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/berita?page=2');
    expect(within(pager).queryByRole('link', { name: /Sebelumnya/ })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('link', { name: /Berikutnya/ }));
    await waitFor(() => expect(within(otherNews()).getAllByRole('article')).toHaveLength(5));
    expect(screen.queryByRole('article', { name: 'Rapat Kerja Pengurus HMRPL 2025' })).not.toBeInTheDocument();
    expect(
      within(otherNews())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Pelatihan Git dan Kolaborasi Tim',
      'Open House Laboratorium RPL',
      'Hackathon Internal HMRPL 2025',
      'Diskusi Akademik: Kurikulum Baru RPL',
      'Malam Apresiasi Pengurus HMRPL',
    ]);
    const pagerNow = screen.getByRole('navigation', { name: 'Halaman berita' });
    expect(within(pagerNow).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('SE-NEWS (halaman 2) | HMRPL Telkom University');

    await user.click(within(pagerNow).getByRole('link', { name: 'Halaman 1' }));
    expect(await screen.findByRole('article', { name: 'Rapat Kerja Pengurus HMRPL 2025' })).toBeInTheDocument();
  });

  it('opens straight at ?page=2', async () => {
    renderRoute('/berita?page=2');
    expect(await screen.findByRole('article', { name: 'Malam Apresiasi Pengurus HMRPL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("says 'Tidak ada berita untuk ditampilkan.' when there is none, without a pager", async () => {
    db.news = [];
    renderRoute('/berita');
    expect(await screen.findByText('Tidak ada berita untuk ditampilkan.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Halaman berita' })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/berita', () => HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 })),
    );
    renderRoute('/berita');
    expect(await screen.findByText('Tidak ada berita untuk ditampilkan.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Gagal mengambil daftar berita', expect.anything());
  });

  it('offers the way back from a page past the end', async () => {
    const { user } = renderRoute('/berita?page=9');
    expect(await screen.findByText('Tidak ada berita untuk ditampilkan.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kembali ke halaman pertama' }));
    expect(await screen.findByRole('article', { name: 'Rapat Kerja Pengurus HMRPL 2025' })).toBeInTheDocument();
  });
});

describe('/berita/{slug}', () => {
  it("shows 'Memuat artikel...', then title, date '/ Admin', image and body", async () => {
    const release = holdRequests('/api/berita/:slug');
    renderRoute('/berita/makrab-rpl-sync-for-change');
    expect(await screen.findByText('Memuat artikel...')).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Makrab RPL: Sync for Change!' })).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '19 Agustus 2025 / Admin'),
    ).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Makrab RPL: Sync for Change!' });
    const image = article.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/storage/berita/berita-11.jpg');
    expect(article.querySelector('picture > source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '/storage/berita/webp_berita-11.webp 1200w',
    );
    expect(image).toHaveAttribute('loading', 'eager');
    expect(within(article).getByText('Tempat: Telkom University, Bandung')).toBeInTheDocument();
    expect(document.title).toBe('Makrab RPL: Sync for Change! | HMRPL Telkom University');
  });

  it('sanitizes the body again before display', async () => {
    const news = db.news[0]!;
    news.content =
      '<p>Aman</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>' +
      '<a href="javascript:alert(1)">klik</a><a href="https://hmrpl-telubdg.com/">situs</a>';
    renderRoute(`/berita/${news.slug}`);
    await screen.findByText('Aman');
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('klik')).not.toHaveAttribute('href');
    const external = within(article).getByRole('link', { name: 'situs' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as Window & { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it("shows 'Artikel tidak ditemukan.' for an unknown slug", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute('/berita/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Artikel tidak ditemukan.' })).toBeInTheDocument();
    expect(document.title).toBe('Artikel tidak ditemukan. | HMRPL Telkom University');
    await user.click(screen.getByRole('link', { name: 'Kembali ke daftar berita' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SE-NEWS' })).toBeInTheDocument();
  });

  it("shows 'Artikel tidak ditemukan.' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/berita/:slug', () => HttpResponse.error()));
    renderRoute('/berita/makrab-rpl-sync-for-change');
    expect(await screen.findByText('Artikel tidak ditemukan.')).toBeInTheDocument();
  });

  it('is reached from a news card', async () => {
    const { user } = renderRoute('/berita');
    await user.click(
      await screen.findByRole('link', { name: /^Selengkapnya\s*: Workshop React untuk Mahasiswa Baru$/ }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workshop React untuk Mahasiswa Baru' }),
    ).toBeInTheDocument();
  });

  it('keeps the loading text while the article is on its way', async () => {
    server.use(
      http.get('/api/berita/:slug', async () => {
        await delay('infinite');
        return HttpResponse.json({ message: '' });
      }),
    );
    renderRoute('/berita/makrab-rpl-sync-for-change');
    expect(await screen.findByText('Memuat artikel...')).toHaveAttribute('role', 'status');
  });
});
