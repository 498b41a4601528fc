import { Radar, RefreshCw } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCan } from '../auth/use-can.ts';
import { AddCompetitorForm } from './AddCompetitorForm.tsx';
import { CompetitorAccount } from './CompetitorAccount.tsx';
import { CompetitorPosts } from './CompetitorPosts.tsx';
import { postsOf } from './competitor-posts.ts';
import { useCompetitors } from './queries.ts';
import { useRefreshCompetitors } from './use-inspiration-actions.ts';
import { WatchKeywords } from './WatchKeywords.tsx';

/** « Veille concurrentielle (IA) »: the watch keywords, the accounts watched and their posts, analysed. */
export function CompetitorsCard() {
  const t = useT();
  const canCreate = useCan('create_content');
  const competitors = useCompetitors();
  const refresh = useRefreshCompetitors();
  return (
    <SectionCard
      icon={Radar}
      title={t('inspiration.competitors.title')}
      description={t('inspiration.competitors.description')}
      testId="competitors-card"
      tint="bg-violet-50 text-violet-600"
      actions={
        canCreate && (
          <Button
            variant="outline"
            size="sm"
            loading={refresh.isPending}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => refresh.mutate()}
            data-testid="competitors-refresh"
          >
            {t('inspiration.refresh')}
          </Button>
        )
      }
    >
      <WatchKeywords canEdit={canCreate} />
      <QueryState query={competitors}>
        {(data) => (
          <>
            <section aria-labelledby="competitor-accounts-title" className="flex flex-col gap-3">
              <h3 id="competitor-accounts-title" className="text-sm font-semibold text-gray-900">
                {t('inspiration.competitors.accounts')}
              </h3>
              {data.competitors.length === 0 ? (
                <EmptyLine testId="competitors-empty">{t(canCreate ? 'inspiration.competitors.none' : 'inspiration.competitors.noneViewer')}</EmptyLine>
              ) : (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {data.competitors.map((competitor) => (
                    <li key={competitor.id} className="min-w-0">
                      <CompetitorAccount competitor={competitor} canRemove={canCreate} />
                    </li>
                  ))}
                </ul>
              )}
              {canCreate && <AddCompetitorForm networks={data.networks} />}
            </section>
            {data.competitors.length > 0 && <CompetitorPosts posts={postsOf(data.competitors)} competitors={data.competitors} />}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
