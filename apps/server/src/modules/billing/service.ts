/** The billing module's public face: what the app, the jobs and other modules may use. */
export { addCardRedirect } from './add-card.ts';
export { getBillingProfile, saveBillingProfile } from './billing-profile.ts';
export { cancelSubscription, resumeSubscription } from './cancellation.ts';
export { changePlan } from './change-plan.ts';
export { currentSubscription, usageSummary } from './current.ts';
export { invoicePdf, listInvoiceViews } from './invoices.ts';
export { deletePaymentMethod, listPaymentMethods, setDefaultPaymentMethod } from './payment-methods.ts';
export { listPlans } from './plans.ts';
export { purgeOldBillingEvents } from './purge.ts';
export { createBillingProvider, paymentSandboxKeys } from './stripe-client.ts';
export { subscribe } from './subscribe.ts';
