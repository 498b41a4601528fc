import type { FastifyReply } from 'fastify';
import type { SandboxPost } from '../kit/posts.ts';
import { actsFor, findInstagramAccount, findPage, type SandboxInstagramAccount } from '../meta/accounts.ts';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import type { Call, GraphFake } from '../meta/guard.ts';
import { findMediaWithPage, NETWORK } from './store.ts';

/** The Instagram account a call names, if the token may act for it (its Page's token, or its owner's). */
export async function reachableAccount(fake: GraphFake, call: Call, accountId: string, reply: FastifyReply): Promise<SandboxInstagramAccount | null> {
  const account = await findInstagramAccount(fake.db, NETWORK, accountId);
  const page = account ? await findPage(fake.db, NETWORK, account.pageId) : null;
  if (!account || !page || !actsFor(call.caller, page)) {
    await sendGraphError(reply, GRAPH_ERRORS.unknownObject(accountId));
    return null;
  }
  return account;
}

/**
 * A media the caller may read: one of the accounts its token acts for. The media, its account
 * and the account's Page in one statement.
 */
export async function reachableMedia(fake: GraphFake, call: Call, id: string, reply: FastifyReply): Promise<SandboxPost | null> {
  const found = await findMediaWithPage(fake.db, id);
  if (!found?.page || !actsFor(call.caller, found.page)) {
    await sendGraphError(reply, GRAPH_ERRORS.unknownObject(found ? found.post.userId : id));
    return null;
  }
  return found.post;
}
