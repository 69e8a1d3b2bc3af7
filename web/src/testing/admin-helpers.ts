/** Shared by the admin screens' tests: image files, the confirm dialog, and a log of the requests the app sent. */

import { HttpResponse } from 'msw';
import { onTestFinished, vi } from 'vitest';
import type { ErrorBody } from '@hmrpl/contract';
import { server } from '@/testing/msw/server';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file whose first bytes are a PNG's (what the browser check and the server look at). */
export function pngFile(name = 'foto.png', bytes = 64): File {
  return new File([new Uint8Array([...PNG_HEAD, ...new Array(bytes).fill(7)])], name, { type: 'image/png' });
}

/** Named and typed like an image, but its content is not one (a renamed file). */
export function notAnImage(name = 'bukan-gambar.png'): File {
  return new File(['GIF89a ini bukan PNG'], name, { type: 'image/png' });
}

/** A real PNG head, just over the 25 MB limit (a PNG is never shrunk in the browser, so it is refused as picked). */
export function oversizedPng(name = 'besar.png'): File {
  const bytes = new Uint8Array(25 * 1024 * 1024 + 1);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

export function answerConfirm(answer: boolean) {
  return vi.spyOn(window, 'confirm').mockImplementation(() => answer);
}

/** Every request the app sends from now on, as 'METHOD /path?query' (ends with the test). */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

/** The server's answer to a write it refused whole while busy or without its database: 503, nothing stored. */
export const BUSY_NOTHING_STORED = 'Server sedang sibuk, tidak ada yang tersimpan. Coba lagi dalam 10 detik.';
export const busyAnswer = () =>
  HttpResponse.json<ErrorBody>({ message: BUSY_NOTHING_STORED }, { status: 503, headers: { 'Retry-After': '10' } });

/** An iPhone HEIC photo (its bytes say HEIC; the picker may offer it as a JPEG). */
export function heicFile(name = 'IMG_0001.HEIC'): File {
  const content = new Uint8Array(64);
  content.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')]);
  return new File([content], name, { type: 'image/jpeg' });
}
