import { ApiError } from '@/lib/http-client';
import type { BannerMessage } from '@/components/admin/banner';
import { FileTooLargeError } from './shrink-image';

/** 507: the server's disk is full; retrying will not help, so the banner says only that (the form keeps its files). */
const INSUFFICIENT_STORAGE = 507;

/**
 * A failure banner: the spec's text, with the server's reason (or "no answer") underneath when there is one, so the
 * admin learns e.g. that a file was too large without losing the spec's wording. A full disk on the server is not
 * the admin's to retry: its own message replaces the "Coba lagi" text.
 */
export function failureBanner(text: string, error: unknown): BannerMessage {
  if (error instanceof ApiError && error.status === INSUFFICIENT_STORAGE && error.hasServerMessage) {
    return { text: error.message, tone: 'error' };
  }
  if (error instanceof FileTooLargeError) return { text, tone: 'error', detail: error.message };
  const detail =
    error instanceof ApiError && (error.hasServerMessage || error.status === 0) ? error.message : undefined;
  return { text, tone: 'error', detail };
}
