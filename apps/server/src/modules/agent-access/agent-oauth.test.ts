import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
  type OAuthClientInformationMixed,
  type OAuthClientMetadata,
  type OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { decodeHtmlEntities } from '../../lib/html-entities.ts';
import { purgeAgentOAuthLeftovers } from './service.ts';
import { solidImage } from '../media/samples.test-support.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

/**
 * Publia as the MCP clients' authorization server, driven by the SDK's own client: it finds the
 * authorization server from /mcp's 401, registers, sends the member to the consent page (signed in
 * by their session; the test answers the form as their browser would), exchanges the code with
 * PKCE and calls tools with the token. Each refusal is French and leaves nothing behind.
 */
let t: TestApp;
let admin: Visitor;
let origin: string;
let mcpUrl: URL;
const clock = manualClock();
const REDIRECT = 'http://127.0.0.1:9/callback';
const clients: Client[] = [];
let documentServer: Server;
let documentUrl: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  // A client metadata document served elsewhere on this machine (private addresses are allowed here, as in development).
  const photo = await solidImage(40, 30, [200, 40, 40]);
  documentServer = createServer((request, response) => {
    if (request.url === '/absent.png') {
      response.statusCode = 404;
      response.end();
      return;
    }
    if (request.url === '/photo.png') {
      response.setHeader('content-type', 'image/png');
      response.end(photo);
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ client_id: documentUrl, client_name: 'Assistant par document', redirect_uris: [REDIRECT] }));
  });
  await new Promise<void>((resolve) => documentServer.listen(0, '127.0.0.1', resolve));
  documentUrl = `http://127.0.0.1:${(documentServer.address() as AddressInfo).port}/client.json`;

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0', PUBLIC_URL: origin, ALLOW_PRIVATE_URLS: 'true' }, { clock });
  admin = await registerVisitor(t.app);
  await t.app.listen({ port, host: '127.0.0.1' });
  mcpUrl = new URL('/mcp', origin);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t?.close();
  await new Promise((resolve) => documentServer?.close(resolve));
});

/** What an MCP client keeps between runs, in memory; the authorisation address it is sent to is kept for the test to visit. */
function memoryProvider(name: string, clientId?: string): OAuthClientProvider & { authorizationUrl?: URL; stored: { tokens?: OAuthTokens } } {
  let information: OAuthClientInformationMixed | undefined = clientId ? { client_id: clientId } : undefined;
  let verifier = '';
  const stored: { tokens?: OAuthTokens } = {};
  const provider = {
    stored,
    authorizationUrl: undefined as URL | undefined,
    get redirectUrl() {
      return REDIRECT;
    },
    get clientMetadata(): OAuthClientMetadata {
      return { client_name: name, redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
    },
    clientInformation: () => information,
    saveClientInformation: (info: OAuthClientInformationMixed) => {
      information = info;
    },
    tokens: () => stored.tokens,
    saveTokens: (tokens: OAuthTokens) => {
      stored.tokens = tokens;
    },
    redirectToAuthorization: (url: URL) => {
      provider.authorizationUrl = url;
    },
    saveCodeVerifier: (value: string) => {
      verifier = value;
    },
    codeVerifier: () => verifier,
  };
  return provider;
}

/** The member's browser on the consent page: reads the form, sends it back with the decision; answers the response. */
async function consent(url: URL, visitor: Visitor, decision: 'allow' | 'deny' = 'allow', change: (fields: URLSearchParams) => void = () => undefined) {
  const page = await fetch(url, { headers: { cookie: visitor.cookie }, redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(name!, decodeHtmlEntities(value!));
  fields.set('decision', decision);
  change(fields);
  return fetch(new URL('/oauth/authorize', origin), { method: 'POST', body: fields, headers: { cookie: visitor.cookie, origin }, redirect: 'manual' });
}

const codeOf = (response: Response): string => {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(REDIRECT);
  expect(location.searchParams.get('iss')).toBe(origin);
  return location.searchParams.get('code')!;
};

/** The whole flow with the SDK: a first connection refused (401), consent, the code exchanged, a client connected. */
async function connectWithOAuth(name: string, options: { scope?: string; clientId?: string } = {}) {
  const provider = memoryProvider(name, options.clientId);
  const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  await expect(new Client({ name, version: '1.0.0' }).connect(first)).rejects.toThrow(UnauthorizedError);
  const url = provider.authorizationUrl!;
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('resource')).toBe(mcpUrl.href);
  if (options.scope) url.searchParams.set('scope', options.scope);
  await first.finishAuth(codeOf(await consent(url, admin)));
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  clients.push(client);
  return { client, provider };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
const count = async (table: string) => Number((await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);
const tokenPost = (body: Record<string, string>) => fetch(new URL('/oauth/token', origin), { method: 'POST', body: new URLSearchParams(body) });
/** The French message of an API answer. */
const messageOf = async (response: Response): Promise<string> => ((await response.json()) as { message: string }).message;
const mcpWith = (token: string) =>
  fetch(mcpUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

/** The consent page for a client id, signed in as the admin. */
const askConsentPage = (clientId: string) =>
  fetch(`${origin}/oauth/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, response_type: 'code' })}`, {
    headers: { cookie: admin.cookie },
    redirect: 'manual',
  });

describe('discovery', () => {
  it('answers /mcp without a token 401 pointing at the metadata, which the SDK schemas accept', async () => {
    const refused = await fetch(mcpUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource"`);
    expect(await messageOf(refused)).toMatch(/Authentification requise/);

    const resource = OAuthProtectedResourceMetadataSchema.parse(await (await fetch(`${origin}/.well-known/oauth-protected-resource`)).json());
    expect(resource).toMatchObject({ resource: mcpUrl.href, authorization_servers: [origin] });
    expect(resource.scopes_supported).not.toContain('admin');
    const server = OAuthMetadataSchema.parse(await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json());
    expect(server.code_challenge_methods_supported).toEqual(['S256']);
    expect(server.issuer).toBe(origin);
  });
});

describe('an assistant connected by OAuth', () => {
  it('registers, is authorised on the consent page, calls tools, and is named by its registration in the audit log', async () => {
    const { client } = await connectWithOAuth('Claude Desktop (OAuth)');
    const text = `Brouillon OAuth ${Math.random().toString(36).slice(2)}`;
    const draft = (await call(client, 'create_draft', { content: text, networks: ['mastodon'] })) as CallToolResult;
    expect(draft.isError, JSON.stringify(draft.content)).toBeFalsy();
    const audit = await rawRows<{ target: string; details: { client: string } }>(
      t.ctx.db,
      sql`select target, details from audit_entries where workspace_id = ${admin.workspaceId} and action = 'agent.tool_called' order by created_at desc limit 1`,
    );
    expect(audit[0]).toMatchObject({ target: 'create_draft', details: { client: 'Claude Desktop (OAuth)' } });

    const listed = await t.app.inject({ method: 'GET', url: '/api/integrations/mcp-clients', headers: withSession(admin) });
    const connected = listed.json().data.find((entry: { name: string }) => entry.name === 'Claude Desktop (OAuth)');
    expect(connected).toMatchObject({ scopes: ['read', 'content', 'publish', 'analytics', 'comments'] });
    expect(connected.authorisedBy).not.toBeNull();
  });

  it('imports a photo from an address into the media, and saves and lists ideas', async () => {
    const { client } = await connectWithOAuth('Médias et idées');
    const photoUrl = new URL('/photo.png', documentUrl).href;
    const { media } = (await call(client, 'upload_media_from_url', { url: photoUrl, kind: 'image' })).structuredContent as { media: { id: string; width: number; kind: string } };
    expect(media).toMatchObject({ kind: 'image', width: 40 });
    const draft = await call(client, 'create_draft', { content: 'Avec photo importée', networks: ['mastodon'], mediaId: media.id });
    expect(draft.isError, JSON.stringify(draft.content)).toBeFalsy();
    expect((draft.structuredContent as { item: { mediaId: string } }).item.mediaId).toBe(media.id);

    const missing = await call(client, 'upload_media_from_url', { url: new URL('/absent.png', documentUrl).href });
    expect((missing.content[0] as { text: string }).text).toMatch(/a répondu HTTP 404/);
    const refused = await call(client, 'upload_media_from_url', { url: photoUrl, kind: 'video' });
    expect(refused.isError).toBe(true);
    expect((refused.content[0] as { text: string }).text).toMatch(/vidéo/i);

    const saved = await call(client, 'save_idea', { title: 'Coulisses du fournil', text: 'Montrer la première fournée à 5 h.' });
    expect(saved.isError, JSON.stringify(saved.content)).toBeFalsy();
    const { ideas } = (await call(client, 'list_ideas')).structuredContent as { ideas: { title: string }[] };
    expect(ideas.map((idea) => idea.title)).toContain('Coulisses du fournil');
  });

  it('accepts a client described by its metadata document, read through the outgoing check', async () => {
    const { client } = await connectWithOAuth('ignored', { clientId: documentUrl });
    expect((await call(client, 'list_networks')).isError).toBeFalsy();
    const [row] = await rawRows<{ name: string; kind: string }>(t.ctx.db, sql`select name, kind from oauth_clients where client_id = ${documentUrl}`);
    expect(row).toEqual({ name: 'Assistant par document', kind: 'metadata_document' });
  });

  it('sends a signed-out member to the sign-in page and back', async () => {
    const provider = memoryProvider('Déconnecté');
    await expect(new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    const page = await fetch(provider.authorizationUrl!, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const login = new URL(page.headers.get('location')!, origin);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('from')).toBe(provider.authorizationUrl!.pathname + provider.authorizationUrl!.search);
  });

  it('rotates refresh tokens, and a refresh token used twice revokes the access', async () => {
    const { provider } = await connectWithOAuth('Rotation');
    const clientId = (provider.clientInformation() as OAuthClientInformationMixed).client_id;
    const first = provider.stored.tokens!.refresh_token!;
    const renewed = await tokenPost({ grant_type: 'refresh_token', refresh_token: first, client_id: clientId });
    expect(renewed.status).toBe(200);
    const pair = (await renewed.json()) as OAuthTokens;
    expect(pair.refresh_token).not.toBe(first);
    expect((await mcpWith(pair.access_token)).status).toBe(200);

    const replay = await tokenPost({ grant_type: 'refresh_token', refresh_token: first, client_id: clientId });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/déjà servi/) });
    expect((await mcpWith(pair.access_token)).status).toBe(401);
  });
});

describe('refusals, in French, nothing done', () => {
  it('refuses a read-scoped token a draft, as a tool error', async () => {
    const { client } = await connectWithOAuth('Lecture seule', { scope: 'read' });
    const before = await count('contents');
    const result = await call(client, 'create_draft', { content: 'Ne doit pas exister', networks: ['mastodon'] });
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toMatch(/portée « content »/);
    expect(await count('contents')).toBe(before);
    expect((await call(client, 'list_posts')).isError).toBeFalsy();
  });

  it('refuses a revoked token, an expired one and one for another audience, each a 401 naming why', async () => {
    const revoked = await connectWithOAuth('Révoqué');
    const list = (await t.app.inject({ method: 'GET', url: '/api/integrations/mcp-clients', headers: withSession(admin) })).json().data as { id: string; name: string }[];
    const grant = list.find((entry) => entry.name === 'Révoqué')!;
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/integrations/mcp-clients/${grant.id}`, headers: withSession(admin) });
    expect(revoke.json().message).toMatch(/Accès de « Révoqué » révoqué/);
    const afterRevoke = await mcpWith(revoked.provider.stored.tokens!.access_token);
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    expect(await messageOf(afterRevoke)).toMatch(/révoqué dans Paramètres › Intégrations/);

    const other = await connectWithOAuth('Autre ressource');
    await t.ctx.db.execute(
      sql`update oauth_grants g set resource = 'https://ancienne-adresse.example/mcp' from oauth_clients c where c.id = g.client_row_id and c.name = 'Autre ressource'`,
    );
    expect(await messageOf(await mcpWith(other.provider.stored.tokens!.access_token))).toMatch(/autre ressource/);

    const expired = await connectWithOAuth('Expiré');
    clock.advance(3601_000);
    const late = await mcpWith(expired.provider.stored.tokens!.access_token);
    expect(late.status).toBe(401);
    expect(await messageOf(late)).toMatch(/expiré/);
  });

  it('refuses a wrong PKCE verifier and a reused code at the token endpoint', async () => {
    const provider = memoryProvider('PKCE');
    await expect(new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    const code = codeOf(await consent(provider.authorizationUrl!, admin));
    const clientId = (provider.clientInformation() as OAuthClientInformationMixed).client_id;
    const tokensBefore = await count('oauth_tokens');
    const wrong = await tokenPost({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: REDIRECT, code_verifier: 'x'.repeat(43) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/code_verifier ne correspond pas/) });
    const again = await tokenPost({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: REDIRECT, code_verifier: provider.codeVerifier() as string });
    expect(((await again.json()) as { error_description: string }).error_description).toMatch(/déjà utilisé/);
    expect(await count('oauth_tokens')).toBe(tokensBefore);
  });

  it('refuses a redirect URI the client did not register, on the page, without redirecting', async () => {
    const provider = memoryProvider('Redirection');
    await expect(new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    const url = provider.authorizationUrl!;
    url.searchParams.set('redirect_uri', 'https://attaquant.example/callback');
    const grantsBefore = await count('oauth_grants');
    const page = await fetch(url, { headers: { cookie: admin.cookie }, redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/n’est pas enregistrée pour ce client/);
    expect(await count('oauth_grants')).toBe(grantsBefore);
  });

  it('refuses an unknown client and a metadata document address that is not https, on the page', async () => {
    const unknown = await askConsentPage('publia-inconnu');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/Client inconnu/);
    const plain = await askConsentPage('http://assistant.example/client.json');
    expect(plain.status).toBe(400);
    expect(await plain.text()).toMatch(/doit être une adresse https/);
  });

  it('refuses a consent form without the session’s CSRF token, and a registration with a script address', async () => {
    const provider = memoryProvider('CSRF');
    await expect(new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    const grantsBefore = await count('oauth_grants');
    const forged = await consent(provider.authorizationUrl!, admin, 'allow', (fields) => fields.delete('csrf_token'));
    expect(forged.status).toBe(403);
    expect(await count('oauth_grants')).toBe(grantsBefore);

    const registration = await fetch(new URL('/oauth/register', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'x', redirect_uris: ['javascript:alert(1)'] }),
    });
    expect(registration.status).toBe(400);
    expect(await registration.json()).toMatchObject({ error: 'invalid_redirect_uri', error_description: expect.stringMatching(/Adresse de retour refusée/) });
  });
});

describe('the hourly maintenance', () => {
  it('forgets codes and tokens a day past their expiry, and keeps those still in use', async () => {
    const { provider } = await connectWithOAuth('Maintenance');
    clock.advance(2 * 24 * 3600_000);
    const renewed = await tokenPost({
      grant_type: 'refresh_token',
      refresh_token: provider.stored.tokens!.refresh_token!,
      client_id: (provider.clientInformation() as OAuthClientInformationMixed).client_id,
    });
    const { access_token: fresh } = (await renewed.json()) as OAuthTokens;
    const stale = async () =>
      Number((await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from oauth_tokens where expires_at < ${new Date(clock.now() - 24 * 3600_000)}`))[0]!.n);
    expect(await stale()).toBeGreaterThan(0);
    expect(await purgeAgentOAuthLeftovers(t.ctx)).toBeGreaterThan(0);
    expect(await stale()).toBe(0);
    expect((await mcpWith(fresh)).status).toBe(200);
  });
});
