import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { armFault, networkFailure, sandboxClient } from '../test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';
import { normaliseInstance } from './instance.ts';
import { connectedMastodon, connectMastodon } from './mastodon.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Mastodon : l’instance saisie', () => {
  it.each([
    ['piaille.fr', 'piaille.fr'],
    ['  Mastodon.Social ', 'mastodon.social'],
    ['https://mastodon.social/', 'mastodon.social'],
    ['https://mastodon.social/@boulangerie', 'mastodon.social'],
    ['@boulangerie@piaille.fr', 'piaille.fr'],
    ['boulangerie@piaille.fr', 'piaille.fr'],
    ['mastodon.sandbox', 'mastodon.sandbox'],
  ])('« %s » → %s', (typed, host) => {
    expect(normaliseInstance(typed)).toBe(host);
  });

  it.each([
    '',
    'mastodon',
    'localhost',
    'https://mastodon.social:8443',
    '127.0.0.1',
    'mon instance.fr',
    'javascript:alert(1)',
    'user:pass@piaille.fr',
    'mastodon.local',
    'admin.internal',
  ])('refuse « %s » en français', (typed) => {
    let message = '';
    try {
      normaliseInstance(typed);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Mastodon : ce n'est pas un nom de serveur : saisissez l'adresse de votre instance, par exemple mastodon.social");
  });
});

describe('Mastodon : connexion OAuth', () => {
  it('lit l’instance, y inscrit Publia une fois, passe par la page de consentement avec PKCE et garde les limites de l’instance', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const connection = await connectMastodon(t, client, 'boulangerie_dupont', 'https://piaille.fr/');
    expect(connection.profile).toMatchObject({ username: 'boulangerie_dupont@piaille.fr', displayName: 'boulangerie_dupont' });
    expect(connection.profile.externalId).toMatch(/^\d+@piaille\.fr$/);
    expect(connection.profile.followers).toBeGreaterThan(0);
    // A Mastodon token does not expire and comes without a refresh token.
    expect(connection.tokens).toMatchObject({ refreshToken: null, expiresAt: null, scope: 'read write' });
    expect(connection.settings).toEqual({
      instance: 'piaille.fr',
      maxCharacters: '500',
      charactersReservedPerUrl: '23',
      maxMediaAttachments: '4',
      imageSizeLimit: String(16 * 1024 * 1024),
      videoSizeLimit: String(99 * 1024 * 1024),
    });
    const lines = exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}`);
    expect(lines).toEqual([
      'GET /sandbox/mastodon/api/v2/instance',
      'POST /sandbox/mastodon/api/v1/apps',
      'POST /sandbox/mastodon/oauth/token',
      'GET /sandbox/mastodon/api/v1/accounts/verify_credentials',
    ]);
    const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/mastodon`;
    expect(exchanges[1]!.requestBody).toEqual({ client_name: 'Publia', redirect_uris: [redirectUri], scopes: 'read write', website: t.ctx.config.publicUrl });
    expect(exchanges[2]!.requestBody).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code_verifier: expect.any(String),
      client_secret: expect.any(String),
    });
    expect(contractProblems(exchanges)).toEqual([]);

    // The same instance again: the app registered there is kept, not registered twice.
    exchanges.splice(0);
    await connectMastodon(t, client, 'boulangerie_dupont', 'piaille.fr');
    expect(exchanges.map((exchange) => exchange.url.pathname)).not.toContain('/sandbox/mastodon/api/v1/apps');
  });

  it('l’adresse de consentement est celle de l’instance, en S256', async () => {
    const { client } = sandboxClient(t, definition);
    const { authorizationUrl, prepared } = await client.connectForms!.prepareRedirect!(
      'instance',
      { instance: 'mastodon.sandbox' },
      { state: 's1', redirectUri: 'http://x/cb', codeChallenge: 'c'.repeat(43) },
    );
    const url = new URL(authorizationUrl);
    expect(url.pathname).toBe('/sandbox/mastodon/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: 'http://x/cb',
      scope: 'read write',
      state: 's1',
      code_challenge_method: 'S256',
    });
    expect(prepared.instance).toBe('mastodon.sandbox');
    expect(client.connectForms!.demo).toEqual({ form: 'instance', fields: { instance: 'mastodon.sandbox' } });
    expect(() => client.authorizationUrl({ state: 's', redirectUri: 'http://x/cb' })).toThrow('indiquez votre instance Mastodon');
  });

  it('un serveur qui n’est pas Mastodon : 400 en français, rien d’inscrit', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    await armFault(t, 'mastodon', 'instance', 'html_error_page');
    const error = await networkFailure(client.connectForms!.prepareRedirect!('instance', { instance: 'exemple.fr' }, { state: 's', redirectUri: 'http://x/cb' }));
    expect(error).toMatchObject({
      kind: 'invalid_content',
      message: "Mastodon : ce serveur n'est pas une instance Mastodon",
    });
    expect(exchanges.map((exchange) => exchange.url.pathname)).toEqual(['/sandbox/mastodon/api/v2/instance']);
  });

  it('une instance en panne : transient (502) en français, rien d’inscrit', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    await armFault(t, 'mastodon', 'instance', 'server_error');
    const error = await networkFailure(client.connectForms!.prepareRedirect!('instance', { instance: 'piaille.fr' }, { state: 's', redirectUri: 'http://x/cb' }));
    expect(error).toMatchObject({
      kind: 'transient',
      message: "Mastodon : l'instance ne répond pas pour le moment : réessayez dans quelques minutes",
    });
    expect(exchanges).toHaveLength(1);
  });

  it('relit le profil et les limites de l’instance ; propose la visibilité comme réglage', async () => {
    const { client, account, exchanges } = await connectedMastodon(t, 'profil_masto');
    const profile = await client.profile(account);
    expect(profile).toMatchObject({ externalId: account.externalId, username: 'profil_masto@mastodon.sandbox', settings: { maxCharacters: '500' } });
    const [option] = await client.accountOptions!(account);
    expect(option).toEqual({
      key: 'visibility',
      label: 'Visibilité des messages',
      choices: [
        { value: 'public', label: 'Public' },
        { value: 'unlisted', label: 'Public discret (hors des fils publics)' },
        { value: 'private', label: 'Abonnés uniquement' },
      ],
    });
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it('pas de renouvellement : un jeton révoqué demande une nouvelle connexion', async () => {
    const { client, connection, account, exchanges } = await connectedMastodon(t, 'revocation');
    expect((await networkFailure(client.refresh(connection.tokens))).kind).toBe('token_expired');
    await client.revoke!(account, connection.tokens);
    expect(exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}`)).toEqual(['POST /sandbox/mastodon/oauth/revoke']);
    expect(exchanges[0]!.requestBody).toMatchObject({ token: account.accessToken, client_id: expect.any(String), client_secret: expect.any(String) });
    const revoked = await networkFailure(client.publish(account, { text: 'Après la révocation' }));
    expect(revoked).toMatchObject({ kind: 'token_expired', details: { status: 401 } });
    expect(revoked.message).toContain('Mastodon');
    expect(contractProblems(exchanges)).toEqual([]);
  });

  it.each([
    ['server_error', 'transient'],
    ['rate_limit', 'rate_limited'],
    ['html_error_page', 'unknown'],
    ['truncated_json', 'unknown'],
  ] as const)('%s au jeton → %s', async (fault, kind) => {
    const { client } = sandboxClient(t, definition);
    await armFault(t, 'mastodon', 'token', fault);
    const error = await networkFailure(connectMastodon(t, client, `jeton_${fault}`));
    expect(error.kind).toBe(kind);
    expect(error.message).toContain('Mastodon');
  });
});
