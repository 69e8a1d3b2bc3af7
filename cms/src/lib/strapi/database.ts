import type { Core } from '@strapi/strapi';

/** True on PostgreSQL (one or more processes share the database); SQLite serves one process. */
export const usesPostgres = (strapi: Core.Strapi) => strapi.config.get('database.connection.client') === 'postgres';
