import { z } from 'zod';
import { checkReplyLength, MAX_COMMENTS_PER_POST, oldestFirst, readAllPages } from '../comment-list.ts';
import type { NetworkContext } from '../context.ts';
import { graphCommentModeration } from '../meta/comment-moderation.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode, graphId } from '../meta/graph-shapes.ts';
import { isoTime } from '../meta/insights.ts';
import type { AccountCredentials, CommentsApi, NetworkComment } from '../types.ts';

/** What the inbox reads of a comment; Instagram gives a username, never a name. */
const FIELDS = 'id,text,username,timestamp,hidden,from{id,username},parent_id';
/** The most comments Graph gives in one page of this edge. */
const PAGE_SIZE = 50;

const paging = z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional();
const commentShape = z.object({
  id: graphId,
  text: z.string().optional(),
  username: z.string().optional(),
  timestamp: z.string().optional(),
  hidden: z.boolean().optional(),
  from: z.object({ id: graphId.optional(), username: z.string().optional() }).optional(),
  parent_id: graphId.optional(),
});
type GraphComment = z.infer<typeof commentShape>;
const commentPage = z.object({ data: z.array(commentShape), paging });
const topLevelPage = z.object({ data: z.array(commentShape.extend({ replies: z.object({ data: z.array(commentShape), paging }).optional() })), paging });

/** Where the next page starts: Graph gives `next` only when there is one. */
const nextCursor = (page: { paging?: z.infer<typeof paging> }) => (page.paging?.next ? (page.paging.cursors?.after ?? null) : null);

function commentOf(account: AccountCredentials, comment: GraphComment, parentId: string | null): NetworkComment {
  const username = comment.username ?? comment.from?.username ?? '';
  return {
    id: comment.id,
    parentId: comment.parent_id ?? parentId,
    author: username,
    authorHandle: username || null,
    text: comment.text ?? '',
    createdAt: isoTime(comment.timestamp),
    fromAccount: comment.from?.id === account.externalId || (!!username && username === account.username),
    hidden: comment.hidden ?? false,
    // Instagram gives a comment no address of its own.
    url: null,
  };
}

/**
 * A media's comments and their replies: the `comments` edge with each comment's `replies` nested
 * (one call a page), the rest of a long reply thread from the comment's own `replies` edge.
 */
export async function listMediaComments(context: NetworkContext, account: AccountCredentials, mediaId: string, pageSize = PAGE_SIZE): Promise<NetworkComment[]> {
  const bearer = account.accessToken;
  const fields = `${FIELDS},replies.limit(${pageSize}){${FIELDS}}`;
  const topLevel = await readAllPages(async (after) => {
    const page = await graph(context, { path: node(mediaId, 'comments'), query: { fields, limit: pageSize, after: after ?? undefined }, bearer }, topLevelPage);
    return { items: page.data, next: nextCursor(page) };
  });
  const comments: NetworkComment[] = [];
  for (const comment of topLevel) {
    if (comments.length >= MAX_COMMENTS_PER_POST) break;
    comments.push(commentOf(account, comment, null));
    const replies = [...(comment.replies?.data ?? [])];
    const more = comment.replies ? nextCursor(comment.replies) : null;
    const room = MAX_COMMENTS_PER_POST - comments.length - replies.length;
    if (more && room > 0) {
      const rest = await readAllPages(
        async (after) => {
          const page = await graph(context, { path: node(comment.id, 'replies'), query: { fields: FIELDS, limit: pageSize, after: after ?? undefined }, bearer }, commentPage);
          return { items: page.data, next: nextCursor(page) };
        },
        { start: more, max: room },
      );
      replies.push(...rest);
    }
    comments.push(...replies.map((item) => commentOf(account, item, comment.id)));
  }
  return oldestFirst(comments);
}

const commentNode = z.object({ id: graphId, parent_id: graphId.optional(), username: z.string().optional() });

/**
 * Instagram answers top-level comments only: an answer to a reply goes under the comment it
 * replies to, naming the reply's author as the app does (`@username`), unless it is the account.
 */
async function reply(context: NetworkContext, account: AccountCredentials, commentId: string, text: string) {
  checkReplyLength('instagram', text);
  const bearer = account.accessToken;
  const target = await graph(context, { path: node(commentId), query: { fields: 'id,parent_id,username' }, bearer }, commentNode);
  const named = target.parent_id && target.username && target.username !== account.username && !text.startsWith(`@${target.username}`);
  const mention = named ? `@${target.username} ` : '';
  const created = await graph(context, { method: 'POST', path: node(target.parent_id ?? commentId, 'replies'), json: { message: `${mention}${text}` }, bearer }, createdNode);
  return { id: created.id, url: null };
}

/** Instagram's comments: read, answered, hidden (`hide`) and deleted. */
export function instagramComments(context: NetworkContext): CommentsApi {
  return {
    list: (account, mediaId) => listMediaComments(context, account, mediaId),
    reply: (account, input) => reply(context, account, input.commentId, input.text),
    ...graphCommentModeration(context, 'hide-query'),
  };
}
