import type { PlanId } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingQueryKey } from '../../lib/plan-usage.ts';
import {
  cancelSubscription,
  changePlan,
  deletePaymentMethod,
  getBillingProfile,
  getInvoices,
  getPaymentMethods,
  getPlans,
  getSubscription,
  makeDefaultPaymentMethod,
  resumeSubscription,
  saveBillingProfile,
  startAddingCard,
  subscribe,
  type SubscriptionAnswer,
} from './api.ts';

const keys = {
  plans: [...billingQueryKey, 'plans'],
  current: [...billingQueryKey, 'current'],
  paymentMethods: [...billingQueryKey, 'payment-methods'],
  invoices: [...billingQueryKey, 'invoices'],
  profile: [...billingQueryKey, 'profile'],
} as const;

/**
 * The page's four lists, asked for at once (each its own query, fired together on the first
 * render). Only an admin asks: the others would only be refused.
 */
export function useBillingLists(enabled: boolean) {
  return {
    plans: useQuery({ queryKey: keys.plans, queryFn: ({ signal }) => getPlans(signal), enabled, staleTime: 5 * 60_000 }),
    current: useQuery({ queryKey: keys.current, queryFn: ({ signal }) => getSubscription(signal), enabled }),
    paymentMethods: useQuery({ queryKey: keys.paymentMethods, queryFn: ({ signal }) => getPaymentMethods(signal), enabled }),
    invoices: useQuery({ queryKey: keys.invoices, queryFn: ({ signal }) => getInvoices(signal), enabled }),
  };
}

export function useBillingProfile(enabled: boolean) {
  return useQuery({ queryKey: keys.profile, queryFn: ({ signal }) => getBillingProfile(signal), enabled });
}

/**
 * The subscription's and the cards' writes. Each answer may change everything on the page (the plan,
 * its limits, a new invoice, the default card): all billing reads are asked again once it is done.
 */
export function useBillingActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingQueryKey });
  const withSubscription = (answer: SubscriptionAnswer) => {
    queryClient.setQueryData(keys.current, answer.data);
    return refresh();
  };
  return {
    subscribe: useMutation({ mutationFn: (planId: PlanId) => subscribe(planId), onSuccess: withSubscription }),
    changePlan: useMutation({ mutationFn: (planId: PlanId) => changePlan(planId), onSuccess: withSubscription }),
    cancel: useMutation({ mutationFn: cancelSubscription, onSuccess: withSubscription }),
    resume: useMutation({ mutationFn: resumeSubscription, onSuccess: withSubscription }),
    // The browser leaves for the card page: nothing to read again.
    addCard: useMutation({ mutationFn: startAddingCard, onSuccess: (url) => window.location.assign(url) }),
    deleteCard: useMutation({ mutationFn: deletePaymentMethod, onSuccess: refresh }),
    makeDefault: useMutation({ mutationFn: makeDefaultPaymentMethod, onSuccess: refresh }),
  };
}

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBillingProfile, onSuccess: (profile) => queryClient.setQueryData(keys.profile, profile) });
}
