/**
 * Answers while the server cannot do what was asked right now: its database does not answer, or it is too busy to
 * compute a page it does not hold. Always 503 with `Retry-After` (seconds, the `{n}` of the text).
 */
export interface UnavailableMessages {
  /** A read the server holds no copy of and cannot make now. */
  read: 'Server sedang sibuk. Coba lagi dalam {n} detik.';
  /** A write refused: nothing of it was stored. */
  write: 'Server sedang sibuk, tidak ada yang tersimpan. Coba lagi dalam {n} detik.';
}
