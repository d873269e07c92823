/**
 * The payment gateway `npm start` runs with: the one named in the environment
 * (or .env, already loaded), else the sandbox on purpose, except under
 * NODE_ENV=production, where an operator must choose (the server then refuses
 * to start and says why). An empty answer means "none chosen".
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function startGateway(env) {
  if (env.PAYMENT_GATEWAY) return env.PAYMENT_GATEWAY;
  return env.NODE_ENV === 'production' ? '' : 'sandbox';
}
