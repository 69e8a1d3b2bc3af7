import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite is the embedded default (DATABASE_FILENAME, relative to cms/ unless absolute).
 * DATABASE_CLIENT=postgres selects PostgreSQL with DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.
 * `compileSqlOnError: false`: a failed query's message shows `?` where knex would otherwise write the values
 * (a password hash, a student's name), and error messages end up in the logs.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env.oneOf('DATABASE_CLIENT', ['sqlite', 'postgres'], 'sqlite');

  if (client === 'postgres') {
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        compileSqlOnError: false,
        connection: url
          ? {
              connectionString: url,
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
              query_timeout: env.int('DATABASE_QUERY_TIMEOUT_MS', 60000),
            }
          : {
              host: env('DATABASE_HOST', 'localhost'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'strapi'),
              password: env('DATABASE_PASSWORD', 'strapi'),
              schema: env('DATABASE_SCHEMA', 'public'),
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
              // pg's own timer: a query the driver never answers (its connection lost without a word, as can happen
              // during a restart) fails instead of holding its request, and its pool connection, for ever
              query_timeout: env.int('DATABASE_QUERY_TIMEOUT_MS', 60000),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  const filename = env('DATABASE_FILENAME', '.tmp/data.db');
  return {
    connection: {
      client: 'sqlite',
      compileSqlOnError: false,
      connection: {
        // compiled config lives in dist/config, so resolve from the cms/ folder, not from __dirname's depth
        filename: path.isAbsolute(filename) ? filename : path.resolve(process.cwd(), filename),
      },
      useNullAsDefault: true,
      // WAL: readers never wait for a writer, and a commit costs one fsync instead of three; synchronous FULL keeps
      // every acknowledged write on disk through a crash or a power cut (tests/reliability/crash.test.ts, load.test.ts).
      pool: {
        afterCreate: (conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
          // a file that cannot be read fails the new connection (503 for the request), not the whole process
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma('synchronous = FULL');
          } catch (error) {
            done(error as Error, conn);
            return;
          }
          done(null, conn);
        },
      },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
