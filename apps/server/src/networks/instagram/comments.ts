import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode, dataList, graphId } from '../meta/graph-shapes.ts';
import { isoTime } from '../meta/insights.ts';
import type { AccountCredentials, NetworkComment } from '../types.ts';

const commentsAnswer = dataList(z.object({ id: graphId, text: z.string().optional(), username: z.string().optional(), timestamp: z.string().optional() }));

export async function listMediaComments(context: NetworkContext, account: AccountCredentials, mediaId: string): Promise<NetworkComment[]> {
  const body = await graph(
    context,
    { path: node(mediaId, 'comments'), query: { fields: 'id,text,username,timestamp', limit: 50 }, bearer: account.accessToken },
    commentsAnswer,
  );
  return body.data.map((comment) => ({
    id: comment.id,
    author: comment.username ?? '',
    text: comment.text ?? '',
    createdAt: isoTime(comment.timestamp),
  }));
}

/** Instagram answers a top-level comment on its `replies` edge. */
export async function replyToComment(context: NetworkContext, account: AccountCredentials, commentId: string, text: string) {
  const body = await graph(context, { method: 'POST', path: node(commentId, 'replies'), json: { message: text }, bearer: account.accessToken }, createdNode);
  return { id: body.id };
}
