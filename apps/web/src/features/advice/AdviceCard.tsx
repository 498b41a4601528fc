import { NETWORK_NAMES, type NetworkAdvice } from '@publia/shared';
import { BarChart3, CalendarRange, Clock, Gauge, Lightbulb, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { conclusionSentences, frequencyText, paceText } from './advice-wording.ts';
import { Heatmap } from './Heatmap.tsx';
import { RecommendedHours } from './RecommendedHours.tsx';
import { useAdviceFormat } from './use-advice-format.ts';

const PACE_CLASSES = { below: 'text-amber-800', within: 'text-emerald-700', above: 'text-primary-700' } as const;

/**
 * One part of a card: an h3 with its icon, then what it says. Not a labelled section: six cards
 * would make six landmarks of the same name.
 */
function Part({ icon, title, testId, children, className }: { icon: ReactNode; title: string; testId?: string; children: ReactNode; className?: string }) {
  return (
    <div data-testid={testId} className={cn('flex flex-col gap-2', className)}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <span className="text-primary-600">{icon}</span>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** « Selon vos données »: the heatmap of the measured posts, or where to look while there are none. */
function OwnData({ advice }: { advice: NetworkAdvice }) {
  const f = useAdviceFormat();
  return (
    <Part icon={<BarChart3 aria-hidden="true" className="size-4" />} title={f.t('advice.own.title')} testId="advice-own-data">
      {advice.measuredPosts === 0 ? (
        <div data-testid="advice-no-data" className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-gray-300 px-4 py-4 text-sm">
          <p className="font-medium text-gray-900">{f.t('advice.own.none')}</p>
          <p className="text-gray-600">{f.t('advice.own.noneBody')}</p>
          <Link to="/analytics" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {f.t('advice.own.analytics')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-gray-600">{f.count('advice.own.measured', advice.measuredPosts)}</p>
          <Heatmap network={advice.network} cells={advice.heatmap} />
        </>
      )}
    </Part>
  );
}

/** In place of the own figures for a network without an account: the way to connect one. */
function ConnectPrompt({ advice }: { advice: NetworkAdvice }) {
  const f = useAdviceFormat();
  const network = NETWORK_NAMES[advice.network];
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-gray-700">{f.t('advice.connect.body', { network })}</p>
      <Link to="/networks" data-testid="advice-connect" aria-label={f.t('advice.connect.label', { network })} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Link2 aria-hidden="true" className="size-4" />
        {f.t('advice.connect.button')}
      </Link>
    </div>
  );
}

/** A network's advice: how often, when, the actual pace, the own figures, and the conclusion. */
export function AdviceCard({ advice }: { advice: NetworkAdvice }) {
  const f = useAdviceFormat();
  const connected = advice.accounts > 0;
  const frequency = frequencyText(f, advice.network);
  const pace = connected ? paceText(f, advice) : null;
  const name = NETWORK_NAMES[advice.network];

  return (
    <Card data-testid={`advice-card-${advice.network}`} className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <header className="flex items-center gap-3">
        <NetworkIcon platform={advice.network} />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">{name}</h2>
          <p className="text-sm text-gray-600">{connected ? f.count('advice.accounts', advice.accounts) : f.t('advice.notConnected')}</p>
        </div>
      </header>

      <div className={cn('grid gap-5', connected && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8')}>
        <div className="flex min-w-0 flex-col gap-5">
          <Part icon={<CalendarRange aria-hidden="true" className="size-4" />} title={f.t('advice.frequency.title')} testId="advice-frequency">
            <p className="text-sm text-gray-700">{frequency ?? f.t('advice.frequency.none', { network: name })}</p>
          </Part>
          <Part icon={<Clock aria-hidden="true" className="size-4" />} title={f.t('advice.hours.title')} testId="advice-hours">
            <RecommendedHours advice={advice} />
          </Part>
          {pace && advice.pace && (
            <Part icon={<Gauge aria-hidden="true" className="size-4" />} title={f.t('advice.pace.title')}>
              <p data-testid="advice-pace" data-pace={advice.pace} className="text-sm text-gray-700">
                {pace}
                {' — '}
                <span className={cn('font-semibold', PACE_CLASSES[advice.pace])}>{f.t(`advice.pace.${advice.pace}`)}</span>
              </p>
            </Part>
          )}
        </div>
        <div className="min-w-0">{connected ? <OwnData advice={advice} /> : <ConnectPrompt advice={advice} />}</div>
      </div>

      <Part icon={<Lightbulb aria-hidden="true" className="size-4" />} title={f.t('advice.conclusion.title')} className="rounded-lg bg-primary-50 px-4 py-3">
        <p data-testid="advice-conclusion" className="text-sm text-gray-800">
          {conclusionSentences(f, advice).join(' ')}
        </p>
      </Part>
    </Card>
  );
}
