/** Limits on every upload of the contract, as literal types. */
export interface UploadLimits {
  /** Bytes a file (10 MB). */
  maxFileBytes: 10485760;
  /** Files a request. */
  maxFiles: 20;
}
/** Accepted types, decided by content (magic bytes). */
export type AllowedImageType = 'image/png' | 'image/jpeg' | 'image/webp';
