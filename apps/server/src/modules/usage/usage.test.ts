import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, fakeGenerations, fakeScheduled, subscribe } from '../../core/plans/plans.test-support.ts';
import { workspacePlan } from '../../core/plans/service.ts';
import { teamApi } from '../../core/team/team.test-support.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { connectDemo } from '../content/test-helpers.test-support.ts';
import { newVisitor } from '../social-accounts/test-helpers.test-support.ts';
import { usageOf } from './service.ts';

const NOW = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'sandbox', SESSION_CACHE_SECONDS: '0' }, { clock: manualClock(NOW) });
});
afterAll(async () => t?.close());

describe('l’usage de la période', () => {
  it('compte les générations, les publications programmées, l’équipe et les comptes connectés de la période', async () => {
    const { visitor, api } = await newVisitor(t);
    const period = await subscribe(t, visitor.workspaceId, 'pro', { startedDaysAgo: 10 });
    // Before the period: neither these generations nor these posts count.
    await fakeGenerations(t, visitor.workspaceId, 5, new Date(period.start.getTime() - DAY_MS));
    await fakeGenerations(t, visitor.workspaceId, 3, new Date(NOW - DAY_MS));
    await fakeScheduled(t, visitor.workspaceId, 4, new Date(period.start.getTime() - DAY_MS), 'published');
    await fakeScheduled(t, visitor.workspaceId, 2, new Date(NOW - DAY_MS), 'published');
    await fakeScheduled(t, visitor.workspaceId, 1, new Date(NOW + DAY_MS), 'failed');
    await fakeScheduled(t, visitor.workspaceId, 6, new Date(NOW + DAY_MS));
    // After the renewal: the next period's.
    await fakeScheduled(t, visitor.workspaceId, 7, new Date(period.end.getTime() + DAY_MS));
    await connectDemo(api, 'twitter');
    await connectDemo(api, 'linkedin');
    const linkedin = (await api.get('/api/social-accounts')).json().data.find((account: { platform: string }) => account.platform === 'linkedin');
    await api.delete(`/api/social-accounts/${linkedin.id}`);
    await connectDemo(api, 'facebook');
    await teamApi(t, visitor).invite({ email: uniqueEmail('attente') });

    expect(await usageOf(t.ctx, visitor.workspaceId, await workspacePlan(t.ctx, visitor.workspaceId))).toEqual({
      contentGenerationUsed: 3,
      scheduledPostsUsed: 9,
      teamMembersUsed: 2,
      socialAccountsUsed: 2,
    });
  });
});
