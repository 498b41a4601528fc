import { NETWORK_NAMES, NETWORKS, type Network } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { TabList } from '../../ui/Tabs.tsx';
import { getContent } from '../content/api.ts';
import { CardSkeletons, EmptyState, LoadError, LoadMoreButton } from '../content/ListStates.tsx';
import { contentQueryKey, useContentPages } from '../content/queries.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { HistoryCard } from './HistoryCard.tsx';
import { historyEmptyTexts } from './history-empty.ts';
import { scrollBehavior } from '../../lib/scroll-behavior.ts';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

type PlatformFilter = 'all' | Network;

/**
 * /history and /publications/history. `?post={id}` (where a failure notification leads) brings
 * that item into view and highlights it, fetching it on its own when it is not on the first page.
 */
export function HistoryPage({ embedded = false }: { embedded?: boolean }) {
  const t = useT();
  useDocumentTitle(t('history.title'));
  const [params] = useSearchParams();
  const postId = params.get('post');
  const [search, setSearch] = useState('');
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const query = useDebouncedValue(search.trim());
  const list = useContentPages({ search: query || undefined, platform: platform === 'all' ? undefined : platform }, { pageSize: 20 });
  const listed = list.items.some((item) => item.id === postId);
  const single = useQuery({
    queryKey: [...contentQueryKey, 'item', postId],
    queryFn: ({ signal }) => getContent(postId as string, signal),
    enabled: postId !== null && list.isSuccess && !listed,
    retry: false,
  });
  const items = single.data && !listed ? [single.data, ...list.items] : list.items;
  const highlighted = useRef<HTMLLIElement>(null);
  const shownPost = items.some((item) => item.id === postId) ? postId : null;

  useEffect(() => {
    if (!shownPost) return;
    highlighted.current?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
    highlighted.current?.focus({ preventScroll: true });
  }, [shownPost]);

  const Title = embedded ? 'h2' : 'h1';
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Title className={embedded ? 'text-lg font-semibold text-gray-900' : 'text-2xl font-bold tracking-tight text-gray-900'}>{t('history.title')}</Title>
        {!embedded && <p className="mt-1 text-sm text-gray-600">{t('history.intro')}</p>}
      </header>
      <SearchField label={t('history.search.label')} placeholder={t('history.search.placeholder')} value={search} onChange={(event) => setSearch(event.target.value)} />
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabList
          label={t('history.tabsLabel')}
          idPrefix="history-filter"
          value={platform}
          onChange={setPlatform}
          options={[{ value: 'all', label: t('history.all') }, ...NETWORKS.map((value) => ({ value, label: NETWORK_NAMES[value] }))]}
        />
      </div>
      <div id="history-filter-panel" role="tabpanel" aria-labelledby={`history-filter-tab-${platform}`} className="flex flex-col gap-4">
        {list.isPending ? (
          <CardSkeletons />
        ) : list.isError ? (
          <LoadError message={t('history.loadError')} retryKey="history.retry" onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={<History aria-hidden="true" className="size-7" />} {...historyEmptyTexts(t, query, platform)} />
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li
                key={item.id}
                id={`content-${item.id}`}
                ref={item.id === postId ? highlighted : undefined}
                tabIndex={item.id === postId ? -1 : undefined}
                className="rounded-xl focus:outline-none"
              >
                <HistoryCard item={item} highlighted={item.id === postId} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton list={list} />
      </div>
    </div>
  );
}
