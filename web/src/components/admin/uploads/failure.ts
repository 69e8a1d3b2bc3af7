import { ApiError } from '@/lib/http-client';
import type { BannerMessage } from '@/components/admin/banner';
import { FileTooLargeError } from './shrink-image';

/** 507: the server's disk is full; retrying will not help, so the banner says only that (the form keeps its files). */
const INSUFFICIENT_STORAGE = 507;

/** Said under a refusal that stored nothing (503: the server busy or its database away): the form still holds it all. */
const FORM_KEPT = 'Isian Anda masih ada di formulir ini, tidak ada yang hilang. Kirim ulang sebentar lagi.';

/** The line that tells the admin nothing typed is lost, when the server refused the whole write (503). */
export const formKeptNote = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 503 ? FORM_KEPT : undefined;

/**
 * A failure banner: the spec's text, with the server's reason (or "no answer") underneath when there is one, so the
 * admin learns e.g. that a file was too large without losing the spec's wording; after a 503 it also says that the
 * form still holds what was typed. A full disk on the server is not the admin's to retry: its own message replaces
 * the "Coba lagi" text.
 */
export function failureBanner(text: string, error: unknown): BannerMessage {
  if (error instanceof ApiError && error.status === INSUFFICIENT_STORAGE && error.hasServerMessage) {
    return { text: error.message, tone: 'error' };
  }
  if (error instanceof FileTooLargeError) return { text, tone: 'error', detail: error.message };
  const reason =
    error instanceof ApiError && (error.hasServerMessage || error.status === 0) ? error.message : undefined;
  const detail = [reason, formKeptNote(error)].filter(Boolean).join(' ') || undefined;
  return { text, tone: 'error', detail };
}
