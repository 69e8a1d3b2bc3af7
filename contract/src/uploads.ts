/** Limits on every upload of the contract, as literal types. */
export interface UploadLimits {
  /** Bytes a file (25 MB: phone photos are large). */
  maxFileBytes: 26214400;
  /** Files a request. */
  maxFiles: 20;
  /** Longest side of a stored image in pixels: larger photos are scaled down on arrival (and in the browser before sending). */
  maxLongSide: 2560;
}
/** Accepted types, decided by content (magic bytes). */
export type AllowedImageType = 'image/png' | 'image/jpeg' | 'image/webp';
