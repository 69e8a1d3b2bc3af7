import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { uploadLimits } from '../src/lib/uploads/stream-limits';
import { BODY_PARSER_LIMITS, UPLOAD_LIMITS } from '../src/lib/uploads/limits';
import { parseCorsOrigins } from '../src/lib/http/cors-origins';

/**
 * Order matters: each entry wraps the ones after it.
 *
 * `global::api-errors` sits just INSIDE `strapi::errors` (not outside it): Strapi's error
 * middleware catches every error and rewrites it as `{ data: null, error }`, dropping our field errors and
 * Retry-After header, so ours must catch first. Paths outside /api keep Strapi's handling.
 * `global::upload-cleanup` sits just BEFORE `strapi::body` (wrapping it, not after it) so that it also removes the
 * temp files of a multipart parse that failed half-way (too big, too many files, aborted).
 * `strapi::session` (koa-session for the dashboard) installs itself when it is created, ahead of this
 * list, whatever its position here.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // one JSON line per request without personal data (replaces strapi::logger, which logs query strings)
  'global::request-log',
  // the public reads' misses go back to the edge in front of Koa (src/front/edge/edge.ts); writes move the cache version
  'global::edge',
  'strapi::errors',
  'global::api-errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // TinyMCE (self-hosted) and React inline style attributes
          'style-src': ["'self'", "'unsafe-inline'"],
          // news content may embed https images; uploads preview as blob:/data:
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", 'https:'],
          // the activities page embeds Google Calendar
          'frame-src': ["'self'", 'https://calendar.google.com'],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // Same origin only unless CORS_ORIGINS lists others (exact origins; `*` stops the boot).
      origin: parseCorsOrigins(env.array('CORS_ORIGINS', [])),
      credentials: true,
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-XSRF-TOKEN', 'X-Requested-With'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
    },
  },
  // no strapi::poweredBy: an X-Powered-By header only tells attackers what to try
  'global::spa',
  'global::storage',
  // Strapi's dashboard: allowed networks, a few kB on its auth routes (before the body parser), refresh cookie path
  'global::dashboard-gate',
  'global::session',
  'global::csrf',
  'strapi::query',
  // wraps the body parser so it also sees the temp files of a parse that failed (see the file)
  'global::upload-cleanup',
  {
    name: 'strapi::body',
    config: {
      multipart: true,
      // every limit comes from src/lib/uploads/limits.ts (one place; each 413 names the limit that applied)
      jsonLimit: BODY_PARSER_LIMITS.jsonLimit,
      formLimit: BODY_PARSER_LIMITS.formLimit,
      textLimit: BODY_PARSER_LIMITS.textLimit,
      formidable: {
        ...BODY_PARSER_LIMITS.formidable,
        // per file and per request, counted while streaming (also tracks the temp files)
        onFileBegin: uploadLimits(UPLOAD_LIMITS),
        // where multipart files wait for the controller; global::upload-cleanup empties it after each request
        uploadDir: env('UPLOAD_TMP_DIR', '') || os.tmpdir(),
      },
    },
  },
  // NUL characters out of /api input (PostgreSQL refuses them in text): see the file
  'global::input-guard',
  // the dashboard's login limits and account lock (reads the parsed e-mail): see the file
  'global::dashboard-login',
  // the dashboard's media library takes PNG/JPEG/WebP only, by content (see the file)
  'global::media-library-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
