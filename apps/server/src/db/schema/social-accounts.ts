import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, madeByRef, timestamptz, updatedAt, userRef, workspaceRef } from './columns.ts';

/**
 * The connected social accounts (`social_networks` in the browser's model), per workspace. Tokens are AES-256-GCM ciphertexts (lib/crypto),
 * never sent to the browser. `settings` holds what the network needs besides tokens (a Page id,
 * a default Pinterest board…).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: madeByRef(),
    platform: text('platform').notNull(),
    externalId: text('external_id'),
    username: text('username').notNull(),
    displayName: text('display_name'),
    profilePictureUrl: text('profile_picture_url'),
    followers: integer('followers'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiry: timestamptz('token_expiry'),
    scope: text('scope'),
    isConnected: boolean('is_connected').notNull().default(false),
    lastSynced: timestamptz('last_synced'),
    error: text('error'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** What a connect form prepared before the consent (the person's server, a DPoP key…), as encrypted JSON. */
    preparedEnc: text('prepared_enc'),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_states_state_hash_unique').on(t.stateHash)],
);

/**
 * The apps Publia registered on servers anyone may run (a Mastodon instance): registered once per
 * network, server and callback address, then used by every account of that server. The secret is
 * encrypted like the tokens.
 */
export const networkServerApps = pgTable(
  'network_server_apps',
  {
    id: id(),
    platform: text('platform').notNull(),
    server: text('server').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEnc: text('client_secret_enc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('network_server_apps_unique').on(t.platform, t.server, t.redirectUri)],
);
