import { USAGE_KINDS, type Plan, type PlanFeature, type Subscription } from '@publia/shared';
import { BadgeCheck, Check, CreditCard, Layers } from 'lucide-react';
import { useId, useState } from 'react';
import { pluralKey, useI18n } from '../../lib/i18n/index.ts';
import { formatPrice } from '../../lib/money.ts';
import { planName } from '../../lib/plan-usage.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useToast } from '../../ui/toast/index.ts';
import type { ReportFailure } from './FailureBanner.tsx';
import { useBillingActions } from './queries.ts';

/** One plan: its price a month, its four limits, what it includes, and « Plan actuel » or « Choisir ce plan ». */
function PlanCard({ plan, current, disabled, describedBy, onChoose }: { plan: Plan; current: boolean; disabled: boolean; describedBy?: string; onChoose: () => void }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const name = planName(t, plan.id);
  return (
    <li
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      data-current={current || undefined}
      className={cn('flex flex-col gap-4 rounded-xl border p-4 sm:p-5', current ? 'border-primary-300 bg-primary-50/40 ring-1 ring-primary-200' : 'border-gray-200 bg-white')}
    >
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {name}
      </h3>
      <p className="flex items-baseline" data-testid="plan-price">
        <span className="text-3xl font-bold tracking-tight text-gray-900 tabular-nums">{formatPrice(plan.price, plan.currency)}</span>
        <span className="text-sm font-medium text-gray-600">{t('billing.plans.perMonth')}</span>
      </p>
      <ul aria-label={t('billing.plans.limitsLabel', { plan: name })} className="flex flex-col gap-1.5 text-sm text-gray-800">
        {USAGE_KINDS.map((kind) => (
          <li key={kind} className="flex items-start gap-2" data-testid={`plan-limit-${kind}`}>
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
            {t(pluralKey(locale, `billing.plans.limits.${kind}`, plan.limits[kind]), { count: plan.limits[kind].toLocaleString(locale === 'fr' ? 'fr-FR' : locale) })}
          </li>
        ))}
      </ul>
      <ul aria-label={t('billing.plans.featuresLabel', { plan: name })} className="flex flex-col gap-1.5 border-t border-gray-100 pt-3 text-sm text-gray-600">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {t(`billing.features.${feature as PlanFeature}`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-1">
        {current ? (
          <p className="flex h-10 items-center justify-center gap-1.5 rounded-lg bg-primary-100/70 text-sm font-semibold text-primary-800" data-testid="plan-current">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('billing.plans.current')}
          </p>
        ) : (
          <Button
            variant="outline"
            fullWidth
            disabled={disabled}
            aria-label={t('billing.plans.chooseLabel', { plan: name })}
            aria-describedby={describedBy}
            onClick={onChoose}
            data-testid={`choose-${plan.id}`}
          >
            {t('billing.plans.choose')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The three plans. Without a subscription « Choisir ce plan » subscribes (a card first: the first
 * month is paid at once); with one it changes plan, prorated. Both after a confirmation saying what is
 * charged.
 */
export function PlanCards({
  plans,
  subscription,
  hasCard,
  onAddCard,
  addingCard,
  onFailure,
}: {
  plans: Plan[];
  subscription: Subscription | null;
  hasCard: boolean;
  onAddCard: () => void;
  addingCard: boolean;
  onFailure: ReportFailure;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const said = useAnswerMessage();
  const actions = useBillingActions();
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const needsCardId = useId();
  const needsCard = !subscription && !hasCard;
  const mutation = subscription ? actions.changePlan : actions.subscribe;

  const confirm = () => {
    if (!choosing) return;
    const name = planName(t, choosing.id);
    mutation.mutate(choosing.id, {
      onSuccess: (answer) => toast.success(said(answer.message, subscription ? 'billing.toasts.changed' : 'billing.toasts.subscribed', { plan: name })),
      onError: onFailure(subscription ? 'changePlan' : 'subscribe'),
      onSettled: () => setChoosing(null),
    });
  };
  const chosenName = choosing ? planName(t, choosing.id) : '';
  const chosenPrice = choosing ? t('billing.current.perMonth', { price: formatPrice(choosing.price, choosing.currency) }) : '';

  return (
    <SectionCard icon={Layers} title={t('billing.plans.title')} description={t('billing.plans.description')} testId="available-plans">
      {needsCard && (
        <Alert tone="info" data-testid="needs-card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={needsCardId}>{t('billing.plans.needsCard')}</p>
            <Button size="sm" loading={addingCard} icon={<CreditCard aria-hidden="true" className="size-4" />} onClick={onAddCard} data-testid="needs-card-add">
              {t('billing.cards.add')}
            </Button>
          </div>
        </Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={subscription?.planId === plan.id}
            disabled={needsCard || mutation.isPending}
            describedBy={needsCard ? needsCardId : undefined}
            onChoose={() => setChoosing(plan)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={choosing !== null}
        title={t(subscription ? 'billing.confirmChange.title' : 'billing.confirmSubscribe.title', { plan: chosenName })}
        description={subscription ? t('billing.confirmChange.body', { plan: chosenName, price: chosenPrice }) : t('billing.confirmSubscribe.body', { price: chosenPrice })}
        confirmLabel={t(subscription ? 'billing.confirmChange.confirm' : 'billing.confirmSubscribe.confirm')}
        confirmVariant="primary"
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setChoosing(null)}
        testId="plan-dialog"
      />
    </SectionCard>
  );
}
