import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { nextFault, type SandboxFault } from '../../sandbox/faults.ts';
import type { GraphError } from '../errors.ts';
import { callerOf, tokenOf, type Caller } from './accounts.ts';
import { answerFault, GRAPH_ERRORS, sendGraphError } from './graph-answers.ts';

/** What differs between the Facebook and Instagram fakes of the same Graph API. */
export interface GraphFake {
  db: Db;
  network: 'facebook' | 'instagram';
  /** Public address of this fake: where its post pages are. */
  siteUrl: string;
  /** The Business Use Case a throttle answer reports: `pages` or `instagram`. */
  usageType: string;
  throttle: GraphError;
  duplicate: GraphError;
}

export type Call = { caller: Caller & { ok: true }; fault: SandboxFault | null };

/**
 * The start of every fake endpoint: an armed fault answers first (a `processing_failure` is handed
 * to the endpoint), then the token is checked. Null when the answer is already sent.
 */
export async function guard(
  fake: GraphFake,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  usageKey = 'publia-sandbox',
): Promise<Call | null> {
  const token = tokenOf(request);
  const fault = await nextFault(fake.db, fake.network, operation);
  if (fault && fault !== 'processing_failure') {
    await answerFault(reply, fault, { db: fake.db, network: fake.network, token, usageKey, usageType: fake.usageType, throttle: fake.throttle, duplicate: fake.duplicate });
    return null;
  }
  const caller = await callerOf(fake.db, fake.network, token);
  if (!caller.ok) {
    const error = caller.reason === 'missing' ? GRAPH_ERRORS.missingToken : caller.reason === 'expired' ? GRAPH_ERRORS.expiredToken() : GRAPH_ERRORS.invalidToken;
    // Graph says 400 even for a dead token: only the body's code 190 tells.
    await sendGraphError(reply, error);
    return null;
  }
  return { caller, fault };
}
