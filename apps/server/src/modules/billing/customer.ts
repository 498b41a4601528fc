import type { BillingProfile } from '@publia/shared';
import type Stripe from 'stripe';
import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { callProvider } from './provider-call.ts';
import { idOf } from './provider-objects.ts';
import { findCustomer, keepCustomerId, type CustomerRow } from './repository.ts';

/** Until an admin fills the billing profile, invoices name the workspace and reach the admin who acted. */
export const defaultProfile = (auth: SessionInfo): BillingProfile => ({
  legalName: auth.workspace.name,
  email: auth.user.email,
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  country: 'FR',
  siren: '',
  vatNumber: '',
});

export const profileOfRow = (row: CustomerRow): BillingProfile => ({
  legalName: row.legalName,
  email: row.email,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country,
  siren: row.siren,
  vatNumber: row.vatNumber,
});

/** The provider's customer fields for a profile: its own invoices and receipts then carry them too. */
export function customerFields(profile: BillingProfile, workspaceId: string): Stripe.CustomerUpdateParams {
  return {
    name: profile.legalName,
    email: profile.email,
    ...(profile.addressLine1
      ? {
          address: {
            line1: profile.addressLine1,
            line2: profile.addressLine2,
            postal_code: profile.postalCode,
            city: profile.city,
            country: profile.country,
          },
        }
      : {}),
    metadata: { workspaceId, siren: profile.siren, vatNumber: profile.vatNumber },
  };
}

/**
 * The provider's customer of the workspace, made (with the billing profile) on the first action
 * that needs one. Two first actions at once on this instance share one creation: sent twice, its
 * idempotency key would reach the provider while the first request is still under way, which the
 * provider refuses (409) until it has answered. The key still makes one customer of creations
 * from two instances.
 */
export async function ensureCustomer(ctx: AppContext, stripe: PaymentClient, auth: SessionInfo): Promise<string> {
  const workspaceId = auth.workspace.id;
  const row = await findCustomer(ctx.db, workspaceId);
  if (row?.customerId) return row.customerId;
  return ctx.caches.customers.run(workspaceId, async () => {
    const again = await findCustomer(ctx.db, workspaceId);
    if (again?.customerId) return again.customerId;
    const profile = again ? profileOfRow(again) : defaultProfile(auth);
    const customer = await callProvider(ctx, 'customers.create', () =>
      stripe.customers.create(customerFields(profile, workspaceId) as Stripe.CustomerCreateParams, { idempotencyKey: `publia-customer-${workspaceId}` }),
    );
    return keepCustomerId(ctx.db, workspaceId, customer.id, profile, new Date(ctx.clock.now()));
  });
}

/** The workspace's customer id, without making one (reads need none). */
export async function existingCustomer(ctx: AppContext, workspaceId: string): Promise<string | null> {
  return (await findCustomer(ctx.db, workspaceId))?.customerId ?? null;
}

/** The card the provider charges: the customer's default. */
export async function defaultCardOf(ctx: AppContext, stripe: PaymentClient, customerId: string): Promise<string | null> {
  const customer = await callProvider(ctx, 'customers.retrieve', () => stripe.customers.retrieve(customerId));
  if ('deleted' in customer && customer.deleted) return null;
  return idOf(customer.invoice_settings?.default_payment_method);
}

/** The customer's cards, newest first. */
export async function cardsOf(ctx: AppContext, stripe: PaymentClient, customerId: string): Promise<Stripe.PaymentMethod[]> {
  const list = await callProvider(ctx, 'paymentMethods.list', () => stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }));
  return [...list.data].sort((a, b) => b.created - a.created);
}
