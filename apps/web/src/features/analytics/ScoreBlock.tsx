import { NETWORK_NAMES, type AnalyticsPost } from '@publia/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';
import { reasonText } from './score-display.ts';
import type { Format } from './use-format.ts';

type Insight = { comment: string; source: 'ai' | 'local'; averageScore: number | null };

/** The AI score block: the average score, the comment on the period, and why each best post scores as it does. */
export function ScoreBlock({ insight, posts, format }: { insight: UseQueryResult<Insight>; posts: AnalyticsPost[]; format: Format }) {
  const t = useT();
  const scored = posts.filter((post) => post.reasons.length > 0);
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5" data-testid="score-block">
      <div className="flex items-center gap-2">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-gray-900">{t('analytics.score.title')}</h2>
      </div>
      {insight.isPending ? (
        <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ) : insight.isError ? (
        <p className="text-sm text-gray-600">
          {t('analytics.score.loadError')}{' '}
          <button
            type="button"
            onClick={() => void insight.refetch()}
            className="font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {t('analytics.retry')}
          </button>
        </p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <span className="text-sm text-gray-600">{t('analytics.score.average')}</span>
            <span data-testid="average-score">
              <ScoreBadge score={insight.data.averageScore === null ? null : Math.round(insight.data.averageScore)} size="lg" />
            </span>
          </div>
          <blockquote className="border-l-4 border-primary-200 pl-3 text-sm leading-6 text-gray-800" data-testid="insight-comment">
            <p>{insight.data.comment}</p>
          </blockquote>
          <p className="text-xs text-gray-600">{t(insight.data.source === 'ai' ? 'analytics.score.sourceAi' : 'analytics.score.sourceLocal')}</p>
        </>
      )}
      {scored.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">{t('analytics.score.reasonsTitle')}</h3>
          <ul className="mt-2 flex flex-col gap-3">
            {scored.map((post) => (
              <li key={post.targetId} data-testid="post-reasons" className="flex items-start gap-3">
                <ScoreBadge score={post.score} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words text-gray-900">
                    {post.title.trim() || t('publications.untitled')} <span className="font-normal text-gray-600">· {NETWORK_NAMES[post.platform]}</span>
                  </p>
                  <ul className="mt-0.5 list-disc pl-5 text-gray-700">
                    {post.reasons.map((reason) => (
                      <li key={reason.code}>{reasonText(reason, t, format)}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
