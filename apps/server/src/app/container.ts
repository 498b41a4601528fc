import path from 'node:path';
import type { Logger } from 'pino';
import { embeddedDatabaseDir, type Config } from '../config.ts';
import { createApiKeyCache } from '../core/api-keys/key-cache.ts';
import { createSessionCache } from '../core/auth/session-cache.ts';
import { createWorkspaceCache } from '../lib/workspace-cache.ts';
import { createEventBus } from '../core/events/bus.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { startQueue, type Queue } from '../jobs/queue.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { SANDBOX_FEED_SECTORS, sandboxFeedPath } from '../sandbox/feeds/index.ts';
import { loadKeyring } from '../lib/crypto.ts';
import { createSharedCalls } from '../lib/shared-calls.ts';
import { createBillingProvider } from '../modules/billing/service.ts';
import { COMMENT_STATS_CACHE_MS } from '../modules/comments/service.ts';
import { createImagePool } from '../modules/media/image-pool.ts';
import { createShortLinkRuntime } from '../modules/links/service.ts';
import { createOcrReader } from '../modules/scanner/service.ts';
import { createNetworkRegistry } from '../networks/registry.ts';
import { serverAppStores } from '../modules/social-accounts/service.ts';
import { createStorage } from '../storage/index.ts';
import type { AppContext, SampleFeedSector } from '../core/context/app-context.ts';
import { subscribeModules } from './subscriptions.ts';

export interface ContainerOptions {
  /** Tests run without pg-boss unless they need it. */
  withQueue?: boolean;
  /** Tests pass an in-memory PGlite by leaving the data directory out. */
  inMemory?: boolean;
  /** Tests start their embedded database from one already migrated (see test/template-database.ts). */
  pgliteTemplate?: Blob;
  clock?: Clock;
}

export interface Container {
  ctx: AppContext;
  database: Database;
  /** Kills the image workers, stops the queue, then closes the database. */
  close(): Promise<void>;
}

/**
 * Builds every service once, in order — database (migrations applied), queue, keyring, storage,
 * caches, network and payment clients, event bus and its subscribers — before any HTTP app or
 * worker exists.
 */
export async function buildContainer(config: Config, logger: Logger, options: ContainerOptions = {}): Promise<Container> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.inMemory ? undefined : embeddedDatabaseDir(config),
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    ...(options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {}),
  });
  let queue: Queue | null = null;
  try {
    queue = options.withQueue === false ? null : await startQueue(database, logger, { jobExpirySeconds: config.publishing.jobExpirySeconds, clock: options.clock ?? systemClock });
    const startedQueue = queue;
    const events = createEventBus(logger, () => startedQueue);
    const keyring = loadKeyring(config, logger);
    const ctx: AppContext = {
      config,
      db: database.db,
      logger,
      queue,
      networks: createNetworkRegistry(config, logger, serverAppStores(database.db, keyring)),
      billing: createBillingProvider(config, keyring),
      storage: createStorage(config),
      images: createImagePool({ logger }),
      // The OCR's unpacked language models are kept beside the data: a restart reads them again at once.
      ocr: createOcrReader({ cacheDir: path.join(config.dataDir, 'ocr') }),
      keyring,
      events,
      clock: options.clock ?? systemClock,
      sampleFeeds: config.sandboxFeeds ? sampleFeedSectors(config.publicUrl) : [],
      shortLinks: createShortLinkRuntime(database.db, options.clock ?? systemClock, logger),
      caches: {
        sessions: createSessionCache(config.sessionCacheSeconds * 1000),
        apiKeys: createApiKeyCache(config.sessionCacheSeconds * 1000),
        history: createWorkspaceCache(config.historyCacheSeconds * 1000),
        commentStats: createWorkspaceCache(COMMENT_STATS_CACHE_MS),
        refreshes: createSharedCalls(),
        customers: createSharedCalls(),
      },
    };
    subscribeModules(ctx);
    // Durable subscribers' queues exist before anyone emits (a web-only instance sends to them too).
    if (queue) for (const subscription of events.durableSubscriptions()) await queue.boss.createQueue(subscription.queueName);
    return {
      ctx,
      database,
      close: async () => {
        await ctx.images.close();
        await ctx.ocr.close();
        await startedQueue?.stop();
        // The clicks being written finish before the database closes (HTTP, closed first, takes no new one).
        await ctx.shortLinks.close();
        await database.close();
      },
    };
  } catch (error) {
    await queue?.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/** The sample feeds' sectors with the addresses this server serves them at. */
function sampleFeedSectors(publicUrl: string): SampleFeedSector[] {
  return SANDBOX_FEED_SECTORS.map((sector) => ({
    id: sector.id,
    label: sector.label,
    sources: sector.sources.map((source) => ({ title: source.title, url: `${publicUrl}${sandboxFeedPath(sector.id, source.slug)}` })),
  }));
}
