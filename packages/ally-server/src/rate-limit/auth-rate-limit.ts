/**
 * Requests per minute per client address on the endpoints worth guessing at (log-in, codes,
 * password reset), buyers' and vendors' alike, unless `ALLY_AUTH_RATE_LIMIT` says otherwise.
 */
export const AUTH_RATE_LIMIT = 10
