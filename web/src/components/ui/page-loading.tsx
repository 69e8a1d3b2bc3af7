/** The fallback while a lazily loaded screen arrives. */
export function PageLoading({ label = 'Memuat halaman...' }: { label?: string }) {
  return (
    <p className="status-text" role="status" aria-live="polite">
      {label}
    </p>
  );
}
