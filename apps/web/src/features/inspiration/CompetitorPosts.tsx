import type { Competitor, CompetitorPost } from '@publia/shared';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { EmptyLine } from '../../ui/QueryState.tsx';
import { useCan } from '../auth/use-can.ts';
import { CompetitorPostCard } from './CompetitorPostCard.tsx';
import { useInspirationFormat } from './use-inspiration-format.ts';

const STEP = 6;

/** The watched accounts' posts, best first, a few at a time. */
export function CompetitorPosts({ posts, competitors }: { posts: CompetitorPost[]; competitors: Competitor[] }) {
  const format = useInspirationFormat();
  const { t } = format;
  const canCreate = useCan('create_content');
  const [shown, setShown] = useState(STEP);
  return (
    <section aria-labelledby="competitor-posts-title" className="flex flex-col gap-3">
      <h3 id="competitor-posts-title" className="text-sm font-semibold text-gray-900">
        {t('inspiration.competitors.posts')}
      </h3>
      {posts.length === 0 ? (
        <EmptyLine testId="competitor-posts-empty">{t('inspiration.competitors.noPosts')}</EmptyLine>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">
          {posts.slice(0, shown).map((post) => (
            <li key={post.id} className="min-w-0">
              <CompetitorPostCard post={post} competitor={competitors.find((competitor) => competitor.id === post.competitorId)} format={format} canCreate={canCreate} />
            </li>
          ))}
        </ul>
      )}
      {posts.length > shown && (
        <Button variant="outline" className="self-center" onClick={() => setShown(shown + STEP)} data-testid="competitor-posts-more">
          {t('inspiration.news.more')}
        </Button>
      )}
    </section>
  );
}
