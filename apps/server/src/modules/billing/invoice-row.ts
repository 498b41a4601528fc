import type { BillingProfile, PlanId } from '@publia/shared';
import type Stripe from 'stripe';
import type { BillingSettings } from '../../config.ts';
import { billedPeriodOf, taxOf } from './provider-objects.ts';
import type { NewInvoiceRow } from './repository.ts';

/** An invoice line as kept and printed: what it bills and its amount (cents, taxes included). */
export interface InvoiceLine {
  description: string;
  amount: number;
}

export type InvoiceSeller = BillingSettings['seller'];

/** The buyer when the workspace has no billing profile: what the provider printed on its own copy. */
export function buyerOfInvoice(invoice: Stripe.Invoice): BillingProfile {
  const address = invoice.customer_address;
  return {
    legalName: invoice.customer_name ?? '',
    email: invoice.customer_email ?? '',
    addressLine1: address?.line1 ?? '',
    addressLine2: address?.line2 ?? '',
    postalCode: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
    siren: '',
    vatNumber: '',
  };
}

/**
 * An issued invoice of the provider as Publia files it: amounts in cents (HT = total − VAT), its
 * lines, the seller and the buyer as they are at issue time, its dates.
 */
export function invoiceRowOf(
  invoice: Stripe.Invoice & { number: string },
  context: { workspaceId: string; planId: PlanId | null; buyer: BillingProfile; billing: BillingSettings },
): NewInvoiceRow {
  const tax = taxOf(invoice, context.billing.vatRatePercent);
  const period = billedPeriodOf(invoice);
  const finalizedAt = invoice.status_transitions?.finalized_at ?? invoice.created;
  const paidAt = invoice.status_transitions?.paid_at;
  const lines: InvoiceLine[] = (invoice.lines?.data ?? []).map((line) => ({ description: line.description ?? '', amount: line.amount }));
  return {
    workspaceId: context.workspaceId,
    providerInvoiceId: invoice.id,
    number: invoice.number,
    status: invoice.status ?? 'open',
    currency: invoice.currency,
    subtotal: invoice.total - tax,
    tax,
    total: invoice.total,
    vatRatePercent: context.billing.vatRatePercent,
    planId: context.planId,
    periodStart: period.start,
    periodEnd: period.end,
    lines,
    seller: { ...context.billing.seller },
    buyer: { ...context.buyer },
    hostedPdfUrl: invoice.invoice_pdf ?? null,
    issuedAt: new Date(finalizedAt * 1000),
    paidAt: typeof paidAt === 'number' ? new Date(paidAt * 1000) : null,
  };
}
