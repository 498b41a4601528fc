import {
  CSRF_HEADER,
  profileEndpoints as endpoints,
  profileResponseSchema,
  TIMEOUTS,
  type EmailChangeBody,
  type PasswordChangeBody,
  type Profile,
  type ProfileBody,
  type ProfileResponse,
} from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { api, errorFromFailure, errorFromResponse, getCsrfToken } from './api-client.ts';

/** The signed-in user's profile, read by the Profil tab and /profile. */
export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api.call(endpoints.get, {}, { signal })).data;
}

export function updateProfile(body: ProfileBody): Promise<ProfileResponse> {
  return api.call(endpoints.update, { body });
}

export function requestEmailChange(body: EmailChangeBody): Promise<ProfileResponse> {
  return api.call(endpoints.requestEmailChange, { body });
}

export function confirmEmailChange(token: string): Promise<{ message: string }> {
  return api.call(endpoints.confirmEmailChange, { body: { token } });
}

export function changePassword(body: PasswordChangeBody): Promise<{ message: string }> {
  return api.call(endpoints.changePassword, { body });
}

export function deleteAvatar(): Promise<ProfileResponse> {
  return api.call(endpoints.deleteAvatar, {});
}

/** The picture goes as multipart (the JSON client sends JSON only); errors come back as the client's. */
export async function uploadAvatar(file: Blob): Promise<ProfileResponse> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = getCsrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(endpoints.uploadAvatar.path, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUTS.mainApiMs * 2),
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    throw errorFromFailure(error, (error as Error)?.name === 'TimeoutError' ? 'timeout' : null);
  }
  if (!response.ok) throw errorFromResponse(response.status, body, { sessionExpiredOn401: false });
  const parsed = profileResponseSchema.safeParse(body);
  if (!parsed.success) throw errorFromResponse(500, undefined, { sessionExpiredOn401: false });
  return parsed.data;
}
