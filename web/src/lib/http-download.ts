/**
 * A file from the API (the cabinet report), as the http-client's counterpart for answers that are not JSON: same
 * origin and cookies; a failure is the same ApiError with the server's Indonesian `message`. Its own module, so the
 * public pages' first chunk does not carry it (only admin screens import it). ADR 092.
 */
import { ApiError } from './http-client';

/** GETs `url` and saves the answer under the name the server gives it (or `fallbackName`). */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', headers: { Accept: '*/*' } });
  } catch {
    throw new ApiError(0, 'Tidak bisa terhubung ke server.');
  }
  if (!res.ok) {
    let message = 'Terjadi kesalahan pada server';
    let hasMessage = false;
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === 'string') [message, hasMessage] = [body.message, true];
    } catch {
      // not JSON: the generic text stays
    }
    throw new ApiError(res.status, message, {}, hasMessage);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file; the address is let go a moment later
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
