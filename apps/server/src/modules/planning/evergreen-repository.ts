import { eq, sql } from 'drizzle-orm';
import { EVERGREEN_DEFAULT_RULE } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { evergreenRules } from '../../db/schema/index.ts';

export interface EvergreenRule {
  enabled: boolean;
  minScore: number;
  maxReposts: number;
  minDays: number;
  lastRunAt: Date | null;
}

/** The workspace's rule, or the default one (off) until it saves one. */
export async function findRule(db: Db, workspaceId: string): Promise<EvergreenRule> {
  const [row] = await db.select().from(evergreenRules).where(eq(evergreenRules.workspaceId, workspaceId)).limit(1);
  return row ?? { ...EVERGREEN_DEFAULT_RULE, lastRunAt: null };
}

export async function saveRule(db: Db, workspaceId: string, rule: Omit<EvergreenRule, 'lastRunAt'>, now: Date): Promise<void> {
  await db
    .insert(evergreenRules)
    .values({ workspaceId, ...rule })
    .onConflictDoUpdate({ target: evergreenRules.workspaceId, set: { ...rule, updatedAt: now } });
}

export async function markRun(db: Db, workspaceId: string, at: Date): Promise<void> {
  await db
    .insert(evergreenRules)
    .values({ workspaceId, ...EVERGREEN_DEFAULT_RULE, lastRunAt: at })
    .onConflictDoUpdate({ target: evergreenRules.workspaceId, set: { lastRunAt: at } });
}

/** A published original the rule's counts allow to come back, before its score is read. */
export interface RepostCandidate {
  id: string;
  evergreen: boolean;
  /** Reposts already made of it. */
  reposts: number;
}

/**
 * The workspace's published originals (not reposts themselves) reposted fewer than `maxReposts`
 * times, whose last appearance (published, or a repost's) is at least `minDays` old, and with no
 * repost still on its way (draft, pending, scheduled, publishing): least recently seen first.
 */
export function listRepostCandidates(db: Db, workspaceId: string, rule: { maxReposts: number; minDays: number }, now: Date): Promise<RepostCandidate[]> {
  const before = new Date(now.getTime() - rule.minDays * 86_400_000).toISOString();
  return rawRows<RepostCandidate>(
    db,
    sql`with reposts as (
          select repost_of as id, count(*)::int as made,
                 max(coalesce(published_at, scheduled_for, created_at)) as last_at,
                 bool_or(status in ('draft', 'pending', 'scheduled', 'publishing')) as on_its_way
            from contents where workspace_id = ${workspaceId} and repost_of is not null group by repost_of)
        select c.id, c.evergreen, coalesce(r.made, 0) as reposts
          from contents c left join reposts r on r.id = c.id
         where c.workspace_id = ${workspaceId} and c.status = 'published' and c.repost_of is null
           and coalesce(r.made, 0) < ${rule.maxReposts} and not coalesce(r.on_its_way, false)
           and greatest(c.published_at, r.last_at) <= ${before}::timestamptz
         order by greatest(c.published_at, r.last_at), c.id`,
  );
}

/** Posts opted in one by one, and reposts made. */
export async function evergreenCounts(db: Db, workspaceId: string): Promise<{ optedIn: number; reposts: number }> {
  const [row] = await rawRows<{ optedIn: number; reposts: number }>(
    db,
    sql`select count(*) filter (where evergreen and repost_of is null and status = 'published')::int as "optedIn",
               count(*) filter (where repost_of is not null)::int as reposts
          from contents where workspace_id = ${workspaceId}`,
  );
  return row ?? { optedIn: 0, reposts: 0 };
}

/** Workspaces the round visits: a rule on, or a post opted in. */
export async function listEvergreenWorkspaces(db: Db): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select workspace_id as id from evergreen_rules where enabled
        union select distinct workspace_id from contents where evergreen and status = 'published' and repost_of is null`,
  );
  return rows.map((row) => row.id);
}
