import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t?.close());

describe('horloge des bacs à sable', () => {
  it('un jeton d’accès expire quand l’horloge du test dépasse sa durée, sans attendre deux heures', async () => {
    const client = t.ctx.networks.client('twitter');
    const connection = await connectThroughSandbox(t, client);
    const me = () => t.app.inject({ url: '/sandbox/twitter/2/users/me', headers: { authorization: `Bearer ${connection.tokens.accessToken}` } });
    expect((await me()).statusCode).toBe(200);

    clock.advance(connection.tokens.expiresAt!.getTime() - Date.now() + 60_000);
    const expired = await me();
    expect(expired.statusCode).toBe(401);

    // The refresh token outlives the access token: the client renews it as it would for real.
    const renewed = await client.refresh(connection.tokens);
    const again = await t.app.inject({ url: '/sandbox/twitter/2/users/me', headers: { authorization: `Bearer ${renewed.accessToken}` } });
    expect(again.statusCode).toBe(200);
  });
});
