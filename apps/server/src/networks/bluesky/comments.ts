import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, CommentsApi, NetworkComment } from '../types.ts';
import { serviceOf } from './auth.ts';
import { postViewSchema } from './metrics.ts';
import { partsOf, postUrl, publishReply } from './publish.ts';
import { xrpcClient } from './xrpc.ts';

const THREADGATE = 'app.bsky.feed.threadgate';
/** A threadgate lists at most 300 hidden replies (`hiddenReplies` of `app.bsky.feed.threadgate`). */
const MAX_HIDDEN = 300;

interface ThreadNode {
  post?: z.infer<typeof postViewSchema>;
  replies?: ThreadNode[];
}
const threadNodeSchema: z.ZodType<ThreadNode> = z.lazy(() => z.object({ post: postViewSchema.optional(), replies: z.array(threadNodeSchema).optional() }).loose());
const threadSchema = z.object({
  thread: z.object({
    post: postViewSchema.extend({ threadgate: z.object({ record: z.object({ hiddenReplies: z.array(z.string()).optional() }).loose() }).optional() }),
    replies: z.array(threadNodeSchema).optional(),
  }),
});
const gateSchema = z.object({
  value: z.object({ allow: z.array(z.unknown()).optional(), hiddenReplies: z.array(z.string()).optional(), createdAt: z.string().optional() }).loose(),
});
const postsSchema = z.object({ posts: z.array(postViewSchema) });

/**
 * The replies of the account's posts and what it may do with them: read (`app.bsky.feed.getPostThread`,
 * the whole depth, oldest first), answer (a reply whose root is the post), hide or show again
 * (the post's threadgate, same rkey, `hiddenReplies`). Others' replies cannot be deleted on Bluesky;
 * muting an author (`app.bsky.graph.muteActor`) has no face in Publia's comment inbox.
 */
export function blueskyComments(context: NetworkContext): CommentsApi {
  return {
    async list(account: AccountCredentials, postUri: string): Promise<NetworkComment[]> {
      const xrpc = xrpcClient(context, serviceOf(context, account));
      let answer;
      try {
        answer = readAnswer('bluesky', threadSchema, await xrpc.query('app.bsky.feed.getPostThread', { uri: postUri, depth: 1000, parentHeight: 0 }));
      } catch (error) {
        if (isNetworkError(error) && error.details.code === 'NotFound') error.details.notFound = true;
        throw error;
      }
      const hidden = new Set(answer.thread.post.threadgate?.record.hiddenReplies ?? []);
      const comments: NetworkComment[] = [];
      const walk = (nodes: readonly ThreadNode[], parent: string | null) => {
        for (const node of nodes) {
          if (!node.post) continue;
          const { post } = node;
          comments.push({
            id: post.uri,
            parentId: parent,
            author: post.author.displayName || post.author.handle,
            authorHandle: post.author.handle,
            text: typeof post.record.text === 'string' ? post.record.text : '',
            createdAt: new Date(typeof post.record.createdAt === 'string' ? post.record.createdAt : post.indexedAt).toISOString(),
            fromAccount: post.author.did === account.externalId,
            hidden: hidden.has(post.uri),
            url: postUrl(context, post.author.handle, post.uri),
          });
          walk(node.replies ?? [], post.uri);
        }
      };
      walk(answer.thread.replies ?? [], null);
      return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async reply(account, input) {
      const xrpc = xrpcClient(context, serviceOf(context, account));
      const params = new URLSearchParams([
        ['uris', input.commentId],
        ['uris', input.postExternalId],
      ]);
      const { posts } = readAnswer('bluesky', postsSchema, await xrpc.query('app.bsky.feed.getPosts', params));
      const parent = posts.find((post) => post.uri === input.commentId);
      const root = posts.find((post) => post.uri === input.postExternalId);
      if (!parent || !root) {
        throw new NetworkError('bluesky', 'invalid_content', frenchMessage('network.bluesky.refused', { status: 400, detail: 'NotFound' }), {
          status: 400,
          code: 'NotFound',
          notFound: true,
        });
      }
      const sent = await publishReply(context, account, { parent: { uri: parent.uri, cid: parent.cid, root: { uri: root.uri, cid: root.cid } }, text: input.text });
      return { id: sent.externalId, url: sent.url };
    },

    async hide(account, input) {
      const xrpc = xrpcClient(context, serviceOf(context, account));
      const { rkey } = partsOf(input.postExternalId);
      let gate: z.infer<typeof gateSchema>['value'] | null = null;
      try {
        gate = readAnswer('bluesky', gateSchema, await xrpc.query('com.atproto.repo.getRecord', { repo: account.externalId, collection: THREADGATE, rkey })).value;
      } catch (error) {
        if (!(isNetworkError(error) && (error.details.code === 'RecordNotFound' || error.details.status === 400))) throw error;
      }
      const others = (gate?.hiddenReplies ?? []).filter((uri) => uri !== input.commentId);
      const hiddenReplies = (input.hidden ? [...others, input.commentId] : others).slice(-MAX_HIDDEN);
      const record = {
        ...gate,
        $type: THREADGATE,
        post: input.postExternalId,
        hiddenReplies,
        createdAt: gate?.createdAt ?? new Date().toISOString(),
      };
      // No `allow` written: everyone may still reply, as before the gate.
      await xrpc.procedure('com.atproto.repo.putRecord', { repo: account.externalId, collection: THREADGATE, rkey, record });
    },
  };
}
