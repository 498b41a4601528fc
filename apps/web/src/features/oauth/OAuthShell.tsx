import { NETWORKS, type Network } from '@publia/shared';
import { ArrowLeft, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type NavigateFunction } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import oauthMessages from '../../locales/fr-pages/oauth.json';

// Not in the shell's French: `oauth` joins the catalogue when this module loads, before anything renders.
addPageMessages('oauth', oauthMessages);

/** Where both return pages lead: Paramètres › Intégrations. */
export const INTEGRATIONS_PATH = '/settings?tab=integrations';

/**
 * Goes to Paramètres › Intégrations, then says what happened: the toast's seconds run on the page it
 * speaks of, not while that page's code is still loading (on a slow device, most of them would).
 */
export async function backToIntegrations(navigate: NavigateFunction, say?: () => void): Promise<void> {
  await navigate(INTEGRATIONS_PATH, { replace: true });
  say?.();
}

export function isNetwork(value: string | undefined): value is Network {
  return (NETWORKS as readonly string[]).includes(value ?? '');
}

export type ReturnState =
  /** A question before anything is done (the demo page: which account, connect or not). */
  { status: 'confirm'; title: string; body: ReactNode } | { status: 'processing' } | { status: 'success'; detail?: ReactNode } | { status: 'error'; message: string };

/**
 * The card of the OAuth return pages: a question to confirm (demo page), processing (spinner),
 * success, or "Erreur d'authentification".
 */
export function OAuthShell({
  platform,
  state,
  processingText,
  successTitle,
  redirectNotice,
  testId,
}: {
  platform: Network | null;
  state: ReturnState;
  processingText: string;
  successTitle?: string;
  redirectNotice: string;
  testId: string;
}) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-gray-50 px-4 py-10">
      <Logo />
      <Card data-testid={testId} data-status={state.status} className="w-full max-w-md p-8 text-center">
        {state.status === 'confirm' && (
          <div className="flex flex-col items-center gap-4">
            {platform && <NetworkIcon platform={platform} size="lg" />}
            <h1 className="text-xl font-semibold text-gray-900">{state.title}</h1>
            {state.body}
          </div>
        )}
        {state.status === 'processing' && (
          <div className="flex flex-col items-center gap-4">
            <div className="relative">
              {platform && <NetworkIcon platform={platform} size="lg" />}
              <Spinner size={platform ? 'sm' : 'lg'} className={platform ? 'absolute -right-2 -bottom-2 rounded-full bg-white p-0.5 shadow' : ''} />
            </div>
            <p className="text-base font-medium text-gray-900">{processingText}</p>
          </div>
        )}
        {state.status === 'success' && (
          <div role="status" className="flex flex-col items-center gap-3">
            <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/50">
              <CircleCheck aria-hidden="true" className="size-7 text-emerald-600" />
            </span>
            <h1 className="mt-2 text-xl font-semibold text-gray-900">{successTitle}</h1>
            {state.detail}
            <p className="text-sm text-gray-500">{redirectNotice}</p>
          </div>
        )}
        {state.status === 'error' && (
          <div className="flex flex-col items-center gap-3">
            <span className="flex size-14 items-center justify-center rounded-full bg-red-50 ring-8 ring-red-50/50">
              <CircleX aria-hidden="true" className="size-7 text-red-600" />
            </span>
            <div role="alert" className="mt-2">
              <h1 className="text-xl font-semibold text-gray-900">{t('oauth.errorTitle')}</h1>
              <p data-testid="oauth-error-message" className="mt-2 text-sm leading-6 break-words text-gray-600">
                {state.message}
              </p>
            </div>
            <p className="text-sm text-gray-500">{redirectNotice}</p>
            <Link to={INTEGRATIONS_PATH} replace className={buttonClasses({ variant: 'outline', className: 'mt-2' })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('oauth.backToSettings')}
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}
