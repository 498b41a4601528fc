import type { Network } from '@publia/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { buildNetworkContext } from '../network-context.ts';
import { testServerApps } from '../test-support.ts';
import type { NetworkContext, NetworkDefinition } from '../context.ts';
import { injectFetch } from '../../app/inject-fetch.ts';
import type { NetworkErrorKind } from '../network-error.ts';
import { isNetworkError, type NetworkError } from '../network-error.ts';
import type { AccountCredentials, Connection } from '../types.ts';

/** What the accounts module would hand a client for a stored connection. */
export const accountOf = (connection: Connection): AccountCredentials => ({
  accessToken: connection.tokens.accessToken,
  externalId: connection.profile.externalId,
  username: connection.profile.username,
  settings: connection.settings ?? {},
});

export async function armFault(t: TestApp, network: Network, operation: string, fault: string, count = 1) {
  const response = await t.app.inject({ method: 'POST', url: '/sandbox/_faults', payload: { network, operation, fault, count } });
  expect(response.statusCode).toBe(201);
}

/** The client as the registry builds it, with some settings changed and every URL it calls recorded. */
export function clientWith(t: TestApp, definition: NetworkDefinition, overrides: Partial<NetworkContext> = {}) {
  const calls: string[] = [];
  const inProcess = injectFetch(t.app);
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return inProcess(input, init);
  };
  const context = buildNetworkContext(t.ctx.config, definition, t.ctx.logger, fetch, testServerApps(t, definition.network));
  return { client: definition.createClient({ ...context, ...overrides }), calls };
}

export async function failureOf(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

export async function expectKind(promise: Promise<unknown>, kind: NetworkErrorKind): Promise<NetworkError> {
  const error = await failureOf(promise);
  expect(error.kind, error.message).toBe(kind);
  return error;
}

/** The sandbox's copy of a post, as tests read it. */
export async function sandboxPost(t: TestApp, network: Network, id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/sandbox/_posts?network=${network}` });
  const posts = response.json().posts as {
    id: string;
    text: string;
    metrics: Record<string, number>;
    replies: { id: string; author: string; text: string; inReplyTo: string | null }[];
  }[];
  return posts.find((post) => post.id === id) ?? null;
}

/** Opens a post's public URL (in process) and returns the page. */
export async function openPostPage(t: TestApp, url: string) {
  const target = new URL(url);
  expect(url.startsWith(t.ctx.config.publicUrl)).toBe(true);
  return t.app.inject({ method: 'GET', url: target.pathname + target.search });
}

/**
 * Every armed fault on the publishing call, and the kind the client must make of it: the same
 * Graph answers for Facebook and Instagram, so one table for both.
 */
export const PUBLISH_FAULTS: { fault: string; kind: NetworkErrorKind }[] = [
  { fault: 'server_error', kind: 'transient' },
  { fault: 'rate_limit', kind: 'rate_limited' },
  { fault: 'token_expired', kind: 'token_expired' },
  { fault: 'duplicate', kind: 'invalid_content' },
  { fault: 'html_error_page', kind: 'unknown' },
  { fault: 'truncated_json', kind: 'unknown' },
];
