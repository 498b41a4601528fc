import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { networkFailure, sandboxClient } from '../test-support.ts';
import { definition } from './index.ts';
import { consentForm, pkcePair } from './oauth/oauth.test-support.ts';
import { lexiconProblems } from './lexicons.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The OAuth form as a person goes through it: the handle, the consent page approved, the code exchanged. */
async function connectByOAuth(handle: string) {
  const built = sandboxClient(t, definition);
  const pkce = pkcePair();
  const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/bluesky`;
  const state = randomBytes(12).toString('base64url');
  const prepared = await built.client.connectForms!.prepareRedirect!('oauth', { handle }, { state, redirectUri, codeChallenge: pkce.challenge });
  const page = await built.context.fetch(prepared.authorizationUrl);
  const form = consentForm(await page.text(), prepared.authorizationUrl);
  const approved = await built.context.fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  const connection = await built.client.exchangeCode({ code: back.searchParams.get('code')!, redirectUri, codeVerifier: pkce.verifier, prepared: prepared.prepared });
  const account = {
    accessToken: connection.tokens.accessToken,
    externalId: connection.profile.externalId,
    username: connection.profile.username,
    settings: connection.settings ?? {},
  };
  return { ...built, connection, account };
}

describe('Bluesky : un compte connecté par OAuth publie comme un autre (DPoP)', () => {
  it('se connecte, publie, mesure, lit ses posts, renouvelle sa session et la révoque', async () => {
    const { client, connection, account, exchanges } = await connectByOAuth('oauth-atelier.bsky.social');
    expect(connection.profile.username).toBe('oauth-atelier.bsky.social');
    expect(connection.settings).toEqual({ pds: `${t.ctx.config.publicUrl}/sandbox/bluesky`, auth: 'oauth' });
    exchanges.splice(0);

    const post = await client.publish(account, { text: 'Publié par OAuth #atelier' });
    const create = exchanges.find((exchange) => exchange.url.pathname.endsWith('/com.atproto.repo.createRecord'))!;
    expect(create.requestHeaders.get('authorization')).toMatch(/^DPoP /);
    expect(create.requestHeaders.get('dpop')).toBeTruthy();
    expect(lexiconProblems('app.bsky.feed.post', (create.requestBody as { record: unknown }).record)).toEqual([]);
    expect((await client.postMetrics(account, [post.externalId]))[0]).toMatchObject({ externalId: post.externalId });
    expect((await client.recentPosts!(account, { since: new Date(Date.now() - 60_000), limit: 5 })).map((item) => item.externalId)).toEqual([post.externalId]);

    const renewed = await client.refresh(connection.tokens);
    const next = { ...account, accessToken: renewed.accessToken };
    expect((await client.profile(next)).username).toBe('oauth-atelier.bsky.social');
    await client.revoke!(next, renewed);
    expect((await networkFailure(client.profile(next))).kind).toBe('token_expired');
  });

  it('refuse un formulaire inconnu en français', async () => {
    const { client } = sandboxClient(t, definition);
    const failure = await networkFailure(client.connectForms!.connectDirect!('autre', {}));
    expect(failure.message).toContain('ne se connecte pas par ce formulaire');
  });
});
