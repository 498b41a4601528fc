import {
  accountEndpoints as endpoints,
  type AccountOptionView,
  type ConnectBody,
  type ConnectStart,
  type Network,
  type NetworkStatus,
  type OAuthCallbackBody,
  type PublicationSettings,
  type SocialAccount,
} from '@publia/shared';
import { api } from '../../lib/api-client.ts';

export async function fetchNetworks(signal?: AbortSignal): Promise<NetworkStatus[]> {
  return (await api.call(endpoints.networks, {}, { signal })).data;
}

export async function fetchSocialAccounts(signal?: AbortSignal): Promise<SocialAccount[]> {
  return (await api.call(endpoints.list, {}, { signal })).data;
}

/**
 * Starts connecting: the browser must then go to `redirectUrl` (the network's consent page), unless
 * a connect form connected the account at once (`account`).
 */
export async function startConnection(body: ConnectBody): Promise<ConnectStart> {
  return (await api.call(endpoints.connect, { body })).data;
}

/** Ends the OAuth flow with what the network put in the return address (forwarded as is). */
export async function completeOAuthCallback(platform: Network, body: OAuthCallbackBody): Promise<SocialAccount> {
  return (await api.call(endpoints.callback, { params: { platform }, body })).data;
}

/** Connects a demonstration account at once (networks in "mode démo" only). */
export async function connectDemoAccount(platform: Network): Promise<SocialAccount> {
  return (await api.call(endpoints.demoConnect, { body: { platform } })).data;
}

export async function disconnectAccount(id: string): Promise<void> {
  await api.call(endpoints.disconnect, { params: { id } });
}

export async function syncAccount(id: string): Promise<SocialAccount> {
  return (await api.call(endpoints.sync, { params: { id } })).data;
}

export async function fetchAccountOptions(id: string, signal?: AbortSignal): Promise<AccountOptionView[]> {
  return (await api.call(endpoints.options, { params: { id } }, { signal })).data;
}

export async function saveAccountSettings(id: string, settings: Record<string, string>): Promise<SocialAccount> {
  return (await api.call(endpoints.settings, { params: { id }, body: { settings } })).data;
}

export async function fetchPublicationSettings(signal?: AbortSignal): Promise<PublicationSettings> {
  return (await api.call(endpoints.publicationSettings, {}, { signal })).data;
}

/** Saves the four toggles; answers the settings as saved. */
export async function savePublicationSettings(settings: PublicationSettings): Promise<PublicationSettings> {
  return (await api.call(endpoints.savePublicationSettings, { body: settings })).data;
}
