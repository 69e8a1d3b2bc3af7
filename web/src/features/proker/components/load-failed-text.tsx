/** A public list that could not be loaded: says so, with a retry. */
export function LoadFailedText({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="status-text" role="alert">
      <p>Gagal memuat program kerja.</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}
