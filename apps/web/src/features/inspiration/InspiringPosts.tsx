import { Flame } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCan } from '../auth/use-can.ts';
import { bestPostsOf, INSPIRING_POSTS } from './competitor-posts.ts';
import { InspiringPostCard } from './InspiringPostCard.tsx';
import { useCompetitors } from './queries.ts';
import { useInspirationFormat } from './use-inspiration-format.ts';

/** « Posts inspirants »: the six competitor posts that engaged most, to keep or to start from. */
export function InspiringPosts() {
  const t = useT();
  const format = useInspirationFormat();
  const canCreate = useCan('create_content');
  const competitors = useCompetitors();
  return (
    <SectionCard
      icon={Flame}
      title={t('inspiration.inspiring.title')}
      description={t('inspiration.inspiring.description')}
      testId="inspiring-posts"
      tint="bg-rose-50 text-rose-600"
    >
      <QueryState query={competitors}>
        {(data) => {
          const best = bestPostsOf(data.competitors).slice(0, INSPIRING_POSTS);
          if (best.length === 0) return <EmptyLine testId="inspiring-empty">{t('inspiration.inspiring.empty')}</EmptyLine>;
          return (
            <ul className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
              {best.map((post) => (
                <li key={post.id} className="min-w-0">
                  <InspiringPostCard post={post} format={format} canCreate={canCreate} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
