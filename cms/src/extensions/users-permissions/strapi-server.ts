/**
 * The site's admin accounts are users-permissions users (role `admin`). Five fields are added to them:
 * - `name`: the display name (the header, the admin list); the username when empty;
 * - `must_change_password`: set for an admin added in /admin (Admin), who must choose their own password at the
 *   first sign-in; every admin call but that one answers 403 until then (src/policies/is-admin.ts);
 * - `last_login_at`: when a session was last started for them (src/bootstrap/admin-accounts.ts);
 * - `two_factor_enabled`: the second factor is on (its secret and codes are in api::two-factor, hidden). Switching it
 *   off here, in the dashboard, is the super-admin's reset for a lost phone; it cannot be switched on here
 *   (src/bootstrap/two-factor-lifecycle.ts, ADR 080);
 * - `roles`: what they may do, a list of `pengelola`, `redaksi`, `aspirasi` (src/lib/content/admin-roles.ts;
 *   enforced by src/policies/is-admin.ts; the admins of an older database become `pengelola` at the first start,
 *   src/bootstrap/admin-roles.ts; ADR 083).
 */
interface PluginWithUser {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
}

export default <T extends PluginWithUser>(plugin: T): T => {
  const attributes = plugin.contentTypes.user.schema.attributes;
  attributes.name = { type: 'string', maxLength: 100 };
  attributes.must_change_password = { type: 'boolean', default: false, configurable: false };
  attributes.last_login_at = { type: 'datetime', configurable: false };
  attributes.two_factor_enabled = { type: 'boolean', default: false, configurable: false };
  attributes.roles = { type: 'json', configurable: false };
  return plugin;
};
