import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { planName, usageLines, usePlanUsage } from '../../lib/plan-usage.ts';
import planMessages from '../../locales/fr-pages/plan.json';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { UsageMeter } from '../../ui/UsageMeter.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';

addPageMessages('plan', planMessages);

/** The workspace's real plan and what this period used of it, as the settings banner reads them. */
export function PlanSummaryCard() {
  const t = useT();
  const timeZone = useTimeZone();
  const usage = usePlanUsage();
  if (usage.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (!usage.data) return null;
  const summary = usage.data;
  const title = summary.planId ? t('plan.title', { plan: planName(t, summary.planId) }) : planName(t, null);
  const date = formatDate(summary.periodEnd, timeZone);
  return (
    <Card className="p-6" data-testid="profile-plan">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{t('profile.page.plan')}</h2>
        <Link to="/settings/subscription" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('profile.page.manage')}
        </Link>
      </div>
      <p className="mt-3 text-base font-bold text-gray-900" data-testid="profile-plan-name">
        {title}
      </p>
      <p className="text-sm text-gray-600">
        {!summary.limits ? t('plan.banner.unlimitedNote') : t(summary.hasSubscription ? 'plan.banner.renews' : 'plan.banner.resets', { date })}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {usageLines(summary).map((line) => (
          <UsageMeter key={line.kind} label={t(`plan.usage.${line.kind}`)} used={line.used} limit={line.limit} testId={`profile-usage-${line.kind}`} />
        ))}
      </div>
    </Card>
  );
}
