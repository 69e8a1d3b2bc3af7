/**
 * The trash (tempat sampah, ADR 089): a delete moves the item's whole row and its links (media and relations, as ids)
 * into one entry of `api::sampah.sampah` and removes the row, in one transaction; every read, page, feed, sitemap,
 * search and admin list stops showing it at once because the row is gone, and the delete moves the cache version like
 * any write. Its files stay on disk. A restore writes the row back with the same id (and documentId, slug, dates,
 * status) and the links whose other end still exists; a slug taken meanwhile is 409. A purge (by `pengelola`, or the
 * hourly job after TRASH_DAYS) drops the entry, runs the kind's own clean-up and removes its files that nothing else
 * references. Each step holds the entry's row lock (PostgreSQL; SQLite serialises writers), so two processes doing
 * the same step to one item do it once.
 *
 * The kinds are declared by their types (`trash` in src/front/types/<type>.ts, made with `trashable`) and registered
 * at start-up (src/bootstrap/trash.ts); a service's delete calls `moveToTrash(strapi, '<kind>', id, notFoundText)`.
 */
import type { Core, UID } from '@strapi/strapi';
import type { TrashMessages, TrashType } from '@hmrpl/contract';
import { HttpError, notFound } from '../http/errors';
import { isUniquenessError } from '../strapi/database';
import { removeMedia } from '../uploads/store';
import type { MediaFile } from '../uploads/media-fields';
import type { SessionUser } from '../auth/session-user';

export const TRASH_UID = 'api::sampah.sampah';
const TRASH_TABLE = 'sampahs';
/** Strapi's table linking an upload to the entries that use it. */
const FILE_LINKS_TABLE = 'files_related_mph';

export const TRASH_MESSAGES = {
  restored: 'Konten berhasil dipulihkan!',
  purged: 'Konten dihapus permanen.',
  notFound: 'Konten tidak ditemukan di tempat sampah.',
  slugTaken: 'Slug sudah dipakai konten lain.',
} as const satisfies TrashMessages;

type Row = Record<string, unknown>;

/** How one kind of content goes to the trash: declared once, on its type (src/front/types/<type>.ts). */
export interface TrashKind {
  /** Its content type. */
  uid: UID.ContentType;
  /** What the trash list calls it (from its stored row). */
  title(row: Row): string;
  /** Its slug attribute, when it has one: a restore whose slug was taken meanwhile is refused (409). */
  slug?: string;
  /**
   * What leaves with it besides its row and links, read and removed in the trash's transaction (e.g. a story's old
   * slugs, which a trashed story must not keep reserved); kept in the entry and handed to `reattach` on a restore.
   */
  detach?(strapi: Core.Strapi, itemId: number): Promise<unknown>;
  /** Puts back what `detach` kept, as far as it still fits (an old slug another item took meanwhile is left out). */
  reattach?(strapi: Core.Strapi, itemId: number, kept: unknown): Promise<void>;
  /** What goes with it when it is removed for good (beyond its files), e.g. a story's revisions; `kept` as `detach` kept it. */
  purge?(strapi: Core.Strapi, itemId: number, kept: unknown): Promise<void>;
}

/** A kind's declaration (`trash: { berita: trashable({ uid: 'api::berita.berita', title: ... }) }`). */
export const trashable = (kind: TrashKind): TrashKind => kind;

const kinds = new Map<string, TrashKind>();

/** Called once at start-up with every type's declared kinds (src/bootstrap/trash.ts). */
export function registerTrashKinds(declared: ReadonlyMap<string, TrashKind>): void {
  kinds.clear();
  for (const [name, kind] of declared) kinds.set(name, kind);
}

/** Every kind the trash knows, by name. */
export const trashKindNames = (): TrashType[] => [...kinds.keys()] as TrashType[];

function kindOf(name: string): TrashKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`'${name}' is not a trash kind (declare \`trash\` on its type in src/front/types)`);
  return kind;
}

/** TRASH_DAYS: whole days, at least 1 (default 30). */
export function trashDays(strapi: Core.Strapi): number {
  const value = Number(strapi.config.get('server.hmrpl.trashDays', 30));
  return Number.isInteger(value) && value >= 1 ? value : 30;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const purgeAt = (strapi: Core.Strapi, deletedAt: Date): Date =>
  new Date(deletedAt.getTime() + trashDays(strapi) * DAY_MS);

interface LinkAttribute {
  name: string;
  target: UID.ContentType | 'plugin::upload.file';
  many: boolean;
  media: boolean;
  /** The owning side's attribute, when this is the inverse side of a relation (kegiatan.photos <- galeri.kegiatan). */
  mappedBy?: string;
}

interface LooseAttribute {
  type: string;
  relation?: string;
  target?: string;
  multiple?: boolean;
  mappedBy?: string;
}

/** The media and relation attributes of a content type, from its schema. */
function linkAttributes(strapi: Core.Strapi, uid: UID.ContentType): LinkAttribute[] {
  const attributes: Record<string, LooseAttribute> = strapi.getModel(uid).attributes;
  const links: LinkAttribute[] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media')
      links.push({ name, target: 'plugin::upload.file', many: attribute.multiple === true, media: true });
    else if (attribute.type === 'relation' && attribute.target)
      links.push({
        name,
        target: attribute.target as UID.ContentType,
        many: /ToMany$/.test(attribute.relation ?? ''),
        media: false,
        ...(attribute.mappedBy ? { mappedBy: attribute.mappedBy } : {}),
      });
  }
  return links;
}

/** What a trash entry keeps: the row's own columns, and each link as ids (in their order). */
interface Snapshot {
  row: Row;
  links: Record<string, number[]>;
  /** What the kind's `detach` kept. */
  kept?: unknown;
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .map((linked) => Number((linked as { id?: unknown }).id))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/** `,3,17,`: the entry's file ids, searchable with LIKE (is a file still referenced by another entry?). */
const fileList = (ids: number[]) => (ids.length ? `,${ids.join(',')},` : '');

/** The admin who made this request (deleted_by), when there is one. */
function currentActor(strapi: Core.Strapi): { id: number; name: string } | null {
  const ctx = strapi.requestContext.get();
  const user = (ctx?.state as { sessionUser?: SessionUser | null } | undefined)?.sessionUser;
  return user ? { id: user.id, name: user.name } : null;
}

const tableOf = (strapi: Core.Strapi, uid: UID.ContentType): string => strapi.db.metadata.get(uid).tableName;

/**
 * Moves item `id` of `kindName` to the trash: 404 with `notFoundMessage` when it does not exist (or another request
 * moved it a moment ago). Its files are not touched.
 */
export async function moveToTrash(
  strapi: Core.Strapi,
  kindName: TrashType,
  id: number | null,
  notFoundMessage: string,
): Promise<void> {
  const kind = kindOf(kindName);
  if (id === null) throw notFound(notFoundMessage);
  const links = linkAttributes(strapi, kind.uid);
  const actor = currentActor(strapi);
  await strapi.db.transaction(async ({ trx }) => {
    // the row's lock: a second delete of the same item waits here, then finds nothing (404)
    const locked: unknown = await trx(tableOf(strapi, kind.uid)).where({ id }).forUpdate().first('id');
    if (!locked) throw notFound(notFoundMessage);
    const populate = Object.fromEntries(links.map((link) => [link.name, { select: ['id'] }]));
    const found = (await strapi.db.query(kind.uid).findOne({ where: { id }, populate })) as Row | null;
    if (!found) throw notFound(notFoundMessage);
    const snapshot: Snapshot = { row: {}, links: {} };
    for (const [name, value] of Object.entries(found)) {
      if (!links.some((link) => link.name === name)) snapshot.row[name] = value;
    }
    for (const link of links) snapshot.links[link.name] = idsOf(found[link.name]);
    if (kind.detach) snapshot.kept = await kind.detach(strapi, id);
    const files = links.filter((link) => link.media).flatMap((link) => snapshot.links[link.name] ?? []);
    await strapi.db.query(TRASH_UID).create({
      data: {
        item_type: kindName,
        item_id: id,
        title: kind.title(found).slice(0, 255) || kindName,
        snapshot: JSON.parse(JSON.stringify(snapshot)) as object,
        files: fileList(files),
        deleted_at: new Date(),
        deleted_by_id: actor?.id ?? null,
        deleted_by_name: actor?.name ?? null,
      },
    });
    await strapi.db.query(kind.uid).delete({ where: { id } });
  });
}

interface TrashRow {
  id: number;
  item_type: string;
  item_id: number;
  snapshot: Snapshot | string;
  files: string | null;
}

/** The entry, locked for the rest of the transaction; 404 when it is gone (restored or purged a moment ago). */
async function claimEntry(trx: Core.Strapi['db']['connection'], entryId: number | null): Promise<TrashRow> {
  const entry =
    entryId === null
      ? undefined
      : ((await trx(TRASH_TABLE).where({ id: entryId }).forUpdate().first()) as TrashRow | undefined);
  if (!entry) throw notFound(TRASH_MESSAGES.notFound);
  return entry;
}

const snapshotOf = (entry: TrashRow): Snapshot =>
  typeof entry.snapshot === 'string' ? (JSON.parse(entry.snapshot) as Snapshot) : entry.snapshot;

/** The linked ids that can be linked again: the target still exists (and, for an inverse link, is not taken). */
async function linkable(strapi: Core.Strapi, link: LinkAttribute, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const where = { id: { $in: ids } };
  const rows = (await strapi.db.query(link.target).findMany({
    where,
    select: ['id'],
    ...(link.mappedBy ? { populate: { [link.mappedBy]: { select: ['id'] } } } : {}),
  })) as Row[];
  const free = new Set(
    rows.filter((row) => !link.mappedBy || idsOf(row[link.mappedBy]).length === 0).map((row) => Number(row.id)),
  );
  return ids.filter((id) => free.has(id));
}

/** Puts a trashed item back exactly as it was (same id, slug, files, links, status). */
export async function restoreFromTrash(strapi: Core.Strapi, entryId: number | null): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    const entry = await claimEntry(trx, entryId);
    const kind = kinds.get(entry.item_type);
    if (!kind) throw notFound(TRASH_MESSAGES.notFound);
    const { row, links, kept } = snapshotOf(entry);
    if (kind.slug && typeof row[kind.slug] === 'string') {
      const taken: unknown = await trx(tableOf(strapi, kind.uid))
        .where({ [kind.slug]: row[kind.slug] })
        .first('id');
      if (taken) throw new HttpError(409, TRASH_MESSAGES.slugTaken);
    }
    const data: Row = { ...row };
    for (const link of linkAttributes(strapi, kind.uid)) {
      const ids = await linkable(strapi, link, links[link.name] ?? []);
      data[link.name] = link.many ? ids : (ids[0] ?? null);
    }
    try {
      await strapi.db.query(kind.uid).create({ data });
    } catch (error) {
      // the slug's unique index, should a write have taken it between the look and the insert
      if (isUniquenessError(error)) throw new HttpError(409, TRASH_MESSAGES.slugTaken);
      throw error;
    }
    if (kind.reattach) await kind.reattach(strapi, entry.item_id, kept);
    await trx(TRASH_TABLE).where({ id: entry.id }).delete();
  });
}

/** Removes a trashed item for good: its entry, what its kind keeps beside it, and its files nothing else uses. */
export async function purgeFromTrash(strapi: Core.Strapi, entryId: number | null): Promise<void> {
  const files = await strapi.db.transaction(async ({ trx }) => {
    const entry = await claimEntry(trx, entryId);
    await trx(TRASH_TABLE).where({ id: entry.id }).delete();
    await kinds.get(entry.item_type)?.purge?.(strapi, entry.item_id, snapshotOf(entry).kept);
    return (entry.files ?? '').split(',').filter(Boolean).map(Number);
  });
  await removeUnusedFiles(strapi, files);
}

/** Deletes the files (and their renditions) that no entry and no other trashed item refers to. */
async function removeUnusedFiles(strapi: Core.Strapi, fileIds: number[]): Promise<void> {
  const knex = strapi.db.connection;
  for (const fileId of fileIds) {
    const linked: unknown = await knex(FILE_LINKS_TABLE).where({ file_id: fileId }).first('file_id');
    const trashed: unknown = await knex(TRASH_TABLE).where('files', 'like', `%,${fileId},%`).first('id');
    if (linked || trashed) continue;
    const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })) as MediaFile | null;
    await removeMedia(strapi, [file]);
  }
}

/** Purges every entry deleted more than TRASH_DAYS ago (the job's run); answers how many went. */
export async function purgeExpired(strapi: Core.Strapi, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - trashDays(strapi) * DAY_MS);
  const expired = (await strapi.db.query(TRASH_UID).findMany({
    where: { deleted_at: { $lt: cutoff } },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: 500,
  })) as { id: number }[];
  let purged = 0;
  for (const { id } of expired) {
    try {
      await purgeFromTrash(strapi, id);
      purged += 1;
    } catch (error) {
      // another process purged or restored it meanwhile
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  return purged;
}
