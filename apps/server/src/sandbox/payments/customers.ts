import type { Db } from '../../db/client.ts';
import { noSuchObject, notTheCustomers } from './errors.ts';
import type { StripeCustomer, StripePaymentMethod } from './objects.ts';
import type { Operation } from './operation.ts';
import { load, loadForUpdate } from './store.ts';

/** A customer locked for the operation (its balance or default card may change), or Stripe's refusal. */
export async function lockedCustomer(op: Operation, id: string, param?: string): Promise<StripeCustomer> {
  const customer = await loadForUpdate<StripeCustomer>(op.db, 'customer', id);
  if (!customer) throw noSuchObject('customer', id, param);
  return customer;
}

/**
 * A card given as a default must be the customer's own: another customer's is answered as Stripe
 * answers it, missing (`resource_missing`) for this customer, so that a card's id opens nothing
 * of another customer's.
 */
export async function requireAttached(db: Db, customer: StripeCustomer, id: string, param: string): Promise<StripePaymentMethod> {
  const method = await load<StripePaymentMethod>(db, 'payment_method', id);
  if (!method) throw noSuchObject('payment_method', id, param);
  if (method.customer !== customer.id) throw notTheCustomers(id, param);
  return method;
}
