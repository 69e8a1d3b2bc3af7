// What the public forms' benches share (the aspiration flood, ADR 047; the registration rush, ADR 100): browser-like
// visitors of the built CMS, each with its own address (X-Forwarded-For: the CMS runs with TRUST_PROXY=true, as behind
// a reverse proxy) and cookie jar, sending JSON with the CSRF header a page sends; and a pool that runs tasks with at
// most so many in flight.
import http from 'node:http';

/** @typedef {{ status: number, body: any, ms: number }} Answer */

/**
 * Visitors of the CMS at `baseURL`, over at most `connections` kept-alive sockets in all.
 * @param {string} baseURL
 * @param {number} connections
 */
export function visitors(baseURL, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** One browser-like visitor: its own address and cookie jar. */
  const visitor = (/** @type {string} */ ip) => {
    /** @type {Map<string, string>} */
    const jar = new Map();
    /**
     * @param {string} method
     * @param {string} path
     * @param {unknown} [body]
     * @returns {Promise<Answer>}
     */
    const request = (method, path, body, retried = false) =>
      new Promise((resolve, reject) => {
        const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
        /** @type {Record<string, string | number>} */
        const headers = {
          Accept: 'application/json',
          'X-Forwarded-For': ip,
          ...(jar.size ? { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          ...(method !== 'GET' && jar.has('XSRF-TOKEN') ? { 'X-XSRF-TOKEN': String(jar.get('XSRF-TOKEN')) } : {}),
        };
        const started = performance.now();
        const req = http.request(`${baseURL}${path}`, { method, agent, headers }, (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            for (const raw of res.headers['set-cookie'] ?? []) {
              const [pair] = raw.split(';');
              const eq = pair.indexOf('=');
              jar.set(pair.slice(0, eq), pair.slice(eq + 1));
            }
            const text = Buffer.concat(chunks).toString();
            let json = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = null;
            }
            resolve({ status: res.statusCode ?? 0, body: json, ms: performance.now() - started });
          });
        });
        // a kept-alive socket the server closed meanwhile: nothing was sent on it, send once more (Node's advice)
        req.on('error', (error) => {
          if (req.reusedSocket && /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET' && !retried)
            resolve(request(method, path, body, true));
          else reject(error);
        });
        if (payload) req.write(payload);
        req.end();
      });
    return {
      get: (/** @type {string} */ path) => request('GET', path),
      post: (/** @type {string} */ path, /** @type {unknown} */ body) => request('POST', path, body),
      /** The page's first call: the CSRF cookie. */
      async prepare() {
        await request('GET', '/sanctum/csrf-cookie');
      },
      /** The public forms' token (the aspiration form's and the registration form's). @returns {Promise<string | undefined>} */
      async token() {
        return (await request('GET', '/api/aspirasi/formulir')).body?.token;
      },
    };
  };
  return { visitor, close: () => agent.destroy() };
}

/**
 * Runs `tasks` (functions) with at most `width` in flight.
 * @param {(() => Promise<unknown>)[]} tasks
 * @param {number} width
 */
export async function pool(tasks, width) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}
