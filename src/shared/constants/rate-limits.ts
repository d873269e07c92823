/**
 * Bounds of the rate limits (server/platform/security/rate-limiter.ts) that the privacy policy states: the config
 * refuses a RATE_LIMIT_* window longer than the first, and the limiter deletes ended windows every the second.
 */
export const RATE_LIMIT_MAX_WINDOW_MINUTES = 24 * 60;
export const RATE_LIMIT_SWEEP_INTERVAL_MINUTES = 10;
