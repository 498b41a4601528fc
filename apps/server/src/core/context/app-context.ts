import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Keyring } from '../../lib/crypto.ts';
import type { SharedCalls } from '../../lib/shared-calls.ts';
import type { WorkspaceCache } from '../../lib/workspace-cache.ts';
import type { NetworkRegistry } from '../../networks/registry.ts';
import type { Storage } from '../../storage/index.ts';
import type { EventBus } from '../events/service.ts';
import type { ApiKeyCache } from './api-key-cache.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { ImagePool } from './image-pool.ts';
import type { OcrReader } from './ocr-reader.ts';
import type { SessionCache } from './session-cache.ts';
import type { ShortLinkRuntime } from './short-links.ts';

/** A sector of the sample news feeds this server serves (SANDBOX_FEEDS), with their full addresses. */
export interface SampleFeedSector {
  id: string;
  label: string;
  sources: { title: string; url: string }[];
}

/**
 * Every service of a running Publia, built once by the container (app/container.ts) before HTTP and
 * the workers, and handed to the modules as their first argument. Nothing is built later or kept
 * elsewhere: two Publias in one process (tests) share nothing. Each service is named here by its
 * port (this folder's files, the event bus, lib's pieces): the modules that implement them depend on
 * the ports, never the other way round, so that importing the context pulls in no module.
 */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  /** Null only in tests that run without pg-boss. */
  queue: Queue | null;
  /** One client per network, aimed at its real API or at its sandbox. */
  networks: NetworkRegistry;
  /** The payment provider's client (Stripe, or the payment sandbox), none with billing off. */
  billing: BillingProvider;
  /** Where media files are kept: DATA_DIR/media or an S3-compatible store. */
  storage: Storage;
  /** The worker processes that decode and draw images, under a time limit (killed on close). */
  images: ImagePool;
  /** The scanner's reader of text on frames (tesseract, French + English), started at its first read. */
  ocr: OcrReader;
  /** Encrypts secrets at rest (social tokens, PKCE verifiers). */
  keyring: Keyring;
  events: EventBus;
  clock: Clock;
  /** The sample feeds offered as sources (none when SANDBOX_FEEDS is off). */
  sampleFeeds: SampleFeedSector[];
  /** Short links read by code, and their clicks' group commit (written before the redirect answers). */
  shortLinks: ShortLinkRuntime;
  caches: {
    /** Sessions read in the last seconds (`SESSION_CACHE_SECONDS`). */
    sessions: SessionCache;
    /** API keys resolved in the last seconds (`SESSION_CACHE_SECONDS`), forgotten on revocation and role change. */
    apiKeys: ApiKeyCache;
    /** Serialised history pages per workspace (`HISTORY_CACHE_SECONDS`). */
    history: WorkspaceCache;
    /** The comments inbox's period statistics (forgotten at every change of the workspace's comments here). */
    commentStats: WorkspaceCache;
    /** Token refreshes under way, per account id: concurrent callers share one call to the network. */
    refreshes: SharedCalls;
    /** The payment provider's customer being made, per workspace: concurrent first actions share one creation. */
    customers: SharedCalls;
  };
}
