import { createHash, randomBytes } from 'node:crypto';
import { decodeHtmlEntities } from '../../lib/html-entities.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sandboxClient, type Exchange } from '../test-support.ts';
import type { AccountCredentials, Connection, NetworkClient } from '../types.ts';
import { definition } from './index.ts';

/** The instance the tests type, as « mode démo » does. */
export const TEST_INSTANCE = 'mastodon.sandbox';

/**
 * Goes through Mastodon's connection against its sandbox as a browser would: the instance typed in
 * the connect form, the consent page approved as `username`, the code exchanged with what was
 * prepared before the browser went.
 */
export async function connectMastodon(t: TestApp, client: NetworkClient, username: string, instance = TEST_INSTANCE): Promise<Connection> {
  const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/mastodon`;
  const state = randomBytes(16).toString('hex');
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const { authorizationUrl, prepared } = await client.connectForms!.prepareRedirect!('instance', { instance }, { state, redirectUri, codeChallenge });
  const authorize = new URL(authorizationUrl);
  const consent = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  if (consent.statusCode !== 200 || !consent.body.includes('Autoriser Publia')) throw new Error(`consent page of mastodon: ${consent.statusCode} ${consent.body.slice(0, 200)}`);
  const fields = Object.fromEntries([...consent.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decodeHtmlEntities(m[2]!)]));
  const approved = await t.app.inject({
    method: 'POST',
    url: '/sandbox/_consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, username, decision: 'allow' }).toString(),
  });
  const location = new URL(String(approved.headers.location));
  if (location.searchParams.get('state') !== state) throw new Error('state not returned by the mastodon sandbox');
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code from the mastodon sandbox: ${location}`);
  return client.exchangeCode({ code, redirectUri, codeVerifier, prepared });
}

/** A Mastodon account connected through the sandbox, the credentials the client acts with, and the exchanges made since (none). */
export async function connectedMastodon(t: TestApp, username: string) {
  const built = sandboxClient(t, definition);
  const connection = await connectMastodon(t, built.client, username);
  const account: AccountCredentials = {
    accessToken: connection.tokens.accessToken,
    externalId: connection.profile.externalId,
    username: connection.profile.username,
    settings: connection.settings ?? {},
  };
  const connectExchanges: Exchange[] = built.exchanges.splice(0);
  return { ...built, connection, account, connectExchanges };
}
