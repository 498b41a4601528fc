// What an MCP tool call costs against the REST call it wraps, the same work: `list_posts` by
// `POST /mcp` (JSON-RPC tools/call, a fresh MCP server per request, the audit line every call
// writes) against `GET /api/v1/content/history`, both signed in by the same API key, and the MCP
// call again with an OAuth access token obtained through Publia's own consent flow.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measure as measureRun, writeResultsSection } from './support/results-section.ts';
import { call, signUp, type BenchSession } from './support/session.ts';
import { spawnPublia } from './support/spawn-publia.ts';

export interface McpOverhead {
  restRps: number;
  mcpRps: number;
  oauthRps: number;
  /** REST throughput over MCP throughput (the key's). */
  ratio: number;
  restP99Ms: number;
  mcpP99Ms: number;
  oauthP99Ms: number;
  connections: number;
  seconds: number;
  posts: number;
}

const CONNECTIONS = 10;
const SECONDS = 10;
const POSTS = 20;
const REDIRECT = 'http://127.0.0.1:9/callback';

async function load(request: { url: string; method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) {
  const options = { ...request, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${request.url}: ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** What an MCP client sends with each POST /mcp. */
const mcpHeaders = (bearer: string) => ({
  authorization: `Bearer ${bearer}`,
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
});

/** An access token as an MCP client gets one: registration, the consent form signed in by the session, the code exchanged with PKCE. */
async function oauthToken(session: BenchSession): Promise<string> {
  const base = session.base;
  const registered = await fetch(`${base}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Bench', redirect_uris: [REDIRECT] }),
  });
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'read',
  });
  const page = await (await fetch(`${base}/oauth/authorize?${query}`, { headers: { cookie: session.cookie } })).text();
  const form = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(name!, value!.replace(/&amp;/g, '&'));
  form.set('decision', 'allow');
  const consent = await fetch(`${base}/oauth/authorize`, { method: 'POST', body: form, headers: { cookie: session.cookie, origin: base }, redirect: 'manual' });
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`consentement : ${consent.status}`);
  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: clientId, redirect_uri: REDIRECT, code_verifier: verifier }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

export async function benchMcpOverhead(port: number): Promise<McpOverhead> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-mcp-'));
  // The bench sends far more than a key may per minute: the limit is counted, never reached.
  const publia = await spawnPublia({ DATA_DIR: dataDir, API_KEY_RATE_LIMIT_PER_MINUTE: '100000000', PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  try {
    const session = await signUp(publia.url, 'bench-mcp@publia.local');
    for (let i = 0; i < POSTS; i++) await call(session, 'POST', '/api/content/drafts', { content: `Publication ${i} du banc MCP`, platforms: ['mastodon'] });
    const { data } = await call<{ data: { key: string } }>(session, 'POST', '/api/integrations/api-keys', { name: 'Bench MCP', scopes: ['read'] });
    const token = await oauthToken(session);
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_posts', arguments: {} } });
    const check = await fetch(`${publia.url}/mcp`, { method: 'POST', headers: mcpHeaders(data.key), body: rpc });
    const answer = (await check.json()) as { result?: { structuredContent?: { items: unknown[] } } };
    if (answer.result?.structuredContent?.items.length !== POSTS) throw new Error(`list_posts : ${JSON.stringify(answer).slice(0, 300)}`);

    const rest = await load({ url: `${publia.url}/api/v1/content/history`, headers: { authorization: `Bearer ${data.key}` } });
    const mcp = await load({ url: `${publia.url}/mcp`, method: 'POST', headers: mcpHeaders(data.key), body: rpc });
    const oauth = await load({ url: `${publia.url}/mcp`, method: 'POST', headers: mcpHeaders(token), body: rpc });
    return {
      restRps: rest.rps,
      mcpRps: mcp.rps,
      oauthRps: oauth.rps,
      ratio: Math.round((rest.rps / mcp.rps) * 100) / 100,
      restP99Ms: rest.p99,
      mcpP99Ms: mcp.p99,
      oauthP99Ms: oauth.p99,
      connections: CONNECTIONS,
      seconds: SECONDS,
      posts: POSTS,
    };
  } finally {
    await publia.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The target: MCP's throughput at least 0.8 of REST's, so REST over MCP at most 1.25. */
const TARGET = 0.8;

export function mcpOverheadSection(run: McpOverhead, verdict: (ok: boolean) => string): string {
  const share = Math.round((run.mcpRps / run.restRps) * 100) / 100;
  return `## MCP tool call vs the REST call it wraps

| what | target | measured | |
|---|---|---|---|
| \`list_posts\` by \`POST /mcp\` (API key) vs \`GET /api/v1/content/history\` (same key), REST/MCP throughput | MCP ≥ ${TARGET} × REST | ${run.restRps} vs ${run.mcpRps} req/s: REST/MCP = **${run.ratio}**, MCP = ${share} × REST | ${verdict(share >= TARGET)} |
| the same \`list_posts\` with an OAuth access token | — | ${run.oauthRps} req/s | |
| p99 latency, REST / MCP (key) / MCP (OAuth) | — | ${run.restP99Ms} ms / ${run.mcpP99Ms} ms / ${run.oauthP99Ms} ms | |

\`bench/mcp-overhead.ts\`: one workspace with ${run.posts} drafts, a key with the \`read\` scope, an OAuth token obtained
through the consent flow (registration, consent form, code exchanged with PKCE). Load: autocannon, ${run.connections} connections,
${run.seconds} s after a 2 s warm-up, one after the other in the same run. Each MCP request is stateless: a fresh MCP
server and transport for its caller (holding only the tool called, its schemas built once), the JSON-RPC call, the same
service the REST route calls. What it does beyond the REST call: one audit line written per call (an insert, where the
REST read writes nothing), the items parsed from the history's JSON, checked against the tool's output schema and
written twice (structured, and as text for older clients), where the REST answer is the history's cached page text.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { freePort } = await import('../e2e/support/free-port.ts');
  const { figures, measured } = await measureRun(async () => benchMcpOverhead(await freePort()));
  console.log(JSON.stringify(figures, null, 2));
  writeResultsSection(
    mcpOverheadSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué')),
    measured,
  );
}
