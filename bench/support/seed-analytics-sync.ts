// Published posts for the measuring benchmark, written in bulk SQL on both sides at once: Publia's
// items and publication targets (status 'published', the network's id in external_id), and the
// sandbox's own post records with their timeline entries, as `sandbox/kit/posts.ts` `recordPost`
// keeps them — so the real clients find each post on its network.
import { createHash, randomInt } from 'node:crypto';
import type { Network } from '@publia/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rawRows } from '../../apps/server/src/db/raw-rows.ts';

const DAY_MS = 86_400_000;

/** A connected demo account, as `social_accounts` holds it. */
export interface SeedAccount {
  id: string;
  platform: Network;
  /** The network's id of the account: the sandbox user (or Page, or Instagram account) that posts. */
  externalId: string;
}

export interface SeededAccount extends SeedAccount {
  /** Targets published within the last 7 days (measured at every round). */
  fresh: number;
  /** Two of its post ids, a fresh one and the oldest, to check the clients find them. */
  probeIds: string[];
}

/** Digits of a given length, the first not 0 (a random run prefix, so two runs never share an id). */
const digits = (length: number) => String(1 + randomInt(9)) + Array.from({ length: length - 1 }, () => randomInt(10)).join('');

/**
 * Each network's post id, as its sandbox makes it at publishing (and the client stores as the
 * target's external id): the row number `g` fills the last 6 digits.
 */
const numbered = (length: number, before = '') => sql`${before + digits(length - 6)} || lpad(g::text, 6, '0')`;

function postIdOf(platform: Network, accountExternalId: string): SQL {
  switch (platform) {
    case 'twitter': // `numericId(19)`
    case 'tiktok': // the public post id after moderation, `numericId(19)`
      return numbered(19);
    case 'facebook': // a Page's feed post: `{pageId}_{numericId(16)}`
      return numbered(16, `${accountExternalId}_`);
    case 'instagram': // a media: `numericId(17)`
      return numbered(17);
    case 'linkedin': // `urn:li:share:{numericId(19)}`
      return numbered(19, 'urn:li:share:');
    case 'pinterest': // a Pin: `numericId(18)`
    case 'mastodon': // a status: `numericId(18)`
      return numbered(18);
    case 'bluesky': // a post's at-URI, its record key `numericId(19)`
      return numbered(19, `at://${accountExternalId}/app.bsky.feed.post/`);
  }
}

/** `sandbox/kit/posts.ts`: an account's timeline entries start with this key (checked after seeding). */
const timelineKey = (userId: string) => createHash('sha256').update(userId).digest('hex').slice(0, 16);

const MEDIA_TYPE: Record<Network, 'image' | 'video' | null> = {
  twitter: null,
  facebook: null,
  linkedin: null,
  instagram: 'image',
  bluesky: null,
  pinterest: 'image',
  mastodon: null,
  tiktok: 'video',
};

/**
 * `posts` items published on every account, `published_at` spread evenly from a minute ago back to
 * 89.5 days ago (so ~7.8 % are fresh), one target per (item, account), and each target's post in
 * its sandbox with the same creation time. One transaction; then ANALYZE.
 */
/** The sandbox's record of a demo account: whose it is (`owner`) and its username, as the fakes keep them. */
export async function sandboxOwnerOf(db: Db, account: { platform: string; externalId: string }): Promise<{ owner: string | null; username: string | null }> {
  const [owner] = await rawRows<{ owner: string | null; username: string | null }>(
    db,
    sql`select data->>'owner' as owner, data->>'username' as username from sandbox_records
        where network = ${account.platform} and id = ${account.externalId} and kind in ('user-by-id', 'page', 'instagram-account')
        order by kind limit 1`,
  );
  if (!owner) throw new Error(`${account.platform} : pas d'utilisateur du bac à sable ${account.externalId}`);
  return owner;
}

export async function seedAnalyticsPosts(db: Db, workspace: { id: string; userId: string }, accounts: SeedAccount[], posts: number, now: number): Promise<SeededAccount[]> {
  const newest = new Date(now - 60_000).toISOString();
  const stepMs = (89.5 * DAY_MS) / posts;
  const seeded: SeededAccount[] = [];
  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await run(sql`
      insert into contents (workspace_id, user_id, title, text, hashtags, platforms, media_type, status, published_at, created_at, updated_at)
      select ${workspace.id}, ${workspace.userId}, 'Statistiques ' || g,
             'Publication mesurée numéro ' || g || ' #publia', '["#publia"]'::jsonb, ${JSON.stringify(accounts.map((a) => a.platform))}::jsonb,
             null, 'published', t, t, t
      from generate_series(1, ${posts}::int) as g,
           lateral (select ${newest}::timestamptz - ((g - 1) * ${stepMs}::float8) * interval '1 millisecond' as t) as x`);
    for (const account of accounts) {
      const owner = await sandboxOwnerOf(tx as unknown as Db, account);
      // Numbered as the items: g = 1 is the newest.
      await run(sql`
        insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, external_id, url, attempts, published_at, created_at, updated_at)
        select c.workspace_id, c.id, ${account.id}, ${account.platform}, 'published', c.published_at, p.id,
               'https://bench.invalid/' || ${account.platform} || '/' || p.id, 1, c.published_at, c.published_at, c.published_at
        from (select id, workspace_id, published_at, row_number() over (order by published_at desc, id) as g
              from contents where workspace_id = ${workspace.id}) as c,
             lateral (select ${postIdOf(account.platform, account.externalId)} as id) as p`);
      const key = timelineKey(account.externalId);
      await run(sql`
        insert into sandbox_records (network, kind, id, data, created_at, updated_at)
        select ${account.platform}, k.kind, k.id, k.data, t.published_at, t.published_at
        from publication_targets t,
             lateral (select to_char(t.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at) as c,
             lateral (values
               ('post', t.external_id, jsonb_build_object(
                  'id', t.external_id, 'network', ${account.platform}::text, 'userId', ${account.externalId}::text,
                  'username', ${owner.username ?? 'publia_demo'}::text, 'text', 'Publication mesurée', 'title', null,
                  'mediaType', ${MEDIA_TYPE[account.platform]}::text, 'mediaUrl', null, 'createdAt', c.created_at,
                  'replies', '[]'::jsonb, 'owner', ${owner.owner}::text)),
               ('timeline', ${key} || lpad(floor(extract(epoch from t.published_at) * 1000)::bigint::text, 15, '0') || t.external_id,
                jsonb_build_object('target', t.external_id))
             ) as k(kind, id, data)
        where t.account_id = ${account.id}`);
      const [counts] = await rawRows<{ fresh: number; newest: string; oldest: string }>(
        tx as unknown as Db,
        sql`select count(*) filter (where published_at > ${new Date(now - 7 * DAY_MS).toISOString()}::timestamptz)::int as fresh,
                   (array_agg(external_id order by published_at desc))[1] as newest,
                   (array_agg(external_id order by published_at asc))[1] as oldest
            from publication_targets where account_id = ${account.id}`,
      );
      seeded.push({ ...account, fresh: counts!.fresh, probeIds: [counts!.newest, counts!.oldest] });
    }
  });
  for (const table of ['contents', 'publication_targets', 'sandbox_records']) await db.execute(sql.raw(`analyze ${table}`));
  return seeded;
}
