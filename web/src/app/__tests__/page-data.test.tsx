/**
 * The first data the server writes into the page (cms/src/front/pages/render.ts): read once into SWR's fallback,
 * so the first render shows the content without waiting for /api; /api is not asked again for it while the visitor
 * is still on that page (ADR 124), and is once they have moved.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { NewsDetail } from '@hmrpl/contract';
import { db } from '@/testing/msw/db';
import { server } from '@/testing/msw/server';
import { renderRoute } from '@/testing/render';
import { LONG_WAIT } from '@/testing/timeouts';
import { PAGE_DATA_ID, carriedOnLanding, readPageData, resetPageData } from '../page-data';

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
  window.history.replaceState(null, '', '/');
});

/** An article embedded with another title than /api's, and a count of /api's answers for it. */
function articleWithGate() {
  const stored = db.news[0]!;
  const embedded: NewsDetail = { ...stored, title: 'Judul dari halaman server' };
  embed({ [`/api/berita/${stored.slug}`]: embedded });
  const counter = { calls: 0 };
  server.use(
    http.get('/api/berita/:slug', () => {
      counter.calls += 1;
      return HttpResponse.json(stored);
    }),
  );
  return { stored, counter };
}

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

  it('shows a news item from the page at the first render and does not ask /api for it again on that page', async () => {
    const { stored, counter } = articleWithGate();
    window.history.replaceState(null, '', `/berita/${stored.slug}`);
    renderRoute(`/berita/${stored.slug}`, { fallback: readPageData(), use: [carriedOnLanding] });
    // no loading text: the article is there as soon as its chunk is
    const first = await screen.findByRole('heading', { level: 1, name: 'Judul dari halaman server' }, LONG_WAIT);
    expect(first).toBeInTheDocument();
    expect(screen.queryByText('Memuat artikel...')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counter.calls).toBe(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Judul dari halaman server');
  });

  it('asks /api again once the visitor has moved from the page the data came with', async () => {
    const { stored, counter } = articleWithGate();
    window.history.replaceState(null, '', '/berita');
    readPageData();
    // the visitor went from /berita to the article: what /berita carried is no longer taken as current
    window.history.pushState(null, '', `/berita/${stored.slug}`);
    renderRoute(`/berita/${stored.slug}`, { fallback: readPageData(), use: [carriedOnLanding] });
    expect(await screen.findByRole('heading', { level: 1, name: stored.title }, LONG_WAIT)).toBeInTheDocument();
    expect(counter.calls).toBe(1);
  });
});
