import { BarChart3, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { useServerText } from '../../lib/use-server-text.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useDailyTip } from './queries.ts';

/** « Inspiration du jour »: one tip a day, from the workspace's best post or a rising topic. */
export function DailyTipCard() {
  const t = useT();
  const tip = useDailyTip();
  const word = useServerText();
  return (
    <SectionCard icon={Lightbulb} title={t('inspiration.tip.title')} testId="daily-tip" tint="bg-amber-50 text-amber-600" className="bg-gradient-to-br from-white to-amber-50/60">
      <QueryState query={tip} lines={2}>
        {(data) => (
          <div className="flex flex-col gap-3">
            <h3 className="text-lg font-semibold break-words text-gray-900" data-testid="tip-heading">
              {word(data.title, data.titleWorded)}
            </h3>
            <p className="text-sm leading-6 break-words text-gray-700">{word(data.text, data.textWorded)}</p>
            {data.contentId && (
              <Link
                to={`/analytics?post=${encodeURIComponent(data.contentId)}`}
                data-testid="tip-stats"
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
              >
                <BarChart3 aria-hidden="true" className="size-4" />
                {t('inspiration.tip.stats')}
              </Link>
            )}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
