import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_LATENCY_MS: '120' });
});
afterAll(() => t?.close());

/** How long the app takes to answer a request, in ms. */
async function timed(url: string, method: 'GET' | 'POST' = 'GET') {
  const started = performance.now();
  const response = await t.app.inject({ method, url });
  return { ms: performance.now() - started, status: response.statusCode };
}

const API_CALL = '/sandbox/twitter/2/users/me';
const CONSENT_PAGE =
  '/sandbox/twitter/i/oauth2/authorize?response_type=code&client_id=publia-sandbox&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Foauth%2Fcallback%2Ftwitter&state=s&scope=tweet.read&code_challenge=abc&code_challenge_method=plain';

describe('latence des bacs à sable', () => {
  it('SANDBOX_LATENCY_MS retarde chaque appel d’API d’un réseau, pas la page de consentement', async () => {
    const api = await timed(API_CALL);
    expect(api.status).toBe(401);
    expect(api.ms).toBeGreaterThanOrEqual(115);
    const consent = await timed(CONSENT_PAGE);
    expect(consent.status).toBe(200);
    expect(consent.ms).toBeLessThan(100);
    expect((await t.app.inject({ url: '/sandbox/_latency' })).json()).toEqual({ ms: 120 });
  });

  it('POST /sandbox/_latency change le délai à chaud, et refuse une valeur invalide en la nommant', async () => {
    const set = await t.app.inject({ method: 'POST', url: '/sandbox/_latency', payload: { ms: 300 } });
    expect(set.statusCode).toBe(200);
    expect((await timed('/sandbox/linkedin/v2/userinfo')).ms).toBeGreaterThanOrEqual(295);

    const refused = await t.app.inject({ method: 'POST', url: '/sandbox/_latency', payload: { ms: -5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'ms' });
    expect((await t.app.inject({ url: '/sandbox/_latency' })).json()).toEqual({ ms: 300 });

    await t.app.inject({ method: 'POST', url: '/sandbox/_latency', payload: { ms: 0 } });
    expect((await timed(API_CALL)).ms).toBeLessThan(100);
  });
});
