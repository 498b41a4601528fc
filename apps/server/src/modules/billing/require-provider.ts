import type { PaymentClient } from '../../core/context/billing-provider.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The provider's client, or — billing off — the 409 that says billing is not enabled here and which
 * plan (or no limit) the workspace has instead.
 */
export async function requireProvider(ctx: AppContext, workspaceId: string): Promise<PaymentClient> {
  if (ctx.billing.stripe) return ctx.billing.stripe;
  const { plan } = await workspacePlan(ctx, workspaceId);
  throw plan ? new AppError(409, 'billing.notEnabled', { plan: plan.name }) : new AppError(409, 'billing.notEnabledUnlimited');
}
