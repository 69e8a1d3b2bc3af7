import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { koaProxySettings, parseTrustProxy } from '../src/lib/http/request-ip';
import { parseCorsOrigins } from '../src/lib/http/cors-origins';
import { parseTwoFactorRequirement } from '../src/lib/auth/two-factor-rules';
import { parseSpeedSetting } from '../src/lib/content/speed-rules';

/**
 * The upload provider refuses to boot when <public>/uploads is missing, and a fresh clone has none (uploads are
 * never committed): make it before Strapi looks. Strapi resolves `dirs.public` from the app folder (the cwd of
 * every start script).
 */
function ensureUploadsDir(publicDir: string): string {
  mkdirSync(path.join(path.resolve(process.cwd(), publicDir), 'uploads'), { recursive: true });
  return publicDir;
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Set PUBLIC_URL (e.g. https://hmrpl-telubdg.com) behind an https proxy; cookies then get `Secure`.
  url: env('PUBLIC_URL', ''),
  // TRUST_PROXY: false | true (= 1 hop) | a hop count | proxy addresses/CIDRs (src/lib/http/request-ip.ts); a typo throws
  proxy: koaProxySettings(parseTrustProxy(env('TRUST_PROXY', 'false'))),
  app: { keys: env.array('APP_KEYS') },
  // Strapi's static folder (uploads live in <public>/uploads); tests point it at a temp dir.
  dirs: { public: ensureUploadsDir(env('PUBLIC_DIR', './public')) },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
  // no calls home for update checks (the machines have no network; upgrades are a decision, see docs/decisions), and
  // no "Welcome back! ... administration panel at /cms" box: our own start-up line names /admin for the staff and /cms
  // for super-admins (src/bootstrap/operations.ts, ADR 069)
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  /** Our own platform settings, read by src/lib/{session,csrf,spa}.ts and src/middlewares/*. */
  hmrpl: {
    /** Admin session lifetime (cookie Max-Age and server-side expiry). */
    sessionTtlSeconds: env.int('SESSION_TTL_SECONDS', 8 * 60 * 60),
    /** Minutes without a request after which an admin session ends (0 = never); src/lib/auth/session.ts. */
    sessionIdleMinutes: env.int('SESSION_IDLE_MINUTES', 30),
    /** Who must have the second factor: pengelola | semua | tidak (src/lib/auth/two-factor-rules.ts); a typo throws. */
    twoFactorRequired: parseTwoFactorRequirement(env('TWO_FACTOR_REQUIRED', ''), env('NODE_ENV', '')),
    /** bcrypt comparisons at once, and how many more may wait before logins are shed (src/lib/auth/password.ts). */
    passwordHashing: {
      // one core stays free for the event loop (2 cores: 1 at a time), as IMAGE_THREADS does for images
      concurrency: env.int('PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1)),
      queue: env.int('PASSWORD_HASH_QUEUE', 16),
    },
    /** Addresses/CIDRs that may reach /cms and the dashboard's API; empty = every address (src/middlewares/dashboard-gate.ts). */
    cmsAllowedNetworks: env('CMS_ALLOWED_NETWORKS', ''),
    /** HMAC key for XSRF-TOKEN; derived from APP_KEYS when empty. */
    csrfSecret: env('CSRF_SECRET', ''),
    /** Other origins allowed to call the API with cookies (comma-separated); empty = same origin only. */
    corsOrigins: parseCorsOrigins(env.array('CORS_ORIGINS', [])),
    /** The built SPA; empty = <repo>/web/dist. */
    webDist: env('WEB_DIST', ''),
    /** TRUST_PROXY as written; src/lib/http/request-ip.ts picks the client address with it. */
    trustProxy: env('TRUST_PROXY', 'false'),
    /** Per client address (IPv6 by /64): failed logins, aspiration and achievement sends a minute (src/lib/http/rate-limit.ts). */
    rateLimit: {
      loginPerMinute: env.int('RATE_LIMIT_LOGIN_PER_MINUTE', 5),
      aspirasiPerMinute: env.int('RATE_LIMIT_ASPIRASI_PER_MINUTE', 5),
      /** Activity registrations a minute per address (a class behind one campus address registers together). */
      pendaftaranPerMinute: env.int('RATE_LIMIT_PENDAFTARAN_PER_MINUTE', 20),
      prestasiPerMinute: env.int('RATE_LIMIT_PRESTASI_PER_MINUTE', 5),
      /** Speed reports a minute per address (one per page view; ADR 122). */
      kecepatanPerMinute: env.int('RATE_LIMIT_KECEPATAN_PER_MINUTE', 120),
    },
    /** libvips threads per image operation (src/lib/uploads/image-type.ts `limitImageThreads`). */
    imageThreads: env.int('IMAGE_THREADS', 1),
    /** Start-up sweep: leftovers of interrupted uploads younger than this are kept (src/lib/uploads/sweep.ts). */
    uploadSweepGraceSeconds: env.int('UPLOAD_SWEEP_GRACE_SECONDS', 600),
    /** Uploads are refused (507) when they would leave less free disk than this (src/lib/uploads/disk-space.ts). */
    minFreeDiskMb: env.int('MIN_FREE_DISK_MB', 200),
    /** SIGTERM waits this long for requests in flight before closing the database (src/lib/process/graceful-shutdown.ts). */
    shutdownTimeoutSeconds: env.int('SHUTDOWN_TIMEOUT_SECONDS', 30),
    /** How often this process looks for due background jobs (src/lib/process/jobs.ts); 0 = never (serve only). */
    jobsPollSeconds: env.int('JOBS_POLL_SECONDS', 60),
    /** A deleted item stays in the trash this many days, then the hourly purge job removes it and its files (ADR 089). */
    trashDays: env.int('TRASH_DAYS', 30),
    /** The aspiration inbox (src/api/aspirasi: rules/, jobs/; ADR 046, 047). */
    aspirasi: {
      /** Sends stored in the last hour above which a send that looks automated is refused (429). */
      ceilingPerHour: env.int('ASPIRATION_CEILING_PER_HOUR', 60),
      /** nama and nim are erased this many months after the send (a daily job). */
      retentionMonths: env.int('ASPIRATION_RETENTION_MONTHS', 12),
      /** At most one digest e-mail this often. */
      digestMinutes: env.int('ASPIRATION_DIGEST_MINUTES', 15),
      /** Who gets the digest (src/api/aspirasi/jobs/digest.ts `digestRecipient`). */
      notifyTo: env('ASPIRATION_NOTIFY_TO', ''),
    },
    /** Activity registration (src/api/pendaftaran, ADR 100). */
    pendaftaran: {
      /** Registrations stored in the last hour above which a send that looks automated is refused (429). */
      ceilingPerHour: env.int('REGISTRATION_CEILING_PER_HOUR', 600),
      /** NIM, e-mail and phone are erased this many months after the activity ends (a daily job). */
      retentionMonths: env.int('REGISTRATION_RETENTION_MONTHS', 12),
    },
    /** Certificates (src/api/sertifikat, ADR 107): the wait after the e-mail server could not be reached. */
    sertifikat: {
      retrySeconds: env.int('CERTIFICATE_RETRY_SECONDS', 60),
    },
    /** The achievements' form (src/api/prestasi; ADR 094): the aspiration form's flood rule with its own ceiling. */
    prestasi: {
      /** Achievements sent in the last hour above which a send that looks automated is refused (429). */
      ceilingPerHour: env.int('PRESTASI_CEILING_PER_HOUR', 20),
    },
    /**
     * Visitors' speed (src/api/kecepatan, ADR 122): WEB_VITALS=off turns it off (the pages load no reporter, a report
     * stores nothing); `on` or unset keeps it on; any other value stops the start.
     */
    kecepatan: {
      enabled: parseSpeedSetting(env('WEB_VITALS', '')),
    },
    /** The audit log (src/api/riwayat; ADR 086): entries older than this many months are removed by a daily job. */
    riwayat: {
      retentionMonths: env.int('AUDIT_RETENTION_MONTHS', 24),
    },
    /**
     * Scheduled backups (src/api/cadangan, ADR 070): off while the keys are unset; the rest goes to the backup's own
     * process (scripts/backup.mjs --scheduled) under the same BACKUP_* names.
     */
    backup: {
      /** When, in Asia/Jakarta: a cron expression (minute hour day month weekday; a leading seconds field allowed). */
      schedule: env('BACKUP_SCHEDULE', '0 2 * * *'),
      ageRecipient: env('BACKUP_AGE_RECIPIENT', ''),
      signingKey: env('BACKUP_SIGNING_KEY', ''),
      /** The archives' folder (relative to the repository's root); empty = backups/. */
      dir: env('BACKUP_DIR', ''),
      keepDaily: env('BACKUP_KEEP_DAILY', ''),
      keepWeekly: env('BACKUP_KEEP_WEEKLY', ''),
      keepMonthly: env('BACKUP_KEEP_MONTHLY', ''),
      /** The bucket off the machine (src/lib/backup/offsite-settings.js); no bucket = archives on this server only. */
      s3: {
        bucket: env('BACKUP_S3_BUCKET', ''),
        endpoint: env('BACKUP_S3_ENDPOINT', ''),
        region: env('BACKUP_S3_REGION', ''),
        prefix: env('BACKUP_S3_PREFIX', ''),
        forcePathStyle: env('BACKUP_S3_FORCE_PATH_STYLE', ''),
        accessKeyId: env('BACKUP_S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env('BACKUP_S3_SECRET_ACCESS_KEY', ''),
        retryBaseMs: env('BACKUP_S3_RETRY_BASE_MS', ''),
      },
    },
    /** SMTP for the digest (config/plugins.ts hands it to Strapi's e-mail plugin); no host = no e-mail at all. */
    smtp: { host: env('SMTP_HOST', '') },
    /** How often each process publishes the scheduled news whose time has come, 1-50 s (src/bootstrap/newsroom.ts). */
    newsPublishPeriodSeconds: env.int('NEWS_PUBLISH_PERIOD_SECONDS', 10),
    /** The edge in front of Strapi that answers the public reads (src/front/edge/edge.ts `EdgeSettings`). */
    edge: {
      memoryMb: env.int('CACHE_MEMORY_MB', 32),
      missShare: env.float('CACHE_MISS_SHARE', 0.3),
      missConcurrency: env.int('CACHE_MISS_CONCURRENCY', 4),
      cdnMaxAgeSeconds: env.int('CDN_MAX_AGE_SECONDS', 60),
      purgeUrl: env('CDN_PURGE_URL', ''),
      purgeToken: env('CDN_PURGE_TOKEN', ''),
      statsSeconds: env.int('CACHE_STATS_SECONDS', 60),
    },
  },
});
