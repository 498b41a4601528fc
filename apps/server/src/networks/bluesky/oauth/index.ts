/** The AT Protocol OAuth connection of Bluesky accounts, as the Bluesky client calls it. */
export { prepareBlueskyOAuth, type PrepareInput, type PreparedBlueskyOAuth } from './authorize.ts';
export { exchangeBlueskyCode, refreshBlueskyOAuth, revokeBlueskyOAuth, type BlueskyConnection, type ExchangeInput } from './token.ts';
export { dpopFetch, createDpopKey, dpopProof, type DpopFetchInput, type DpopKey } from './dpop.ts';
export { packOAuthToken, unpackOAuthToken, requireOAuthSession, type BlueskyOAuthSession } from './session.ts';
export { blueskyClientId, blueskyClientMetadata, blueskyCallbackUrl, BLUESKY_CLIENT_METADATA_PATH, BLUESKY_OAUTH_SCOPE, isLoopbackPublicUrl } from './client-metadata.ts';
export { resolveIdentity, normaliseHandle, type BlueskyIdentity } from './identity.ts';
export { messageKeyOf, type BlueskyOAuthContext, type BlueskyErrorDetails } from './context.ts';
