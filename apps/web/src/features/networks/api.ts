import {
  accountOptionSchema,
  connectResponseSchema,
  networkStatusSchema,
  publicationSettingsSchema,
  socialAccountSchema,
  type AccountOptionView,
  type Network,
  type NetworkStatus,
  type OAuthCallbackBody,
  type PublicationSettings,
  type SocialAccount,
} from '@publia/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

/** `{ success: true, data }`, the shape of every answer of the social accounts API. */
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const done = z.object({ success: z.literal(true) });

export async function fetchNetworks(signal?: AbortSignal): Promise<NetworkStatus[]> {
  return (await api.get('/api/networks', { schema: answer(z.array(networkStatusSchema)), signal })).data;
}

export async function fetchSocialAccounts(signal?: AbortSignal): Promise<SocialAccount[]> {
  return (await api.get('/api/social-accounts', { schema: answer(z.array(socialAccountSchema)), signal })).data;
}

/** Starts the OAuth flow: the browser must then go to `redirectUrl` (the network's consent page). */
export async function startConnection(platform: Network): Promise<{ redirectUrl: string; accountId: string }> {
  return (await api.post('/api/social-accounts/connect', { platform }, { schema: connectResponseSchema })).data;
}

/** Ends the OAuth flow with what the network put in the return address (forwarded as is). */
export async function completeOAuthCallback(platform: Network, body: OAuthCallbackBody): Promise<SocialAccount> {
  const path = `/api/oauth/callback/${encodeURIComponent(platform)}`;
  return (await api.post(path, body, { schema: answer(socialAccountSchema) })).data;
}

/** Connects a demonstration account at once (networks in "mode démo" only). */
export async function connectDemoAccount(platform: Network): Promise<SocialAccount> {
  return (await api.post('/api/social-accounts/demo-connect', { platform }, { schema: answer(socialAccountSchema) })).data;
}

export async function disconnectAccount(id: string): Promise<void> {
  await api.delete(`/api/social-accounts/${encodeURIComponent(id)}`, { schema: done });
}

export async function syncAccount(id: string): Promise<SocialAccount> {
  return (await api.post(`/api/social-accounts/${encodeURIComponent(id)}/sync`, undefined, { schema: answer(socialAccountSchema) }))
    .data;
}

export async function fetchAccountOptions(id: string, signal?: AbortSignal): Promise<AccountOptionView[]> {
  const path = `/api/social-accounts/${encodeURIComponent(id)}/options`;
  return (await api.get(path, { schema: answer(z.array(accountOptionSchema)), signal })).data;
}

export async function saveAccountSettings(id: string, settings: Record<string, string>): Promise<SocialAccount> {
  const path = `/api/social-accounts/${encodeURIComponent(id)}/settings`;
  return (await api.put(path, { settings }, { schema: answer(socialAccountSchema) })).data;
}

export async function fetchPublicationSettings(signal?: AbortSignal): Promise<PublicationSettings> {
  return (await api.get('/api/workspace/publication-settings', { schema: answer(publicationSettingsSchema), signal })).data;
}

/** Saves the four toggles; the answer's copy wins when the server sends one back. */
export async function savePublicationSettings(settings: PublicationSettings): Promise<PublicationSettings> {
  const saved = await api.put('/api/workspace/publication-settings', settings, {
    schema: z.object({ success: z.literal(true), data: publicationSettingsSchema.optional() }),
  });
  return saved.data ?? settings;
}
