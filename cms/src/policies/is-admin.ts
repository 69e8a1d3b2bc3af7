/**
 * `global::is-admin`: the request carries a live session (set by the `global::session` middleware as
 * `ctx.state.sessionUser`) of a user whose users-permissions role is the `admin` role.
 * 401 without a session, 403 for a signed-in user who is not an admin.
 */
import { forbidden, unauthenticated } from '../lib/http/errors';
import type { SessionUser } from '../lib/auth/session-user';

export default (policyContext: { state: { sessionUser?: SessionUser | null } }) => {
  const user = policyContext.state.sessionUser;
  if (!user) throw unauthenticated();
  if (!user.isAdmin) throw forbidden();
  return true;
};
