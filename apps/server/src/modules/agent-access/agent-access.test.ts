import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { fileURLToPath } from 'node:url';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../core/api-keys/api-keys.test-support.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { joinAs, setApprovalMode } from '../content/approval.test-support.ts';
import { connectDemo, sandboxPostsWithText, targetRows } from '../content/test-helpers.test-support.ts';
import { syncWorkspaceComments } from '../comments/service.ts';
import { runPublishJob } from '../publishing/service.ts';
import { callerOf, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { createTestApp, registerVisitor, type TestApp, type Visitor } from '../../test/test-app.ts';

/**
 * Agent access: the official MCP client, over Streamable HTTP on a real port, signed in by an API
 * key. What a model can do is what the key's holder and scopes allow, through the same services as
 * the web app; a refusal is a tool error in French, and nothing is written.
 */
let t: TestApp;
let admin: Visitor;
let api: Caller;
let base: URL;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  admin = await registerVisitor(t.app);
  api = callerOf(t, admin);
  await connectDemo(api, 'mastodon');
  await connectDemo(api, 'twitter');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = new URL('/mcp', address);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t?.close();
});

async function connect(key: string, name = 'Claude'): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(base, { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  clients.push(client);
  return client;
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
const structured = <T>(result: CallToolResult): T => {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
};
const errorText = (result: CallToolResult): string => {
  expect(result.isError).toBe(true);
  return (result.content[0] as { text: string }).text;
};
const countContents = async (workspaceId: string) =>
  Number((await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from contents where workspace_id = ${workspaceId}`))[0]!.n);

type Item = { id: string; status: string; content: string };

describe('an assistant drafting, scheduling and publishing', () => {
  it('lists the tools with their schemas and hints, in French', async () => {
    const { key } = await createKey(t.app, admin, ['admin']);
    const { tools } = await (await connect(key)).listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['list_networks', 'list_accounts', 'create_draft', 'schedule_post', 'publish_now', 'unschedule_post', 'list_posts']));
    const publish = tools.find((tool) => tool.name === 'publish_now')!;
    expect(publish.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(publish.outputSchema).toBeDefined();
    expect(tools.find((tool) => tool.name === 'list_networks')!.annotations?.readOnlyHint).toBe(true);
    expect(publish.description).toMatch(/Publie/);
    const { prompts } = await (await connect(key)).listPrompts();
    expect(prompts.map((prompt) => prompt.title)).toEqual(['Prépare la semaine', 'Bilan du mois']);
  });

  it('drafts, schedules, unschedules and publishes on the sandbox, each call in the audit log with the client', async () => {
    const { key } = await createKey(t.app, admin, ['admin']);
    const client = await connect(key, 'Claude Desktop');
    const { networks } = structured<{ networks: { network: string; rules: { textMaxLength: number } }[] }>(await call(client, 'list_networks'));
    expect(networks.find((n) => n.network === 'mastodon')!.rules.textMaxLength).toBeGreaterThan(0);
    const { accounts } = structured<{ accounts: { platform: string }[] }>(await call(client, 'list_accounts'));
    expect(accounts.map((a) => a.platform)).toContain('mastodon');

    const text = `Bonjour depuis un assistant ${Math.random().toString(36).slice(2)}`;
    const draft = structured<{ item: Item }>(await call(client, 'create_draft', { content: text, networks: ['mastodon'] })).item;
    expect(draft.status).toBe('pending');

    const later = new Date(t.ctx.clock.now() + 3 * 24 * 3600_000).toISOString();
    expect(structured<{ item: Item }>(await call(client, 'schedule_post', { id: draft.id, scheduledFor: later })).item.status).toBe('scheduled');
    const { items } = structured<{ items: Item[] }>(await call(client, 'list_posts', { status: 'scheduled' }));
    expect(items.map((item) => item.id)).toContain(draft.id);
    expect(structured<{ item: Item }>(await call(client, 'unschedule_post', { id: draft.id })).item.status).not.toBe('scheduled');

    expect(structured<{ item: Item }>(await call(client, 'publish_now', { id: draft.id })).item.status).toBe('publishing');
    // The test app runs no workers: the queued job is run here, as the worker would.
    for (const target of await targetRows(t, draft.id)) await runPublishJob(t.ctx, target.id);
    expect(await sandboxPostsWithText(api, 'mastodon', text)).toHaveLength(1);
    expect(structured<{ item: Item }>(await call(client, 'get_post', { id: draft.id })).item.status).toBe('published');
    const post = await client.readResource({ uri: `publia://posts/${draft.id}` });
    expect(JSON.parse((post.contents[0] as { text: string }).text)).toMatchObject({ id: draft.id, status: 'published' });
    const today = new Date(t.ctx.clock.now()).toISOString().slice(0, 10);
    const calendar = await client.readResource({ uri: `publia://calendar/${today}/${today}` });
    expect(JSON.parse((calendar.contents[0] as { text: string }).text).map((item: Item) => item.id)).toContain(draft.id);
    await expect(client.readResource({ uri: 'publia://posts/inconnu' })).rejects.toThrow(/Publication/);

    const audit = await rawRows<{ target: string; details: { client: string } }>(
      t.ctx.db,
      sql`select target, details from audit_entries where workspace_id = ${admin.workspaceId} and action = 'agent.tool_called' order by created_at`,
    );
    expect(audit.map((row) => row.target)).toEqual(expect.arrayContaining(['create_draft', 'schedule_post', 'publish_now']));
    expect(audit.every((row) => row.details.client === 'Claude Desktop')).toBe(true);
  });
});

describe('an assistant writing, reading the figures and answering comments', () => {
  it('generates a post, publishes it, reads its figures and replies to a comment on it', async () => {
    const { key } = await createKey(t.app, admin, ['admin']);
    const client = await connect(key);
    const { variants } = structured<{ variants: { platform: string; text: string }[] }>(
      await call(client, 'generate_posts', { keywords: ['tarte aux fraises'], objective: 'sell', networks: ['twitter'] }),
    );
    const text = `${variants[0]!.text.slice(0, 200)} ${Math.random().toString(36).slice(2, 8)}`;
    const draft = structured<{ item: Item }>(await call(client, 'create_draft', { content: text, networks: ['twitter'] })).item;
    structured(await call(client, 'publish_now', { id: draft.id }));
    for (const target of await targetRows(t, draft.id)) await runPublishJob(t.ctx, target.id);

    expect(structured<{ summary: object }>(await call(client, 'analytics_summary', { period: '30d' })).summary).toBeDefined();
    expect(structured<{ analytics: object }>(await call(client, 'post_analytics', { id: draft.id })).analytics).toBeDefined();
    expect(structured<{ advice: object }>(await call(client, 'best_times')).advice).toBeDefined();
    expect(structured<{ news: { items: unknown[] } }>(await call(client, 'inspiration_items')).news.items).toBeInstanceOf(Array);

    // The sandbox's audience comments with time; the comments round reads them.
    expect((await api.post('/sandbox/_clock', { advanceHours: 30 })).statusCode).toBe(200);
    await syncWorkspaceComments(t.ctx, admin.workspaceId);
    const { comments } = structured<{ comments: { comments: { id: string; platform: string }[] } }>(await call(client, 'list_comments', { contentId: draft.id }));
    const comment = comments.comments.find((entry) => entry.platform === 'twitter')!;
    expect(comment).toBeDefined();
    const replied = structured<{ comment: { replies?: unknown[]; status?: string } }>(await call(client, 'reply_to_comment', { id: comment.id, text: 'Merci beaucoup !' }));
    expect(JSON.stringify(replied.comment)).toContain('Merci beaucoup !');
  });
});

describe('refusals: a French tool error, and nothing done', () => {
  it('a read-scoped key may read but not publish', async () => {
    const { key } = await createKey(t.app, admin, ['read']);
    const client = await connect(key);
    const before = await countContents(admin.workspaceId);
    expect(errorText(await call(client, 'create_draft', { content: 'Non', networks: ['mastodon'] }))).toMatch(/clé|portée|droit/i);
    expect(await countContents(admin.workspaceId)).toBe(before);
    structured(await call(client, 'list_posts'));
  });

  it("a viewer's key cannot create a draft", async () => {
    const member = await joinAs(t, admin.workspaceId, 'admin');
    const { key } = await createKey(t.app, member.visitor, ['admin']);
    await t.ctx.db.execute(sql`update memberships set role = 'viewer' where user_id = ${member.userId}`);
    const before = await countContents(admin.workspaceId);
    expect(errorText(await call(await connect(key), 'create_draft', { content: 'Non', networks: ['mastodon'] }))).toMatch(/Lecteur/);
    expect(await countContents(admin.workspaceId)).toBe(before);
  });

  it('a page of another site is refused, and GET has no stream to open', async () => {
    const { key } = await createKey(t.app, admin, ['admin']);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { authorization: `Bearer ${key}`, origin: 'https://ailleurs.example', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/autre site/);
    // Garbage is the protocol's error (or ignored as a stray message), never a 500.
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [{ nimporte: 'quoi' }, []]) {
      const bad = await send(JSON.stringify(payload));
      expect(bad.statusCode, bad.body).toBeLessThan(500);
      // Counted against the key's limit, as on /api/v1.
      expect(Number(bad.headers['ratelimit-remaining'])).toBeLessThan(Number(bad.headers['ratelimit-limit']));
    }
    // A body that is no JSON is refused before, by the parser.
    const notJson = await send('pas du JSON');
    expect(notJson.statusCode, notJson.body).toBeLessThan(500);
    const get = await t.app.inject({ method: 'GET', url: '/mcp', headers: { authorization: `Bearer ${key}` } });
    expect(get.statusCode).toBe(405);
    expect(get.json()).toMatchObject({ code: 'apiKeys.mcpPostOnly', message: "Méthode non permise : l'adresse MCP /mcp ne répond qu'aux requêtes POST." });
  });

  it('a revoked key is refused at the door', async () => {
    const made = await createKey(t.app, admin, ['admin']);
    expect((await api.delete(`/api/integrations/api-keys/${made.id}`)).statusCode).toBe(200);
    await expect(connect(made.key)).rejects.toThrow(/révoquée/);
  });

  it('an editor who needs approval does not publish: the validation is asked for instead', async () => {
    await setApprovalMode(api, 'required');
    const member = await joinAs(t, admin.workspaceId, 'admin');
    const { key } = await createKey(t.app, member.visitor, ['admin']);
    await t.ctx.db.execute(sql`update memberships set role = 'editor' where user_id = ${member.userId}`);
    const client = await connect(key);
    const draft = structured<{ item: Item }>(await call(client, 'create_draft', { content: 'À valider', networks: ['mastodon'] })).item;
    const sent = structured<{ message: string; pendingValidation: boolean; item: Item }>(await call(client, 'publish_now', { id: draft.id }));
    expect(sent).toMatchObject({ pendingValidation: true, message: 'Validation demandée : les administrateurs ont été prévenus.' });
    expect(sent.item.status).toBe('pending');
    expect(await targetRows(t, draft.id)).toEqual([]);
    const { items } = structured<{ items: Item[] }>(await call(client, 'list_pending_validation'));
    expect(items.map((entry) => entry.id)).toContain(draft.id);
    await setApprovalMode(api, 'none');
  });
});

describe('the stdio entry (npm run mcp)', () => {
  it('relays a desktop client to /mcp with the key', async () => {
    const { key } = await createKey(t.app, admin, ['read']);
    const entry = fileURLToPath(new URL('../../mcp-stdio.ts', import.meta.url));
    const client = new Client({ name: 'Claude Desktop', version: '1.0.0' });
    // The key in the environment, as the README advises (out of the process list).
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', entry, '--url', base.href],
        env: { ...process.env, PUBLIA_API_KEY: key } as Record<string, string>,
      }),
    );
    clients.push(client);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('list_posts');
    structured(await call(client, 'list_posts'));
    expect(errorText(await call(client, 'create_draft', { content: 'Non', networks: ['mastodon'] }))).toMatch(/portée|clé/i);
  });
});

describe('a medium imported from an address', () => {
  it('refuses an address of the server’s own network, in French, nothing stored', async () => {
    const { key } = await createKey(t.app, admin, ['admin']);
    const client = await connect(key);
    const before = Number((await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from media where workspace_id = ${admin.workspaceId}`))[0]!.n);
    expect(errorText(await call(client, 'upload_media_from_url', { url: 'http://127.0.0.1:9/photo.png' }))).toMatch(/réseau interne/);
    expect(errorText(await call(client, 'upload_media_from_url', { url: 'file:///etc/passwd' }))).toMatch(/adresse http\(s\) complète/);
    const after = Number((await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from media where workspace_id = ${admin.workspaceId}`))[0]!.n);
    expect(after).toBe(before);
  });
});
