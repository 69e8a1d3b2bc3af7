/**
 * `global::is-admin`: the request carries a live session (set by the `global::session` middleware as
 * `ctx.state.sessionUser`) of a user whose users-permissions role is the `admin` role, and the admin's roles cover
 * the route. 401 without a session, 403 `Akses hanya untuk admin.` for a signed-in user who is not an admin, 403 for
 * an admin who must still choose their own password (a new admin's first sign-in), except on the route that does that
 * (`beforePasswordChange: true`: POST /api/me/password), 403 for an admin who must have the second factor and has
 * not set it up (TWO_FACTOR_REQUIRED, ADR 080), except on its set-up (`beforeTwoFactor: true`) and the password
 * change, and 403 `Anda tidak memiliki akses ke fitur ini.` for an admin whose roles do not cover it.
 *
 * Every route declares who may call it: `{ name: 'global::is-admin', config: { roles: ['redaksi'] } }` (`pengelola`
 * may call everything, so a route lists only the other roles that may; `roles: []` is `pengelola` alone). A route
 * without `roles` stops the CMS at start-up (src/bootstrap/admin-roles.ts) and is open to `pengelola` alone here.
 * ADR 083.
 */
import type { AdminRole } from '@hmrpl/contract';
import { HttpError, MESSAGES, forbidden, unauthenticated } from '../lib/http/errors';
import type { SessionUser } from '../lib/auth/session-user';
import { mayUse } from '../lib/content/admin-roles';
import { declaresRoles } from '../lib/auth/route-roles';
import { ADMIN_ACCOUNT_MESSAGES } from '../api/pengguna/services/pengguna';
import { TWO_FACTOR_MESSAGES } from '../api/two-factor/services/two-factor';

interface IsAdminConfig {
  /** Who besides `pengelola` may call the route (`[]`: `pengelola` alone). Required. */
  roles: AdminRole[];
  beforePasswordChange?: boolean;
  beforeTwoFactor?: boolean;
}

export default (
  policyContext: { state: { sessionUser?: SessionUser | null } },
  config?: Partial<IsAdminConfig> | null,
) => {
  const user = policyContext.state.sessionUser;
  if (!user) throw unauthenticated();
  if (!user.isAdmin) throw forbidden();
  if (user.must_change_password && !config?.beforePasswordChange)
    throw new HttpError(403, ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
  // the password comes first, then the second factor: the password change stays open before both
  const openBeforeTwoFactor = config?.beforeTwoFactor || config?.beforePasswordChange;
  if (user.two_factor.required && !user.two_factor.enabled && !openBeforeTwoFactor)
    throw new HttpError(403, TWO_FACTOR_MESSAGES.required);
  // a route that names no roles is open to pengelola alone (and the CMS does not start with one)
  const allowed = declaresRoles(config) ? config.roles : [];
  if (!mayUse(user.roles, allowed)) throw new HttpError(403, MESSAGES.forbiddenRole);
  return true;
};
