import { screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { vi } from 'vitest';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';

const EMPTY = 'Saat ini belum ada open recruitment yang dibuka. Nantikan informasi selanjutnya!';

describe('/rekrutmen (SE-Rekrutmen)', () => {
  it('shows a loading text, then every poster, newest first', async () => {
    db.posters.push({
      id: 2,
      poster_url: '/storage/rekrutmen/panitia-makrab.webp',
      created_at: '2025-08-20T02:00:00.000Z',
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/rekrutmen', async () => {
        await gate; // then the contract's handler answers
      }),
    );
    renderRoute('/rekrutmen');
    expect(await screen.findByText('Memuat poster rekrutmen...')).toHaveAttribute('role', 'status');
    release();
    await screen.findByText('Diunggah 1 Agustus 2025');
    const list = within(await screen.findByRole('region', { name: 'Poster rekrutmen' })).getByRole('list');
    await within(list).findAllByRole('img');
    const posters = within(list).getAllByRole('img');
    expect(posters.map((poster) => poster.getAttribute('src'))).toEqual([
      '/storage/rekrutmen/panitia-makrab.webp',
      '/storage/rekrutmen/oprec-2025.png',
    ]);
    expect(posters[0]).toHaveAccessibleName('Poster open recruitment HMRPL, diunggah 20 Agustus 2025');
    expect(within(list).getByText('Diunggah 1 Agustus 2025')).toBeInTheDocument();
    const full = posters[0]!.closest('a')!;
    expect(full).toHaveAttribute('target', '_blank');
    expect(full).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 1, name: 'SE-Rekrutmen' })).toBeInTheDocument();
    expect(document.title).toBe('SE-Rekrutmen | HMRPL Telkom University');
  });

  it('draws every poster whole in its own size, all in the frame of the tallest (a phone story here)', async () => {
    db.posters.push({
      id: 2,
      poster_url: '/storage/rekrutmen/story.webp',
      image_width: 1080,
      image_height: 1920,
      created_at: '2025-08-20T02:00:00.000Z',
    });
    renderRoute('/rekrutmen');
    const list = within(await screen.findByRole('region', { name: 'Poster rekrutmen' })).getByRole('list');
    const posters = await within(list).findAllByRole('img');
    expect(posters.map((poster) => [poster.getAttribute('width'), poster.getAttribute('height')])).toEqual([
      ['1080', '1920'],
      ['1080', '1350'],
    ]);
    expect(posters.map((poster) => poster.style.aspectRatio)).toEqual(['0.5625', '0.5625']);
  });

  it('says that no recruitment is open when there is no poster', async () => {
    db.posters = [];
    renderRoute('/rekrutmen');
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Poster open recruitment/ })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/rekrutmen', () =>
        HttpResponse.json({ message: 'Terjadi kesalahan pada server' }, { status: 500 }),
      ),
    );
    renderRoute('/rekrutmen');
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Gagal mengambil poster rekrutmen', expect.anything());
  });

  it('keeps the loading text while the call is pending', async () => {
    server.use(
      http.get('/api/rekrutmen', async () => {
        await delay('infinite');
        return HttpResponse.json({ poster_url: null, data: [] });
      }),
    );
    renderRoute('/rekrutmen');
    expect(await screen.findByText('Memuat poster rekrutmen...')).toHaveAttribute('role', 'status');
  });
});
