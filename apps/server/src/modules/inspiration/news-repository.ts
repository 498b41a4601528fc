import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** A news item as the lists read it, with its source's title and the idea saved from it. */
export interface NewsRow {
  id: string;
  source_id: string;
  source: string;
  title: string;
  summary: string;
  link: string | null;
  image_url: string | null;
  published_at: string;
  saved_idea_id: string | null;
}

export interface NewsFilter {
  sourceId?: string;
  search?: string;
  /** Watch keywords: within a day, items naming more of them come first. */
  keywords: string[];
}

const textOf = sql`(i.title || ' ' || i.summary)`;

function conditions(workspaceId: string, filter: NewsFilter): SQL {
  const parts = [sql`i.workspace_id = ${workspaceId}`];
  if (filter.sourceId) parts.push(sql`i.source_id = ${filter.sourceId}`);
  if (filter.search) parts.push(sql`${textOf} ilike ${containsPattern(filter.search)}`);
  return sql.join(parts, sql` and `);
}

/** Within a day, the items naming more watch keywords first (nothing to order by without keywords). */
function keywordOrder(keywords: string[]): SQL {
  if (keywords.length === 0) return sql``;
  const matches = sql.join(
    keywords.map((keyword) => sql`(case when ${textOf} ilike ${containsPattern(keyword)} then 1 else 0 end)`),
    sql` + `,
  );
  return sql`(${matches}) desc,`;
}

/** One page of news, newest day first and, within a day, the items naming more watch keywords first. */
export async function listNews(db: Db, workspaceId: string, filter: NewsFilter, page: { offset: number; limit: number }): Promise<{ rows: NewsRow[]; total: number }> {
  const where = conditions(workspaceId, filter);
  const [rows, [counted]] = await Promise.all([
    rawRows<NewsRow>(
      db,
      sql`select i.id, i.source_id, s.title as source, i.title, i.summary, i.link, i.image_url, i.published_at, d.id as saved_idea_id
            from feed_items i
            join feed_sources s on s.id = i.source_id
            left join inspiration_ideas d on d.workspace_id = i.workspace_id and d.source_ref = i.id
           where ${where}
           order by date_trunc('day', i.published_at) desc, ${keywordOrder(filter.keywords)} i.published_at desc, i.id
           limit ${page.limit} offset ${page.offset}`,
    ),
    rawRows<{ total: number }>(db, sql`select count(*)::int as total from feed_items i where ${where}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findNewsItem(db: Db, workspaceId: string, id: string): Promise<NewsRow | undefined> {
  const [row] = await rawRows<NewsRow>(
    db,
    sql`select i.id, i.source_id, s.title as source, i.title, i.summary, i.link, i.image_url, i.published_at, d.id as saved_idea_id
          from feed_items i
          join feed_sources s on s.id = i.source_id
          left join inspiration_ideas d on d.workspace_id = i.workspace_id and d.source_ref = i.id
         where i.workspace_id = ${workspaceId} and i.id = ${id}`,
  );
  return row;
}

/** The text of the workspace's items published since `since`: what the trending topics are counted on. */
export function listItemsSince(db: Db, workspaceId: string, since: Date): Promise<NewsRow[]> {
  return rawRows<NewsRow>(
    db,
    sql`select i.id, i.source_id, s.title as source, i.title, i.summary, i.link, i.image_url, i.published_at, null as saved_idea_id
          from feed_items i join feed_sources s on s.id = i.source_id
         where i.workspace_id = ${workspaceId} and i.published_at >= ${since.toISOString()}::timestamptz
         order by i.published_at desc, i.id`,
  );
}
