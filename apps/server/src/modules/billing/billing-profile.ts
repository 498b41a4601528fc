import type { BillingProfile, BillingProfileBody } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { auditBilling, type BillingCaller } from './billing-audit.ts';
import { customerFields, defaultProfile, profileOfRow } from './customer.ts';
import { checkedProfile } from './profile-checks.ts';
import { callProvider } from './provider-call.ts';
import { findCustomer, saveProfile } from './repository.ts';
import { requireProvider } from './require-provider.ts';

/** GET /api/subscription/billing-profile: the details kept, else the workspace's name and the admin's address. */
export async function getBillingProfile(ctx: AppContext, auth: SessionInfo): Promise<BillingProfile> {
  await requireProvider(ctx, auth.workspace.id);
  const row = await findCustomer(ctx.db, auth.workspace.id);
  return row ? profileOfRow(row) : defaultProfile(auth);
}

/**
 * PUT /api/subscription/billing-profile: checks each field (French 400 naming it), gives the
 * provider's customer the same details first — so that a provider failure leaves both as they
 * were — then keeps them for the next invoices (an issued invoice keeps the buyer it was issued to).
 */
export async function saveBillingProfile(ctx: AppContext, caller: BillingCaller, body: BillingProfileBody): Promise<BillingProfile> {
  const workspaceId = caller.auth.workspace.id;
  const stripe = await requireProvider(ctx, workspaceId);
  const profile = checkedProfile(body);
  const customerId = (await findCustomer(ctx.db, workspaceId))?.customerId;
  if (customerId) await callProvider(ctx, 'customers.update', () => stripe.customers.update(customerId, customerFields(profile, workspaceId)));
  const saved = profileOfRow(await saveProfile(ctx.db, workspaceId, profile, new Date(ctx.clock.now())));
  await auditBilling(ctx, workspaceId, caller, 'billing.audit.profileSaved', { name: saved.legalName });
  return saved;
}
