import { ApiError } from '@/lib/http-client';
import type { BannerMessage } from '@/components/admin/banner';

/** Said under a refusal that stored nothing (503: the server busy or its database away): the form still holds it all. */
const FORM_KEPT = 'Isian Anda masih ada di formulir ini, tidak ada yang hilang. Kirim ulang sebentar lagi.';

/** The line that tells the admin nothing typed is lost, when the server refused the whole write (503). */
export const formKeptNote = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 503 ? FORM_KEPT : undefined;

/**
 * A failure banner: the spec's text, with the server's reason (or "no answer") underneath when there is one, so the
 * admin learns e.g. that a file was too large without losing the spec's wording; after a 503 it also says that the
 * form still holds what was typed.
 */
export function failureBanner(text: string, error: unknown): BannerMessage {
  const reason =
    error instanceof ApiError && (error.hasServerMessage || error.status === 0) ? error.message : undefined;
  const detail = [reason, formKeptNote(error)].filter(Boolean).join(' ') || undefined;
  return { text, tone: 'error', detail };
}
