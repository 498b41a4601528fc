import { createExchangeContract } from '../../test/openapi-exchanges.ts';
import { failOnProblems, type Exchange } from '../test-support.ts';

/** Where the X sandbox serves X's API. */
export const X_SANDBOX_BASE = '/sandbox/twitter';

/**
 * The exchanges of the X client with its fake, held to X's official OpenAPI file: each request the
 * client sent and each answer the fake gave (a refusal's `application/problem+json` too).
 */
export const xContract = createExchangeContract({
  file: 'x-api-v2.openapi.json',
  basePath: X_SANDBOX_BASE,
  operations: [
    'POST /2/media/upload',
    'GET /2/media/upload',
    'POST /2/media/upload/initialize',
    'POST /2/media/upload/{id}/append',
    'POST /2/media/upload/{id}/finalize',
    'POST /2/media/metadata',
    'POST /2/tweets',
    'GET /2/tweets',
    'GET /2/tweets/search/recent',
    'PUT /2/tweets/{tweet_id}/hidden',
    'GET /2/users/me',
    'GET /2/users/by/username/{username}',
    'GET /2/users/{id}/tweets',
  ],
  outside: ['POST /2/oauth2/token'],
});

export const contractProblems = (exchanges: readonly Exchange[]) => xContract.problems(exchanges);

/** The check a test file runs after each test: every exchange with the X sandbox valid against X's OpenAPI file. */
export const checkXContract = (exchanges: readonly Exchange[]) => failOnProblems('X contract', contractProblems(exchanges));
