/**
 * How a route declares its audit entry (ADR 086): `middlewares: [audit('berita.ubah')]` in its config. The one
 * middleware it names (src/middlewares/audit.ts) runs the handler in a transaction and writes the entry in it, so the
 * change and its entry are committed together or not at all; for an edit (`.ubah`) it also refuses a stale
 * `updated_at` (ADR 087). cms/tests/audit-routes.int.test.ts fails on an admin write route without it.
 */
import type { AuditAction } from '@hmrpl/contract';

export const AUDIT_MIDDLEWARE = 'global::audit';

export interface AuditRouteConfig {
  action: AuditAction;
  /** A fixed summary (`Membuat tautan pratinjau`); without it an edit lists the fields it sent. */
  summary?: string;
  /** Written after a refused attempt (401/403) that rolled back: a failed sign-in, `sesi.gagal`. */
  failure?: AuditAction;
  /**
   * The admin read that answers the current item in a 409 (`api::galeri.galeri.findById`); without it, the GET route
   * of the same path, or of the same path without `/admin` (single types).
   */
  read?: string;
  /** The target is the actor's own account (a sign-in, a sign-out, their password). */
  self?: boolean;
  /**
   * `false` for a route that compares passwords (the sign-in, the password change): no transaction is held across the
   * comparison (on SQLite it would hold the one connection, on PostgreSQL a pool connection while the rate limiter
   * needs another), and the entry is written right after the change instead of with it.
   */
  transaction?: false;
}

/** The route middleware entry that records the route's writes as `action`. */
function audit(action: AuditAction, options: Omit<AuditRouteConfig, 'action'> = {}) {
  return { name: AUDIT_MIDDLEWARE, config: { action, ...options } satisfies AuditRouteConfig };
}

/**
 * What a handler may say about its own entry, on `ctx.state.audit` (the middleware reads it after the handler): a
 * summary (an export's rows), the target when the answer does not show it, the actor of a sign-in.
 */
export interface AuditOverrides {
  summary?: string | null;
  target_id?: number | null;
  target_title?: string | null;
  actor?: { id: number; name: string } | null;
  /** No entry: the call changed nothing yet (a sign-in's password step that only asks for the second factor's code). */
  skip?: true;
}

/** A route's config with its audit entry: `config: audited(adminRoute, 'berita.ubah')`. */
export function audited<C extends object>(
  config: C,
  action: AuditAction,
  options: Omit<AuditRouteConfig, 'action'> = {},
) {
  const before: unknown = Reflect.get(config, 'middlewares');
  return { ...config, middlewares: [...(Array.isArray(before) ? before : []), audit(action, options)] };
}
