import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkLoadError } from '@/lib/lazy-with-retry';

interface State {
  error: Error | null;
}

/**
 * The router's error page. A chunk that failed twice (see lazyWithRetry) shows 'Loading chunk failed' with a reload
 * button; anything else 'Unexpected Application Error!'.
 */
class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    // navigating elsewhere leaves the error page
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError || error.name === 'ChunkLoadError';
    return (
      <main className="container status-text" role="alert">
        <h1>{chunk ? 'Loading chunk failed' : 'Unexpected Application Error!'}</h1>
        <p>
          {chunk
            ? 'Sebagian halaman gagal dimuat. Periksa koneksi Anda lalu muat ulang halaman.'
            : 'Maaf, terjadi kesalahan saat menampilkan halaman ini.'}
        </p>
        <p style={{ display: 'flex', gap: '0.75rem', justifyContent: 'center' }}>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Muat ulang halaman
          </button>
          {!chunk && (
            <a className="btn btn-outline" href="/">
              Kembali ke Beranda
            </a>
          )}
        </p>
      </main>
    );
  }
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary resetKey={location.pathname}>{children}</ErrorBoundary>;
}
