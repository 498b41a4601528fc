import type { Network } from '@publia/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.ts';
import type { Connection, NetworkClient } from '../networks/types.ts';
import { decodeHtmlEntities } from '../lib/html-entities.ts';

/**
 * Goes through a network's OAuth flow against its sandbox, as a browser would: opens the
 * authorisation URL (the consent page), approves it as `username`, and exchanges the code.
 * `typed`: what its connect form is given (a network whose connection starts with one), « mode démo »'s by default.
 */
export async function connectThroughSandbox(
  t: TestApp,
  client: NetworkClient,
  username = 'publia_demo',
  typed?: { form: string; fields: Record<string, string> },
): Promise<Connection> {
  const network: Network = client.network;
  const redirectUri = `${t.ctx.config.publicUrl}/oauth/callback/${network}`;
  const state = randomBytes(16).toString('hex');
  const codeVerifier = client.usesPkce ? randomBytes(32).toString('base64url') : undefined;
  const codeChallenge = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : undefined;
  // A network whose connection starts with a form (a Mastodon instance) is given what « mode démo » types there.
  const demo = client.connectForms?.prepareRedirect ? (typed ?? client.connectForms.demo) : null;
  const prepared = demo ? await client.connectForms!.prepareRedirect!(demo.form, demo.fields, { state, redirectUri, codeChallenge }) : null;
  const authorize = new URL(prepared?.authorizationUrl ?? client.authorizationUrl({ state, redirectUri, codeChallenge }));

  const consent = await t.app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  if (consent.statusCode !== 200 || !consent.body.includes('Autoriser Publia')) {
    throw new Error(`consent page of ${network}: ${consent.statusCode} ${consent.body.slice(0, 200)}`);
  }
  const fields = Object.fromEntries([...consent.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], decodeHtmlEntities(m[2]!)]));
  const approved = await t.app.inject({
    method: 'POST',
    url: '/sandbox/_consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, username, decision: 'allow' }).toString(),
  });
  const location = new URL(String(approved.headers.location));
  if (location.searchParams.get('state') !== state) throw new Error(`state not returned by the ${network} sandbox`);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code from the ${network} sandbox: ${location}`);
  return client.exchangeCode({ code, redirectUri, codeVerifier, ...(prepared ? { prepared: prepared.prepared } : {}) });
}
