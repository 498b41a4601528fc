import { Newspaper, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCan } from '../auth/use-can.ts';
import { FirstSources } from './FirstSources.tsx';
import { NewsList } from './NewsList.tsx';
import { NewsSourceFilter } from './NewsSourceFilter.tsx';
import { useSources } from './queries.ts';
import { SourcesDialog } from './SourcesDialog.tsx';

/**
 * « Actus à ne pas manquer »: the news of the followed feeds, by source, page after page. A
 * workspace that follows nothing yet is offered its sector's sources, one click each.
 */
export function NewsCard() {
  const t = useT();
  const canCreate = useCan('create_content');
  const sources = useSources();
  const [source, setSource] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const followed = sources.data?.sources ?? [];
  // A source removed meanwhile is no filter any more.
  const shown = source && followed.some((entry) => entry.id === source) ? source : null;

  return (
    <SectionCard
      icon={Newspaper}
      title={t('inspiration.news.title')}
      description={t('inspiration.news.description')}
      testId="news-card"
      tint="bg-sky-50 text-sky-600"
      actions={
        <>
          {followed.length > 0 && <NewsSourceFilter sources={followed} value={shown} onChange={setSource} />}
          {canCreate && (
            <Button variant="outline" size="sm" icon={<Settings2 aria-hidden="true" className="size-4" />} onClick={() => setManaging(true)} data-testid="manage-sources">
              {t('inspiration.sources.manage')}
            </Button>
          )}
        </>
      }
    >
      <QueryState query={sources}>{(data) => (data.sources.length === 0 ? <FirstSources sectors={data.sectors} /> : <NewsList source={shown} />)}</QueryState>
      {canCreate && <SourcesDialog open={managing} onClose={() => setManaging(false)} />}
    </SectionCard>
  );
}
