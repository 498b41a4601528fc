import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, userRef, workspaceRef } from './columns.ts';

/**
 * An MCP client known to Publia as authorization server: registered by dynamic client registration
 * (`kind` registered: Publia chose its `client_id`), or described by its client ID metadata document
 * (`kind` metadata_document: `client_id` is the document's https URL, re-read when older than a day).
 * Clients belong to the instance, not to a workspace: what a workspace connects is a grant.
 */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: id(),
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: ['registered', 'metadata_document'] }).notNull(),
    name: text('name').notNull(),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    fetchedAt: timestamptz('fetched_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_clients_client_id_unique').on(t.clientId)],
);

/**
 * A client a member authorised in a workspace, with the scopes they consented to: what « Assistants
 * IA » lists and revokes. Its tokens die with it.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: id(),
    workspaceId: workspaceRef(),
    userId: userRef(),
    clientRowId: uuid('client_row_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** The resource (RFC 8707) its tokens are for: this instance's /mcp. */
    resource: text('resource').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_grants_workspace_idx').on(t.workspaceId)],
);

/** An authorization code: only its SHA-256 kept, single use (`used_at`), 10 minutes, bound to its redirect URI and PKCE challenge. */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_codes_hash_unique').on(t.codeHash)],
);

/**
 * An access token (1 hour) or a refresh token (rotated: `used_at` set when exchanged; a used one
 * shown again revokes its grant), only its SHA-256 kept.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_tokens_hash_unique').on(t.tokenHash), index('oauth_tokens_grant_idx').on(t.grantId)],
);
