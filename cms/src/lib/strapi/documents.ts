/**
 * The typed boundary between Strapi and our code: `Entry<UID>` from the generated schemas
 * (cms/types/generated/contentTypes.d.ts; `npm run types -w cms` after a schema change), `serviceOf` for our services, and the only conversions (`numericId`, `isoDate`, `present`).
 * `npm run check` fails on any `as unknown as` in cms/src (scripts/checks/no-casts.mjs). See ADR 027.
 */
import type { Core, Data, Schema, UID } from '@strapi/strapi';
import type { MediaFile } from '../uploads/media-fields';

/** The names of a content type's media attributes. */
type MediaAttributeNames<T extends UID.ContentType> = Schema.AttributeNamesByType<T, 'media'>;

/** An entry of content type `T`, from the generated schema types; media attributes as `MediaFile`. */
export type Entry<T extends UID.ContentType> = Omit<Data.ContentType<T>, MediaAttributeNames<T>> & {
  [K in MediaAttributeNames<T>]?: MediaFile | null;
};

/** Strapi's `id` is `number | string` in its types; our tables use integer ids and the contract numbers. */
export const numericId = (id: Data.ID): number => Number(id);

/**
 * A required attribute's value. Strapi types every attribute optional (a `fields` list may leave it out); reading
 * one that was left out is a bug in the query, not a value to default.
 */
export function present<T>(value: T | null | undefined, attribute: string): T {
  if (value === null || value === undefined)
    throw new Error(`The attribute '${attribute}' was not read (missing from \`fields\`?)`);
  return value;
}

/** A date attribute (`Date` from PostgreSQL, an ISO string from SQLite) as the contract's ISO string. */
export function isoDate(value: Date | string | number | null | undefined): string {
  return new Date(present(value, 'date')).toISOString();
}

/**
 * The value that clears an optional attribute (SQL NULL) in a Document Service write. Strapi's input types leave null
 * out of most attribute types, although the service stores it as NULL.
 */
export const CLEARED: never = null as never;

/**
 * Our services by UID, as their factories return them. Each service file adds its own entry with a module
 * augmentation (`declare module '.../lib/strapi/documents' { interface Services { ... } }`), so this file imports
 * no service and no import circle runs through it.
 * @public (extended by module augmentation, which knip cannot see)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/** One of our services, typed (`strapi.service()` returns Strapi's untyped `Core.Service`). */
export function serviceOf<T extends keyof Services>(strapi: Core.Strapi, uid: T): Services[T] {
  return strapi.service(uid) as Services[T];
}
