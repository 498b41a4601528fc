/** What the rest of the server uses of authentication: the session of a request, its CSRF token, the clean-up. */
export { resolveSession, type SessionInfo } from './sessions.ts';
export { csrfTokenFor } from './tokens.ts';
export { purgeExpired as purgeExpiredAuthRows } from './repository.ts';
export { DEFAULT_TIME_ZONE, timeZoneOf } from './time-zone.ts';
