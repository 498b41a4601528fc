import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, NetworkComment } from '../types.ts';
import { linkedinApi, memberUrn, urnPath } from './api.ts';

/** The comments of a post through `socialActions`, and replies. */

const commentSchema = z.object({
  commentUrn: z.string().nullish(),
  $URN: z.string().nullish(),
  id: z.string().nullish(),
  actor: z.string().nullish(),
  message: z.object({ text: z.string() }).nullish(),
  created: z.object({ time: z.number() }).nullish(),
});
const commentsSchema = z.object({ elements: z.array(commentSchema) });

/** A comment is known by its URN, which is also what a reply names as `parentComment`. */
const urnOf = (comment: z.infer<typeof commentSchema>) => comment.commentUrn ?? comment.$URN ?? comment.id ?? '';

export async function listComments(context: NetworkContext, account: AccountCredentials, urn: string): Promise<NetworkComment[]> {
  const answer = await linkedinApi(context, { method: 'GET', path: `/rest/socialActions/${urnPath(urn)}/comments`, bearer: account.accessToken });
  return readAnswer('linkedin', commentsSchema, answer).elements.map((comment) => ({
    id: urnOf(comment),
    // The API names the author by URN only; names need a profile permission members do not grant.
    author: comment.actor ?? '',
    text: comment.message?.text ?? '',
    createdAt: comment.created ? new Date(comment.created.time).toISOString() : '',
  }));
}

/** A reply is a comment on the post whose `parentComment` is the comment answered. */
export async function replyToComment(
  context: NetworkContext,
  account: AccountCredentials,
  urn: string,
  commentUrn: string,
  text: string,
): Promise<{ id: string }> {
  const answer = await linkedinApi(context, {
    path: `/rest/socialActions/${urnPath(urn)}/comments`,
    json: { actor: memberUrn(account.externalId), object: urn, message: { text }, parentComment: commentUrn },
    bearer: account.accessToken,
  });
  const created = readAnswer('linkedin', commentSchema.nullish(), answer);
  return { id: (created && urnOf(created)) || answer.headers.get('x-restli-id') || '' };
}
