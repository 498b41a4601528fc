import type { Db } from '../../db/client.ts';
import type { StripeCustomer, StripePaymentMethod } from './objects.ts';
import { load } from './store.ts';

export type ChargeOutcome = { paid: true; paymentMethod: string } | { paid: false; reason: 'no_card' | 'declined' };

/**
 * Charges a customer's card: the subscription's own default if it is still on the customer, else
 * the customer's invoice default. The sandbox's banks answer at once: every card pays, but the one
 * whose charges fail (4000 0000 0000 0341).
 */
export async function chargeCard(db: Db, customer: StripeCustomer, preferred: string | null): Promise<ChargeOutcome> {
  const attached = async (id: string | null) => {
    const method = id ? await load<StripePaymentMethod>(db, 'payment_method', id) : null;
    return method?.customer === customer.id ? method : null;
  };
  const card = (await attached(preferred)) ?? (await attached(customer.invoice_settings.default_payment_method));
  if (!card) return { paid: false, reason: 'no_card' };
  return card.sandboxOnly.chargesFail ? { paid: false, reason: 'declined' } : { paid: true, paymentMethod: card.id };
}
