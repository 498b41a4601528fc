import type { Idea, SaveFindingBody } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { medianInteractions, reusableSummary } from './competitor-analysis.ts';
import { findCompetitorPost, listCompetitorPosts, type CompetitorPostWithAccount } from './competitors-repository.ts';
import { cleanHashtags, saveIdea } from './ideas.ts';
import { findNewsItem } from './news-repository.ts';

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

async function loadPost(ctx: AppContext, workspaceId: string, id: string): Promise<CompetitorPostWithAccount> {
  const post = isUuid(id) ? await findCompetitorPost(ctx.db, workspaceId, id) : undefined;
  if (!post) throw new AppError(404, 'inspiration.postNotFound');
  return post;
}

/**
 * « Enregistrer » on a news item or a competitor's post: it becomes a saved idea linked to it, once
 * (saving it again answers the same idea).
 */
export async function saveFinding(ctx: AppContext, auth: SessionInfo, body: SaveFindingBody): Promise<Idea> {
  const workspaceId = auth.workspace.id;
  if (body.kind === 'news') {
    const item = isUuid(body.id) ? await findNewsItem(ctx.db, workspaceId, body.id) : undefined;
    if (!item) throw new AppError(404, 'inspiration.newsNotFound');
    return saveIdea(ctx, auth, {
      title: item.title.slice(0, 200),
      text: [item.summary || item.title, item.link ? `Source : ${item.source} — ${item.link}` : `Source : ${item.source}`].join('\n\n'),
      hashtags: [],
      source: 'news',
      sourceRef: item.id,
      sourceUrl: item.link,
    });
  }
  const post = await loadPost(ctx, workspaceId, body.id);
  return saveIdea(ctx, auth, {
    title: `Post de @${post.handle}`,
    text: post.text,
    hashtags: cleanHashtags([...post.text.matchAll(HASHTAG)].map((match) => match[1] ?? '')),
    network: post.network,
    source: 'competitor',
    sourceRef: post.id,
    sourceUrl: post.url,
  });
}

/**
 * « Générer un résumé réutilisable »: what to take from a competitor's post (its hook, its format,
 * why it works, what to reuse), saved as an idea for the workspace's own post.
 */
export async function summarizePost(ctx: AppContext, auth: SessionInfo, id: string): Promise<Idea> {
  const post = await loadPost(ctx, auth.workspace.id, id);
  const siblings = await listCompetitorPosts(ctx.db, auth.workspace.id, { competitorIds: [post.competitorId], limit: 30 });
  const summary = reusableSummary(
    {
      network: post.network as 'instagram' | 'twitter',
      handle: post.handle,
      text: post.text,
      hasImage: Boolean(post.imageUrl),
      publishedAt: post.publishedAt,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
      usualInteractions: medianInteractions(siblings),
      timeZone: timeZoneOf(auth),
    },
    post.analysis,
  );
  return saveIdea(ctx, auth, { ...summary, network: post.network, source: 'competitor', sourceUrl: post.url });
}
