import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import type { CommentsApi } from '../types.ts';
import { graph, node } from './graph.ts';

const done = z.object({ success: z.boolean().optional() });

/**
 * Hiding and deleting a comment on the Graph API, the same call for Instagram and a Page but for
 * how hiding is asked: Instagram takes `?hide=`, a Page's comment `is_hidden` in the body.
 */
export function graphCommentModeration(context: NetworkContext, hiding: 'hide-query' | 'is_hidden-body'): Required<Pick<CommentsApi, 'hide' | 'remove'>> {
  return {
    async hide(account, input) {
      const asked = hiding === 'hide-query' ? { query: { hide: input.hidden } } : { json: { is_hidden: input.hidden } };
      await graph(context, { method: 'POST', path: node(input.commentId), ...asked, bearer: account.accessToken }, done);
    },
    async remove(account, input) {
      await graph(context, { method: 'DELETE', path: node(input.commentId), bearer: account.accessToken }, done);
    },
  };
}
