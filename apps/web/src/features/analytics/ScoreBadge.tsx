import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { scoreTone } from './score-display.ts';

/** A post's score out of 100 in `scoreTone`'s colours (red under 60, yellow to 79, green from 80); « — » when it is too early to score it. */
export function ScoreBadge({ score, size = 'sm' }: { score: number | null; size?: 'sm' | 'lg' }) {
  const t = useT();
  const tone = scoreTone(score);
  return (
    <Badge
      data-testid="score-badge"
      data-tone={tone}
      tone={tone}
      className={size === 'lg' ? 'px-3 py-1 text-base font-bold' : 'font-semibold tabular-nums'}
      title={score === null ? t('analytics.score.none') : undefined}
    >
      {score === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('analytics.score.none')}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{score}</span>
          <span className="sr-only">{t('analytics.score.label', { score })}</span>
        </>
      )}
    </Badge>
  );
}
