import { useQueryClient } from '@tanstack/react-query';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { useMockOAuthCallback } from './mock-oauth-event.ts';
import { networkName, socialAccountsQueryKey } from './queries.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/**
 * Where the accounts are listed: a `mockOAuthCallback` event (a demo account was connected from
 * another Publia window) reloads them and says "Compte {platform} connecté avec succès !".
 */
export function useAccountEvents(): void {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  useMockOAuthCallback(({ platform, success }) => {
    void queryClient.invalidateQueries({ queryKey: socialAccountsQueryKey });
    if (success) toast.success(t('networks.toasts.connected', { platform: networkName(platform) }));
  });
}
