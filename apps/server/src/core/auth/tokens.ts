import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The CSRF token is derived from the session token with another prefix: only a page that was
 * given it by the API knows it, and the database (which holds a different hash) cannot yield it.
 */
export const csrfTokenFor = (sessionToken: string): string => createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
