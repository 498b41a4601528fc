/** What the rest of the server uses of authentication: the session of a request, its CSRF token, the clean-up. */
export { resolveSession, toSessionResponse, type SessionInfo } from './sessions.ts';
export { csrfTokenFor, hashToken, newToken } from './tokens.ts';
export { purgeExpiredAuthRows } from './purge-expired.ts';
export { DEFAULT_TIME_ZONE, timeZoneOf } from './time-zone.ts';
export { accountExists, forgetCachedSessions, moveSession, relocateSessions } from './session-moves.ts';
export type { InvitationSeat } from './register.ts';
/** A password proven against the stored hash, its attempts counted as sign-ins are (account deletion). */
export { verifyPassword } from './password.ts';
export { authLimits } from './auth-limits.ts';
/** The user as the API shows it, for who signs a request in otherwise than by a session (an API key). */
export { toPublicUser } from './public-user.ts';
