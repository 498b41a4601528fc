import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsForPublishing } from '../../modules/social-accounts/tokens.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('routes communes des bacs à sable', () => {
  it('la liste des publications refuse un réseau inconnu en le nommant (400, pas 500)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/_posts?network=myspace' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'network', message: 'Le champ « network » a une valeur invalide.' });
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/_posts?network=twitter' })).json()).toEqual({ posts: [] });
  });

  it('une faute inconnue ou un retour hors de Publia est refusé', async () => {
    const fault = await t.app.inject({ method: 'POST', url: '/sandbox/_faults', payload: { network: 'twitter', fault: 'panne_totale' } });
    expect(fault.statusCode).toBe(400);
    expect(fault.json().field).toBe('fault');
    const consent = await t.app.inject({
      method: 'POST',
      url: '/sandbox/_consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ network: 'twitter', redirect_uri: 'https://malveillant.example/oauth/callback/twitter', decision: 'allow' }).toString(),
    });
    expect(consent.statusCode).toBe(400);
    expect(consent.body).toBe('Adresse de retour refusée : elle doit pointer vers Publia.');
  });

  it('un corps multipart illisible est une erreur de l’appelant (400 dans la langue du réseau), pas 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/facebook/v21.0/oauth/access_token',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload: Buffer.from([0, 255, 13, 10, 45, 45, 0, 1]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ type: 'OAuthException', code: 100 });
  });

  it('un demi-caractère UTF-16 isolé dans une publication est refusé 400 par le faux X, pas 500', async () => {
    const member = await registerVisitor(t.app);
    const account = await t.app.inject({ method: 'POST', url: '/api/social-accounts/demo-connect', headers: withSession(member), payload: { platform: 'twitter' } });
    const { accessToken } = await credentialsForPublishing(t.ctx, member.workspaceId, account.json().data.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/twitter/2/tweets',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      payload: '{"text":"a\\ud800b"}',
    });
    expect(response.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/_posts?network=twitter' })).json()).toEqual({ posts: [] });
  });

  it('un formulaire illisible envoyé à la page de carte est refusé 400, pas 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/stripe/checkout/cs_inconnue',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=%E0%A4%A',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
