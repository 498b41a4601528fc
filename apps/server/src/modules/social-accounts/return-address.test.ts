import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { decodeHtmlEntities } from '../../lib/html-entities.ts';

/**
 * Where a network's consent page sends the browser back: Publia's one address (PUBLIC_URL or its
 * default, http://localhost:PORT), the very origin the consent page is served at — its policy
 * (form-action 'self') lets the browser follow no other — and never a host named by a Host header.
 */

async function startFrom(t: TestApp, visitor: Visitor, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/social-accounts/connect',
    headers: { ...withSession(visitor), ...headers },
    payload: { platform: 'twitter' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const redirectUrl = new URL(response.json().data.redirectUrl as string);
  return { redirectUrl, redirectUri: redirectUrl.searchParams.get('redirect_uri') };
}

/** The sandbox's consent page approved as a browser would: where it sends the browser. */
async function approve(t: TestApp, redirectUrl: URL): Promise<{ status: number; location: string | undefined; body: string }> {
  const page = await t.app.inject({ method: 'GET', url: redirectUrl.pathname + redirectUrl.search });
  const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], decodeHtmlEntities(match[2]!)]));
  const answer = await t.app.inject({
    method: 'POST',
    url: '/sandbox/_consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, decision: 'allow' }).toString(),
  });
  return { status: answer.statusCode, location: answer.headers.location as string | undefined, body: answer.body };
}

async function consentWith(t: TestApp, redirectUri: string) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/_consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ network: 'twitter', redirect_uri: redirectUri, state: 's', decision: 'allow' }).toString(),
  });
}

describe('sans PUBLIC_URL (développement)', () => {
  let t: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
    visitor = await registerVisitor(t.app);
  });
  afterAll(() => t?.close());

  it('ouvert sur http://127.0.0.1:3000 ou derrière Vite : la page d’autorisation et le retour sont sur http://localhost:3000, où la connexion se termine', async () => {
    const opened: Record<string, string>[] = [{ host: '127.0.0.1:3000' }, { host: 'localhost:3000' }, { host: 'localhost:5173', origin: 'http://localhost:5173' }];
    for (const headers of opened) {
      const { redirectUrl, redirectUri } = await startFrom(t, visitor, headers);
      expect(redirectUri, headers.host).toBe('http://localhost:3000/oauth/callback/twitter');
      expect(redirectUrl.origin, headers.host).toBe('http://localhost:3000');

      const approved = await approve(t, redirectUrl);
      expect(approved.status, approved.body).toBe(302);
      const back = new URL(approved.location!);
      expect(back.origin + back.pathname).toBe('http://localhost:3000/oauth/callback/twitter');

      const done = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/callback/twitter',
        headers: { ...withSession(visitor), host: 'localhost:3000' },
        payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.isConnected).toBe(true);
    }
  });

  it('un en-tête Host quelconque n’est jamais suivi : l’adresse par défaut', async () => {
    for (const host of ['evil.example.com', 'evil.example.com:3000', '127.0.0.1.evil.example.com', 'localhost@evil.example.com', '']) {
      const { redirectUri } = await startFrom(t, visitor, { host });
      expect(redirectUri, host).toBe('http://localhost:3000/oauth/callback/twitter');
    }
  });

  it('le bac à sable n’accepte de retour que vers la page de rappel à l’adresse de Publia', async () => {
    expect((await consentWith(t, 'http://localhost:3000/oauth/callback/twitter')).statusCode).toBe(302);
    for (const uri of [
      'http://127.0.0.1:3000/oauth/callback/twitter',
      'http://localhost:5173/oauth/callback/twitter',
      'http://evil.example.com/oauth/callback/twitter',
      'http://localhost:3000/ailleurs',
      'http://localhost:30000/oauth/callback/twitter',
      'javascript://localhost:3000/oauth/callback/twitter',
    ]) {
      const refused = await consentWith(t, uri);
      expect(refused.statusCode, uri).toBe(400);
      expect(refused.body, uri).toBe('Adresse de retour refusée : elle doit pointer vers Publia.');
    }
  });
});

describe('avec PUBLIC_URL', () => {
  let t: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://publia.example.com' });
    visitor = await registerVisitor(t.app);
  });
  afterAll(() => t?.close());

  it('le retour se fait toujours sur PUBLIC_URL, d’où que vienne la demande', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', 'publia.example.com']) {
      const { redirectUri } = await startFrom(t, visitor, { host });
      expect(redirectUri, host).toBe('https://publia.example.com/oauth/callback/twitter');
    }
  });

  it('le bac à sable refuse alors un retour vers une adresse locale', async () => {
    expect((await consentWith(t, 'https://publia.example.com/oauth/callback/twitter')).statusCode).toBe(302);
    expect((await consentWith(t, 'http://127.0.0.1:3000/oauth/callback/twitter')).statusCode).toBe(400);
  });
});
