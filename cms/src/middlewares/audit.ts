/**
 * `global::audit`, a route middleware (declared per route with `audit('berita.ubah')` from src/lib/audit/route.ts;
 * ADR 086, 087). It runs the rest of the route (the handler) inside one database transaction and writes the route's
 * audit entry in it after a 2xx answer: the change and its entry are committed together, or neither is (a failed
 * entry rolls the change back; a failed change leaves no entry). Strapi's nested transactions join this one, and
 * every write of the Document Service and `strapi.db.query` inside it runs on it.
 *
 * The entry: the session's admin with the name they have now (a sign-in: the user the answer names), the action,
 * the target (the answer's `data`, or the row of the `:id` read before the handler ran: a delete's title), and a
 * summary (the route's own, what the handler put on `ctx.state.audit`, or the fields an edit sent). A handler that
 * sets `ctx.state.audit.skip` leaves no entry (a sign-in's password step that only asks for the second factor's code).
 *
 * Edit conflicts (ADR 087): an `.ubah` route whose body carries `updated_at` that is not the item's own is answered
 * 409 with who changed it last and when (HH.mm in Asia/Jakarta) and the item as it is now; the handler never runs.
 *
 * A refused sign-in (401/403 on a route with `failure`) rolls back and then writes its `sesi.gagal` entry alone.
 */
import type { Context, Next } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import type { EditConflictResponse } from '@hmrpl/contract';
import type { AuditOverrides, AuditRouteConfig } from '../lib/audit/route';
import type { SessionUser } from '../lib/auth/session-user';
import { idParam } from '../lib/http/request-params';
import { HttpError } from '../lib/http/errors';
import { jakartaClock } from '../lib/content/jakarta-time';
import { serviceOf } from '../lib/strapi/documents';

/** Where the title of a target is, in the answer or the row, first found first. */
const TITLE_FIELDS = ['title', 'name', 'nama', 'caption', 'username', 'image_alt'] as const;
/** The target types whose content type is not `api::{type}.{type}`. */
const TYPE_UIDS: Record<string, string> = { pengguna: 'plugin::users-permissions.user' };
/** Fields an edit's summary never names. */
const UNNAMED_FIELDS = new Set(['updated_at']);
const UNKNOWN_EDITOR = 'admin lain';

type Row = Record<string, unknown> & { id?: unknown; updatedAt?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function titleOf(value: unknown): string | null {
  if (!isRecord(value)) return null;
  for (const field of TITLE_FIELDS) {
    const text = value[field];
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : idParam(String(value ?? ''));

const millis = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value as string | number).getTime();
  return Number.isNaN(time) ? null : time;
};

export default (config: AuditRouteConfig, { strapi }: { strapi: Core.Strapi }) => {
  const [targetType = '', verb = ''] = config.action.split('.');
  const uidOf = (): UID.Schema | null => {
    const uid = TYPE_UIDS[targetType] ?? `api::${targetType}.${targetType}`;
    return uid in strapi.contentTypes ? (uid as UID.Schema) : null;
  };
  const audit = () => serviceOf(strapi, 'api::riwayat.riwayat');

  /** The row the route is about: its `:id`, or a single type's one row; null for a create or a list write. */
  async function targetRow(ctx: Context): Promise<Row | null> {
    const uid = uidOf();
    if (!uid) return null;
    if (ctx.params?.id !== undefined) {
      const id = idParam(ctx.params.id);
      return id === null ? null : ((await strapi.db.query(uid).findOne({ where: { id } })) as Row | null);
    }
    return strapi.contentTypes[uid as UID.ContentType]?.kind === 'singleType'
      ? ((await strapi.db.query(uid).findOne({})) as Row | null)
      : null;
  }

  /** The admin read of the same item (the 409's `data`): the route's `read`, the GET of this path, or of it without /admin. */
  async function currentItem(ctx: Context): Promise<unknown> {
    let handler = config.read;
    if (!handler) {
      const path = (ctx.state.route as { path?: string } | undefined)?.path ?? '';
      const candidates = [path, path.replace(/^\/admin\//, '/')];
      const routes = Object.values(strapi.apis).flatMap((api) =>
        Object.values((api as { routes?: Record<string, { routes?: unknown[] }> }).routes ?? {}).flatMap(
          (router) => (router.routes ?? []) as Array<{ method: string; path: string; handler: unknown }>,
        ),
      );
      for (const candidate of candidates) {
        const found = routes.find((route) => route.method === 'GET' && route.path === candidate);
        if (found && typeof found.handler === 'string') {
          handler = found.handler;
          break;
        }
      }
    }
    if (!handler) return null;
    const cut = handler.lastIndexOf('.');
    const controller: object | undefined = strapi.controller(handler.slice(0, cut) as UID.Controller);
    const action: unknown = controller ? Reflect.get(controller, handler.slice(cut + 1)) : undefined;
    if (typeof action !== 'function') return null;
    await action.call(controller, ctx);
    const body = ctx.body;
    return isRecord(body) && 'data' in body && !('meta' in body) ? body.data : body;
  }

  /** 409 when the body's `updated_at` is not the item's; true when it answered. */
  async function refusedAsStale(ctx: Context, row: Row | null): Promise<boolean> {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const sent = body?.updated_at;
    if (verb !== 'ubah' || !row || sent === undefined || sent === null || sent === '') return false;
    const stored = millis(row.updatedAt);
    if (stored === null || millis(sent) === stored) return false;
    const name = (await audit().lastEditor(targetType, numberOrNull(row.id))) ?? UNKNOWN_EDITOR;
    const data = await currentItem(ctx);
    const answer: EditConflictResponse = {
      message: `Konten ini sudah diubah oleh ${name} pada ${jakartaClock(new Date(stored))}. Muat ulang untuk melihat versi terbaru.`,
      data,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 409;
    ctx.body = answer;
    return true;
  }

  function summaryOf(ctx: Context, overrides: AuditOverrides): string | null {
    if (overrides.summary !== undefined) return overrides.summary;
    if (config.summary) return config.summary;
    if (verb !== 'ubah') return null;
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    const files = isRecord(ctx.request.files) ? ctx.request.files : {};
    const fields = [...new Set([...Object.keys(body), ...Object.keys(files)])].filter((f) => !UNNAMED_FIELDS.has(f));
    return fields.length > 0 ? `Kolom: ${fields.join(', ')}` : null;
  }

  return async (ctx: Context, next: Next) => {
    const sessionUser = ctx.state.sessionUser as SessionUser | undefined;
    try {
      const within =
        config.transaction === false
          ? (work: () => Promise<void>) => work()
          : (work: () => Promise<void>) => strapi.db.transaction(work);
      await within(async () => {
        const row = await targetRow(ctx);
        if (await refusedAsStale(ctx, row)) return;
        await next();
        if (ctx.status < 200 || ctx.status >= 300) return;
        const overrides = (ctx.state.audit ?? {}) as AuditOverrides;
        if (overrides.skip) return;
        const answer = isRecord(ctx.body) ? ctx.body : {};
        const data = answer.data;
        const one = Array.isArray(data) ? (data.length === 1 ? data[0] : null) : data;
        const signedIn = isRecord(answer.user) ? answer.user : null;
        const actor =
          overrides.actor !== undefined
            ? overrides.actor
            : sessionUser
              ? { id: sessionUser.id, name: sessionUser.name }
              : signedIn && typeof signedIn.id === 'number'
                ? { id: signedIn.id, name: String(signedIn.name ?? signedIn.username ?? '') }
                : null;
        const targetId =
          overrides.target_id !== undefined
            ? overrides.target_id
            : (numberOrNull(isRecord(one) ? one.id : undefined) ??
              numberOrNull(row?.id) ??
              (config.self ? (actor?.id ?? null) : null));
        await audit().record({
          action: config.action,
          actor,
          target_type: targetType,
          target_id: targetId,
          target_title:
            overrides.target_title !== undefined
              ? overrides.target_title
              : (titleOf(one) ?? titleOf(row) ?? (config.self ? (actor?.name ?? null) : null)),
          summary: summaryOf(ctx, overrides),
        });
      });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      if (config.failure && (status === 401 || status === 403)) await recordFailure(ctx, config.failure, status);
      throw error;
    }
  };

  /** A refused sign-in: the account it named, when there is one (never what was typed), and why. */
  async function recordFailure(ctx: Context, action: NonNullable<AuditRouteConfig['failure']>, status: number) {
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    const identifier = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const user =
      identifier && identifier.length <= 255
        ? ((await strapi.db.query('plugin::users-permissions.user').findOne({
            where: { $or: [{ email: identifier }, { username: identifier }] },
          })) as { id: number; name?: string | null; username: string } | null)
        : null;
    await audit().record({
      action,
      actor: user ? { id: user.id, name: user.name || user.username } : null,
      target_type: action.split('.')[0] ?? 'sesi',
      target_id: user?.id ?? null,
      target_title: null,
      summary: status === 401 ? 'Username atau password salah' : 'Akun diblokir atau bukan admin',
    });
  }
};
