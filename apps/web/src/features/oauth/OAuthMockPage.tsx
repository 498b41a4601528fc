import { UI_TIMINGS, type Network } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useToast } from '../../ui/toast/index.ts';
import { AccountAvatar, handleOf } from '../networks/AccountAvatar.tsx';
import { connectDemoAccount } from '../networks/api.ts';
import { networkName, socialAccountsQueryKey, storeAccount } from '../networks/queries.ts';
import { dispatchMockOAuthCallback } from './mock-oauth-event.ts';
import { INTEGRATIONS_PATH, isNetwork, OAuthShell, type ReturnState } from './OAuthShell.tsx';
import { SessionGate } from './SessionGate.tsx';
import { useRunOnce } from './use-run-once.ts';

class PlatformMissing extends Error {}

function MockProcessor({ platform }: { platform: Network | null }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finished = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  const outcome = useRunOnce(() => (platform ? connectDemoAccount(platform) : Promise.reject(new PlatformMissing())));
  const name = platform ? networkName(platform) : '';
  const errorMessage =
    outcome.status !== 'error'
      ? ''
      : outcome.error instanceof PlatformMissing
        ? t('api.accounts.platformMissing')
        : isApiError(outcome.error)
          ? outcome.error.message
          : t('api.accounts.authFailed');

  useEffect(() => {
    if (outcome.status === 'pending' || finished.current) return;
    finished.current = true;
    const success = outcome.status === 'success';
    if (success) storeAccount(queryClient, outcome.data);
    void queryClient.invalidateQueries({ queryKey: socialAccountsQueryKey });
    // Another Publia window listing the accounts reloads them and tells the user itself.
    const handled = platform ? dispatchMockOAuthCallback({ platform, success }) : false;
    redirectTimer.current = window.setTimeout(() => {
      if (!handled && success) toast.success(t('networks.toasts.connected', { platform: name }));
      if (!success) toast.error(t('networks.toasts.connectError', { platform: name, message: errorMessage }));
      void navigate(INTEGRATIONS_PATH, { replace: true });
    }, UI_TIMINGS.oauthMockRedirectMs);
  }, [outcome, platform, name, errorMessage, navigate, queryClient, toast, t]);

  let state: ReturnState;
  if (outcome.status === 'success') {
    state = {
      status: 'success',
      detail: (
        <div className="flex items-center gap-3 rounded-xl bg-gray-50 px-4 py-3 text-left">
          <AccountAvatar account={outcome.data} />
          <div className="min-w-0">
            <p data-testid="mock-account-handle" className="truncate font-semibold text-gray-900">
              {handleOf(outcome.data)}
            </p>
            <p className="truncate text-sm text-gray-500">{outcome.data.displayName ?? name}</p>
          </div>
        </div>
      ),
    };
  } else if (outcome.status === 'error') state = { status: 'error', message: errorMessage };
  else state = { status: 'processing' };

  return (
    <OAuthShell
      testId="oauth-mock"
      platform={platform}
      state={state}
      processingText={t('oauth.mock.processing', { platform: name })}
      successTitle={t('oauth.mock.success', { platform: name })}
      redirectNotice={t('oauth.redirectNotice', { seconds: UI_TIMINGS.oauthMockRedirectMs / 1000 })}
    />
  );
}

/**
 * /oauth/mock/{platform}: the demo return page. Connects a demonstration account of a network in
 * "mode démo", shows it, fires `mockOAuthCallback`, and goes to Paramètres › Intégrations after 2 s.
 */
export function OAuthMockPage() {
  const t = useT();
  const { platform } = useParams();
  useDocumentTitle(t('oauth.mock.title'));
  return (
    <SessionGate>
      <MockProcessor platform={isNetwork(platform) ? platform : null} />
    </SessionGate>
  );
}
