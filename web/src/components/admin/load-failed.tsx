/** A list that could not be loaded: what failed, announced, and a button that asks again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="status-text" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}
