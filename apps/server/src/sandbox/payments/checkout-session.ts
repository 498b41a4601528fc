import { lockedCustomer } from './customers.ts';
import type { CheckedCard } from './cards.ts';
import { stripeId } from './ids.ts';
import type { StripeCheckoutSession, StripePaymentMethod, StripeSetupIntent } from './objects.ts';
import type { Operation } from './operation.ts';
import { loadForUpdate, save } from './store.ts';

/** A session's status at `now`: an open one past its `expires_at` has expired, as Stripe shows it. */
export function sessionAt(session: StripeCheckoutSession, now: number): StripeCheckoutSession {
  return session.status === 'open' && now >= session.expires_at ? { ...session, status: 'expired' } : session;
}

/** Where Stripe sends the customer back: `{CHECKOUT_SESSION_ID}` in the address replaced by the session's id. */
export const successUrlOf = (session: StripeCheckoutSession) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/**
 * A good card typed on the page of an open session: the card attached to the session's customer,
 * a succeeded setup intent, the session complete — `payment_method.attached` then
 * `checkout.session.completed`. The session is locked, so a form sent twice attaches one card.
 * Answers the session as it now is (still open only if it was not found open).
 */
export async function completeCheckout(op: Operation, id: string, card: CheckedCard): Promise<StripeCheckoutSession | null> {
  const found = await loadForUpdate<StripeCheckoutSession>(op.db, 'checkout_session', id);
  if (!found) return null;
  const session = sessionAt(found, op.now);
  if (session.status !== 'open') return session;
  const customer = await lockedCustomer(op, session.customer);
  const method: StripePaymentMethod = {
    id: stripeId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, display_brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit', country: 'FR' },
    billing_details: { name: card.holder, email: null, phone: null, address: null },
    customer: customer.id,
    created: op.now,
    livemode: false,
    metadata: {},
    sandboxOnly: { chargesFail: card.behaviour === 'chargeFails' },
  };
  const intent: StripeSetupIntent = {
    id: stripeId('seti'),
    object: 'setup_intent',
    status: 'succeeded',
    customer: customer.id,
    payment_method: method.id,
    payment_method_types: ['card'],
    usage: 'off_session',
    created: op.now,
    livemode: false,
  };
  Object.assign(session, { status: 'complete', setup_intent: intent.id });
  await save(op.db, 'payment_method', method.id, method);
  await save(op.db, 'setup_intent', intent.id, intent);
  await save(op.db, 'checkout_session', session.id, session);
  op.emit('payment_method.attached', method);
  op.emit('checkout.session.completed', session);
  return session;
}
