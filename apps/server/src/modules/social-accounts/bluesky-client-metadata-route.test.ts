import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://publia.example' });
});
afterAll(async () => t?.close());

describe('GET /oauth/bluesky/client-metadata.json', () => {
  it('answers the document at its client id, 200 in JSON, to anyone', async () => {
    const answer = await t.app.inject({ url: '/oauth/bluesky/client-metadata.json', headers: { host: 'publia.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toMatchObject({
      client_id: 'https://publia.example/oauth/bluesky/client-metadata.json',
      redirect_uris: ['https://publia.example/oauth/callback/bluesky'],
      dpop_bound_access_tokens: true,
      token_endpoint_auth_method: 'none',
    });
  });
});
