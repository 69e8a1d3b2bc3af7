/**
 * The signed-in admin's second factor (under /api; contract: "Second factor"). Its status and set-up stay open to an
 * admin who must have it and has not set it up yet (TWO_FACTOR_REQUIRED: every other admin call is 403 for them). The
 * sign-in's second step, POST /api/login/2fa, is with the other sign-in routes (src/api/auth/routes/auth.ts).
 */
/** Every admin's own account: every role (`pengelola` may everything; the others listed). */
const EVERY_ROLE = ['redaksi', 'aspirasi'];
const setupRoute = {
  auth: false as const,
  policies: [{ name: 'global::is-admin', config: { roles: EVERY_ROLE, beforeTwoFactor: true } }],
};
const adminRoute = { auth: false as const, policies: [{ name: 'global::is-admin', config: { roles: EVERY_ROLE } }] };

export default {
  routes: [
    { method: 'GET', path: '/me/2fa', handler: 'api::two-factor.two-factor.status', config: setupRoute },
    { method: 'POST', path: '/me/2fa/mulai', handler: 'api::two-factor.two-factor.start', config: setupRoute },
    { method: 'POST', path: '/me/2fa/aktifkan', handler: 'api::two-factor.two-factor.activate', config: setupRoute },
    { method: 'POST', path: '/me/2fa/matikan', handler: 'api::two-factor.two-factor.disable', config: adminRoute },
    {
      method: 'POST',
      path: '/me/2fa/kode-pemulihan',
      handler: 'api::two-factor.two-factor.renewRecoveryCodes',
      config: adminRoute,
    },
  ],
};
