import { createExchangeContract } from '../../test/openapi-exchanges.ts';
import { failOnProblems, type Exchange } from '../test-support.ts';

/** Where the Mastodon sandbox serves an instance's API. */
export const MASTODON_SANDBOX_BASE = '/sandbox/mastodon';

/**
 * The exchanges of the Mastodon client with its fake, held to the Mastodon OpenAPI description:
 * each request (JSON or multipart body, query parameters) and each answer, refusals included. The
 * files the fake serves (`/system/media/…`) and the status pages are not the API's and are left out.
 */
export const mastodonContract = createExchangeContract({
  file: 'mastodon-4.7.0.openapi.json',
  basePath: MASTODON_SANDBOX_BASE,
  operations: [
    'GET /api/v2/instance',
    'POST /api/v1/apps',
    'POST /oauth/token',
    'POST /oauth/revoke',
    'GET /api/v1/accounts/verify_credentials',
    'POST /api/v2/media',
    'GET /api/v1/media/{id}',
    'POST /api/v1/statuses',
    'GET /api/v1/statuses/{id}',
    'DELETE /api/v1/statuses/{id}',
    'GET /api/v1/statuses/{id}/context',
    'GET /api/v1/accounts/{id}/statuses',
  ],
});

export const contractProblems = (exchanges: readonly Exchange[]) => mastodonContract.problems(exchanges);

/** The check a test file runs after each test: every exchange with the sandbox valid against the description. */
export const checkMastodonContract = (exchanges: readonly Exchange[]) => failOnProblems('Mastodon contract', contractProblems(exchanges));
