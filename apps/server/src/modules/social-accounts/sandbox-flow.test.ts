import { Writable } from 'node:stream';
import { NETWORK_NAMES, type Network } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import * as instagram from '../../networks/instagram/index.ts';
import * as twitter from '../../networks/twitter/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credentialsForPublishing } from './service.ts';
import { accountRow, newVisitor, setTokenExpiry, startConnect, type Caller } from './test-helpers.test-support.ts';
import { decodeHtmlEntities } from '../../lib/html-entities.ts';

/**
 * The accounts flow against the real clients and their sandboxes — X (OAuth 2.0 with PKCE and
 * expiring, rotated tokens) and Instagram (Facebook Login, Page tokens that do not expire) — as a
 * browser goes through it: connect, the consent page, its approval, the callback. Run at the
 * `trace` log level, capturing every line, to check that no token is ever written in clear.
 */
const FLOW_NETWORKS = (
  [
    ['twitter', twitter.definition],
    ['instagram', instagram.definition],
  ] as const
)
  .filter(([, definition]) => definition !== null)
  .map(([network]) => network as Network);
/** X's tokens last two hours; Instagram's Page token does not expire. */
const EXPIRING_TOKENS: Partial<Record<Network, boolean>> = { twitter: true, instagram: false };
const logLines: string[] = [];
const answers: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logger: createLogger('trace', stream) });
});
afterAll(async () => t?.close());

/** Every answer the API gives in this file is kept, to look for tokens in them at the end. */
async function keep(pending: ReturnType<Caller['get']>) {
  const response = await pending;
  answers.push(response.body, JSON.stringify(response.headers));
  return response;
}

function recording(api: Caller): Caller {
  return {
    get: (url) => keep(api.get(url)),
    post: (url, payload) => keep(api.post(url, payload)),
    put: (url, payload) => keep(api.put(url, payload)),
    delete: (url) => keep(api.delete(url)),
  };
}

/** GET the consent page, POST /sandbox/_consent as `username`: where the network sends the browser back. */
async function consent(network: Network, redirectUrl: string, username: string, decision: 'allow' | 'deny' = 'allow'): Promise<URLSearchParams> {
  const authorize = new URL(redirectUrl);
  const page = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`Autoriser Publia à publier sur ${NETWORK_NAMES[network]}`);
  const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, decodeHtmlEntities(m[2]!)]));
  const approved = await t.app.inject({
    method: 'POST',
    url: '/sandbox/_consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, username, decision }).toString(),
  });
  expect(approved.statusCode).toBe(302);
  const back = new URL(String(approved.headers.location));
  expect(back.pathname).toBe(`/oauth/callback/${network}`);
  return back.searchParams;
}

const queryOf = (params: URLSearchParams) => Object.fromEntries(params.entries());

/** Tokens the sandboxes issued (and the ones the clients derived from them, as stored). */
async function issuedTokens(): Promise<string[]> {
  const issued = await rawRows<{ id: string }>(t.ctx.db, sql`select id from sandbox_records where kind in ('access', 'refresh')`);
  const stored = await rawRows<{ access_token_enc: string | null; refresh_token_enc: string | null }>(
    t.ctx.db,
    sql`select access_token_enc, refresh_token_enc from social_accounts`,
  );
  const keyring = t.ctx.keyring;
  const kept = stored.flatMap((row) => [row.access_token_enc, row.refresh_token_enc]).flatMap((value) => (value ? [keyring.decrypt(value)] : []));
  return [...new Set([...issued.map((row) => row.id), ...kept])];
}

describe.each(FLOW_NETWORKS)('connexion par le bac à sable (%s)', (network) => {
  let api: Caller;
  let workspaceId: string;
  let accountId: string;

  beforeAll(async () => {
    const visitor = await newVisitor(t);
    api = recording(visitor.api);
    workspaceId = visitor.visitor.workspaceId;
  });

  it('connexion → ligne d’attente → consentement → retour : compte connecté', async () => {
    const started = await startConnect(api, network);
    accountId = started.accountId;
    const pending = (await api.get('/api/social-accounts')).json().data;
    expect(pending).toEqual([expect.objectContaining({ id: accountId, username: `@user_on_${network}`, isConnected: false })]);
    const usesPkce = t.ctx.networks!.client(network).usesPkce;
    expect(new URL(started.redirectUrl).searchParams.has('code_challenge')).toBe(usesPkce);

    const back = await consent(network, started.redirectUrl, 'boulangerie_lea');
    const response = await api.post(`/api/oauth/callback/${network}`, queryOf(back));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: accountId,
      platform: network,
      username: expect.stringContaining('boulangerie_lea'),
      isConnected: true,
      status: 'active',
      sandbox: true,
      error: null,
    });
    const listed = (await api.get('/api/social-accounts')).json().data;
    expect(listed).toEqual([response.json().data]);
  });

  it('un refus sur la page de consentement ne change rien', async () => {
    const { redirectUrl } = await startConnect(api, network);
    const before = await rawRows(t.ctx.db, sql`select * from social_accounts where workspace_id = ${workspaceId} order by id`);
    const back = await consent(network, redirectUrl, 'boulangerie_lea', 'deny');
    const response = await api.post(`/api/oauth/callback/${network}`, queryOf(back));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Erreur d'authentification : access_denied - L'utilisateur a refusé l'autorisation.");
    expect(await rawRows(t.ctx.db, sql`select * from social_accounts where workspace_id = ${workspaceId} order by id`)).toEqual(before);
  });

  it('la synchronisation relit le profil par le client réel', async () => {
    await t.ctx.db.execute(sql`update social_accounts set followers = 0, last_synced = now() - interval '1 day' where id = ${accountId}`);
    const response = await api.post(`/api/social-accounts/${accountId}/sync`);
    expect(response.statusCode).toBe(200);
    const synced = response.json().data;
    expect(synced.followers).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(synced.lastSynced)).toBeLessThan(60_000);
  });

  it('un jeton refusé par le réseau est renouvelé par le client réel, puis l’appel refait', async () => {
    const before = await accountRow(t, accountId);
    const armed = await t.app.inject({
      method: 'POST',
      url: '/sandbox/_faults',
      payload: { network, operation: 'profile', fault: 'token_expired' },
    });
    expect(armed.statusCode).toBe(201);
    const response = await api.post(`/api/social-accounts/${accountId}/sync`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('active');
    const after = await accountRow(t, accountId);
    expect(after!.access_token_enc).not.toBe(before!.access_token_enc);
    expect(t.ctx.keyring.decrypt(after!.access_token_enc!)).not.toBe(t.ctx.keyring.decrypt(before!.access_token_enc!));
  });

  it.runIf(EXPIRING_TOKENS[network])('renouvelle le jeton dans les 10 minutes avant son expiration', async () => {
    const before = await accountRow(t, accountId);
    expect(before!.token_expiry).not.toBeNull();
    await setTokenExpiry(t, accountId, 5);
    const credentials = await credentialsForPublishing(t.ctx, workspaceId, accountId);
    const after = await accountRow(t, accountId);
    expect(after!.access_token_enc).not.toBe(before!.access_token_enc);
    expect(credentials.accessToken).toBe(t.ctx.keyring.decrypt(after!.access_token_enc!));
    expect(new Date(after!.token_expiry!).getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it.runIf(!EXPIRING_TOKENS[network])('un jeton sans expiration est gardé tel quel pour publier', async () => {
    const before = await accountRow(t, accountId);
    expect(before!.token_expiry).toBeNull();
    const credentials = await credentialsForPublishing(t.ctx, workspaceId, accountId);
    expect(credentials.accessToken).toBe(t.ctx.keyring.decrypt(before!.access_token_enc!));
    expect(await accountRow(t, accountId)).toEqual(before);
  });

  it('la connexion de démonstration passe par le même chemin et retrouve le même compte', async () => {
    const response = await api.post('/api/social-accounts/demo-connect', { platform: network });
    expect(response.statusCode).toBe(200);
    const demo = response.json().data;
    expect(demo).toMatchObject({ platform: network, isConnected: true, sandbox: true, status: 'active' });
    // The consent page's default account: a second demo connection updates the same row.
    const again = (await api.post('/api/social-accounts/demo-connect', { platform: network })).json().data;
    expect(again.id).toBe(demo.id);
    const connected = (await api.get('/api/social-accounts')).json().data.filter((a: { isConnected: boolean }) => a.isConnected);
    expect(connected.map((a: { id: string }) => a.id).sort()).toEqual([accountId, demo.id].sort());
    const states = await rawRows<{ used_at: Date | null }>(t.ctx.db, sql`select used_at from oauth_states where workspace_id = ${workspaceId} and platform = ${network}`);
    expect(states.filter((state) => state.used_at === null)).toHaveLength(1); // only the denied attempt's
  });

  it('deux connexions de démonstration simultanées donnent une seule ligne', async () => {
    const other = recording((await newVisitor(t)).api);
    const replies = await Promise.all([0, 1].map(() => other.post('/api/social-accounts/demo-connect', { platform: network })));
    expect(replies.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = replies.map((response) => response.json().data);
    expect(second.id).toBe(first.id);
    expect((await other.get('/api/social-accounts')).json().data).toMatchObject([{ id: first.id, isConnected: true }]);
  });

  it('la déconnexion efface les jetons', async () => {
    const response = await api.delete(`/api/social-accounts/${accountId}`);
    expect(response.statusCode).toBe(200);
    expect(await accountRow(t, accountId)).toMatchObject({ is_connected: false, access_token_enc: null, refresh_token_enc: null });
  });
});

describe('secrets', () => {
  it('aucun jeton en clair : ni en base, ni dans une réponse, ni dans le journal (niveau trace)', async () => {
    expect(FLOW_NETWORKS).toContain('instagram');
    const tokens = await issuedTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(4 * FLOW_NETWORKS.length);
    const stored = JSON.stringify(await rawRows(t.ctx.db, sql`select * from social_accounts`));
    const states = JSON.stringify(await rawRows(t.ctx.db, sql`select * from oauth_states`));
    expect(stored).toMatch(/v1:/);
    // Every line counts, those of the in-process sandboxes too (Graph takes tokens in its URLs).
    const log = logLines.join('');
    expect(log).toContain('"url":"/api/oauth/callback/'); // the capture does hold the request lines
    const everything = { stored, states, answers: answers.join('\n'), log };
    for (const token of tokens) {
      for (const [where, text] of Object.entries(everything)) {
        expect(text.includes(token), `${where} contient un jeton`).toBe(false);
      }
    }
  });
});
