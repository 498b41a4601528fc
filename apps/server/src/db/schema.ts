import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The owning workspace or user: their rows go with them. Declared as functions, used below their tables. */
const workspaceRef = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    locale: text('locale').notNull().default('fr'),
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: workspaceRef(),
    userId: userRef(),
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Only the SHA-256 of the session token is stored: a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    workspaceId: workspaceRef(),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

/** E-mails waiting for SMTP, or kept for the operator when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/** Fixed-window counters shared by every instance (no in-memory state, see architecture). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * The seed's `social_networks`, per workspace. Tokens are AES-256-GCM ciphertexts (lib/crypto),
 * never sent to the browser. `settings` holds what the network needs besides tokens (a Page id,
 * a default Pinterest board…).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    externalId: text('external_id'),
    username: text('username').notNull(),
    displayName: text('display_name'),
    profilePictureUrl: text('profile_picture_url'),
    followers: integer('followers'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiry: timestamp('token_expiry', { withTimezone: true }),
    scope: text('scope'),
    isConnected: boolean('is_connected').notNull().default(false),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    error: text('error'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('social_accounts_workspace_idx').on(t.workspaceId),
    index('social_accounts_expiry_idx').on(t.tokenExpiry),
    // One row per network account in a workspace (placeholders, without an external id, are not concerned).
    uniqueIndex('social_accounts_network_account_unique').on(t.workspaceId, t.platform, t.externalId),
  ],
);

/** Server-side OAuth state: single use, expiring, bound to the user who started the connection. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    stateHash: text('state_hash').notNull(),
    workspaceId: workspaceRef(),
    userId: userRef(),
    platform: text('platform').notNull(),
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'cascade' }),
    codeVerifierEnc: text('code_verifier_enc'),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_states_state_hash_unique').on(t.stateHash)],
);

/** Per-workspace preferences (the publication toggles of the networks page, among others). */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  publication: jsonb('publication').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** In-app notifications, per user (document 1 §3: validation, trend, comment, scheduled; plus failure). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: userRef(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    route: text('route'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.read, t.createdAt)],
);

/** What the network sandboxes remember (codes, tokens, media jobs, posts), as JSON per network. */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    network: text('network').notNull(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.kind, t.id] })],
);

/** Faults the sandboxes are told to answer next (tests, demos of failure handling). */
export const sandboxFaults = pgTable('sandbox_faults', {
  id: id(),
  network: text('network').notNull(),
  operation: text('operation').notNull(),
  fault: text('fault').notNull(),
  remaining: integer('remaining').notNull(),
  /** The visitor who armed it (a workspace's key); only that visitor's demo accounts meet it. */
  owner: text('owner'),
  createdAt: createdAt(),
});

/**
 * Uploaded files, per workspace. `storageKey` names the file in the storage backend (a directory
 * of DATA_DIR or an S3 bucket); a filtered photo is a row of its own pointing at its source.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    filter: text('filter').notNull().default('original'),
    sourceId: uuid('source_id'),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_workspace_idx').on(t.workspaceId),
    uniqueIndex('media_storage_key_unique').on(t.storageKey),
    // One copy per (photo, filter): two requests for the same filter at once answer the same copy.
    uniqueIndex('media_source_filter_unique').on(t.sourceId, t.filter),
  ],
);

/**
 * A post of the workspace (document 1 §3 "content item"): drafts pending validation, scheduled,
 * published or failed. Its per-account outcome lives in `publication_targets`.
 */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title'),
    text: text('text').notNull().default(''),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    /** The generation's keywords (motsCles), kept to prefill a repost; `hashtags` are the seed's "keywords". */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** The rest of what the create screen held, so that a draft opened again generates as it was (null on older rows). */
    objective: text('objective', { enum: ['sell', 'inform', 'inspire', 'entertain', 'humanize', 'reassure'] }),
    description: text('description'),
    publicationMode: text('publication_mode', { enum: ['automatique', 'manuelle'] }),
    /** Per-network text when it differs from `text` (generation writes one variant per network). */
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    mediaUrl: text('media_url'),
    mediaType: text('media_type', { enum: ['image', 'video'] }),
    link: text('link'),
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'pending', 'scheduled', 'publishing', 'published', 'failed'] }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** What the content was reposted from (`/create?repost={id}`). */
    repostOf: uuid('repost_of'),
    impressions: integer('impressions'),
    likes: integer('likes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contents_workspace_status_idx').on(t.workspaceId, t.status, t.createdAt),
    index('contents_workspace_created_idx').on(t.workspaceId, t.createdAt),
    // The history's order (an item's date: published, else scheduled, else created), newest first by a backward scan.
    index('contents_workspace_item_date_idx').on(t.workspaceId, sql`coalesce(${t.publishedAt}, ${t.scheduledFor}, ${t.createdAt})`, t.id),
  ],
);

/**
 * One row per (content, connected account): what publishing it there became. `status` moves
 * queued → publishing → published | failed | to_check (outcome unknown, never retried blindly)
 * or queued → cancelled. `claimedAt` marks the claim a worker made in one statement.
 */
export const publicationTargets = pgTable(
  'publication_targets',
  {
    id: id(),
    workspaceId: workspaceRef(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    status: text('status', { enum: ['queued', 'publishing', 'published', 'failed', 'to_check', 'cancelled'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When a queued target waits for a retry (rate limit reset, back-off): its job's start, which the sweep keeps. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    externalId: text('external_id'),
    url: text('url'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The pg-boss job that publishes it, so that cancelling removes it. */
    jobId: text('job_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('publication_targets_content_account_unique').on(t.contentId, t.accountId),
    index('publication_targets_due_idx').on(t.status, t.dueAt),
    index('publication_targets_workspace_idx').on(t.workspaceId, t.contentId),
  ],
);

/**
 * Generations of a workspace: the cache (`cacheKey`, answer kept as sent) and the use counted
 * against the plan's `contentGeneration` limit (rows with `counted`).
 */
export const generations = pgTable(
  'generations',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    cacheKey: text('cache_key').notNull(),
    provider: text('provider').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    /** False for a cache hit or a refusal: only real generations use the quota. */
    counted: boolean('counted').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('generations_cache_idx').on(t.workspaceId, t.cacheKey, t.createdAt),
    index('generations_usage_idx').on(t.workspaceId, t.createdAt),
  ],
);
