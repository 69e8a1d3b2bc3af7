import type { AdminRole } from '@hmrpl/contract';

/** What the `global::session` middleware puts on `ctx.state.sessionUser` for a request with a live session. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  /** Display name: falls back to the username. */
  name: string;
  /** True until an admin added in /admin has chosen their own password (admin calls answer 403 until then). */
  must_change_password: boolean;
  /** The second factor: on, and required for this account (admin calls answer 403 but its set-up while off). */
  two_factor: { enabled: boolean; required: boolean };
  /** True when the user's users-permissions role is the `admin` role made at boot. */
  isAdmin: boolean;
  /** The admin's roles (read at every request: a change applies to the next one). */
  roles: AdminRole[];
  /** The session row's id, so logout can revoke exactly this session. */
  sessionId: number;
}

/** The users-permissions role type (and name) that admins have. */
export const ADMIN_ROLE_TYPE = 'admin';
