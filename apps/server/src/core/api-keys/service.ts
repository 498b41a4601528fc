/**
 * API keys and the public API, as the rest of the server sees them: the rewrite of /api/v1
 * addresses and the gate that signs key requests in (wired by the app), whether a request is a key
 * request (CSRF, sign-in), and which routes are public with what scope (the OpenAPI document).
 */
export { limitKey, registerPublicApiGate } from './public-api-gate.ts';
export { memberSession, resolveKey, type KeyHolder, type MemberRow } from './resolve-key.ts';
export { keyOfHeader } from './key-token.ts';
export { isPublicApiRequest, keyAllows, publicApiRewrite, publicRoutesOf, scopeNeeded, type PublicRoute } from './public-api.ts';
export { looksLikeApiKey } from './key-token.ts';
