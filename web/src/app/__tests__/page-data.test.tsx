/**
 * The first data the server writes into the page (cms/src/front/pages/render.ts): read once into SWR's fallback,
 * so the first render shows the content without waiting for /api, which is still called (revalidation).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { NewsDetail } from '@hmrpl/contract';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';
import { LONG_WAIT } from '@/testing/timeouts';
import { PAGE_DATA_ID, readPageData, resetPageData } from '../page-data';

function embed(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ID;
  // as the server writes it: < > & escaped
  element.textContent = JSON.stringify(data).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  document.head.append(element);
  return element;
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  resetPageData();
});

describe('page data', () => {
  it('reads the embedded answers once; a missing or broken element gives none', () => {
    expect(readPageData()).toEqual({});
    resetPageData();
    const element = embed({ '/api/berita/terbaru': [{ title: '<b>&</b>' }] });
    expect(readPageData()).toEqual({ '/api/berita/terbaru': [{ title: '<b>&</b>' }] });
    element.textContent = '{ rusak';
    expect(readPageData()).toEqual({ '/api/berita/terbaru': [{ title: '<b>&</b>' }] });
    resetPageData();
    expect(readPageData()).toEqual({});
  });

  it('shows a news item from the page at the first render, then revalidates from /api', async () => {
    const stored = db.news[0]!;
    const embedded: NewsDetail = { ...stored, title: 'Judul dari halaman server' };
    embed({ [`/api/berita/${stored.slug}`]: embedded });
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/berita/:slug', async () => {
        calls += 1;
        await gate;
        return HttpResponse.json(stored);
      }),
    );
    renderRoute(`/berita/${stored.slug}`, { fallback: readPageData() });
    // no loading text: the article is there as soon as its chunk is
    const first = await screen.findByRole('heading', { level: 1, name: 'Judul dari halaman server' }, LONG_WAIT);
    expect(first).toBeInTheDocument();
    expect(screen.queryByText('Memuat artikel...')).not.toBeInTheDocument();
    release();
    // the app still asks /api and shows its answer
    expect(await screen.findByRole('heading', { level: 1, name: stored.title }, LONG_WAIT)).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
