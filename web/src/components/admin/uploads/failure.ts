import { ApiError } from '@/lib/http-client';
import type { BannerMessage } from '@/components/admin/banner';

/**
 * A failure banner: the spec's text, with the server's reason (or "no answer") underneath when there is one, so the
 * admin learns e.g. that a file was too large without losing the spec's wording.
 */
export function failureBanner(text: string, error: unknown): BannerMessage {
  const detail =
    error instanceof ApiError && (error.hasServerMessage || error.status === 0) ? error.message : undefined;
  return { text, tone: 'error', detail };
}
