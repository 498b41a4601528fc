import { frenchMessage } from '@publia/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { checkCard, type CardForm } from './cards.ts';
import { renderCardPage, renderCheckoutNotice } from './checkout-page.ts';
import { completeCheckout, sessionAt, successUrlOf } from './checkout-session.ts';
import { seconds, type PaymentSandbox } from './context.ts';
import type { StripeCheckoutSession, StripeCustomer } from './objects.ts';
import { StripeApiError } from './errors.ts';
import { operate } from './operation.ts';
import { load } from './store.ts';

type PageRequest = { Params: { id: string } };

const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

const formOf = (body: unknown): CardForm => {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (name: keyof CardForm) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 200) : '');
  return { number: text('number'), expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
};

/** The session if the form may be shown, else the page that says why is sent. */
async function openSession(sandbox: PaymentSandbox, id: string, reply: FastifyReply): Promise<StripeCheckoutSession | null> {
  const found = await load<StripeCheckoutSession>(sandbox.db, 'checkout_session', id);
  if (!found) {
    html(reply, 404, renderCheckoutNotice(frenchMessage('paymentSandbox.session.notFound'), sandbox.publicUrl));
    return null;
  }
  const session = sessionAt(found, seconds(await sandbox.now()));
  if (session.status === 'complete') html(reply, 200, renderCheckoutNotice(frenchMessage('paymentSandbox.session.complete'), successUrlOf(session)));
  if (session.status === 'expired') html(reply, 410, renderCheckoutNotice(frenchMessage('paymentSandbox.session.expired'), session.cancel_url ?? sandbox.publicUrl));
  return session.status === 'open' ? session : null;
}

/** What the page shows of the form's session: whose card it is, and the way back. */
async function pageOf(sandbox: PaymentSandbox, session: StripeCheckoutSession) {
  const customer = await load<StripeCustomer>(sandbox.db, 'customer', session.customer);
  return { sessionId: session.id, customer: customer?.name || customer?.email || session.customer, cancelUrl: session.cancel_url ?? sandbox.publicUrl };
}

/**
 * The hosted card page a checkout session's `url` leads to: the form, its French refusals field by
 * field, and on a good card the customer sent back to `success_url` (303) once the card is
 * attached and the webhook told. A declined card attaches nothing.
 */
export const checkoutPageRoutes =
  (sandbox: PaymentSandbox): FastifyPluginAsync =>
  async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      // A form the parser refused (a bad percent-encoding) is a Stripe refusal, with its own status.
      const status = error instanceof StripeApiError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'payment sandbox page');
      return html(reply, status >= 500 ? 500 : status, renderCheckoutNotice(frenchMessage('paymentSandbox.page.failed'), sandbox.publicUrl));
    });

    scope.get<PageRequest>('/checkout/:id', async (request, reply) => {
      const session = await openSession(sandbox, request.params.id, reply);
      if (!session) return reply;
      return html(reply, 200, renderCardPage({ ...(await pageOf(sandbox, session)), values: {}, errors: {} }));
    });

    scope.post<PageRequest>('/checkout/:id', async (request, reply) => {
      const session = await openSession(sandbox, request.params.id, reply);
      if (!session) return reply;
      const values = formOf(request.body);
      const checked = checkCard(values, new Date(await sandbox.now()));
      const view = { ...(await pageOf(sandbox, session)), values };
      if ('errors' in checked) return html(reply, 400, renderCardPage({ ...view, errors: checked.errors }));
      if (checked.card.behaviour === 'declined') {
        return html(reply, 402, renderCardPage({ ...view, errors: {}, refusal: frenchMessage('paymentSandbox.card.declined') }));
      }
      const completed = await operate(sandbox, (op) => completeCheckout(op, session.id, checked.card));
      // Sent twice at once, the second form finds the session complete: back to Publia all the same.
      if (completed?.status === 'complete') return reply.redirect(successUrlOf(completed), 303);
      return openSession(sandbox, request.params.id, reply).then(() => reply);
    });
  };
