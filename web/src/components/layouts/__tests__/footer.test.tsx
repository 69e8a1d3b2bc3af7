/**
 * The footer's year at New Year (ADR 124): the server draws the year in Asia/Jakarta, and a page drawn at 23:59 on
 * 31 December may be hydrated in the new year (a cached page, a slow phone). The browser then takes the page over
 * without a hydration error and shows its own year.
 */
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { Footer } from '@/components/layouts/footer';

const tree = () => (
  <AppProvider value={{ provider: () => new Map(), fallback: {} }}>
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  </AppProvider>
);

describe('the footer year', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hydrates a page drawn on 31 December after midnight in Jakarta without an error, then shows the new year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59:30 on 31 December 2026 in Jakarta (UTC+7)
    vi.setSystemTime(new Date('2026-12-31T16:59:30Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    expect(container.textContent).toContain('© HMRPL Telkom University 2026');

    // one minute later: 00:00:30 on 1 January 2027 in Jakarta
    vi.setSystemTime(new Date('2026-12-31T17:00:30Z'));
    const recoverable: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(logged.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    // the footer draws again when its reads answer (the HTTP client comes with the first read, ADR 124)
    await waitFor(() => expect(container.textContent).toContain('© HMRPL Telkom University 2027'));
    container.remove();
  });
});
