import { NETWORK_NAMES, type Network, type PublicationSettings, type SocialAccount } from '@publia/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import {
  disconnectAccount,
  fetchAccountOptions,
  fetchNetworks,
  fetchPublicationSettings,
  fetchSocialAccounts,
  saveAccountSettings,
  savePublicationSettings,
  startConnection,
  syncAccount,
} from './api.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

export const networksQueryKey = ['networks'] as const;
export const socialAccountsQueryKey = ['social-accounts'] as const;
export const publicationSettingsQueryKey = ['publication-settings'] as const;
const accountOptionsQueryKey = (id: string) => ['social-accounts', id, 'options'] as const;

/** The six networks and whether each runs in "mode démo". */
export function useNetworks() {
  return useQuery({ queryKey: networksQueryKey, queryFn: ({ signal }) => fetchNetworks(signal), staleTime: 5 * 60_000 });
}

export function useSocialAccounts() {
  return useQuery({ queryKey: socialAccountsQueryKey, queryFn: ({ signal }) => fetchSocialAccounts(signal) });
}

/**
 * An account worth showing: connected (possibly with a problem to fix), or left with an error to
 * act on. A disconnected account and the placeholder of a connection never finished (both
 * `isConnected: false` without an error) are not shown, though the server lists them.
 */
export function isShownAccount(account: SocialAccount): boolean {
  return account.isConnected || account.error !== null;
}

/** Puts the server's fresh copy of an account in the list (or adds it). */
export function storeAccount(queryClient: QueryClient, account: SocialAccount): void {
  queryClient.setQueryData<SocialAccount[]>(socialAccountsQueryKey, (list) => (list ? [...list.filter((item) => item.id !== account.id), account].sort(byCreation) : list));
}

const byCreation = (a: SocialAccount, b: SocialAccount) => a.createdAt.localeCompare(b.createdAt);

/** The display name of a platform ("X" for twitter). */
export const networkName = (platform: Network) => NETWORK_NAMES[platform];

/**
 * Starts connecting an account: asks the server for the network's authorisation address, then the
 * browser leaves for it. `pendingPlatform` stays set until the page is left (or restored by "back").
 */
export function useConnectAccount() {
  const t = useT();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (platform: Network) => startConnection({ platform }),
    onSuccess: ({ redirectUrl }) => {
      if (redirectUrl) window.location.assign(redirectUrl);
    },
    onError: (error, platform) => toast.error(t('networks.toasts.connectError', { platform: networkName(platform), message: error.message })),
  });
  const { reset } = mutation;
  useEffect(() => {
    // Coming back with the browser's "back" button restores this page as it was left: unlock it.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  const busy = mutation.isPending || mutation.isSuccess;
  return { connect: (platform: Network) => mutation.mutate(platform), pendingPlatform: busy ? mutation.variables : undefined };
}

export function useDisconnectAccount() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: SocialAccount) => disconnectAccount(account.id),
    onSuccess: (_nothing, account) => {
      queryClient.setQueryData<SocialAccount[]>(socialAccountsQueryKey, (list) => list?.filter((item) => item.id !== account.id));
      void queryClient.invalidateQueries({ queryKey: socialAccountsQueryKey });
      toast.success(t('networks.toasts.disconnected', { platform: networkName(account.platform) }));
    },
    onError: (error) => toast.error(t('networks.toasts.disconnectError', { message: error.message })),
  });
}

export function useSyncAccount() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: SocialAccount) => syncAccount(account.id),
    onSuccess: (account) => {
      storeAccount(queryClient, account);
      if (account.status === 'issue') {
        toast.warning(t('networks.toasts.syncIssue', { platform: networkName(account.platform) }));
      } else toast.success(t('networks.toasts.synced', { platform: networkName(account.platform) }));
    },
    onError: (error, account) => toast.error(t('networks.toasts.syncError', { platform: networkName(account.platform), message: error.message })),
  });
}

export function useAccountOptions(id: string) {
  return useQuery({ queryKey: accountOptionsQueryKey(id), queryFn: ({ signal }) => fetchAccountOptions(id, signal) });
}

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: Record<string, string> }) => saveAccountSettings(id, settings),
    onSuccess: (account) => storeAccount(queryClient, account),
  });
}

export function usePublicationSettings() {
  return useQuery({
    queryKey: publicationSettingsQueryKey,
    queryFn: ({ signal }) => fetchPublicationSettings(signal),
  });
}

export type PublicationSettingKey = keyof PublicationSettings;
const savePublicationSettingsKey = ['publication-settings', 'save'] as const;

/**
 * Saves one publication toggle optimistically: the switch moves at once and goes back (with an
 * error toast) if the server refuses. Each save sends the four values as they stand.
 */
export function useSavePublicationSetting() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savePublicationSettingsKey,
    mutationFn: (_change: { key: PublicationSettingKey; value: boolean }) => {
      const current = queryClient.getQueryData<PublicationSettings>(publicationSettingsQueryKey);
      if (!current) throw new Error(t('networks.publication.notLoaded'));
      return savePublicationSettings(current);
    },
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: publicationSettingsQueryKey });
      const previous = queryClient.getQueryData<PublicationSettings>(publicationSettingsQueryKey);
      if (previous) queryClient.setQueryData<PublicationSettings>(publicationSettingsQueryKey, { ...previous, [key]: value });
      return { previousValue: previous?.[key] };
    },
    onSuccess: (saved) => {
      // A later click still on its way wins over this answer.
      if (queryClient.isMutating({ mutationKey: savePublicationSettingsKey }) <= 1) {
        queryClient.setQueryData(publicationSettingsQueryKey, saved);
      }
    },
    onError: (error, { key }, context) => {
      if (context?.previousValue !== undefined) {
        queryClient.setQueryData<PublicationSettings>(publicationSettingsQueryKey, (current) => (current ? { ...current, [key]: context.previousValue } : current));
      }
      toast.error(t('networks.publication.saveError', { message: error.message }));
    },
  });
}
