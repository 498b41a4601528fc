import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SandboxAudience } from '../kit/audience-clock.ts';
import type { createGate, FakeDialect } from '../kit/gate.ts';
import { tokenKey, type SandboxUser } from '../kit/oauth.ts';
import { getRecord } from '../kit/repository.ts';
import { GRAPH_ERRORS, sendGraphError } from './graph-answers.ts';

/** What the Facebook and Instagram fakes of the same Graph API share. */
export interface GraphFake {
  db: Db;
  clock: Clock;
  /** Figures and followers on the demo audience's time. */
  audience: SandboxAudience;
  network: 'facebook' | 'instagram';
  /** Public address of the sandboxes (shared pages such as avatars are under it). */
  publicUrl: string;
  /** Public address of this fake: where its post pages are. */
  siteUrl: string;
  /** How Graph words failures, and the shared sandbox gate speaking it. */
  dialect: FakeDialect;
  gate: ReturnType<typeof createGate>;
}

/** A user token, or a Page token (then `pageId` says which Page it acts as). */
export interface Caller {
  token: string;
  user: SandboxUser;
  scope: string;
  pageId: string | null;
}

export type Call = { caller: Caller; fault: 'processing_failure' | null };

export const pageOfToken = async (db: Db, network: string, token: string) => (await getRecord<{ pageId: string }>(db, network, 'page-token', tokenKey(token)))?.pageId ?? null;

/**
 * The start of every fake Graph endpoint: the shared gate answers an armed fault and checks the
 * token; then who calls — a user, or a Page through its token. Null when the answer is sent.
 */
export async function guard(fake: GraphFake, request: FastifyRequest, reply: FastifyReply, operation: string): Promise<Call | null> {
  const entry = await fake.gate.enter(request, reply, operation);
  if (!entry) return null;
  const user = entry.user;
  if (!user) {
    await sendGraphError(reply, GRAPH_ERRORS.invalidToken);
    return null;
  }
  const caller = { token: entry.token, user, scope: entry.scope, pageId: await pageOfToken(fake.db, fake.network, entry.token) };
  return { caller, fault: entry.fault };
}
