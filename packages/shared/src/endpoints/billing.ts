import {
  billingDoneSchema,
  billingProfileBodySchema,
  billingProfileResponseSchema,
  currentSubscriptionResponseSchema,
  invoicesResponseSchema,
  paymentMethodsResponseSchema,
  planBodySchema,
  plansResponseSchema,
  redirectResponseSchema,
  subscriptionResponseSchema,
  usageResponseSchema,
  webhookAnswerSchema,
} from '../schemas/billing.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'billing';

/**
 * The subscription: only admins manage billing (403 for the
 * others); the usage summary is for every member (the plan banner). With billing off, the plans and
 * the usage answer; the rest says billing is not enabled. The webhook is public: the provider's
 * signature on the raw body is its only credential.
 */
export const billingEndpoints = {
  plans: endpoint({ method: 'GET', path: '/api/subscription/plans', access: 'manage_billing', tag, summary: 'The plans on sale, with their monthly price (cents, EUR) and limits', response: plansResponseSchema }),
  current: endpoint({ method: 'GET', path: '/api/subscription/current', access: 'manage_billing', tag, summary: "The workspace's subscription with this period's usage, or null", response: currentSubscriptionResponseSchema }),
  usage: endpoint({ method: 'GET', path: '/api/subscription/usage', access: 'authenticated', tag, summary: "What the workspace's plan allows and what this period has used, whatever the billing mode", response: usageResponseSchema }),
  subscribe: endpoint({ method: 'POST', path: '/api/subscription/subscribe', access: 'manage_billing', tag, summary: 'Start a subscription to a plan, charged to the default card', body: planBodySchema, response: subscriptionResponseSchema, status: 201 }),
  changePlan: endpoint({ method: 'POST', path: '/api/subscription/change-plan', access: 'manage_billing', tag, summary: 'Move the subscription to another plan, prorated (ignored for the current plan or without a subscription)', body: planBodySchema, response: subscriptionResponseSchema }),
  cancel: endpoint({ method: 'POST', path: '/api/subscription/cancel', access: 'manage_billing', tag, summary: 'Cancel at the end of the current period', response: subscriptionResponseSchema }),
  resume: endpoint({ method: 'POST', path: '/api/subscription/resume', access: 'manage_billing', tag, summary: 'Undo a cancellation planned for the end of the period', response: subscriptionResponseSchema }),
  paymentMethods: endpoint({ method: 'GET', path: '/api/subscription/payment-methods', access: 'manage_billing', tag, summary: "The workspace's cards", response: paymentMethodsResponseSchema }),
  addPaymentMethod: endpoint({ method: 'POST', path: '/api/subscription/payment-methods', access: 'manage_billing', tag, summary: 'Where the browser goes to add a card (Stripe Checkout in setup mode, or the payment sandbox)', response: redirectResponseSchema }),
  deletePaymentMethod: endpoint({ method: 'DELETE', path: '/api/subscription/payment-methods/:id', access: 'manage_billing', tag, summary: 'Remove a card', params: idParams, response: billingDoneSchema }),
  defaultPaymentMethod: endpoint({ method: 'POST', path: '/api/subscription/payment-methods/:id/default', access: 'manage_billing', tag, summary: 'Make a card the one charged', params: idParams, response: billingDoneSchema }),
  invoices: endpoint({ method: 'GET', path: '/api/subscription/invoices', access: 'manage_billing', tag, summary: "The workspace's invoices, newest first", response: invoicesResponseSchema }),
  invoicePdf: endpoint({ method: 'GET', path: '/api/subscription/invoices/:id/pdf', access: 'manage_billing', tag, summary: 'An invoice as a PDF made by Publia (sandbox mode; Stripe hosts its own)', params: idParams, download: 'application/pdf' }),
  billingProfile: endpoint({ method: 'GET', path: '/api/subscription/billing-profile', access: 'manage_billing', tag, summary: "The buyer's legal details printed on invoices", response: billingProfileResponseSchema }),
  saveBillingProfile: endpoint({ method: 'PUT', path: '/api/subscription/billing-profile', access: 'manage_billing', tag, summary: "Save the buyer's legal details (name, address, SIREN, VAT number)", body: billingProfileBodySchema, response: billingProfileResponseSchema }),
  webhook: endpoint({ method: 'POST', path: '/api/billing/webhook', access: 'public', tag, summary: "The payment provider's signed events (Stripe's webhook, or the payment sandbox's): verified on the raw body with the signing secret, each applied once", response: webhookAnswerSchema }),
} as const;
