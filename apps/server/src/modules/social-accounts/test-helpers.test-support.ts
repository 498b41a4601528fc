import type { SocialAccount } from '@publia/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rawRows } from '../../db/raw-rows.ts';
import { registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import type { FakeProvider } from './fake-network.test-support.ts';

type Answer = Promise<LightMyRequestResponse>;

export interface Caller {
  get(url: string): Answer;
  post(url: string, payload?: object): Answer;
  put(url: string, payload: object): Answer;
  delete(url: string): Answer;
}

/** The API as a signed-in visitor calls it (session cookie and CSRF token). */
export function callerOf(t: TestApp, visitor: Visitor): Caller {
  const headers = withSession(visitor);
  return {
    get: (url) => t.app.inject({ method: 'GET', url, headers }),
    post: (url, payload = {}) => t.app.inject({ method: 'POST', url, headers, payload }),
    put: (url, payload) => t.app.inject({ method: 'PUT', url, headers, payload }),
    delete: (url) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

export async function newVisitor(t: TestApp) {
  const visitor = await registerVisitor(t.app);
  return { visitor, api: callerOf(t, visitor) };
}

export async function startConnect(api: Caller, platform = 'twitter'): Promise<{ redirectUrl: string; accountId: string }> {
  const response = await api.post('/api/social-accounts/connect', { platform });
  if (response.statusCode !== 200) throw new Error(`connect: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Connect, consent on the fake network as `username`, callback: the connected account. */
export async function connectFake(api: Caller, provider: FakeProvider, username = 'amelie', followers = 120): Promise<SocialAccount> {
  const { redirectUrl } = await startConnect(api, provider.network);
  const { code, state } = provider.approve(redirectUrl, username, followers);
  const response = await api.post(`/api/oauth/callback/${provider.network}`, { code, state });
  if (response.statusCode !== 200) throw new Error(`callback: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export type AccountDbRow = {
  id: string;
  workspace_id: string;
  user_id: string | null;
  external_id: string | null;
  username: string;
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expiry: Date | string | null;
  is_connected: boolean;
  last_synced: Date | string | null;
  error: string | null;
  followers: number | null;
  settings: Record<string, string>;
};

export const accountRows = (t: TestApp, workspaceId: string) =>
  rawRows<AccountDbRow>(t.ctx.db, sql`select * from social_accounts where workspace_id = ${workspaceId} order by created_at, id`);

export const accountRow = async (t: TestApp, id: string) => (await rawRows<AccountDbRow>(t.ctx.db, sql`select * from social_accounts where id = ${id}`))[0];

export const stateRows = (t: TestApp) =>
  rawRows<{ id: string; state_hash: string; used_at: Date | null; expires_at: Date; code_verifier_enc: string | null; user_id: string; account_id: string | null }>(
    t.ctx.db,
    sql`select * from oauth_states order by created_at, id`,
  );

export const notificationRows = (t: TestApp, userId: string) =>
  rawRows<{ type: string; message: string; route: string | null; read: boolean; workspace_id: string }>(
    t.ctx.db,
    sql`select * from notifications where user_id = ${userId} order by created_at`,
  );

/** Everything the accounts module keeps, to check that a refused call changed nothing. */
export async function snapshot(t: TestApp) {
  const accounts = await rawRows(t.ctx.db, sql`select * from social_accounts order by id`);
  const states = await rawRows(t.ctx.db, sql`select * from oauth_states order by id`);
  return JSON.stringify({ accounts, states });
}

/** Moves the account's token expiry (the clock of the tests is the database's). */
export async function setTokenExpiry(t: TestApp, id: string, minutesFromNow: number) {
  await t.ctx.db.execute(sql`update social_accounts set token_expiry = now() + make_interval(mins => ${minutesFromNow}) where id = ${id}`);
}

export async function setRole(t: TestApp, visitor: Visitor, role: 'admin' | 'editor' | 'viewer') {
  await t.ctx.db.execute(sql`update memberships set role = ${role} where user_id = ${visitor.userId}`);
}
