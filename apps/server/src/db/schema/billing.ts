import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * A workspace as the payment provider's customer, with the legal details printed on its invoices
 * (a French business files them: name, address, SIREN, VAT number).
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The provider's customer id (cus_…); null until the first billing action creates it. */
    customerId: text('customer_id'),
    legalName: text('legal_name').notNull().default(''),
    email: text('email').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('FR'),
    siren: text('siren').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('billing_customers_customer_unique').on(t.customerId)],
);

/**
 * An invoice of the provider, kept as it was issued: the amounts (cents, taxes included), the
 * seller's and buyer's details at issue time (a later change of address does not rewrite a filed
 * invoice). Invoices stay when the workspace is deleted — the law keeps them 10 years — hence no
 * cascade: the workspace id is kept as a plain value.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    workspaceId: uuid('workspace_id').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    planId: text('plan_id'),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    /** What the invoice bills, line by line: [{ description, amount }]. */
    lines: jsonb('lines').notNull().default([]),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** Stripe's own PDF (stripe mode); null when Publia draws it (sandbox mode). */
    hostedPdfUrl: text('hosted_pdf_url'),
    issuedAt: timestamptz('issued_at').notNull(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_invoices_provider_unique').on(t.providerInvoiceId), index('billing_invoices_workspace_idx').on(t.workspaceId, t.issuedAt)],
);

/** Every webhook event applied, by the provider's id: the same event delivered twice is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
