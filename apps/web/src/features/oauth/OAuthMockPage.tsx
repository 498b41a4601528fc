import { apiMessagesFr, DEMO_ACCOUNT_USERNAME, UI_TIMINGS, type Network, type SocialAccount } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { addPageMessages, addFrenchApiMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { AccountAvatar, handleOf } from '../networks/AccountAvatar.tsx';
import { connectDemoAccount } from '../networks/api.ts';
import { networkName, socialAccountsQueryKey, storeAccount, useSocialAccounts } from '../networks/queries.ts';
import { dispatchMockOAuthCallback } from '../networks/mock-oauth-event.ts';
import { backToIntegrations, INTEGRATIONS_PATH, isNetwork, OAuthShell, type ReturnState } from './OAuthShell.tsx';
import { SessionGate } from './SessionGate.tsx';
import { useRunOnce } from './use-run-once.ts';
import networksMessages from '../../locales/fr-pages/networks.json';
import oauthMessages from '../../locales/fr-pages/oauth.json';

// Not in the shell's French: `networks` and `oauth` join the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);
addPageMessages('oauth', oauthMessages);

// « Connexion à … impossible » is worded here from the API's messages.
addFrenchApiMessages(apiMessagesFr);

class PlatformMissing extends Error {}

/** The account card of the demo page: avatar, the name as the network writes it, and a line under it. */
function DemoAccountCard({ account, caption }: { account: SocialAccount | Pick<SocialAccount, 'username' | 'platform'>; caption: string }) {
  return (
    <div className="flex w-full items-center gap-3 rounded-xl bg-gray-50 px-4 py-3 text-left">
      {'id' in account && <AccountAvatar account={account} />}
      <div className="min-w-0">
        <p data-testid="mock-account-handle" className="truncate font-semibold text-gray-900">
          {handleOf(account)}
        </p>
        <p className="text-sm text-gray-500">{caption}</p>
      </div>
    </div>
  );
}

const squeeze = (name: string) => name.toLowerCase().replace(/[\s._@]/g, '');

/** The workspace's demo account of this network, when it is already connected. */
function connectedDemoAccount(accounts: SocialAccount[] | undefined, platform: Network): SocialAccount | undefined {
  return accounts?.find((account) => account.platform === platform && account.sandbox && account.isConnected && squeeze(account.username) === squeeze(DEMO_ACCOUNT_USERNAME));
}

/**
 * Before anything is connected: the network and the demo account, then « Connecter » — or, when
 * that demo account is connected already, says so and connects nothing.
 */
function MockConfirm({ platform, onConfirm }: { platform: Network; onConfirm: () => void }) {
  const t = useT();
  const accounts = useSocialAccounts();
  const name = networkName(platform);
  const existing = connectedDemoAccount(accounts.data, platform);
  const back = (
    <Link to={INTEGRATIONS_PATH} replace className={buttonClasses({ variant: 'outline', fullWidth: true })}>
      {existing ? t('oauth.backToSettings') : t('oauth.mock.cancel')}
    </Link>
  );
  const state: ReturnState = existing
    ? {
        status: 'confirm',
        title: t('oauth.mock.alreadyTitle', { platform: name }),
        body: (
          <>
            <DemoAccountCard account={existing} caption={t('oauth.mock.alreadyDetail')} />
            {back}
          </>
        ),
      }
    : {
        status: 'confirm',
        title: t('oauth.mock.confirmTitle', { platform: name }),
        body: (
          <>
            <DemoAccountCard account={{ username: DEMO_ACCOUNT_USERNAME, platform }} caption={t('oauth.mock.demoNotice', { platform: name })} />
            <div className="flex w-full flex-col-reverse gap-3 sm:flex-row">
              {back}
              <Button fullWidth data-testid="mock-connect" loading={accounts.isPending} icon={<Link2 aria-hidden="true" className="size-4" />} onClick={onConfirm}>
                {t('oauth.mock.connect')}
              </Button>
            </div>
          </>
        ),
      };
  return <OAuthShell testId="oauth-mock" platform={platform} state={state} processingText="" redirectNotice="" />;
}

function MockProcessor({ platform }: { platform: Network | null }) {
  const [confirmed, setConfirmed] = useState(false);
  // Nothing is connected before the user says so; an unknown network is said at once.
  if (platform && !confirmed) return <MockConfirm platform={platform} onConfirm={() => setConfirmed(true)} />;
  return <MockConnection platform={platform} />;
}

function MockConnection({ platform }: { platform: Network | null }) {
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
      void backToIntegrations(navigate, () => {
        if (!handled && success) toast.success(t('networks.toasts.connected', { platform: name }));
        if (!success) toast.error(t('networks.toasts.connectError', { platform: name, message: errorMessage }));
      });
    }, UI_TIMINGS.oauthMockRedirectMs);
  }, [outcome, platform, name, errorMessage, navigate, queryClient, toast, t]);

  let state: ReturnState;
  if (outcome.status === 'success') {
    state = {
      status: 'success',
      detail: <DemoAccountCard account={outcome.data} caption={outcome.data.displayName ?? name} />,
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
 * /oauth/mock/{platform}: the demo return page. Shows the network and the demonstration account it
 * would connect in "mode démo" and connects it on « Connecter » (the same account every time: the
 * server updates its row), shows it, fires `mockOAuthCallback`, and goes to Paramètres ›
 * Intégrations after 2 s. A demo account already connected is said, and nothing is connected.
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
