import { useT } from '../../lib/i18n/index.ts';
import { CompetitorsCard } from './CompetitorsCard.tsx';
import { DailyTipCard } from './DailyTipCard.tsx';
import { IdeaGenerator } from './IdeaGenerator.tsx';
import { InspiringPosts } from './InspiringPosts.tsx';
import { NewsCard } from './NewsCard.tsx';
import { SavedIdeas } from './SavedIdeas.tsx';
import { TrendingTopics } from './TrendingTopics.tsx';

/** The page's blocks: the tip, the news and the competitors in the main column; topics and ideas beside. */
export function InspirationSections() {
  const t = useT();
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <DailyTipCard />
        <NewsCard />
        <CompetitorsCard />
        <InspiringPosts />
      </div>
      <aside aria-label={t('inspiration.side')} className="flex min-w-0 flex-col gap-6">
        <TrendingTopics />
        <IdeaGenerator />
        <SavedIdeas />
      </aside>
    </div>
  );
}
