import type { apiKeysMessagesFr } from './fr.ts';

export const apiKeysMessagesEn: Record<keyof typeof apiKeysMessagesFr, string> = {
  'apiKeys.created': 'API key “{name}” created: copy it now, it will not be shown again.',
  'apiKeys.revoked': 'API key “{name}” revoked: it no longer works.',
  'apiKeys.notFound': 'This API key does not exist in this workspace.',
  'apiKeys.alreadyRevoked': 'This API key was already revoked.',
  'apiKeys.tooMany': 'This workspace already has {max} active API keys: revoke one before creating another.',
  'apiKeys.missing': 'An API key is required under /api/v1: send the header “Authorization: Bearer pk_live_…”.',
  'apiKeys.malformed': 'Malformed API key: the expected header is “Authorization: Bearer pk_live_…”, followed by the whole key as it was shown.',
  'apiKeys.unknown': 'Unknown API key: check it, or create one in Settings → Integrations.',
  'apiKeys.revokedKey': 'This API key has been revoked: it no longer works.',
  'apiKeys.expired': 'This API key has expired: create another one in Settings → Integrations.',
  'apiKeys.creatorGone': 'The person who created this API key is no longer a member of the workspace: the key no longer works.',
  'apiKeys.cookieWithKey': 'Do not send a cookie with an API key: a request under /api/v1 is authenticated by its key alone.',
  'apiKeys.missingScope': 'This key does not have the “{scope}” scope this request needs.',
  'apiKeys.rateLimited': 'Too many requests with this API key (at most {limit} per minute). Try again in {seconds} s.',
  'apiKeys.publicApiOnly': 'An API key is only accepted under /api/v1; the other API addresses need a session.',
  'apiKeys.mcpPostOnly': 'Method not allowed: the MCP address /mcp answers POST requests only.',
  'apiKeys.mcpForeignOrigin': 'Request refused: the MCP address does not answer pages of another site (foreign Origin header).',
  'apiKeys.docs.title': 'Publia API documentation',
  'apiKeys.docs.noScript': 'This documentation needs JavaScript to be displayed. The OpenAPI document is at /api/openapi.json.',
};
