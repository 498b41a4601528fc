import type { ApiMessageKey } from '@publia/shared';
import Stripe from 'stripe';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';

/** A bank's reason for refusing a card, as Stripe names it, in the catalogue's words. */
const DECLINES: Record<string, ApiMessageKey> = {
  insufficient_funds: 'billing.cardDeclined.insufficientFunds',
  expired_card: 'billing.cardDeclined.expiredCard',
  incorrect_cvc: 'billing.cardDeclined.incorrectCvc',
  lost_card: 'billing.cardDeclined.lostOrStolen',
  stolen_card: 'billing.cardDeclined.lostOrStolen',
  processing_error: 'billing.cardDeclined.processingError',
};

/** The French refusal of a declined card: its bank's reason when known. */
export function declineOf(error: { decline_code?: string | undefined; code?: string | undefined }): AppError {
  const key = DECLINES[error.decline_code ?? ''] ?? DECLINES[error.code ?? ''] ?? 'billing.cardDeclined';
  return new AppError(402, key);
}

export const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');

/**
 * Calls the payment provider and turns its failures into what the user hears: a declined card is a
 * 402 naming the refusal, a missing object the caller's 404 (`notFound`), anything else — network,
 * time-out, Stripe's 5xx, a request it refused — a 502 « service de paiement indisponible », never
 * a 500.
 */
export async function callProvider<T>(ctx: AppContext, action: string, call: () => Promise<T>, notFound?: ApiMessageKey): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) throw declineOf(error);
    if (notFound && isMissing(error)) throw new AppError(404, notFound);
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    ctx.logger.error({ err: error, action, type: stripeError?.type, code: stripeError?.code, status: stripeError?.statusCode }, 'prestataire de paiement : appel en échec');
    throw new AppError(502, 'billing.providerUnavailable');
  }
}
