import type { FastifyInstance } from 'fastify';
import type { ThreadComment } from '../kit/comment-thread.ts';
import type { SandboxContext } from '../kit/context.ts';
import { renderPostPage, renderPostView } from '../kit/pages.ts';
import { renderPublicPostPage } from '../kit/public-post-page.ts';
import { conversationOf, type Conversation } from './conversations.ts';

/**
 * The account's thread under its post: its reply to the post, then its reply to that reply, and so
 * on, oldest first at each step — what X shows as one thread. Its other replies (to the audience)
 * stay among the comments.
 */
export function threadParts(thread: readonly ThreadComment[]): ThreadComment[] {
  const parts: ThreadComment[] = [];
  let previous: string | null = null;
  for (;;) {
    const next = thread.find((reply) => reply.author === null && reply.parentId === previous);
    if (!next) return parts;
    parts.push(next);
    previous = next.id;
  }
}

/** The first post with its photos, the thread's further posts in order, then the other replies. */
async function renderConversation(ctx: SandboxContext, { post, thread }: Conversation): Promise<string> {
  const parts = threadParts(thread);
  const inThread = new Set(parts.map((part) => part.id));
  const figures = await ctx.audience.figures(post);
  const statusUrl = (id: string) => `${ctx.publicUrl}/sandbox/twitter/${encodeURIComponent(post.username)}/status/${id}`;
  return renderPostView('twitter', {
    ...post,
    likes: figures.likes,
    comments: figures.comments,
    thread: thread.filter((reply) => !inThread.has(reply.id)),
    followUps: parts.map((part) => ({ text: part.text, url: statusUrl(part.id) })),
  });
}

/**
 * x.com/{username}/status/{id}: where "Voir sur le réseau" leads. A reply's page (a thread's later
 * post, an answer) shows its whole conversation, as X shows a tweet within its thread.
 */
export function statusPageRoutes(scope: FastifyInstance, ctx: SandboxContext) {
  scope.get<{ Params: { username: string; id: string } }>('/:username/status/:id', async (request, reply) => {
    const conversation = await conversationOf(ctx, request.params.id);
    const html = conversation
      ? await renderConversation(ctx, conversation)
      : // A public account's post is stored nowhere: its id says which it is.
        (renderPublicPostPage(`${ctx.publicUrl}/sandbox/twitter`, 'twitter', request.params.id, ctx.clock.now()) ?? null);
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(await renderPostPage('twitter', null, ctx.audience));
  });
}
