/**
 * `global::is-admin`: the request carries a live session (set by the `global::session` middleware as
 * `ctx.state.sessionUser`) of a user whose users-permissions role is the `admin` role.
 * 401 without a session, 403 for a signed-in user who is not an admin, and 403 for an admin who must still choose
 * their own password (a new admin's first sign-in), except on the route that does that (`{ name: 'global::is-admin',
 * config: { beforePasswordChange: true } }`: POST /api/me/password); then 403 for an admin who must have the second
 * factor and has not set it up (TWO_FACTOR_REQUIRED, ADR 080), except on its set-up (`beforeTwoFactor: true`) and the
 * password change.
 */
import { HttpError, forbidden, unauthenticated } from '../lib/http/errors';
import type { SessionUser } from '../lib/auth/session-user';
import { ADMIN_ACCOUNT_MESSAGES } from '../api/pengguna/services/pengguna';
import { TWO_FACTOR_MESSAGES } from '../api/two-factor/services/two-factor';

interface IsAdminConfig {
  /** The roles besides `pengelola` that may use the route (enforced once the roles work lands; ignored until then). */
  roles?: readonly string[];
  beforePasswordChange?: boolean;
  beforeTwoFactor?: boolean;
}

export default (policyContext: { state: { sessionUser?: SessionUser | null } }, config?: IsAdminConfig | null) => {
  const user = policyContext.state.sessionUser;
  if (!user) throw unauthenticated();
  if (!user.isAdmin) throw forbidden();
  if (user.must_change_password && !config?.beforePasswordChange)
    throw new HttpError(403, ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
  // the password comes first, then the second factor: the password change stays open before both
  const openBeforeTwoFactor = config?.beforeTwoFactor || config?.beforePasswordChange;
  if (user.two_factor.required && !user.two_factor.enabled && !openBeforeTwoFactor)
    throw new HttpError(403, TWO_FACTOR_MESSAGES.required);
  return true;
};
