import { optionalString, requireList, requireString, valueAt } from '../answer-fields.ts';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { isoTime } from '../meta/insights.ts';
import type { AccountCredentials, NetworkComment } from '../types.ts';

export async function listPageComments(context: NetworkContext, account: AccountCredentials, externalId: string): Promise<NetworkComment[]> {
  const body = await graph(context, {
    path: node(externalId, 'comments'),
    query: { fields: 'id,message,from,created_time', limit: 100 },
    bearer: account.accessToken,
  });
  return requireList(context.network, body, 'data').map((comment) => ({
    id: requireString(context.network, comment, 'id'),
    // `from` is withheld for people who did not allow it: the comment still counts.
    author: optionalString(comment, 'from.name') ?? '',
    text: optionalString(comment, 'message') ?? '',
    createdAt: isoTime(valueAt(comment, 'created_time')),
  }));
}

/** A reply is a comment on the comment, written as the Page. */
export async function replyAsPage(context: NetworkContext, account: AccountCredentials, commentId: string, text: string) {
  const body = await graph(context, { method: 'POST', path: node(commentId, 'comments'), json: { message: text }, bearer: account.accessToken });
  return { id: requireString(context.network, body, 'id') };
}
