import { z } from 'zod';
import { checkReplyLength, oldestFirst, readAllPages } from '../comment-list.ts';
import type { NetworkContext } from '../context.ts';
import { graphCommentModeration } from '../meta/comment-moderation.ts';
import { absoluteLink, graph, node } from '../meta/graph.ts';
import { createdNode, graphId } from '../meta/graph-shapes.ts';
import { isoTime } from '../meta/insights.ts';
import type { AccountCredentials, CommentsApi, NetworkComment } from '../types.ts';
import { pageIdOf } from './auth.ts';

const FIELDS = 'id,message,from,created_time,is_hidden,parent{id},permalink_url';
/** The most comments Graph gives in one page. */
const PAGE_SIZE = 100;

const commentShape = z.object({
  id: graphId,
  message: z.string().optional(),
  // `from` is withheld for people who did not allow it: the comment still counts.
  from: z.object({ id: graphId.optional(), name: z.string().optional() }).optional(),
  created_time: z.string().optional(),
  is_hidden: z.boolean().optional(),
  parent: z.object({ id: graphId }).optional(),
  permalink_url: z.string().optional(),
});
const commentPage = z.object({
  data: z.array(commentShape),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});

function commentOf(context: NetworkContext, account: AccountCredentials, comment: z.infer<typeof commentShape>): NetworkComment {
  return {
    id: comment.id,
    parentId: comment.parent?.id ?? null,
    author: comment.from?.name ?? '',
    // Facebook shows names, not handles.
    authorHandle: null,
    text: comment.message ?? '',
    createdAt: isoTime(comment.created_time),
    fromAccount: comment.from?.id === pageIdOf(account),
    hidden: comment.is_hidden ?? false,
    url: comment.permalink_url ? absoluteLink(context, comment.permalink_url) : null,
  };
}

/** Every comment and reply of a Page post in one stream (`filter=stream`), page after page. */
export async function listPageComments(context: NetworkContext, account: AccountCredentials, postId: string, pageSize = PAGE_SIZE): Promise<NetworkComment[]> {
  const comments = await readAllPages(async (after) => {
    const page = await graph(
      context,
      { path: node(postId, 'comments'), query: { filter: 'stream', fields: FIELDS, limit: pageSize, after: after ?? undefined }, bearer: account.accessToken },
      commentPage,
    );
    return { items: page.data, next: page.paging?.next ? (page.paging.cursors?.after ?? null) : null };
  });
  return oldestFirst(comments.map((comment) => commentOf(context, account, comment)));
}

const permalink = z.object({ permalink_url: z.string().optional() });

/**
 * A comment written as the Page on a post or a comment (`POST /{id}/comments`). Its address is
 * read after: a failure there leaves it without one rather than failing a comment already posted.
 */
export async function commentAsPage(context: NetworkContext, account: AccountCredentials, objectId: string, text: string) {
  const bearer = account.accessToken;
  const { id } = await graph(context, { method: 'POST', path: node(objectId, 'comments'), json: { message: text }, bearer }, createdNode);
  const link = await graph(context, { path: node(id), query: { fields: 'permalink_url' }, bearer }, permalink).catch(() => null);
  return { id, url: link?.permalink_url ? absoluteLink(context, link.permalink_url) : null };
}

/** A reply is a comment on the comment, written as the Page. */
async function replyAsPage(context: NetworkContext, account: AccountCredentials, commentId: string, text: string) {
  checkReplyLength('facebook', text);
  return commentAsPage(context, account, commentId, text);
}

/** A Page's comments: read, answered as the Page, hidden (`is_hidden`) and deleted. */
export function facebookComments(context: NetworkContext): CommentsApi {
  return {
    list: (account, postId) => listPageComments(context, account, postId),
    reply: (account, input) => replyAsPage(context, account, input.commentId, input.text),
    ...graphCommentModeration(context, 'is_hidden-body'),
  };
}
