import {
  billingEndpoints as endpoints,
  type BillingProfile,
  type BillingProfileBody,
  type Invoice,
  type PaymentMethod,
  type Plan,
  type PlanId,
  type Subscription,
} from '@publia/shared';
import { api } from '../../lib/api-client.ts';

export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return (await api.call(endpoints.plans, {}, { signal })).data;
}

export async function getSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  return (await api.call(endpoints.current, {}, { signal })).data;
}

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return (await api.call(endpoints.paymentMethods, {}, { signal })).data;
}

export async function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return (await api.call(endpoints.invoices, {}, { signal })).data;
}

export async function getBillingProfile(signal?: AbortSignal): Promise<BillingProfile> {
  return (await api.call(endpoints.billingProfile, {}, { signal })).data;
}

/** A subscription write's answer: the subscription as it now is, and the server's words. */
export type SubscriptionAnswer = { data: Subscription | null; message: string };

export function subscribe(planId: PlanId): Promise<SubscriptionAnswer> {
  return api.call(endpoints.subscribe, { body: { planId } });
}

export function changePlan(planId: PlanId): Promise<SubscriptionAnswer> {
  return api.call(endpoints.changePlan, { body: { planId } });
}

export function cancelSubscription(): Promise<SubscriptionAnswer> {
  return api.call(endpoints.cancel, {});
}

export function resumeSubscription(): Promise<SubscriptionAnswer> {
  return api.call(endpoints.resume, {});
}

/** Where the browser goes to add a card (Stripe Checkout, or the payment sandbox's card page). */
export async function startAddingCard(): Promise<string> {
  return (await api.call(endpoints.addPaymentMethod, {})).redirectUrl;
}

export async function deletePaymentMethod(id: string): Promise<string> {
  return (await api.call(endpoints.deletePaymentMethod, { params: { id } })).message;
}

export async function makeDefaultPaymentMethod(id: string): Promise<string> {
  return (await api.call(endpoints.defaultPaymentMethod, { params: { id } })).message;
}

export async function saveBillingProfile(body: BillingProfileBody): Promise<BillingProfile> {
  return (await api.call(endpoints.saveBillingProfile, { body })).data;
}
