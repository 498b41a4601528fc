import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { renderPostPage, renderPostView } from '../kit/pages.ts';
import { conversationOf, threadParts, type Conversation } from './conversations.ts';
import { statusUrl } from './status-routes.ts';

/** The status with its media, the thread's further statuses in order, then the other replies. */
async function renderConversation(ctx: SandboxContext, { post, thread }: Conversation): Promise<string> {
  const parts = threadParts(thread);
  const inThread = new Set(parts.map((part) => part.id));
  const figures = await ctx.audience.figures(post);
  const warning = post.details?.spoilerText;
  return renderPostView('mastodon', {
    ...post,
    // A content warning shows first, as a title over the text it hides on the instance.
    title: warning ? `⚠ ${warning}` : null,
    likes: figures.likes,
    comments: figures.comments,
    thread: thread.filter((reply) => !inThread.has(reply.id)),
    followUps: parts.map((part) => ({ text: part.text, url: statusUrl(ctx, post.username, part.id) })),
  });
}

/** `/@username/id`: where « Voir sur le réseau » leads; a reply's page shows its whole conversation. */
export function statusPageRoutes(scope: FastifyInstance, ctx: SandboxContext) {
  scope.get<{ Params: { username: string; id: string } }>('/@:username/:id', async (request, reply) => {
    const conversation = await conversationOf(ctx, request.params.id);
    if (conversation) return reply.type('text/html; charset=utf-8').send(await renderConversation(ctx, conversation));
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(await renderPostPage('mastodon', null, ctx.audience));
  });
}
