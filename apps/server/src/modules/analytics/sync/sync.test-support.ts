import { NETWORKS, type Network } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../../db/raw-rows.ts';
import { NetworkError } from '../../../networks/network-error.ts';
import type { NetworkRegistry } from '../../../networks/registry.ts';
import { readEachPost } from '../../../networks/post-metrics.ts';
import type { AccountCredentials, NetworkClient, PostMetrics } from '../../../networks/types.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** A network account kept in the test's memory: its posts' figures, its followers, the calls made. */
export interface FakeAudience {
  posts: Map<string, PostMetrics | 'gone'>;
  followers: number | null;
  /** The next call fails with this error (once). */
  fault: Error | null;
  /** Posts read one per call (as Pinterest): after `after` of them, every read fails with `error` (a rate limit). */
  limit: { after: number; error: Error } | null;
  /** The ids asked by each postMetrics call. */
  asked: string[][];
  accountCalls: number;
}

/**
 * Every network's client answers figures from `audiences` (by the account's external id): the
 * measuring's rules are tested without the six real clients and their sandboxes.
 */
export class FakeMetrics {
  readonly audiences = new Map<string, FakeAudience>();

  audience(externalId: string): FakeAudience {
    let audience = this.audiences.get(externalId);
    if (!audience) {
      audience = { posts: new Map(), followers: null, fault: null, limit: null, asked: [], accountCalls: 0 };
      this.audiences.set(externalId, audience);
    }
    return audience;
  }

  private take(credentials: AccountCredentials): FakeAudience {
    const audience = this.audience(credentials.externalId);
    const fault = audience.fault;
    audience.fault = null;
    if (fault) throw fault;
    return audience;
  }

  client(network: Network): NetworkClient {
    const unsupported = async (): Promise<never> => {
      throw new NetworkError(network, 'invalid_content', 'non pris en charge');
    };
    return {
      network,
      usesPkce: false,
      authorizationUrl: () => 'https://fake.example/authorize',
      exchangeCode: unsupported,
      refresh: async () => {
        throw new NetworkError(network, 'token_expired', 'jeton de renouvellement refusé (invalid_grant)');
      },
      profile: unsupported,
      publish: unsupported,
      postMetrics: async (credentials, externalIds) => {
        const audience = this.take(credentials);
        audience.asked.push([...externalIds]);
        const known = externalIds.filter((externalId) => audience.posts.has(externalId));
        let reads = 0;
        // The shared per-post reader, as the networks read one post per call use it.
        return readEachPost(known, async (externalId) => {
          if (audience.limit && reads++ >= audience.limit.after) throw audience.limit.error;
          const post = audience.posts.get(externalId)!;
          if (post === 'gone') throw new NetworkError(network, 'unknown', 'introuvable (404)', { status: 404 });
          return { ...post };
        });
      },
      accountMetrics: async (credentials) => {
        const audience = this.take(credentials);
        audience.accountCalls++;
        return { followers: audience.followers };
      },
    };
  }

  /** Puts these clients in front of the app's registry for every network. */
  install(t: TestApp): void {
    const real = t.ctx.networks;
    const clients = new Map(NETWORKS.map((network) => [network, this.client(network)]));
    const registry: NetworkRegistry = {
      client: (network) => clients.get(network)!,
      isSandboxed: (network) => real.isSandboxed(network),
      sandboxedNetworks: () => real.sandboxedNetworks(),
      attachSandboxFetch: (fetch) => real.attachSandboxFetch(fetch),
      sandboxFetch: real.sandboxFetch,
    };
    t.ctx.networks = registry;
  }
}

/** Figures with every field given, overridden by `values`. */
export const figures = (values: Partial<PostMetrics>): PostMetrics => ({
  impressions: null,
  reach: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  clicks: null,
  ...values,
});

/** A connected account of the workspace, with a token that needs no refresh. */
export async function connectedAccount(t: TestApp, workspaceId: string, platform: Network, externalId: string): Promise<string> {
  const token = t.ctx.keyring.encrypt(`jeton-${externalId}`);
  const [row] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into social_accounts (workspace_id, platform, external_id, username, access_token_enc, is_connected)
        values (${workspaceId}, ${platform}, ${externalId}, ${externalId}, ${token}, true) returning id`,
  );
  return row!.id;
}

/** A published item with one target per account given, each with its post id on the network. */
export async function publishedItem(
  t: TestApp,
  workspaceId: string,
  publishedAt: Date,
  targets: { accountId: string; platform: Network; externalId: string }[],
): Promise<{ contentId: string; targetIds: string[] }> {
  const at = publishedAt.toISOString();
  const [content] = await rawRows<{ id: string }>(
    t.ctx.db,
    sql`insert into contents (workspace_id, title, text, status, published_at, platforms)
        values (${workspaceId}, 'Soldes', 'Profitez des soldes', 'published', ${at}::timestamptz, ${JSON.stringify(targets.map((x) => x.platform))}::jsonb)
        returning id`,
  );
  const targetIds: string[] = [];
  for (const target of targets) {
    const [row] = await rawRows<{ id: string }>(
      t.ctx.db,
      sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at, external_id, url, published_at)
          values (${workspaceId}, ${content!.id}, ${target.accountId}, ${target.platform}, 'published', ${at}::timestamptz,
                  ${target.externalId}, ${`https://exemple.fr/${target.externalId}`}, ${at}::timestamptz)
          returning id`,
    );
    targetIds.push(row!.id);
  }
  return { contentId: content!.id, targetIds };
}

const numeric = <T extends Record<string, unknown>>(row: T, fields: string[]): T => {
  const copy: Record<string, unknown> = { ...row };
  for (const field of fields) if (copy[field] !== null && copy[field] !== undefined) copy[field] = Number(copy[field]);
  return copy as T;
};

const FIGURES = ['impressions', 'reach', 'likes', 'comments', 'shares', 'saves', 'clicks', 'engagement'];

export async function dayRows(t: TestApp, accountId: string) {
  const found = await rawRows<Record<string, unknown>>(
    t.ctx.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, impressions, reach, likes, comments, shares, saves, clicks, engagement, followers
        from account_metric_days where account_id = ${accountId} order by day`,
  );
  return found.map((row) => numeric(row, [...FIGURES, 'followers']));
}

export async function latestOf(t: TestApp, targetId: string) {
  const [row] = await rawRows<Record<string, unknown>>(
    t.ctx.db,
    sql`select impressions, reach, likes, comments, shares, saves, clicks, engagement, stopped from post_metrics where target_id = ${targetId}`,
  );
  return row ? numeric(row, FIGURES) : null;
}

export async function snapshotCount(t: TestApp, targetId: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from post_metric_snapshots where target_id = ${targetId}`);
  return row!.n;
}

export async function syncRow(t: TestApp, accountId: string) {
  const [row] = await rawRows<{
    requested_at: string | null;
    last_synced_at: string | null;
    last_daily_at: string | null;
    retry_at: string | null;
    last_error: string | null;
    failures: number;
  }>(t.ctx.db, sql`select requested_at, last_synced_at, last_daily_at, retry_at, last_error, failures from account_metric_syncs where account_id = ${accountId}`);
  return row ?? null;
}
