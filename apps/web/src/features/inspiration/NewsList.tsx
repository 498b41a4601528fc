import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyLine, LinesSkeleton, ReadError } from '../../ui/QueryState.tsx';
import { useCan } from '../auth/use-can.ts';
import { NewsItemCard } from './NewsItemCard.tsx';
import { useNews } from './queries.ts';
import { useInspirationFormat } from './use-inspiration-format.ts';

/** The news of a source (or all), newest first, with « Voir plus » while the server has more. */
export function NewsList({ source }: { source: string | null }) {
  const t = useT();
  const format = useInspirationFormat();
  const canCreate = useCan('create_content');
  const news = useNews(source);

  if (news.isPending) return <LinesSkeleton lines={4} />;
  if (news.isError && news.items.length === 0) return <ReadError message={news.error.message} onRetry={() => void news.refetch()} />;
  if (news.items.length === 0) return <EmptyLine testId="news-empty">{t(source ? 'inspiration.news.emptySource' : 'inspiration.news.empty')}</EmptyLine>;
  return (
    <div className="flex flex-col gap-3" aria-busy={news.isFetching || undefined}>
      <ul className="flex flex-col divide-y divide-gray-100" aria-label={t('inspiration.news.title')}>
        {news.items.map((item) => (
          <li key={item.id} className="py-4 first:pt-0 last:pb-0">
            <NewsItemCard item={item} format={format} canCreate={canCreate} />
          </li>
        ))}
      </ul>
      {news.hasNextPage && (
        <div className="flex flex-col items-center gap-1">
          <Button variant="outline" loading={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()} data-testid="news-more">
            {t('inspiration.news.more')}
          </Button>
          <p className="text-xs text-gray-500">{t('inspiration.news.shown', { shown: format.number(news.items.length), total: format.number(news.total) })}</p>
        </div>
      )}
    </div>
  );
}
