import { createExchangeContract } from '../../test/openapi-exchanges.ts';
import type { Exchange } from '../test-support.ts';

/**
 * The exchanges of the Pinterest client with its fake, held to Pinterest's official OpenAPI file:
 * each request (JSON or form body, and query parameters) and each answer. The storage behind
 * `upload_url` and the public Pin pages are not Pinterest's API and are left out.
 */
export const pinterestContract = createExchangeContract({
  file: 'pinterest-v5.openapi.json',
  basePath: '/sandbox/pinterest/v5',
  operations: [
    'POST /oauth/token',
    'GET /user_account',
    'GET /boards',
    'GET /pins/analytics',
    'GET /pins/{pin_id}/analytics',
    'POST /pins',
    'GET /pins',
    'POST /media',
    'GET /media/{media_id}',
  ],
});

export const contractProblems = (exchanges: readonly Exchange[]) => pinterestContract.problems(exchanges);
