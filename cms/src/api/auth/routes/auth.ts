/**
 * The admin session endpoints (contract: "Session and CSRF", "Second factor"). Served under /api. `/logout-all` ends every session
 * of the signed-in admin (401 without one).
 * `auth: false` switches off users-permissions' JWT check: these routes do their own, on the
 * `hmrpl_session` cookie (src/middlewares/session.ts). CSRF is enforced globally (src/middlewares/csrf.ts).
 */
export default {
  routes: [
    { method: 'POST', path: '/login', handler: 'api::auth.auth.login', config: { auth: false } },
    // the second step of an account with the second factor (its cookie names the attempt the password opened)
    { method: 'POST', path: '/login/2fa', handler: 'api::auth.auth.loginTwoFactor', config: { auth: false } },
    { method: 'GET', path: '/me', handler: 'api::auth.auth.me', config: { auth: false } },
    { method: 'POST', path: '/logout', handler: 'api::auth.auth.logout', config: { auth: false } },
    { method: 'POST', path: '/logout-all', handler: 'api::auth.auth.logoutAll', config: { auth: false } },
  ],
};
