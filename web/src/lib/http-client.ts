/**
 * The one HTTP client of the SPA: SWR's fetcher and every mutation (`upload()`: the same over XMLHttpRequest, for
 * progress). Same-origin cookies; the CSRF header on unsafe methods, fetched again once on a 419; failures become an
 * ApiError with the server's `message` and field `errors` (`status` 0: no answer). See ADR 004 and ADR 011.
 */
import type { ErrorBody, ValidationErrorBody } from '@hmrpl/contract';
import { readCookie } from './cookies';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** True when the server answered with a body that has a `message`. */
  readonly hasServerMessage: boolean;
  /** The answer's `data`, when it has one: the item as it is now, on a 409 edit conflict (ADR 087). */
  readonly data: unknown;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    hasServerMessage = false,
    data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.hasServerMessage = hasServerMessage;
    this.data = data;
  }
}

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Listeners told when any call answers 401 (the admin area ends the session in the UI). */
type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let csrfRequest: Promise<void> | null = null;
/** GET /sanctum/csrf-cookie once (concurrent callers share the request). */
export function ensureCsrfCookie(force = false): Promise<void> {
  if (!force && readCookie(CSRF_COOKIE)) return Promise.resolve();
  csrfRequest ??= fetch('/sanctum/csrf-cookie', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new ApiError(res.status, 'Gagal menyiapkan sesi halaman.');
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

function isErrorBody(body: unknown): body is ErrorBody & Partial<ValidationErrorBody> {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).message === 'string';
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('Content-Type') ?? '';
  if (res.status === 204) return null;
  if (type.includes('json')) {
    try {
      return await res.json();
    } catch {
      return null;
    }
  }
  return null;
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body))
    return new ApiError(status, body.message, body.errors ?? {}, true, 'data' in body ? body.data : undefined);
  return new ApiError(status, status === 0 ? 'Tidak bisa terhubung ke server.' : 'Terjadi kesalahan pada server');
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The browser's HTTP cache for this call (`no-cache`: always ask the server, which may answer 304). */
  cache?: RequestCache;
}

async function send(url: string, options: RequestOptions, retriedCsrf: boolean): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (UNSAFE.has(method)) {
    await ensureCsrfCookie();
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw toApiError(0, null);
  }
  const data = await readBody(res);
  if (res.ok) return data;
  if (res.status === 419 && !retriedCsrf) {
    await ensureCsrfCookie(true);
    return send(url, options, true);
  }
  if (res.status === 401) unauthorizedListeners.forEach((listener) => listener());
  throw toApiError(res.status, data);
}

/** Calls the API; resolves with the parsed JSON body, rejects with ApiError. */
export function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return send(url, options, false) as Promise<T>;
}

/**
 * A report sent as the page goes away (the visitors' speed, ADR 122): a JSON POST that outlives the page (`keepalive`),
 * with no CSRF token (the one route that takes none: cms/src/lib/http/paths.ts) and without the browser's cookies: the
 * report carries nothing that could tell one visitor from another. Nothing is awaited or reported.
 */
export function sendOnLeave(url: string, body: unknown): void {
  fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** SWR's fetcher: the key is the URL. */
export const fetcher = <T>(url: string): Promise<T> => request<T>(url);

/**
 * The admin area's fetcher: every read asks the server, never the browser's copy (ADR 065). A screen refetching
 * right after its own write must see that write, whatever cache headers a public read carries for a CDN.
 */
export const freshFetcher = <T>(url: string): Promise<T> => request<T>(url, { cache: 'no-cache' });

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** 0..100, from the upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends multipart form data with upload progress (XMLHttpRequest), same rules as request(). */
export async function upload<T>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
  retriedCsrf = false,
): Promise<T> {
  await ensureCsrfCookie();
  const token = readCookie(CSRF_COOKIE);
  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress)
        options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => reject(new DOMException('Upload dibatalkan', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  if (status >= 200 && status < 300) {
    options.onProgress?.(100);
    return body as T;
  }
  if (status === 419 && !retriedCsrf) {
    await ensureCsrfCookie(true);
    return upload<T>(url, form, options, true);
  }
  if (status === 401) unauthorizedListeners.forEach((listener) => listener());
  throw toApiError(status, body);
}

/** The first message of each field of a 422. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) errors[field] = messages[0];
  return errors;
}
