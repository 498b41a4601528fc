import { describe, expect, it } from 'vitest';
import { mastodonContract } from '../../networks/mastodon/contract-check.ts';
import { definition } from '../../networks/mastodon/index.ts';
import { recordingFetch, sandboxSuite } from '../../networks/test-support.ts';
import { injectFetch } from '../../app/inject-fetch.ts';

const s = sandboxSuite(definition, 'regles_masto');
const BASE = 'http://localhost/sandbox/mastodon';

/** Calls the fake as any client would, every exchange kept for the contract. */
function caller(token: string | null) {
  const recorder = recordingFetch(injectFetch(s.t.app));
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    recorder.fetch(`${BASE}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  return { call, exchanges: recorder.exchanges };
}

describe('le bac à sable Mastodon', () => {
  it('refuse comme une instance, au format { error }, conforme à la description : texte trop long, vide, visibilité inconnue, jeton inconnu, statut absent', async () => {
    const { call, exchanges } = caller(s.account.accessToken);
    const tooLong = await call('POST', '/api/v1/statuses', { status: 'x'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toEqual({ error: 'Validation failed: Text character limit of 500 exceeded' });
    expect((await call('POST', '/api/v1/statuses', { status: '  ' })).status).toBe(422);
    expect((await call('POST', '/api/v1/statuses', { status: 'Bonjour', visibility: 'everyone' })).status).toBe(422);
    expect((await call('GET', '/api/v1/statuses/123456789012345678')).status).toBe(404);
    const stranger = caller('at_inconnu');
    const refused = await stranger.call('GET', '/api/v1/accounts/verify_credentials');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'The access token is invalid' });
    expect(mastodonContract.problems([...exchanges, ...stranger.exchanges], { answersOnly: true })).toEqual([]);
  });

  it('compte un lien 23 et l’avertissement avec le texte ; dit son débit restant à chaque réponse', async () => {
    const { call, exchanges } = caller(s.account.accessToken);
    const withLink = await call('POST', '/api/v1/statuses', { status: `${'a'.repeat(476)} https://exemple.fr/${'b'.repeat(100)}` });
    expect(withLink.status).toBe(200);
    expect(withLink.headers.get('x-ratelimit-limit')).toBe('300');
    expect(Number(withLink.headers.get('x-ratelimit-remaining'))).toBeLessThan(300);
    expect(Date.parse(withLink.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(Date.now());
    expect((await call('POST', '/api/v1/statuses', { status: 'a'.repeat(490), spoiler_text: 'Attention, sujet' })).status).toBe(422);
    expect(mastodonContract.problems(exchanges)).toEqual([]);
  });

  it('une même clé d’idempotence rend le même statut ; une autre en crée un autre', async () => {
    const { call } = caller(s.account.accessToken);
    const key = { 'idempotency-key': `cle-${Date.now()}` };
    const first = (await (await call('POST', '/api/v1/statuses', { status: 'Une fois' }, key)).json()) as { id: string };
    const again = (await (await call('POST', '/api/v1/statuses', { status: 'Une fois' }, key)).json()) as { id: string };
    const other = (await (await call('POST', '/api/v1/statuses', { status: 'Une fois' }, { 'idempotency-key': `autre-${Date.now()}` })).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('une application inconnue ne passe pas la page de consentement ; un jeton révoqué ne sert plus', async () => {
    const page = await s.t.app.inject({ url: '/sandbox/mastodon/oauth/authorize?response_type=code&client_id=inconnu&redirect_uri=http://x/cb' });
    expect(page.statusCode).toBe(400);
    await s.client.revoke!(s.account, { accessToken: s.account.accessToken });
    const { call } = caller(s.account.accessToken);
    expect((await call('GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
  });
});
