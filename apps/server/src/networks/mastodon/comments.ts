import { countMastodonText, frenchMessage, mastodonLimitsFor } from '@publia/shared';
import { z } from 'zod';
import { oldestFirst } from '../comment-list.ts';
import type { NetworkContext } from '../context.ts';
import { NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { CommentsApi } from '../types.ts';
import { instanceOf, mastodonApi } from './api.ts';
import { accountIdOf } from './auth.ts';
import { createStatus, idempotencyKeyOf, visibilityOf } from './publish.ts';
import { plainText } from './status-text.ts';

const statusSchema = z.object({
  id: z.string(),
  in_reply_to_id: z.string().nullish(),
  content: z.string(),
  created_at: z.string(),
  url: z.string().nullish(),
  account: z.object({ id: z.string(), username: z.string(), acct: z.string(), display_name: z.string().nullish() }),
});
const contextSchema = z.object({ ancestors: z.array(statusSchema), descendants: z.array(statusSchema) });

/**
 * Mastodon's replies: the descendants of the status (`GET /api/v1/statuses/:id/context`), each
 * under the one it answers, answered by a reply of the account. Its API has no way to hide or
 * delete another account's reply (`hide` and `remove` are absent).
 */
export function mastodonComments(context: NetworkContext): CommentsApi {
  return {
    async list(account, postId) {
      const answer = await mastodonApi(context, instanceOf(account.settings), { path: `/api/v1/statuses/${encodeURIComponent(postId)}/context`, bearer: account.accessToken });
      const { descendants } = readAnswer('mastodon', contextSchema, answer);
      const own = accountIdOf(account);
      return oldestFirst(
        descendants.map((status) => ({
          id: status.id,
          parentId: !status.in_reply_to_id || status.in_reply_to_id === postId ? null : status.in_reply_to_id,
          author: status.account.display_name || status.account.username,
          authorHandle: status.account.acct,
          text: plainText(status.content),
          createdAt: status.created_at,
          fromAccount: status.account.id === own,
          hidden: false,
          url: status.url ?? null,
        })),
      );
    },
    async reply(account, input) {
      const host = instanceOf(account.settings);
      // The author is told of the answer only when it mentions them, as Mastodon's own composer does.
      const comment = readAnswer(
        'mastodon',
        statusSchema,
        await mastodonApi(context, host, { path: `/api/v1/statuses/${encodeURIComponent(input.commentId)}`, bearer: account.accessToken }),
      );
      const mention = `@${comment.account.acct}`;
      const text = comment.account.id === accountIdOf(account) || input.text.includes(mention) ? input.text : `${mention} ${input.text}`;
      const limits = mastodonLimitsFor(account.settings);
      const count = countMastodonText(text, limits.urlLength);
      if (count > limits.textMaxLength) {
        throw new NetworkError(
          'mastodon',
          'invalid_content',
          frenchMessage('network.textTooLongMastodon', { count, max: limits.textMaxLength, urlLength: limits.urlLength ?? 23 }),
        );
      }
      const posted = await createStatus(context, account, {
        status: text,
        inReplyToId: input.commentId,
        visibility: visibilityOf(account),
        idempotencyKey: idempotencyKeyOf([account.externalId, input.commentId, text]),
      });
      return { id: posted.externalId, url: posted.url };
    },
  };
}
