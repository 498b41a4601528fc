import { SearchX } from 'lucide-react';
import { ReadError } from '../../ui/QueryState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useCan } from '../auth/use-can.ts';
import { CompetitorPostCard } from './CompetitorPostCard.tsx';
import { NewsItemCard } from './NewsItemCard.tsx';
import { useInspirationSearch } from './queries.ts';
import { IdeaList } from './IdeaList.tsx';
import { SearchGroup } from './SearchGroup.tsx';
import { TopicItem } from './TopicItem.tsx';
import { useInspirationFormat } from './use-inspiration-format.ts';

const list = 'flex flex-col divide-y divide-gray-100';
const row = 'py-3 first:pt-0 last:pb-0';

/** What the search found, grouped: news, rising topics, competitor posts, saved ideas. */
export function SearchResults({ q }: { q: string }) {
  const format = useInspirationFormat();
  const { t } = format;
  const canCreate = useCan('create_content');
  const search = useInspirationSearch(q);

  let body;
  if (search.isPending) body = <Spinner className="self-center py-8" label={t('inspiration.search.running')} />;
  else if (search.isError) body = <ReadError message={search.error.message} onRetry={() => void search.refetch()} />;
  else {
    const { news, topics, competitorPosts, ideas } = search.data;
    const found = news.length + topics.length + competitorPosts.length + ideas.length;
    body =
      found === 0 ? (
        <div data-testid="search-empty" className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-8 text-gray-400" />
          <p className="font-medium text-gray-900">{t('inspiration.search.emptyTitle', { q })}</p>
          <p className="max-w-md text-sm text-gray-600">{t('inspiration.search.emptyBody')}</p>
        </div>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {news.length > 0 && (
            <SearchGroup id="search-news-title" title={t('inspiration.search.news')} count={news.length} testId="search-news">
              <ul className={list}>
                {news.map((item) => (
                  <li key={item.id} className={row}>
                    <NewsItemCard item={item} format={format} canCreate={canCreate} />
                  </li>
                ))}
              </ul>
            </SearchGroup>
          )}
          {topics.length > 0 && (
            <SearchGroup id="search-topics-title" title={t('inspiration.search.topics')} count={topics.length} testId="search-topics">
              <ul className={list}>
                {topics.map((topic) => (
                  <li key={topic.label} className={row}>
                    <TopicItem topic={topic} format={format} />
                  </li>
                ))}
              </ul>
            </SearchGroup>
          )}
          {competitorPosts.length > 0 && (
            <SearchGroup id="search-posts-title" title={t('inspiration.search.competitorPosts')} count={competitorPosts.length} testId="search-competitor-posts">
              <ul className={list}>
                {competitorPosts.map((post) => (
                  <li key={post.id} className={row}>
                    <CompetitorPostCard post={post} competitor={undefined} format={format} canCreate={canCreate} level={3} />
                  </li>
                ))}
              </ul>
            </SearchGroup>
          )}
          {ideas.length > 0 && (
            <SearchGroup id="search-ideas-title" title={t('inspiration.search.ideas')} count={ideas.length} testId="search-ideas">
              <IdeaList ideas={ideas} format={format} canEdit={canCreate} />
            </SearchGroup>
          )}
        </div>
      );
  }

  return (
    <div data-testid="search-results" className="flex flex-col gap-4" aria-busy={search.isFetching || undefined}>
      <p className="text-sm text-gray-600" aria-live="polite">
        {t('inspiration.search.for', { q })}
      </p>
      {body}
    </div>
  );
}
