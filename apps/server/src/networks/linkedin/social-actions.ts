import { z } from 'zod';
import { checkReplyLength, MAX_COMMENTS_PER_POST, oldestFirst, readAllPages } from '../comment-list.ts';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, CommentsApi, NetworkComment } from '../types.ts';
import { linkedinApi, linkedinPostUrl, urnPath } from './api.ts';
import { authorOf } from './identity.ts';

/** The comments of a post through `socialActions`, and the member's answers. */

/** The most comments LinkedIn gives in one page (`count`). */
const PAGE_SIZE = 100;

const commentSchema = z.object({
  commentUrn: z.string().nullish(),
  $URN: z.string().nullish(),
  id: z.string().nullish(),
  actor: z.string().nullish(),
  message: z.object({ text: z.string() }).nullish(),
  created: z.object({ time: z.number() }).nullish(),
  parentComment: z.string().nullish(),
  commentsSummary: z.object({ aggregatedTotalComments: z.number().nullish(), totalFirstLevelComments: z.number().nullish() }).nullish(),
});
type LinkedInComment = z.infer<typeof commentSchema>;
const commentsSchema = z.object({
  elements: z.array(commentSchema),
  paging: z.object({ start: z.number().nullish(), total: z.number().nullish(), links: z.array(z.object({ rel: z.string() })).nullish() }).nullish(),
});

/** A comment is known by its URN, which is also what a reply names as `parentComment`. */
const urnOf = (comment: LinkedInComment) => comment.commentUrn ?? comment.$URN ?? comment.id ?? '';

/** Where LinkedIn shows a comment: its post's page, the comment named. */
const commentUrl = (context: NetworkContext, postUrn: string, urn: string) => `${linkedinPostUrl(context, postUrn)}?commentUrn=${encodeURIComponent(urn)}`;

/** Every comment `socialActions/{urn}/comments` gives: a post's first-level comments, or a comment's replies; `start`/`count` paging. */
function readComments(context: NetworkContext, account: AccountCredentials, urn: string, pageSize: number, max: number) {
  return readAllPages<LinkedInComment>(
    async (cursor) => {
      const start = Number(cursor ?? 0);
      const answer = await linkedinApi(context, {
        method: 'GET',
        path: `/rest/socialActions/${urnPath(urn)}/comments`,
        query: { start, count: pageSize },
        bearer: account.accessToken,
      });
      const { elements, paging } = readAnswer('linkedin', commentsSchema, answer);
      const read = start + elements.length;
      const more = elements.length > 0 && (typeof paging?.total === 'number' ? read < paging.total : !!paging?.links?.some((link) => link.rel === 'next'));
      return { items: elements, next: more ? String(read) : null };
    },
    { max },
  );
}

/**
 * A post's comments and their replies: the first-level comments, then the comments on each one
 * that has some (LinkedIn's summary says so; without a summary they are asked). The API names an
 * author by URN only (names need a profile permission members do not grant): `author` is that URN.
 */
export async function listComments(context: NetworkContext, account: AccountCredentials, postUrn: string, pageSize = PAGE_SIZE): Promise<NetworkComment[]> {
  // The account's own comments are those of its author: the Page's when it publishes as a Page.
  const me = authorOf(account);
  const toComment = (comment: LinkedInComment, parentUrn: string | null): NetworkComment => {
    const urn = urnOf(comment);
    return {
      id: urn,
      parentId: comment.parentComment ?? parentUrn,
      author: comment.actor ?? '',
      authorHandle: null,
      text: comment.message?.text ?? '',
      createdAt: comment.created ? new Date(comment.created.time).toISOString() : '',
      fromAccount: comment.actor === me,
      // LinkedIn's API hides no comment.
      hidden: false,
      url: urn ? commentUrl(context, postUrn, urn) : null,
    };
  };
  const comments: NetworkComment[] = [];
  for (const comment of await readComments(context, account, postUrn, pageSize, MAX_COMMENTS_PER_POST)) {
    if (comments.length >= MAX_COMMENTS_PER_POST) break;
    const urn = urnOf(comment);
    comments.push(toComment(comment, null));
    const summary = comment.commentsSummary;
    const replies = summary ? (summary.totalFirstLevelComments ?? summary.aggregatedTotalComments ?? 0) : 1;
    const room = MAX_COMMENTS_PER_POST - comments.length;
    if (!urn || replies === 0 || room <= 0) continue;
    comments.push(...(await readComments(context, account, urn, pageSize, room)).map((reply) => toComment(reply, urn)));
  }
  return oldestFirst(comments);
}

/**
 * A comment on the post as the account's author (the member, or the Page): a first comment, or,
 * with `parentComment`, an answer to a comment. LinkedIn answers the comment (its URN also in
 * `x-restli-id`).
 */
export async function postComment(context: NetworkContext, account: AccountCredentials, postUrn: string, text: string, parentComment?: string) {
  const answer = await linkedinApi(context, {
    path: `/rest/socialActions/${urnPath(postUrn)}/comments`,
    json: { actor: authorOf(account), object: postUrn, message: { text }, ...(parentComment ? { parentComment } : {}) },
    bearer: account.accessToken,
  });
  const created = readAnswer('linkedin', commentSchema.nullish(), answer);
  const id = (created && urnOf(created)) || answer.headers.get('x-restli-id') || '';
  return { id, url: id ? commentUrl(context, postUrn, id) : null };
}

/** A reply is a comment on the post whose `parentComment` is the comment answered. */
function replyToComment(context: NetworkContext, account: AccountCredentials, postUrn: string, commentUrn: string, text: string) {
  checkReplyLength('linkedin', text);
  return postComment(context, account, postUrn, text, commentUrn);
}

/** LinkedIn's comments: read and answered; its API neither hides nor deletes another member's comment. */
export function linkedinComments(context: NetworkContext): CommentsApi {
  return {
    list: (account, postUrn) => listComments(context, account, postUrn),
    reply: (account, input) => replyToComment(context, account, input.postExternalId, input.commentId, input.text),
  };
}
