import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDidOf } from '../../../sandbox/bluesky/oauth/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isNetworkError, type NetworkError } from '../../network-error.ts';
import { prepareBlueskyOAuth } from './authorize.ts';
import { blueskyCallbackUrl } from './client-metadata.ts';
import { messageKeyOf } from './context.ts';
import { createDpopKey, dpopFetch } from './dpop.ts';
import { decodeJws } from './jws.ts';
import { authorise, blueskyOAuthWorld, connect, pkcePair, type BlueskyOAuthWorld } from './oauth.test-support.ts';
import { unpackOAuthToken } from './session.ts';
import { exchangeBlueskyCode, refreshBlueskyOAuth, revokeBlueskyOAuth } from './token.ts';

/**
 * The AT Protocol OAuth connection against the sandbox: discovery from a handle, the pushed request
 * and its nonce, the consent page, the code exchange, DPoP-authorised calls, refresh (single use),
 * and each refusal a person may meet, with its French message key.
 */
let t: TestApp;
let world: BlueskyOAuthWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await blueskyOAuthWorld(t, 'https://publia.example');
});
afterAll(async () => {
  await world?.close();
  await t?.close();
});

async function failureOf(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

const paths = (from: number) => world.exchanges.slice(from).map((exchange) => `${exchange.method} ${exchange.url.pathname} ${exchange.status}`);

describe('connecting a Bluesky account by OAuth', () => {
  it('finds the server from the handle, pushes the request after the nonce, and exchanges the code for DPoP-bound tokens of that DID', async () => {
    const start = world.exchanges.length;
    const { authorised, connection } = await connect(world, '@Boulangerie-Dupont.bsky.social');
    const did = sandboxDidOf('boulangerie-dupont.bsky.social');
    expect(paths(start)).toEqual([
      'GET /sandbox/bluesky/xrpc/com.atproto.identity.resolveHandle 200',
      `GET /sandbox/bluesky/plc/${did} 200`,
      'GET /sandbox/bluesky/.well-known/oauth-protected-resource 200',
      'GET /sandbox/bluesky/.well-known/oauth-authorization-server 200',
      // The first proof has no nonce: refused once with it, then sent again.
      'POST /sandbox/bluesky/oauth/par 400',
      'POST /sandbox/bluesky/oauth/par 201',
      'GET /sandbox/bluesky/oauth/authorize 200',
      'POST /sandbox/bluesky/oauth/authorize/consent 302',
      'POST /sandbox/bluesky/oauth/token 200',
    ]);
    const [refusedPar, par] = world.exchanges.slice(start + 4, start + 6);
    expect(refusedPar!.responseBody).toMatchObject({ error: 'use_dpop_nonce' });
    const nonce = refusedPar!.responseHeaders!.get('dpop-nonce');
    expect(nonce).toBeTruthy();
    const proof = decodeJws(par!.requestHeaders.get('dpop')!)!;
    expect(proof.header).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256' } });
    expect(proof.header.jwk).not.toHaveProperty('d');
    expect(proof.payload).toMatchObject({ htm: 'POST', htu: `${world.base}/oauth/par`, nonce });
    expect(par!.requestBody).toMatchObject({
      client_id: 'https://publia.example/oauth/bluesky/client-metadata.json',
      response_type: 'code',
      code_challenge: authorised.pkce.challenge,
      code_challenge_method: 'S256',
      redirect_uri: 'https://publia.example/oauth/callback/bluesky',
      scope: 'atproto transition:generic',
      state: authorised.state,
      login_hint: 'Boulangerie-Dupont.bsky.social',
    });
    // The consent page offers the account asked for, and the browser comes back with the issuer.
    expect(authorised.html).toContain('value="boulangerie-dupont.bsky.social"');
    expect(authorised.back.searchParams.get('state')).toBe(authorised.state);
    expect(authorised.back.searchParams.get('iss')).toBe(world.base);
    expect(authorised.prepared).toMatchObject({ did, handle: 'boulangerie-dupont.bsky.social', pds: world.base, issuer: world.base, tokenEndpoint: `${world.base}/oauth/token` });
    expect(JSON.parse(authorised.prepared.dpopKey)).toHaveProperty('d');

    expect(connection).toMatchObject({ did, handle: 'boulangerie-dupont.bsky.social', pds: world.base });
    expect(connection.tokens.scope).toBe('atproto transition:generic');
    expect(connection.tokens.refreshToken).toBeTruthy();
    expect(connection.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    const session = unpackOAuthToken(connection.tokens.accessToken)!;
    expect(session).toMatchObject({ did, pds: world.base, issuer: world.base, tokenEndpoint: `${world.base}/oauth/token`, dpopKey: connection.dpopKey });
    expect(session.token).toBe(connection.session.token);
    // The token request is signed by the same key as the pushed request, with the nonce it learnt.
    const tokenProof = decodeJws(world.exchanges.at(-1)!.requestHeaders.get('dpop')!)!;
    expect(tokenProof.header.jwk).toEqual(proof.header.jwk);
    expect(tokenProof.payload.nonce).toBe(nonce);
    expect(tokenProof.payload.jti).not.toBe(proof.payload.jti);
  });

  it('calls the PDS with the DPoP-bound token: a proof per request with the token hash, the nonce learnt on the first refusal', async () => {
    const { connection } = await connect(world, 'atelier-mercier.bsky.social');
    const pdsFetch = dpopFetch(world.context, { accessToken: connection.session.token, dpopKey: connection.dpopKey });
    const start = world.exchanges.length;
    const first = await pdsFetch(`${world.base}/xrpc/com.atproto.server.getSession`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ did: connection.did, handle: 'atelier-mercier.bsky.social', owner: 'workspace-test' });
    const second = await pdsFetch(`${world.base}/xrpc/com.atproto.server.getSession?x=1`);
    expect(second.status).toBe(200);
    expect(paths(start)).toEqual([
      'GET /sandbox/bluesky/xrpc/com.atproto.server.getSession 401',
      'GET /sandbox/bluesky/xrpc/com.atproto.server.getSession 200',
      'GET /sandbox/bluesky/xrpc/com.atproto.server.getSession 200',
    ]);
    const sent = world.exchanges.slice(start);
    expect(sent[0]!.responseHeaders!.get('www-authenticate')).toContain('use_dpop_nonce');
    expect(sent[1]!.requestHeaders.get('authorization')).toBe(`DPoP ${connection.session.token}`);
    const proof = decodeJws(sent[2]!.requestHeaders.get('dpop')!)!;
    expect(proof.payload).toMatchObject({ htm: 'GET', htu: `${world.base}/xrpc/com.atproto.server.getSession` });
    expect(typeof proof.payload.ath).toBe('string');

    // A body is sent again as it was when the request is retried with a new nonce.
    const writer = dpopFetch(world.context, { accessToken: connection.session.token, dpopKey: connection.dpopKey });
    const record = { collection: 'app.bsky.feed.post', record: { text: 'Bonjour' } };
    const written = await writer(
      new Request(`${world.base}/xrpc/com.atproto.repo.createRecord`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(record) }),
    );
    expect(await written.json()).toEqual({ repo: connection.did, received: record });
    expect(world.exchanges.slice(-2).map((exchange) => [exchange.status, exchange.requestBody])).toEqual([
      [401, record],
      [200, record],
    ]);

    // The same token with another key, or as a bearer token, is refused.
    const stolen = await dpopFetch(world.context, { accessToken: connection.session.token, dpopKey: createDpopKey() })(`${world.base}/xrpc/com.atproto.server.getSession`);
    expect(stolen.status).toBe(401);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_token' });
    const bearer = await world.context.fetch(`${world.base}/xrpc/com.atproto.server.getSession`, { headers: { authorization: `Bearer ${connection.session.token}` } });
    expect(bearer.status).toBe(401);
  });

  it('refreshes once per refresh token: the new tokens work, the old access token no longer does, and a second use of the refresh token ends the session', async () => {
    const { connection } = await connect(world, 'fromagerie-roux.bsky.social');
    const refreshed = await refreshBlueskyOAuth(world.context, connection.tokens);
    expect(refreshed.refreshToken).toBeTruthy();
    expect(refreshed.refreshToken).not.toBe(connection.tokens.refreshToken);
    const renewed = unpackOAuthToken(refreshed.accessToken)!;
    expect(renewed.token).not.toBe(connection.session.token);
    expect(renewed.dpopKey).toEqual(connection.dpopKey);
    const call = (token: string) => dpopFetch(world.context, { accessToken: token, dpopKey: connection.dpopKey })(`${world.base}/xrpc/com.atproto.server.getSession`);
    expect((await call(renewed.token)).status).toBe(200);
    expect((await call(connection.session.token)).status).toBe(401);

    const reused = await failureOf(refreshBlueskyOAuth(world.context, connection.tokens));
    expect(reused.kind).toBe('token_expired');
    expect(reused.details.code).toBe('invalid_grant');
    // Someone spent a refresh token twice: the session is over, its newest tokens too.
    expect((await call(renewed.token)).status).toBe(401);
    expect((await failureOf(refreshBlueskyOAuth(world.context, refreshed))).kind).toBe('token_expired');
  });

  it('refuses tokens for another account than the one asked for', async () => {
    const error = await failureOf(connect(world, 'cave-martin.bsky.social', { username: 'someone-else.bsky.social' }));
    expect(error.kind).toBe('permission_missing');
    expect(messageKeyOf(error)).toBe('network.bluesky.accountMismatch');
    expect(error.message).toContain(sandboxDidOf('someone-else.bsky.social'));
  });

  it('refuses a code exchanged with another PKCE verifier, and the code is spent', async () => {
    const authorised = await authorise(world, 'librairie-petit.bsky.social');
    const exchange = (codeVerifier: string) =>
      exchangeBlueskyCode(world.context, { code: authorised.code, redirectUri: authorised.redirectUri, codeVerifier, prepared: authorised.prepared });
    const refused = await failureOf(exchange(pkcePair().verifier));
    expect(refused.details.code).toBe('invalid_grant');
    expect((await failureOf(exchange(authorised.pkce.verifier))).details.code).toBe('invalid_grant');
  });

  it('refuses an answer from another issuer than the account’s server', async () => {
    const authorised = await authorise(world, 'fleuriste-blanc.bsky.social');
    const error = await failureOf(
      exchangeBlueskyCode(world.context, {
        code: authorised.code,
        redirectUri: authorised.redirectUri,
        codeVerifier: authorised.pkce.verifier,
        prepared: authorised.prepared,
        issuer: 'https://evil.example',
      }),
    );
    expect(messageKeyOf(error)).toBe('network.bluesky.issuerMismatch');
  });

  it('says in French when the handle resolves to no account, or is not a handle', async () => {
    const input = { state: 's', redirectUri: blueskyCallbackUrl(world.context.publicUrl), codeChallenge: pkcePair().challenge };
    const unknown = await failureOf(prepareBlueskyOAuth(world.context, 'personne.example.com', input));
    expect(unknown.kind).toBe('invalid_content');
    expect(messageKeyOf(unknown)).toBe('network.bluesky.handleNotFound');
    expect(unknown.message).toContain('aucun compte Bluesky ne répond à l’identifiant « personne.example.com »');
    const typo = await failureOf(prepareBlueskyOAuth(world.context, 'pas un identifiant', input));
    expect(messageKeyOf(typo)).toBe('network.bluesky.handleInvalid');
  });

  it('connects from a DID as well as from a handle', async () => {
    const did = sandboxDidOf('traiteur-garnier.bsky.social');
    await connect(world, 'traiteur-garnier.bsky.social');
    const { connection } = await connect(world, did);
    expect(connection).toMatchObject({ did, handle: 'traiteur-garnier.bsky.social' });
  });

  it('revokes the session at disconnect, from its refresh token or from its access token alone', async () => {
    const { connection } = await connect(world, 'epicerie-faure.bsky.social');
    await revokeBlueskyOAuth(world.context, connection.tokens);
    expect((await failureOf(refreshBlueskyOAuth(world.context, connection.tokens))).kind).toBe('token_expired');
    const other = await connect(world, 'epicerie-faure.bsky.social');
    await revokeBlueskyOAuth(world.context, { accessToken: other.connection.tokens.accessToken });
    const call = dpopFetch(world.context, { accessToken: other.connection.session.token, dpopKey: other.connection.dpopKey });
    expect((await call(`${world.base}/xrpc/com.atproto.server.getSession`)).status).toBe(401);
    expect((await failureOf(refreshBlueskyOAuth(world.context, other.connection.tokens))).kind).toBe('token_expired');
  });

  it('sends the browser back with access_denied when the person refuses, and the pushed request is spent', async () => {
    const refused = await authorise(world, 'pressing-dumas.bsky.social', { decision: 'deny' });
    expect(refused.back.origin + refused.back.pathname).toBe('https://publia.example/oauth/callback/bluesky');
    expect(Object.fromEntries(refused.back.searchParams)).toMatchObject({ error: 'access_denied', state: refused.state, iss: world.base });
    expect(refused.code).toBe('');
    const again = await world.context.fetch(refused.authorizationUrl);
    expect(again.status).toBe(400);
  });
});

const par = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  world.app.inject({
    method: 'POST',
    url: '/sandbox/bluesky/oauth/par',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
const valid = () => ({
  client_id: 'https://publia.example/oauth/bluesky/client-metadata.json',
  response_type: 'code',
  redirect_uri: 'https://publia.example/oauth/callback/bluesky',
  scope: 'atproto transition:generic',
  state: 'abc',
  code_challenge: pkcePair().challenge,
  code_challenge_method: 'S256',
});

describe('the sandbox authorisation server', () => {
  it('refuses an unknown client, a foreign return address, plain PKCE, a scope beyond the client’s, and a request without DPoP', async () => {
    expect((await par({ ...valid(), client_id: 'https://other.example/client.json' })).json()).toMatchObject({ error: 'invalid_client' });
    expect((await par({ ...valid(), redirect_uri: 'https://evil.example/cb' })).json()).toMatchObject({ error: 'invalid_request' });
    expect((await par({ ...valid(), code_challenge_method: 'plain' })).json()).toMatchObject({ error: 'invalid_request' });
    expect((await par({ ...valid(), scope: 'atproto transition:chat.bsky' })).json()).toMatchObject({ error: 'invalid_scope' });
    const withoutProof = await par(valid());
    expect(withoutProof.statusCode).toBe(400);
    expect(withoutProof.json()).toMatchObject({ error: 'invalid_dpop_proof' });
    expect(withoutProof.headers['dpop-nonce']).toBeTruthy();
  });

  it('answers malformed requests with a refusal, never a server error', async () => {
    const posts = ['/sandbox/bluesky/oauth/par', '/sandbox/bluesky/oauth/token', '/sandbox/bluesky/oauth/authorize/consent', '/sandbox/bluesky/oauth/revoke'];
    const bodies = [{ client_id: ['a', 'b'], login_hint: 3, code: {}, request_uri: 1, grant_type: 'refresh_token', refresh_token: ['x'] }, [], {}];
    for (const url of posts) {
      for (const payload of bodies) {
        const answer = await world.app.inject({ method: 'POST', url, payload, headers: { dpop: 'a.b.c', authorization: 'DPoP' } });
        expect([url, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([url, true]);
      }
    }
    for (const url of [
      '/sandbox/bluesky/oauth/authorize?client_id=a&client_id=b&request_uri=x',
      '/sandbox/bluesky/xrpc/com.atproto.identity.resolveHandle?handle=a&handle=b',
      '/sandbox/bluesky/plc/%20',
    ]) {
      const answer = await world.app.inject({ url });
      expect([url, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([url, true]);
    }
  });

  it('resolves only the handles it hosts, and publishes their DID documents', async () => {
    const resolved = await world.app.inject({ url: '/sandbox/bluesky/xrpc/com.atproto.identity.resolveHandle?handle=publia-demo.bsky.social' });
    expect(resolved.json()).toEqual({ did: sandboxDidOf('publia-demo.bsky.social') });
    const document = await world.app.inject({ url: `/sandbox/bluesky/plc/${sandboxDidOf('publia-demo.bsky.social')}` });
    expect(document.json()).toMatchObject({ alsoKnownAs: ['at://publia-demo.bsky.social'], service: [{ id: '#atproto_pds', serviceEndpoint: world.base }] });
    const elsewhere = await world.app.inject({ url: '/sandbox/bluesky/xrpc/com.atproto.identity.resolveHandle?handle=someone.example.com' });
    expect(elsewhere.statusCode).toBe(400);
    expect((await world.app.inject({ url: '/sandbox/bluesky/plc/did:plc:aaaaaaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(404);
  });

  it('takes the demo account typed as « mode démo » types it (publia_demo) for the handle publia-demo.bsky.social', async () => {
    const { connection } = await connect(world, 'publia-demo.bsky.social', { username: 'publia_demo' });
    expect(connection.did).toBe(sandboxDidOf('publia-demo.bsky.social'));
  });
});

describe('a Publia on a loopback address', () => {
  it('connects with the development client id, which needs no document', async () => {
    const local = await blueskyOAuthWorld(t, 'http://localhost:4321');
    try {
      const start = local.exchanges.length;
      const { connection } = await connect(local, 'studio-lambert.bsky.social');
      const pushed = local.exchanges.slice(start).find((exchange) => exchange.url.pathname.endsWith('/oauth/par'))!;
      expect((pushed.requestBody as Record<string, string>).client_id).toBe(
        'http://localhost?redirect_uri=http%3A%2F%2Flocalhost%3A4321%2Foauth%2Fcallback%2Fbluesky&scope=atproto+transition%3Ageneric',
      );
      expect(unpackOAuthToken(connection.tokens.accessToken)!.clientId).toBe((pushed.requestBody as Record<string, string>).client_id);
      expect((await refreshBlueskyOAuth(local.context, connection.tokens)).refreshToken).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});
