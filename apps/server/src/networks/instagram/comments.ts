import { optionalString, requireList, requireString, valueAt } from '../answer-fields.ts';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { isoTime } from '../meta/insights.ts';
import type { AccountCredentials, NetworkComment } from '../types.ts';

export async function listMediaComments(context: NetworkContext, account: AccountCredentials, mediaId: string): Promise<NetworkComment[]> {
  const body = await graph(context, {
    path: node(mediaId, 'comments'),
    query: { fields: 'id,text,username,timestamp', limit: 50 },
    bearer: account.accessToken,
  });
  return requireList(context.network, body, 'data').map((comment) => ({
    id: requireString(context.network, comment, 'id'),
    author: optionalString(comment, 'username') ?? '',
    text: optionalString(comment, 'text') ?? '',
    createdAt: isoTime(valueAt(comment, 'timestamp')),
  }));
}

/** Instagram answers a top-level comment on its `replies` edge. */
export async function replyToComment(context: NetworkContext, account: AccountCredentials, commentId: string, text: string) {
  const body = await graph(context, { method: 'POST', path: node(commentId, 'replies'), json: { message: text }, bearer: account.accessToken });
  return { id: requireString(context.network, body, 'id') };
}
