import type { UsageSummary } from '@publia/shared';
import { ArrowRight, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { planName, usageLines, usePlanUsage } from '../../lib/plan-usage.ts';
import { Badge } from '../../ui/Badge.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { UsageMeter } from '../../ui/UsageMeter.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import planMessages from '../../locales/fr-pages/plan.json';

// The plan's words (shared with the subscription page) join the catalogue with this chunk.
addPageMessages('plan', planMessages);

/** The three counters the banner shows (the fourth, connected accounts, is on the subscription page). */
const BANNER_KINDS = new Set(['contentGeneration', 'scheduledPosts', 'teamMembers']);

/** Under the plan's name: when it renews, or when the counters start again, or that nothing is limited. */
function PlanLine({ usage }: { usage: UsageSummary }) {
  const t = useT();
  const timeZone = useTimeZone();
  if (!usage.limits) return <p className="text-sm text-gray-600">{t('plan.banner.unlimitedNote')}</p>;
  const date = formatDate(usage.periodEnd, timeZone);
  return <p className="text-sm text-gray-600">{t(usage.hasSubscription ? 'plan.banner.renews' : 'plan.banner.resets', { date })}</p>;
}

/**
 * The plan banner at the top of the settings: the workspace's real plan (or « Sans limite »), what
 * this period has used of its contents, publications and users, and « Gérer » towards the
 * subscription page. Nothing when the usage cannot be read: the page does not depend on it.
 */
export function PlanBanner() {
  const t = useT();
  const usage = usePlanUsage();
  if (usage.isPending) return <Skeleton className="h-28 w-full rounded-xl" />;
  if (!usage.data) return null;
  const summary = usage.data;
  const title = summary.planId ? t('plan.title', { plan: planName(t, summary.planId) }) : planName(t, null);

  return (
    <Card className="overflow-hidden" data-testid="plan-banner">
      <section
        aria-label={t('plan.banner.label')}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-5 p-4 sm:p-5 lg:grid-cols-[18rem_minmax(0,1fr)_auto] lg:items-center lg:gap-x-8"
      >
        <div className="col-start-1 row-start-1 flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-600 text-white">
            <Gem aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{t('plan.banner.label')}</p>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-lg font-bold text-gray-900" data-testid="plan-banner-name">
                {title}
              </p>
              {summary.mode === 'off' && <Badge tone="neutral">{t('plan.banner.billingOff')}</Badge>}
              {summary.mode !== 'off' && !summary.hasSubscription && summary.source === 'default' && <Badge tone="neutral">{t('plan.banner.noSubscription')}</Badge>}
              {summary.source === 'fallback' && <Badge tone="danger">{t('plan.banner.fallback')}</Badge>}
            </div>
            <PlanLine usage={summary} />
          </div>
        </div>
        <div className="col-span-2 row-start-2 grid min-w-0 gap-x-6 gap-y-3 sm:grid-cols-3 lg:col-span-1 lg:col-start-2 lg:row-start-1" data-testid="plan-banner-usage">
          {usageLines(summary)
            .filter((line) => BANNER_KINDS.has(line.kind))
            .map((line) => (
              <UsageMeter key={line.kind} compact label={t(`plan.usage.${line.kind}`)} used={line.used} limit={line.limit} testId={`plan-banner-${line.kind}`} />
            ))}
        </div>
        <Link
          to="/settings/subscription"
          aria-label={t('plan.banner.manageLabel')}
          className={buttonClasses({ variant: 'outline', className: 'col-start-2 row-start-1 lg:col-start-3' })}
          data-testid="plan-banner-manage"
        >
          {t('plan.banner.manage')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </Card>
  );
}
