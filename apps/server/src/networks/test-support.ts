import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Network } from '@publia/shared';
import type { SandboxFault } from '../sandbox/kit/faults.ts';
import { buildNetworkContext } from './network-context.ts';
import { serverAppStores } from '../modules/social-accounts/service.ts';
import type { NetworkContext, NetworkDefinition } from './context.ts';
import { injectFetch } from '../app/inject-fetch.ts';
import { isNetworkError, type NetworkError } from './network-error.ts';
import type { AccountCredentials, NetworkClient } from './types.ts';
import { connectThroughSandbox } from '../test/sandbox-connect.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * What the contract tests of the network clients share: a client aimed at its sandbox whose every
 * exchange is kept (to check it against the network's contract, or that nothing was sent), and
 * the fault switchboard.
 */

export interface Exchange {
  method: string;
  url: URL;
  requestHeaders: Headers;
  requestContentType: string;
  /** JSON parsed, a form or multipart body as an object (files as `<binary>`), else null. */
  requestBody: unknown;
  /** Absent when no answer came (time-out). */
  status?: number;
  responseHeaders?: Headers;
  responseContentType?: string;
  /** JSON parsed when it parses, else the text. */
  responseBody?: unknown;
}

async function readRequestBody(request: Request, contentType: string): Promise<unknown> {
  if (!request.body) return null;
  if (contentType.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '<binary>']));
  }
  const text = await request.text();
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (contentType.includes('json')) return JSON.parse(text);
  return `<${Buffer.byteLength(text)} bytes>`;
}

const parseText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A fetch that keeps a copy of every request and answer going through `inner`. */
export function recordingFetch(inner: typeof fetch): { fetch: typeof fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const copy = new Request(input, init);
    const requestContentType = copy.headers.get('content-type') ?? '';
    const exchange: Exchange = {
      method: copy.method,
      url: new URL(copy.url),
      requestHeaders: copy.headers,
      requestContentType,
      requestBody: await readRequestBody(copy, requestContentType),
    };
    exchanges.push(exchange);
    const response = await inner(input, init);
    const text = await response.clone().text();
    exchange.status = response.status;
    exchange.responseHeaders = response.headers;
    exchange.responseContentType = response.headers.get('content-type') ?? '';
    exchange.responseBody = text ? parseText(text) : null;
    return response;
  };
  return { fetch: recording, exchanges };
}

/**
 * The network's client built as the registry builds it, on the test app's sandbox, with every
 * exchange recorded; `overrides` change the context (a short `timeoutMs`…).
 */
export function sandboxClient(t: TestApp, definition: NetworkDefinition, overrides: Partial<NetworkContext> = {}) {
  const recorder = recordingFetch(injectFetch(t.app));
  const context = { ...buildNetworkContext(t.ctx.config, definition, t.ctx.logger, recorder.fetch, testServerApps(t, definition.network)), ...overrides };
  const client: NetworkClient = definition.createClient(context);
  return { client, context, exchanges: recorder.exchanges };
}

/** Arms a fault of the network's sandbox for the next `count` calls of `operation`. */
export async function armFault(t: TestApp, network: Network, operation: string, fault: SandboxFault, count = 1) {
  const answer = await t.app.inject({ method: 'POST', url: '/sandbox/_faults', payload: { network, operation, fault, count } });
  if (answer.statusCode !== 201) throw new Error(`fault not armed: ${answer.statusCode} ${answer.body}`);
}

/** A sandbox account connected through the consent page, and the credentials a client acts with. */
export async function connectedSandboxClient(t: TestApp, definition: NetworkDefinition, username: string, overrides: Partial<NetworkContext> = {}) {
  const built = sandboxClient(t, definition, overrides);
  const connection = await connectThroughSandbox(t, built.client, username);
  const account: AccountCredentials = {
    accessToken: connection.tokens.accessToken,
    externalId: connection.profile.externalId,
    username: connection.profile.username,
    settings: connection.settings ?? {},
  };
  return { ...built, connection, account };
}

/**
 * `connectedSandboxClient` with the connection's own calls forgotten, so that `exchanges` holds only
 * what the test sends; `settings`, when given, replace the account's.
 */
export async function freshSandboxClient(t: TestApp, definition: NetworkDefinition, username: string, settings?: Record<string, string>) {
  const built = await connectedSandboxClient(t, definition, username);
  built.exchanges.splice(0);
  return settings ? { ...built, account: { ...built.account, settings } } : built;
}

/** The `alt` of each photo a sandbox post page shows, in order ('' where the photo has none). */
export const photoAlts = (page: string) => [...page.matchAll(/<img src="[^"]*" alt="([^"]*)">/g)].map((match) => match[1]);

/** The calls made, in order, each as `METHOD /path`. */
export const callLines = (exchanges: readonly Exchange[]) => exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}`);

/** The NetworkError a call ends with; anything else (a success, another error) fails the test. */
export async function networkFailure(call: Promise<unknown>): Promise<NetworkError> {
  let outcome: unknown;
  try {
    outcome = await call;
  } catch (error) {
    if (isNetworkError(error)) return error;
    throw error;
  }
  throw new Error(`expected a NetworkError, got a success: ${JSON.stringify(outcome)}`);
}

/** Fails the running test (from a hook too) with every problem found, one per line. */
export function failOnProblems(what: string, problems: readonly string[]) {
  if (problems.length > 0) throw new Error(`${what}:\n${problems.join('\n')}`);
}

/** A network's test file's shared app and connected sandbox account, filled before its first test. */
export interface SandboxSuite {
  t: TestApp;
  client: NetworkClient;
  account: AccountCredentials;
  exchanges: Exchange[];
}

/**
 * Registers the hooks a network's test file needs: a test app (`createApp`, a plain one by default)
 * and an account connected through the network's sandbox before the first test, the app closed after
 * the last; `check`, when given, reads the exchanges the connection and then each test made (a
 * contract check), and they are then forgotten. The returned object is filled once `beforeAll` has run: tests read its fields.
 */
export function sandboxSuite(
  definition: NetworkDefinition,
  username: string,
  { check, createApp = () => createTestApp() }: { check?: (exchanges: Exchange[]) => void; createApp?: () => Promise<TestApp> } = {},
): SandboxSuite {
  const suite = {} as SandboxSuite;
  beforeAll(async () => {
    suite.t = await createApp();
    const { client, account, exchanges } = await connectedSandboxClient(suite.t, definition, username);
    Object.assign(suite, { client, account, exchanges });
    // The connection's own calls are checked here, so that each test's check reads only its own.
    check?.(exchanges.splice(0));
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  if (check) afterEach(() => check(suite.exchanges.splice(0)));
  return suite;
}

/** The apps registered on people's servers, kept in the test app's database as the registry keeps them. */
export const testServerApps = (t: TestApp, network: Network) => serverAppStores(t.ctx.db, t.ctx.keyring)(network);
