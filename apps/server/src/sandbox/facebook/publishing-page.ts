import type { FastifyReply } from 'fastify';
import { findPage, type SandboxPage } from '../meta/accounts.ts';
import { GRAPH_ERRORS, sendGraphError } from '../meta/graph-answers.ts';
import type { Call, GraphFake } from '../meta/guard.ts';
import { NETWORK } from './store.ts';

/** The Page a publishing call names, which only that Page's token may publish to. */
export async function publishingPage(fake: GraphFake, call: Call, pageId: string, reply: FastifyReply): Promise<SandboxPage | null> {
  const page = await findPage(fake.db, NETWORK, pageId);
  if (!page) {
    await sendGraphError(reply, GRAPH_ERRORS.unknownObject(pageId));
    return null;
  }
  if (call.caller.pageId !== page.id) {
    await sendGraphError(reply, GRAPH_ERRORS.pagePermission, 403);
    return null;
  }
  return page;
}
