import { INSPIRATION_LIMITS, type NewsItem, type NewsPage } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { dateOf } from '../../db/raw-rows.ts';
import { isUuid } from '../../lib/ids.ts';
import { watchKeywords } from './keywords.ts';
import { listNews, type NewsRow } from './news-repository.ts';

/** A text as words are compared: lower case, accents off (« Été » finds « ete »). */
export const folded = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The watch keywords a text names (case and accents aside). */
export function keywordsIn(text: string, keywords: readonly string[]): string[] {
  const haystack = folded(text);
  return keywords.filter((keyword) => haystack.includes(folded(keyword)));
}

export function newsView(row: NewsRow, keywords: readonly string[]): NewsItem {
  return {
    id: row.id,
    sourceId: row.source_id,
    source: row.source,
    title: row.title,
    summary: row.summary,
    link: row.link,
    publishedAt: dateOf(row.published_at).toISOString(),
    imageUrl: row.image_url,
    keywords: keywordsIn(`${row.title} ${row.summary}`, keywords),
    savedIdeaId: row.saved_idea_id,
  };
}

/** « Actus à ne pas manquer »: newest day first, the items naming watch keywords first within a day. */
export async function listNewsPage(ctx: AppContext, workspaceId: string, query: { source?: string; q?: string; page: number }): Promise<NewsPage> {
  const keywords = await watchKeywords(ctx, workspaceId);
  const pageSize = INSPIRATION_LIMITS.newsPageSize;
  // An unknown source filters everything out rather than failing: the list is simply empty.
  const sourceId = query.source === undefined ? undefined : isUuid(query.source) ? query.source : '00000000-0000-0000-0000-000000000000';
  const { rows, total } = await listNews(
    ctx.db,
    workspaceId,
    { sourceId, ...(query.q ? { search: query.q } : {}), keywords },
    { offset: (query.page - 1) * pageSize, limit: pageSize },
  );
  return { items: rows.map((row) => newsView(row, keywords)), total, page: query.page, pageSize };
}
