import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import type { BillingCaller } from './billing-audit.ts';
import { ensureCustomer } from './customer.ts';
import { callProvider } from './provider-call.ts';
import { requireProvider } from './require-provider.ts';

/** Where the card page sends the browser back: the subscription page, told how it went. */
export const cardReturnUrls = (publicUrl: string) => ({
  success: `${publicUrl}/settings/subscription?card=added`,
  cancel: `${publicUrl}/settings/subscription?card=cancelled`,
});

/**
 * POST /api/subscription/payment-methods: a Checkout session in setup mode (the provider's page
 * takes the card, Publia never sees its number); the answer is where the browser goes. The card is
 * attached on that page, and its webhook makes it the default when the customer had none.
 */
export async function addCardRedirect(ctx: AppContext, caller: BillingCaller): Promise<string> {
  const stripe = await requireProvider(ctx, caller.auth.workspace.id);
  const customerId = await ensureCustomer(ctx, stripe, caller.auth);
  const urls = cardReturnUrls(ctx.config.publicUrl);
  const session = await callProvider(ctx, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customerId,
      currency: 'eur',
      success_url: urls.success,
      cancel_url: urls.cancel,
    }),
  );
  if (!session.url) {
    ctx.logger.error({ sessionId: session.id }, 'session de paiement sans adresse de page');
    throw new AppError(502, 'billing.providerUnavailable');
  }
  return session.url;
}
