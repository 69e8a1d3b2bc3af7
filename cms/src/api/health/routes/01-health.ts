/** GET /api/health: is this process able to serve (its database answers)? For load balancers and Docker. */
export default {
  routes: [{ method: 'GET', path: '/health', handler: 'api::health.health.check', config: { auth: false } }],
};
