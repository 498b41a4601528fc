import type { UsageSummary } from '@publia/shared';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { usePlanUsage } from '../../lib/plan-usage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useCan } from '../auth/use-can.ts';
import { BillingProfileForm } from './BillingProfileForm.tsx';
import { CurrentPlanCard } from './CurrentPlanCard.tsx';
import { FailureBanner, useFailure, type ReportFailure } from './FailureBanner.tsx';
import { InvoiceHistory } from './InvoiceHistory.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { PlanCards } from './PlanCards.tsx';
import { useBillingActions, useBillingLists, useBillingProfile } from './queries.ts';
import { allOf, SectionQuery } from './SectionQuery.tsx';
import { useCardReturn } from './use-card-return.ts';
import billingMessages from '../../locales/fr-pages/billing.json';
import planMessages from '../../locales/fr-pages/plan.json';

// This page's French, and the plan's words it shares with the settings banner, join the catalogue with its chunk, before it renders.
addPageMessages('billing', billingMessages);
addPageMessages('plan', planMessages);

/** An admin's page with billing on: the subscription, the cards, the plans, the invoices, the legal details. */
function ManageBilling({
  usage,
  lists,
  onFailure,
  clearFailure,
}: {
  usage: UsageSummary;
  lists: ReturnType<typeof useBillingLists>;
  onFailure: ReportFailure;
  clearFailure: () => void;
}) {
  const { addCard } = useBillingActions();
  const onAddCard = () => {
    clearFailure();
    addCard.mutate(undefined, { onError: onFailure('addCard') });
  };
  // Once the card page's address is known the browser is leaving: the button stays busy until it has.
  const addingCard = addCard.isPending || addCard.isSuccess;

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SectionQuery query={lists.current} lines={4}>
            {(subscription) => <CurrentPlanCard usage={usage} subscription={subscription} onFailure={onFailure} />}
          </SectionQuery>
        </div>
        <SectionQuery query={lists.paymentMethods}>{(cards) => <PaymentMethods cards={cards} onAddCard={onAddCard} addingCard={addingCard} onFailure={onFailure} />}</SectionQuery>
      </div>
      <SectionQuery query={allOf(lists.plans, lists.current, lists.paymentMethods)} lines={4}>
        {([plans, subscription, cards]) => (
          <PlanCards plans={plans} subscription={subscription} hasCard={cards.length > 0} onAddCard={onAddCard} addingCard={addingCard} onFailure={onFailure} />
        )}
      </SectionQuery>
      <SectionQuery query={lists.invoices}>{(invoices) => <InvoiceHistory invoices={invoices} />}</SectionQuery>
      <BillingProfileForm />
    </>
  );
}

/**
 * /settings/subscription (« Abonnement »). An admin with billing on manages the subscription, the cards
 * and the invoices (the four lists asked for at once); with billing off the page says so and shows
 * the plan and its usage; a member who does not manage billing sees the same, and why.
 */
export function SubscriptionPage() {
  const t = useT();
  useDocumentTitle(t('billing.title'));
  useCardReturn();
  const canManage = useCan('manage_billing');
  // The usage, the four lists and the legal details are asked for together, at once; with billing
  // off only the usage is shown (the others then say billing is not enabled, and are left aside).
  const usage = usePlanUsage();
  const lists = useBillingLists(canManage);
  useBillingProfile(canManage);
  const { failure, report, clear } = useFailure();

  return (
    <div className="flex flex-col gap-6" data-testid="subscription-page">
      <BackLink to="/settings" label={t('billing.back')} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('billing.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('billing.intro')}</p>
      </header>
      <FailureBanner failure={failure} onDismiss={clear} />
      <QueryState query={usage} lines={4}>
        {(summary) =>
          summary.mode !== 'off' && canManage ? (
            <ManageBilling usage={summary} lists={lists} onFailure={report} clearFailure={clear} />
          ) : (
            <>
              {summary.mode === 'off' ? (
                <Alert tone="info" data-testid="billing-off">
                  <p className="font-semibold">{t('billing.off.title')}</p>
                  <p className="mt-0.5">{t(summary.limits ? 'billing.off.body' : 'billing.off.bodyUnlimited')}</p>
                </Alert>
              ) : (
                <Alert tone="info" data-testid="billing-read-only">
                  {t('billing.readOnly')}
                </Alert>
              )}
              <CurrentPlanCard usage={summary} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
