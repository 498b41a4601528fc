import { GENERAL_POSTING_WINDOWS, NETWORK_NAMES, SLOT_CONFIDENCE_POSTS, type AdviceConfidence, type NetworkAdvice } from '@publia/shared';
import { Info } from 'lucide-react';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { slotText, windowText } from './advice-wording.ts';
import { useAdviceFormat } from './use-advice-format.ts';

const CONFIDENCE_TONES: Record<AdviceConfidence, BadgeTone> = { high: 'success', medium: 'primary', low: 'warning' };

/**
 * « Heures recommandées »: the account's own best slots when enough posts stand behind them, else
 * the published studies' windows, said to be general figures.
 */
export function RecommendedHours({ advice }: { advice: NetworkAdvice }) {
  const f = useAdviceFormat();
  const windows = GENERAL_POSTING_WINDOWS[advice.network];

  if (advice.source === 'own' && advice.bestSlots.length > 0) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-gray-600">{f.t('advice.hours.ownIntro')}</p>
        <ol className="flex flex-col gap-2">
          {advice.bestSlots.map((slot) => (
            <li key={`${slot.weekday}-${slot.hour}`} data-testid="advice-best-slot" className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-gray-50 px-3 py-2 text-sm">
              <span className="font-medium text-gray-900">{slotText(f, slot.weekday, slot.hour)}</span>
              <Badge tone={CONFIDENCE_TONES[slot.confidence]} data-testid="advice-confidence">
                {f.t(`advice.hours.confidence.${slot.confidence}`)}
              </Badge>
              <span className="text-gray-600">
                {f.count('advice.posts', slot.posts)} · {f.t('advice.hours.slotRate', { rate: f.percent(slot.rate) })}
              </span>
            </li>
          ))}
        </ol>
      </div>
    );
  }

  if (windows.length === 0) {
    return <p className="text-sm text-gray-700">{f.t('advice.hours.noStudy', { network: NETWORK_NAMES[advice.network], count: SLOT_CONFIDENCE_POSTS.low })}</p>;
  }

  return (
    <div className="flex flex-col gap-2">
      <Badge tone="neutral" data-testid="advice-general-figures" className="self-start">
        <Info aria-hidden="true" className="size-3.5" />
        {f.t('advice.hours.general')}
      </Badge>
      <ul className="flex flex-col gap-1">
        {windows.map((window) => (
          <li key={`${window.days.join()}-${window.from}`} data-testid="advice-general-window" className="text-sm font-medium text-gray-900">
            {windowText(f, window)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-600">{f.t('advice.hours.generalReplaced', { count: SLOT_CONFIDENCE_POSTS.low })}</p>
    </div>
  );
}
