import { userSchema, type PreferencesBody, type User } from '@publia/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

const userAnswer = z.object({ success: z.literal(true), data: userSchema });

/** PATCH /api/auth/me/preferences; answers the user as the session will show it. */
export async function savePreferences(body: PreferencesBody): Promise<User> {
  return (await api.patch('/api/auth/me/preferences', body, { schema: userAnswer })).data;
}
