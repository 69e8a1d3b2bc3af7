import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, lazyWithRetry } from '@/lib/lazy-with-retry';
import { renderWithProviders } from '@/testing/render';

function Page() {
  return <h1>Halaman termuat</h1>;
}

describe('recovery from a failed lazy chunk', () => {
  it('retries a failed chunk once, automatically, and shows the page', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyWithRetry(load);
    renderWithProviders(<Lazy />);
    expect(screen.getByText('Memuat halaman...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Halaman termuat' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows 'Loading chunk failed' with a reload button after the retry fails too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const load = vi
        .fn<() => Promise<{ default: typeof Page }>>()
        .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
      const Lazy = lazyWithRetry(load);
      const { user } = renderWithProviders(<Lazy />);
      expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      await user.click(screen.getByRole('button', { name: 'Muat ulang halaman' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('a chunk that never arrives', () => {
  afterEach(() => vi.useRealTimers());

  it("gives up after 120 seconds and shows 'Loading chunk failed'", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<{ default: typeof Page }>>(() => new Promise(() => {}));
    const Lazy = lazyWithRetry(load);
    renderWithProviders(<Lazy />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Memuat halaman...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loading chunk failed' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('still shows a chunk that arrives just before the time-out', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<{ default: typeof Page }>>(
      () => new Promise((resolve) => setTimeout(() => resolve({ default: Page }), CHUNK_LOAD_TIMEOUT_MS - 10)),
    );
    const Lazy = lazyWithRetry(load);
    renderWithProviders(<Lazy />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + 5000);
    });
    expect(screen.getByRole('heading', { name: 'Halaman termuat' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
