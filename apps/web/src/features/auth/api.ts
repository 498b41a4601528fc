import { authEndpoints as endpoints, type LoginBody, type MessageResponse, type RegisterBody, type SessionResponse } from '@publia/shared';
import { api, ApiError, setCsrfToken } from '../../lib/api-client.ts';

/** What the app knows about who is there. */
export type SessionState =
  | { status: 'authenticated'; session: SessionResponse }
  | {
      status: 'anonymous';
      /** The cookie's session expired or was revoked: the user is told so once. */
      expired: boolean;
      /** The user just signed out: they go to /login without a `from`. */
      loggedOut?: boolean;
    };

function authenticated(session: SessionResponse): SessionState {
  setCsrfToken(session.csrfToken);
  return { status: 'authenticated', session };
}

/**
 * GET /api/auth/me. A 401 is an answer here, not a failure: `auth.unauthenticated` means a visitor,
 * `auth.sessionExpired` an expired session. Anything else (no answer, 5xx) throws.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  try {
    const session = await api.call(endpoints.me, {}, { onUnauthorized: 'throw', signal });
    return authenticated(session);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return { status: 'anonymous', expired: error.code === 'auth.sessionExpired' };
    }
    throw error;
  }
}

export async function login(body: LoginBody): Promise<SessionState> {
  const session = await api.call(endpoints.login, { body }, { onUnauthorized: 'throw' });
  return authenticated(session);
}

export async function register(body: RegisterBody): Promise<SessionState> {
  const session = await api.call(endpoints.register, { body }, { onUnauthorized: 'throw' });
  return authenticated(session);
}

/** Signs out; a session that had already ended counts as signed out. */
export async function logout(): Promise<void> {
  try {
    await api.call(endpoints.logout, {}, { onUnauthorized: 'throw' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  setCsrfToken(null);
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.call(endpoints.forgotPassword, { body: { email } }, { onUnauthorized: 'throw' });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return api.call(endpoints.resetPassword, { body: { token, password } }, { onUnauthorized: 'throw' });
}
