import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, fakeScheduled, subscribe } from '../../core/plans/plans.test-support.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDemo, saveDraft } from '../content/test-helpers.test-support.ts';
import { newVisitor } from '../social-accounts/test-helpers.test-support.ts';

/** Two requests at the same instant for the plan's last unit: exactly one gets it. */
const NOW = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'sandbox', SESSION_CACHE_SECONDS: '0' }, { clock: manualClock(NOW) });
});
afterAll(async () => t?.close());

describe('la dernière unité du plan', () => {
  it('deux programmations au même instant : une seule passe', async () => {
    const { visitor, api } = await newVisitor(t);
    await connectDemo(api, 'twitter');
    await subscribe(t, visitor.workspaceId, 'basic');
    await fakeScheduled(t, visitor.workspaceId, 49, new Date(NOW + 3_600_000));
    const [a, b] = [await saveDraft(api), await saveDraft(api)];
    const when = new Date(NOW + 2 * 3_600_000).toISOString();
    const answers = await Promise.all([a, b].map((draft) => api.post(`/api/content/drafts/${draft.id}/schedule`, { scheduledFor: when })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)?.json().code).toBe('quota.scheduledPosts');
    expect(await countRows(t, sql`select count(*)::int as n from contents where workspace_id = ${visitor.workspaceId} and status = 'scheduled'`)).toBe(50);
  });

  it('deux connexions au même instant : une seule passe, sans ligne laissée par l’autre', async () => {
    const { visitor, api } = await newVisitor(t);
    await subscribe(t, visitor.workspaceId, 'basic');
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');
    const answers = await Promise.all(['facebook', 'pinterest'].map((platform) => api.post('/api/social-accounts/demo-connect', { platform })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)?.json().code).toBe('quota.socialAccounts');
    expect(await countRows(t, sql`select count(*)::int as n from social_accounts where workspace_id = ${visitor.workspaceId}`)).toBe(3);
    expect(await countRows(t, sql`select count(*)::int as n from social_accounts where workspace_id = ${visitor.workspaceId} and is_connected`)).toBe(3);
  });
});
