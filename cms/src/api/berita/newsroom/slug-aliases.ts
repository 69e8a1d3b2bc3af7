/**
 * Old slugs. When an admin changes an item's slug, the old one is kept as an alias of the item's id: `/berita/{old}`
 * and `GET /api/berita/{old}` answer 301 to the item's current slug, however many times it changed since (A -> B -> C:
 * A and B both point at the item, so both reach C in one hop). An alias stays reserved: no other item may take it,
 * and new items' slugs skip it. Deleting the item frees its aliases (the trash keeps them, and a restore gives back
 * those nobody took meanwhile: ADR 089). A unique index on the alias slug is made at
 * start-up (src/bootstrap/newsroom.ts).
 */
import type { Core } from '@strapi/strapi';
import { numericId } from '../../../lib/strapi/documents';

const ALIAS = 'api::berita.berita-alias';
const BERITA = 'api::berita.berita';

/** Which of `candidates` an item's current slug or an alias already holds. */
export async function takenSlugs(strapi: Core.Strapi, candidates: string[]): Promise<Set<string>> {
  const [current, aliases] = await Promise.all([
    strapi.documents(BERITA).findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] }),
    strapi.documents(ALIAS).findMany({ filters: { slug: { $in: candidates } }, fields: ['slug'] }),
  ]);
  return new Set([...current, ...aliases].flatMap((row) => (row.slug ? [row.slug] : [])));
}

/** The id of the item an old slug belongs to, or null. */
export async function aliasOwner(strapi: Core.Strapi, slug: string): Promise<number | null> {
  const alias = await strapi.documents(ALIAS).findFirst({ filters: { slug: { $eq: slug } }, fields: ['berita_id'] });
  return alias?.berita_id ? numericId(alias.berita_id) : null;
}

/** The item `beritaId` moves from `from` to `to`: `from` becomes its alias; `to`, if it was one of its aliases, is no longer one. */
export async function recordSlugChange(strapi: Core.Strapi, beritaId: number, from: string, to: string): Promise<void> {
  await strapi.db.query(ALIAS).deleteMany({ where: { slug: to, berita_id: beritaId } });
  await strapi.documents(ALIAS).create({ data: { slug: from, berita_id: beritaId } });
}

async function removeAliases(strapi: Core.Strapi, beritaId: number): Promise<void> {
  await strapi.db.query(ALIAS).deleteMany({ where: { berita_id: beritaId } });
}

/** The item's old slugs, removed (the item goes to the trash: they are free for others meanwhile; ADR 089). */
export async function takeAliases(strapi: Core.Strapi, beritaId: number): Promise<string[]> {
  const rows = (await strapi.db.query(ALIAS).findMany({ where: { berita_id: beritaId }, select: ['slug'] })) as {
    slug: string;
  }[];
  await removeAliases(strapi, beritaId);
  return rows.map((row) => row.slug);
}

/** The item's old slugs back (it came back from the trash), except those another item holds now. */
export async function giveAliasesBack(strapi: Core.Strapi, beritaId: number, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  const taken = await takenSlugs(strapi, slugs);
  for (const slug of slugs.filter((candidate) => !taken.has(candidate)))
    await strapi.documents(ALIAS).create({ data: { slug, berita_id: beritaId } });
}
