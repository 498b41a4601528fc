import { NETWORKS } from '@publia/shared';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadError } from '../content/ListStates.tsx';
import { AdviceCard } from './AdviceCard.tsx';
import { connectedFirst } from './advice-wording.ts';
import { useAdvice } from './queries.ts';
import adviceMessages from '../../locales/fr-pages/advice.json';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// This page's French joins the catalogue with its chunk, before it renders.
addPageMessages('advice', adviceMessages);
addPageMessages('publications', publicationsMessages);

function AdviceSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('app.loading')} data-testid="advice-loading" className="flex flex-col gap-4">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <Skeleton className="h-5 w-32" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-28 w-full" />
        </Card>
      ))}
    </div>
  );
}

/**
 * /publications/advice (« Conseils »): per network, how often and when to post — the published
 * studies' figures, then what the workspace's own measured posts say — and the actual pace.
 */
export function AdvicePage() {
  const t = useT();
  useDocumentTitle(t('publications.tabs.advice'));
  const advice = useAdvice();

  let body;
  if (advice.isPending) body = <AdviceSkeleton />;
  else if (advice.isError) {
    body = <LoadError message={t('advice.loadError', { message: advice.error.message })} retryKey="advice.retry" onRetry={() => void advice.refetch()} />;
  } else {
    const networks = connectedFirst(advice.data.networks, NETWORKS);
    const others = networks.filter((entry) => entry.accounts === 0);
    body = (
      <>
        <p className="text-sm text-gray-600" data-testid="advice-time-zone">
          {t('advice.timeZone', { timeZone: advice.data.timeZone })}
        </p>
        {networks
          .filter((entry) => entry.accounts > 0)
          .map((entry) => (
            <AdviceCard key={entry.network} advice={entry} />
          ))}
        {/* Without own figures a card is short: two side by side on a wide screen. */}
        {others.length > 0 && (
          <div className="grid gap-4 xl:grid-cols-2">
            {others.map((entry) => (
              <AdviceCard key={entry.network} advice={entry} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <div data-testid="advice-page" className="flex min-w-0 flex-col gap-4" aria-busy={advice.isFetching || undefined}>
      <p className="text-sm text-gray-700">{t('advice.intro')}</p>
      {body}
    </div>
  );
}
