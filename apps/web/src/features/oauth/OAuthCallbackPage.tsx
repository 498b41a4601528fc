import { apiMessagesFr, UI_TIMINGS, type Network, type OAuthCallbackBody } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { addPageMessages, addFrenchApiMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useToast } from '../../ui/toast/index.ts';
import { completeOAuthCallback } from '../networks/api.ts';
import { networkName, socialAccountsQueryKey, storeAccount } from '../networks/queries.ts';
import { backToIntegrations, isNetwork, OAuthShell, type ReturnState } from './OAuthShell.tsx';
import { SessionGate } from './SessionGate.tsx';
import { useRunOnce } from './use-run-once.ts';
import networksMessages from '../../locales/fr-pages/networks.json';
import oauthMessages from '../../locales/fr-pages/oauth.json';

// Not in the shell's French: `networks` and `oauth` join the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);
addPageMessages('oauth', oauthMessages);

// « Connexion à … impossible » is worded here from the API's messages.
addFrenchApiMessages(apiMessagesFr);

const FORWARDED = ['code', 'state', 'error', 'error_description'] as const;

/** What the network put in the return address, passed on as is (absent keys stay absent). */
function callbackBody(search: URLSearchParams): OAuthCallbackBody {
  const body: OAuthCallbackBody = {};
  for (const key of FORWARDED) {
    const value = search.get(key);
    if (value !== null) body[key] = value;
  }
  return body;
}

class PlatformMissing extends Error {}

function CallbackProcessor({ platform }: { platform: Network | null }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const announced = useRef(false);
  const outcome = useRunOnce(() => (platform ? completeOAuthCallback(platform, callbackBody(search)) : Promise.reject(new PlatformMissing())));

  useEffect(() => {
    if (outcome.status === 'success') {
      if (announced.current) return undefined;
      announced.current = true;
      storeAccount(queryClient, outcome.data);
      void queryClient.invalidateQueries({ queryKey: socialAccountsQueryKey });
      const platformName = networkName(outcome.data.platform);
      void backToIntegrations(navigate, () => toast.success(t('networks.toasts.connected', { platform: platformName })));
    } else if (outcome.status === 'error') {
      const timer = window.setTimeout(() => void backToIntegrations(navigate), UI_TIMINGS.oauthErrorRedirectMs);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [outcome, navigate, queryClient, toast, t]);

  let state: ReturnState;
  if (outcome.status === 'error') {
    const message = outcome.error instanceof PlatformMissing ? t('api.accounts.platformMissing') : isApiError(outcome.error) ? outcome.error.message : t('api.accounts.authFailed');
    state = { status: 'error', message };
  } else state = { status: 'processing' };

  return (
    <OAuthShell
      testId="oauth-callback"
      platform={platform}
      state={state}
      processingText={platform ? t('oauth.processing', { platform: networkName(platform) }) : t('oauth.processingGeneric')}
      redirectNotice={t('oauth.redirectNotice', { seconds: UI_TIMINGS.oauthErrorRedirectMs / 1000 })}
    />
  );
}

/**
 * /oauth/callback/{platform}: where a network sends the user back after the authorisation page.
 * Forwards the code and state to the server, then goes to Paramètres › Intégrations with
 * "Compte {platform} connecté avec succès !", or shows "Erreur d'authentification" for 3 s.
 */
export function OAuthCallbackPage() {
  const t = useT();
  const { platform } = useParams();
  useDocumentTitle(t('oauth.title'));
  return (
    <SessionGate>
      <CallbackProcessor platform={isNetwork(platform) ? platform : null} />
    </SessionGate>
  );
}
