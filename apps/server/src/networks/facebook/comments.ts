import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode, dataList, graphId } from '../meta/graph-shapes.ts';
import { isoTime } from '../meta/insights.ts';
import type { AccountCredentials, NetworkComment } from '../types.ts';

const commentsAnswer = dataList(
  z.object({
    id: graphId,
    message: z.string().optional(),
    from: z.object({ name: z.string().optional() }).optional(),
    created_time: z.string().optional(),
  }),
);

export async function listPageComments(context: NetworkContext, account: AccountCredentials, externalId: string): Promise<NetworkComment[]> {
  const body = await graph(
    context,
    { path: node(externalId, 'comments'), query: { fields: 'id,message,from,created_time', limit: 100 }, bearer: account.accessToken },
    commentsAnswer,
  );
  return body.data.map((comment) => ({
    id: comment.id,
    // `from` is withheld for people who did not allow it: the comment still counts.
    author: comment.from?.name ?? '',
    text: comment.message ?? '',
    createdAt: isoTime(comment.created_time),
  }));
}

/** A reply is a comment on the comment, written as the Page. */
export async function replyAsPage(context: NetworkContext, account: AccountCredentials, commentId: string, text: string) {
  const body = await graph(context, { method: 'POST', path: node(commentId, 'comments'), json: { message: text }, bearer: account.accessToken }, createdNode);
  return { id: body.id };
}
