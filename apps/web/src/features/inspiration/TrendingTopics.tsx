import { TrendingUp } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useTopics } from './queries.ts';
import { TopicItem } from './TopicItem.tsx';
import { useInspirationFormat } from './use-inspiration-format.ts';

/** « Sujets tendance »: the topics rising most in the followed feeds this week. */
export function TrendingTopics() {
  const t = useT();
  const format = useInspirationFormat();
  const topics = useTopics();
  return (
    <SectionCard
      icon={TrendingUp}
      title={t('inspiration.topics.title')}
      description={t('inspiration.topics.description')}
      testId="trending-topics"
      tint="bg-emerald-50 text-emerald-600"
    >
      <QueryState query={topics}>
        {(data) =>
          data.topics.length === 0 ? (
            <EmptyLine testId="topics-empty">{t('inspiration.topics.empty')}</EmptyLine>
          ) : (
            <>
              <ol className="-mx-2 flex flex-col divide-y divide-gray-100">
                {data.topics.map((topic) => (
                  <li key={topic.label} className="py-1">
                    <TopicItem topic={topic} format={format} />
                  </li>
                ))}
              </ol>
              <p className="text-xs text-gray-500">{format.count('inspiration.topics.basis', data.items)}</p>
            </>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
