import { DEMO_ACCOUNT_USERNAME, NETWORKS, type SocialAccount } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newVisitor } from './test-helpers.test-support.ts';

/** « Connecter un compte de démonstration » twice, or after a disconnection: one row, never two. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rowsOf = (workspaceId: string, platform: string) =>
  rawRows<{ id: string; is_connected: boolean }>(t.ctx.db, sql`select id, is_connected from social_accounts where workspace_id = ${workspaceId} and platform = ${platform}`);

// As each network spells it: « publia_demo », « Publia Demo », Bluesky's handle « publia-demo.bsky.social »,
// a Mastodon account with its instance (`publia_demo@mastodon.sandbox`).
const bare = (name: string) =>
  name
    .split('@')[0]!
    .replace(/\.bsky\.social$/, '')
    .replace(/[\s._-]/g, '');

describe('connexion de démonstration', () => {
  it.each(NETWORKS)('%s : le même compte de démonstration, sur la même ligne, à chaque connexion', async (platform) => {
    const { api, visitor } = await newVisitor(t);
    const first = (await api.post('/api/social-accounts/demo-connect', { platform })).json().data as SocialAccount;
    expect(bare(first.username)).toBe(bare(DEMO_ACCOUNT_USERNAME));

    const again = await api.post('/api/social-accounts/demo-connect', { platform });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.id);

    expect((await api.delete(`/api/social-accounts/${first.id}`)).statusCode).toBe(200);
    const reconnected = (await api.post('/api/social-accounts/demo-connect', { platform })).json().data as SocialAccount;
    expect(reconnected).toMatchObject({ id: first.id, isConnected: true });

    // No placeholder left behind either: the workspace has exactly this one row for the network.
    expect(await rowsOf(visitor.workspaceId, platform)).toEqual([{ id: first.id, is_connected: true }]);
  });

  it('le consentement du bac à sable propose ce même compte', async () => {
    const { api } = await newVisitor(t);
    const { redirectUrl } = (await api.post('/api/social-accounts/connect', { platform: 'twitter' })).json().data;
    const url = new URL(redirectUrl);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain(`name="username" value="${DEMO_ACCOUNT_USERNAME}"`);
  });
});
