import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import type { PaymentSandbox } from './context.ts';
import { runDue } from './renewals.ts';
import { advanceTo } from './sandbox-clock.ts';

const advanceSchema = z.object({ to: z.iso.datetime({ offset: true }) }).strict();

/**
 * The payment sandbox's controls (served with `SANDBOX_CONTROLS` only), for tests and demos:
 * `_advance` moves its time forward and runs what falls due (renewals, retries, cancellations at
 * the period's end), `_deliver` sends again the events the webhook did not take. Like the
 * networks' controls, they refuse another site and take JSON only, which a plain form cannot send.
 */
export const paymentControlRoutes =
  (sandbox: PaymentSandbox): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (sandbox.sameOrigin && !sandbox.sameOrigin(request)) throw new AppError(403, 'sandbox.controlsCrossSite');
      const type = request.headers['content-type'];
      if (!type?.startsWith('application/json')) throw new AppError(415, 'http.unsupportedMediaType', { type: type ?? 'aucun' });
    });

    scope.post('/_advance', async (request) => {
      const { to } = parseInput(advanceSchema, request.body);
      const now = await advanceTo(sandbox.db, sandbox.clock, Date.parse(to));
      return { ...(await runDue(sandbox)), now: new Date(now).toISOString() };
    });

    scope.post('/_deliver', async () => sandbox.deliverPending());
  };
