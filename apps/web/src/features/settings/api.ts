import { authEndpoints, type PreferencesBody, type User } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** PATCH /api/auth/me/preferences; answers the user as the session will show it. */
export async function savePreferences(body: PreferencesBody): Promise<User> {
  return (await api.call(authEndpoints.preferences, { body })).data;
}
