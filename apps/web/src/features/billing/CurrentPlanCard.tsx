import { PLAN_IDS, type Subscription, type SubscriptionStatus, type UsageSummary } from '@publia/shared';
import { Gem, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { formatPrice } from '../../lib/money.ts';
import { planName } from '../../lib/plan-usage.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import type { ReportFailure } from './FailureBanner.tsx';
import { PlanUsage } from './PlanUsage.tsx';
import { useBillingActions } from './queries.ts';

const STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  trialing: 'primary',
  past_due: 'danger',
  unpaid: 'danger',
  canceled: 'neutral',
  incomplete: 'warning',
  incomplete_expired: 'neutral',
};

/** The lowest plan: where an unpaid or cancelled workspace falls back. */
const LOWEST_PLAN = PLAN_IDS[0];

/** The plan's name, big, with its price a month when something is paid. */
function PlanHeadline({ name, price, children }: { name: string; price: number | null; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xl font-bold tracking-tight text-gray-900" data-testid="current-plan-name">
          {name}
        </p>
        {children}
      </div>
      {price !== null && (
        <p className="text-sm text-gray-600" data-testid="current-plan-price">
          <span className="text-base font-semibold text-gray-900">{t('billing.current.perMonth', { price: formatPrice(price) })}</span>
        </p>
      )}
    </div>
  );
}

/**
 * An admin's subscription: the plan, its price, status and renewal, « Annulation programmée » with
 * « Reprendre l'abonnement », a failed payment's warning (until when it may be settled, or that the
 * workspace has fallen back to the lowest plan), « Annuler l'abonnement » behind a confirmation (the plan stays usable to the end of the period).
 */
function SubscriptionDetails({ subscription, fellBack, onFailure }: { subscription: Subscription; fellBack: boolean; onFailure: ReportFailure }) {
  const t = useT();
  const toast = useToast();
  const said = useAnswerMessage();
  const timeZone = useTimeZone();
  const { cancel, resume } = useBillingActions();
  const [confirming, setConfirming] = useState(false);
  const periodEnd = formatDate(subscription.currentPeriodEnd, timeZone);
  const lowest = planName(t, LOWEST_PLAN);

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => toast.success(said(answer.message, 'billing.toasts.cancelled')),
      onError: onFailure('cancel'),
      onSettled: () => setConfirming(false),
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: (answer) => toast.success(said(answer.message, 'billing.toasts.resumed')),
      onError: onFailure('resume'),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PlanHeadline name={planName(t, subscription.planId)} price={subscription.plan.price}>
          <Badge tone={STATUS_TONES[subscription.status]} data-testid="subscription-status">
            {t(`billing.current.status.${subscription.status}`)}
          </Badge>
          {subscription.cancelAtPeriodEnd && (
            <Badge tone="warning" data-testid="cancel-scheduled">
              {t('billing.current.cancelScheduled')}
            </Badge>
          )}
        </PlanHeadline>
        <div className="flex flex-wrap gap-2">
          {subscription.cancelAtPeriodEnd ? (
            <Button loading={resume.isPending} icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onResume} data-testid="resume-subscription">
              {t('billing.current.resume')}
            </Button>
          ) : (
            <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)} data-testid="cancel-subscription">
              {t('billing.current.cancel')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-sm text-gray-700" data-testid="subscription-period">
        {subscription.cancelAtPeriodEnd ? t('billing.current.endsOn', { date: periodEnd }) : t('billing.current.renewsOn', { date: periodEnd })}
      </p>
      {subscription.cancelAtPeriodEnd && (
        <Alert tone="warning" data-testid="cancel-scheduled-notice">
          {t('billing.current.cancelScheduledHint', { date: periodEnd, plan: lowest })}
        </Alert>
      )}
      {(subscription.status === 'past_due' || subscription.status === 'unpaid') && (
        <Alert tone="error" data-testid="past-due">
          {fellBack || !subscription.graceEndsAt
            ? t('billing.current.fallback', { plan: lowest })
            : t('billing.current.pastDue', { date: formatDate(subscription.graceEndsAt, timeZone), plan: lowest })}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('billing.confirmCancel.title')}
        description={t('billing.confirmCancel.body')}
        confirmLabel={t('billing.confirmCancel.confirm')}
        cancelLabel={t('billing.confirmCancel.keep')}
        busy={cancel.isPending}
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
        testId="cancel-dialog"
      />
    </div>
  );
}

/** What the workspace has without a subscription of its own: the instance's default plan, or none. */
function NoSubscription({ usage }: { usage: UsageSummary }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1" data-testid="no-subscription">
      <p className="text-lg font-semibold text-gray-900">{t('billing.current.noSubscription')}</p>
      <p className="text-sm leading-6 text-gray-600">
        {usage.limits ? t('billing.current.noSubscriptionHint', { plan: planName(t, usage.planId) }) : t('billing.current.noSubscriptionUnlimited')}
      </p>
    </div>
  );
}

/**
 * The plan the workspace is on and its usage. An admin with billing on gets the subscription and its
 * actions (`manage`); with billing off, or for a member who does not manage billing, the plan and
 * usage summary says it all.
 */
export function CurrentPlanCard({
  usage,
  subscription,
  onFailure,
}: {
  usage: UsageSummary;
  /** undefined: the summary only (billing off, or not an admin). */
  subscription?: Subscription | null;
  onFailure?: ReportFailure;
}) {
  const t = useT();
  const timeZone = useTimeZone();
  const summaryOnly = subscription === undefined || !onFailure;
  return (
    <SectionCard
      icon={Gem}
      title={t(usage.mode === 'off' ? 'billing.current.titleOff' : 'billing.current.title')}
      description={t('billing.current.description')}
      testId="current-plan"
    >
      {summaryOnly ? (
        <div className="flex flex-col gap-1">
          <PlanHeadline name={planName(t, usage.planId)} price={usage.price}>
            {usage.mode === 'off' && <Badge tone="neutral">{t('plan.banner.billingOff')}</Badge>}
            {usage.source === 'fallback' && <Badge tone="danger">{t('plan.banner.fallback')}</Badge>}
          </PlanHeadline>
          {usage.hasSubscription && <p className="text-sm text-gray-700">{t('billing.current.renewsOn', { date: formatDate(usage.periodEnd, timeZone) })}</p>}
        </div>
      ) : subscription ? (
        <SubscriptionDetails subscription={subscription} fellBack={usage.source === 'fallback'} onFailure={onFailure} />
      ) : (
        <NoSubscription usage={usage} />
      )}
      <PlanUsage usage={usage} />
    </SectionCard>
  );
}
