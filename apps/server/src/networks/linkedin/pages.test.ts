import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectedSandboxClient, networkFailure, type Exchange } from '../test-support.ts';
import type { AccountCredentials, NetworkClient, TokenSet } from '../types.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/linkedin';
let t: TestApp;
let client: NetworkClient;
let member: AccountCredentials;
let exchanges: Exchange[];

const calls = (path: string, method?: string) => exchanges.filter((exchange) => exchange.url.pathname.startsWith(`${BASE}${path}`) && (!method || exchange.method === method));
const tokensOf = (account: AccountCredentials): TokenSet => ({ accessToken: account.accessToken });

/** The account after the user chose `author` in its settings, as the accounts module keeps it. */
async function choose(account: AccountCredentials, author: string): Promise<AccountCredentials> {
  const settings = { ...account.settings, author };
  const connection = await client.applySettings!(tokensOf(account), settings);
  return {
    accessToken: connection.tokens.accessToken,
    externalId: connection.profile.externalId,
    username: connection.profile.username,
    settings: { ...settings, ...connection.settings },
  };
}

async function pages() {
  const [option] = await client.accountOptions!(member);
  return option!.choices.filter((choice) => choice.value.startsWith('urn:li:organization:'));
}

const setAdministrator = (organization: string, administrator: boolean) =>
  t.app.inject({ method: 'POST', url: `${BASE}/_organization-roles`, payload: { organization, member: `urn:li:person:${member.settings.memberId}`, administrator } });

beforeAll(async () => {
  t = await createTestApp();
  ({ client, account: member, exchanges } = await connectedSandboxClient(t, definition, 'claire_martin'));
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  exchanges.splice(0);
});

describe('LinkedIn — publier en tant que Page', () => {
  it('la connexion demande les droits des Pages, et « Publier en tant que » propose le membre puis ses Pages', async () => {
    const scope = new URL(client.authorizationUrl({ state: 's', redirectUri: 'http://localhost/cb' })).searchParams.get('scope')!.split(' ');
    expect(scope).toEqual(expect.arrayContaining(['w_member_social', 'w_organization_social', 'r_organization_social', 'rw_organization_admin']));
    expect(member.settings).toEqual({ author: `urn:li:person:${member.externalId}`, memberId: member.externalId });

    const options = await client.accountOptions!(member);
    expect(options).toHaveLength(1);
    expect(options[0]!.key).toBe('author');
    expect(options[0]!.label).toBe('Publier en tant que');
    expect(options[0]!.choices[0]).toEqual({ value: `urn:li:person:${member.externalId}`, label: 'claire_martin (profil personnel)' });
    expect(options[0]!.choices.slice(1).map((choice) => choice.label)).toEqual(['Atelier Lumière', 'Maison Carmin']);

    const [acl] = calls('/rest/organizationAcls');
    expect(Object.fromEntries(acl!.url.searchParams)).toMatchObject({ q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED' });
    // One batch read of the organisations, the Rest.li list as LinkedIn writes it.
    const [batch] = calls('/rest/organizations', 'GET');
    expect(batch!.url.search).toMatch(/^\?ids=List\(\d+,\d+\)$/);
  });

  it('choisir une Page : le compte devient la Page (URN, nom, abonnés), et la publication part à son nom', async () => {
    const [atelier] = await pages();
    const page = await choose(member, atelier!.value);
    expect(page.externalId).toBe(atelier!.value);
    expect(page.settings).toMatchObject({ author: atelier!.value, memberId: member.externalId, pageName: 'Atelier Lumière' });
    expect((await client.profile(page)).displayName).toBe('Atelier Lumière');
    expect((await client.accountMetrics(page)).followers).toBeGreaterThan(0);
    expect(calls('/rest/networkSizes/')[0]!.url.searchParams.get('edgeType')).toBe('COMPANY_FOLLOWED_BY_MEMBER');
    exchanges.splice(0);

    const result = await client.publish(page, { text: 'Nouvelle collection de luminaires', media: [sampleImage()] });
    expect(calls('/rest/organizationAcls')).toHaveLength(1);
    expect(calls('/rest/images')[0]!.requestBody).toEqual({ initializeUploadRequest: { owner: atelier!.value } });
    expect(calls('/rest/posts', 'POST')[0]!.requestBody).toMatchObject({ author: atelier!.value });
    const view = await t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(view.body).toContain('@Atelier Lumière');
    expect(view.body).toContain('Nouvelle collection de luminaires');

    // The Page's own posts, figures and comments are read as the Page.
    const recent = await client.recentPosts!(page, { since: new Date(Date.now() - 3_600_000), limit: 10 });
    expect(recent.map((post) => post.externalId)).toEqual([result.externalId]);
    exchanges.splice(0);
    const [reading] = await client.postMetrics(page, [result.externalId]);
    expect(reading).toMatchObject({ externalId: result.externalId, metrics: { impressions: expect.any(Number), clicks: expect.any(Number), saves: null } });
    const [stats] = calls('/rest/organizationalEntityShareStatistics');
    expect(stats!.url.search).toContain(`q=organizationalEntity&organizationalEntity=${encodeURIComponent(atelier!.value)}&shares=List(${encodeURIComponent(result.externalId)})`);

    const comment = await client.publishFollowUp!(page, { postExternalId: result.externalId, replyToExternalId: result.externalId, text: 'Les prix sont en boutique.' });
    expect(calls('/rest/socialActions/', 'POST')[0]!.requestBody).toMatchObject({ actor: atelier!.value, object: result.externalId });
    const listed = await client.comments!.list(page, result.externalId);
    expect(listed.find((item) => item.id === comment.externalId)).toMatchObject({ text: 'Les prix sont en boutique.', fromAccount: true, author: atelier!.value });
    const withComment = await t.app.inject({ method: 'GET', url: new URL(result.url).pathname });
    expect(withComment.body.slice(withComment.body.indexOf('data-testid="sandbox-comments"'))).toMatch(/<strong>@Atelier Lumière<\/strong><p>Les prix sont en boutique\.<\/p>/);
  });

  it('une Page que le membre n’administre plus : refus en français nommant la Page, rien n’est envoyé', async () => {
    const [, carmin] = await pages();
    const page = await choose(member, carmin!.value);
    expect((await setAdministrator(carmin!.value, false)).statusCode).toBe(200);
    exchanges.splice(0);

    const error = await networkFailure(client.publish(page, { text: 'Soldes', media: [sampleImage()] }));
    expect(error.kind).toBe('permission_missing');
    expect(error.message).toBe("LinkedIn : vous n'administrez plus la page LinkedIn « Maison Carmin » : choisissez une autre identité dans les réglages du compte");
    expect(exchanges.map((exchange) => exchange.url.pathname)).toEqual([`${BASE}/rest/organizationAcls`]);
    expect((await pages()).map((choice) => choice.label)).toEqual(['Atelier Lumière']);

    // LinkedIn itself refuses a post or an upload for that Page (403, its own error shape).
    const headers = { authorization: `Bearer ${member.accessToken}`, 'linkedin-version': '202610', 'x-restli-protocol-version': '2.0.0' };
    const post = await t.app.inject({
      method: 'POST',
      url: `${BASE}/rest/posts`,
      headers,
      payload: { author: carmin!.value, commentary: 'x', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' },
    });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({ status: 403, code: 'ACCESS_DENIED', serviceErrorCode: 100 });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${BASE}/rest/images?action=initializeUpload`,
      headers,
      payload: { initializeUploadRequest: { owner: carmin!.value } },
    });
    expect(upload.statusCode).toBe(403);

    // Given back, the role lets Publia post as the Page again.
    expect((await setAdministrator(carmin!.value, true)).statusCode).toBe(200);
    expect((await client.publish(page, { text: 'De retour' })).externalId).toMatch(/^urn:li:share:/);
  });

  it('revenir au profil personnel : le compte redevient le membre', async () => {
    const [atelier] = await pages();
    const page = await choose(member, atelier!.value);
    const back = await choose(page, `urn:li:person:${member.externalId}`);
    expect(back.externalId).toBe(member.externalId);
    expect(back.settings.author).toBe(`urn:li:person:${member.externalId}`);
    exchanges.splice(0);
    await client.publish(back, { text: 'En mon nom' });
    expect(calls('/rest/organizationAcls')).toHaveLength(0);
    expect(calls('/rest/posts', 'POST')[0]!.requestBody).toMatchObject({ author: `urn:li:person:${member.externalId}` });
  });

  it('le bac à sable : un autre membre ne publie ni ne lit pour les Pages de Claire (403)', async () => {
    const other = await connectedSandboxClient(t, definition, 'paul_durand');
    const [atelier] = await pages();
    const headers = { authorization: `Bearer ${other.account.accessToken}`, 'linkedin-version': '202610', 'x-restli-protocol-version': '2.0.0' };
    const post = await t.app.inject({
      method: 'POST',
      url: `${BASE}/rest/posts`,
      headers,
      payload: { author: atelier!.value, commentary: 'x', visibility: 'PUBLIC', distribution: { feedDistribution: 'MAIN_FEED' }, lifecycleState: 'PUBLISHED' },
    });
    expect(post.statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: `${BASE}/rest/organizations/${atelier!.value.split(':').pop()}`, headers });
    expect(read.json()).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
  });
});
