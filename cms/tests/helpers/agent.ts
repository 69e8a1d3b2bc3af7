/**
 * A tiny HTTP client for integration tests: Node's fetch plus a cookie jar, the CSRF dance and a
 * per-agent client IP (sent as X-Forwarded-For; tests run with TRUST_PROXY=true).
 *
 *   const a = app.agent();
 *   await a.csrf();                              // GET /sanctum/csrf-cookie, keeps XSRF-TOKEN
 *   await a.login();                             // as the test admin (csrf() first when needed)
 *   const r = await a.get('/api/me');            // r.status, r.body (parsed JSON or text), r.headers
 *   await a.post('/api/aspirasi', { pesan: 'x', kategori: 'Saran', isAnonim: true });  // JSON
 *   const form = new FormData(); form.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
 *   await a.post('/api/admin/berita', form);     // multipart
 * Unsafe methods send `X-XSRF-TOKEN` from the jar automatically; `{ xsrf: false }` leaves it out and
 * `{ xsrf: 'value' }` sends that instead.
 */
import { TEST_ADMIN } from './env';

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  sameSite?: string;
  httpOnly: boolean;
  secure: boolean;
  maxAge?: number;
  expires?: Date;
  raw: string;
}

interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
  /** Set-Cookie headers of this answer, by cookie name. */
  cookies: Record<string, SetCookie>;
}

interface RequestOptions {
  headers?: Record<string, string>;
  /** false: no X-XSRF-TOKEN; a string: send that value. Default: the jar's XSRF-TOKEN on unsafe methods. */
  xsrf?: false | string;
  /** Override this agent's client IP for one request. */
  ip?: string;
}

function parseSetCookie(raw: string): SetCookie {
  const [pair, ...attributes] = raw.split(';');
  const eq = pair.indexOf('=');
  const cookie: SetCookie = {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    httpOnly: false,
    secure: false,
    raw,
  };
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.trim().split('=');
    const value = rest.join('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value;
        break;
      case 'samesite':
        cookie.sameSite = value.toLowerCase();
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'max-age':
        cookie.maxAge = Number(value);
        break;
      case 'expires':
        cookie.expires = new Date(value);
        break;
    }
  }
  return cookie;
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class Agent {
  readonly jar = new Map<string, string>();
  /** This agent's client IP (X-Forwarded-For). */
  ip: string;

  constructor(readonly baseUrl: string) {
    this.ip = nextIp();
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string) {
    this.jar.set(name, value);
  }

  deleteCookie(name: string) {
    this.jar.delete(name);
  }

  private cookieHeader(): string | undefined {
    if (this.jar.size === 0) return undefined;
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Forwarded-For': options.ip ?? this.ip,
      ...options.headers,
    };
    // Node's fetch adds `Cache-Control: no-cache` to conditional requests (Fetch spec), which makes any
    // server ignore If-None-Match; a browser revalidating sends max-age=0 instead.
    const keys = Object.keys(headers).map((h) => h.toLowerCase());
    if ((keys.includes('if-none-match') || keys.includes('if-modified-since')) && !keys.includes('cache-control')) {
      headers['Cache-Control'] = 'max-age=0';
    }
    const cookie = this.cookieHeader();
    if (cookie && !('Cookie' in headers)) headers.Cookie = cookie;
    const upper = method.toUpperCase();
    if (UNSAFE.has(upper) && options.xsrf !== false) {
      const token = typeof options.xsrf === 'string' ? options.xsrf : this.jar.get('XSRF-TOKEN');
      if (token !== undefined) headers['X-XSRF-TOKEN'] = token;
    }
    let payload: RequestInit['body'];
    if (body instanceof FormData || typeof body === 'string' || body instanceof Blob || body instanceof Uint8Array) {
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['Content-Type'] = 'application/json';
    }

    const res = await fetch(new URL(path, this.baseUrl), { method: upper, headers, body: payload, redirect: 'manual' });
    const text = upper === 'HEAD' ? '' : await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const cookies: Record<string, SetCookie> = {};
    for (const raw of res.headers.getSetCookie()) {
      const c = parseSetCookie(raw);
      cookies[c.name] = c;
      const expired =
        c.maxAge !== undefined ? c.maxAge <= 0 : c.expires !== undefined && c.expires.getTime() <= Date.now();
      if (expired || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text, cookies };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  head(path: string, options?: RequestOptions) {
    return this.request('HEAD', path, undefined, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body, options);
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body, options);
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /** GET /sanctum/csrf-cookie; returns the XSRF-TOKEN now in the jar. */
  async csrf(): Promise<string> {
    const res = await this.get('/sanctum/csrf-cookie');
    const token = this.jar.get('XSRF-TOKEN');
    if (res.status !== 204 || !token) throw new Error(`csrf-cookie answered ${res.status} without a token`);
    return token;
  }

  /** POST /api/login (fetching a CSRF token first when the jar has none). Defaults to the test admin. */
  async login(identifier: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) {
    if (!this.jar.has('XSRF-TOKEN')) await this.csrf();
    return this.post('/api/login', { email: identifier, password });
  }

  /** Logs in and fails loudly when that does not give 200. */
  async loginOk(identifier?: string, password?: string) {
    const res = await this.login(identifier, password);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res;
  }

  async logout() {
    if (!this.jar.has('XSRF-TOKEN')) await this.csrf();
    return this.post('/api/logout');
  }
}
