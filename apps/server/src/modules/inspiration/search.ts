import type { InspirationSearchResults } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { competitorPostView } from './competitors.ts';
import { listCompetitorPosts } from './competitors-repository.ts';
import { ideaView } from './ideas.ts';
import { listIdeas } from './ideas-repository.ts';
import { watchKeywords } from './keywords.ts';
import { listNews } from './news-repository.ts';
import { folded, newsView } from './news.ts';
import { risingTopics, topicView } from './topics.ts';

const FOUND_MAX = 10;

/** The page's search box: news, rising topics, competitors' posts and saved ideas holding the words. */
export async function searchInspiration(ctx: AppContext, workspaceId: string, q: string): Promise<InspirationSearchResults> {
  const keywords = await watchKeywords(ctx, workspaceId);
  const [news, { topics }, posts, ideas] = await Promise.all([
    listNews(ctx.db, workspaceId, { search: q, keywords }, { offset: 0, limit: FOUND_MAX }),
    risingTopics(ctx, workspaceId),
    listCompetitorPosts(ctx.db, workspaceId, { search: q, limit: FOUND_MAX }),
    listIdeas(ctx.db, workspaceId, q, FOUND_MAX),
  ]);
  const wanted = folded(q);
  return {
    news: news.rows.map((row) => newsView(row, keywords)),
    topics: topics.filter((topic) => folded(topic.label).includes(wanted) || topic.items.some((item) => folded(item.title).includes(wanted))).map(topicView),
    competitorPosts: posts.map(competitorPostView),
    ideas: ideas.map(ideaView),
  };
}
