import type { Network } from '@publia/shared';
import { frenchMessage } from '@publia/shared';
import type { z } from 'zod';
import { type NetworkAnswer } from './http.ts';
import { NetworkError } from './network-error.ts';

/**
 * A success body checked against the shape the network's contract promises. A readable JSON that
 * lacks what the contract says (a field missing, of another type) is `unknown`, never a crash
 * further down.
 */
export function readAnswer<S extends z.ZodType>(network: Network, schema: S, answer: NetworkAnswer): z.infer<S> {
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw new NetworkError(network, 'unknown', frenchMessage('network.missingField', { status: answer.status, field }), {
    status: answer.status,
  });
}
