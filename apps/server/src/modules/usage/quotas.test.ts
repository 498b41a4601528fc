import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DAY_MS, fakeGenerations, fakeScheduled, frenchDay, subscribe } from '../../core/plans/plans.test-support.ts';
import { teamApi, teamTables } from '../../core/team/team.test-support.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { connectDemo, contentRow, saveDraft, targetRows } from '../content/test-helpers.test-support.ts';
import { newVisitor, snapshot } from '../social-accounts/test-helpers.test-support.ts';

/**
 * Each limit of the plan where it applies, on a Basic subscription whose period started 5 days
 * ago: refused in French at the limit (the limit, the plan, the renewal date for the per-period
 * limits, the Abonnement page), with nothing written.
 */
const NOW = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'sandbox', DEFAULT_PLAN: 'business', SESSION_CACHE_SECONDS: '0' }, { clock: manualClock(NOW) });
});
afterAll(async () => t?.close());

const inHours = (hours: number) => new Date(NOW + hours * 3_600_000);

describe('les quotas du plan', () => {
  it('générer : les générations de la période, pas celles d’avant', async () => {
    const { visitor, api } = await newVisitor(t);
    const period = await subscribe(t, visitor.workspaceId, 'basic');
    await fakeGenerations(t, visitor.workspaceId, 20, new Date(period.start.getTime() - DAY_MS));
    await fakeGenerations(t, visitor.workspaceId, 99, inHours(-1));
    const body = { reseauxSelectionnes: ['twitter'], informations: { motsCles: ['levain'], description: 'Pain du jour', objectif: 'sell' }, modePublication: 'manuelle' };
    const last = await api.post('/api/generate-content', body);
    expect(last.statusCode).toBe(200);
    expect(last.json().data.remainingRequests).toBe(0);

    const refused = await api.post('/api/generate-content', { ...body, informations: { ...body.informations, motsCles: ['seigle'] } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'quota.contentGeneration',
      message: `Quota de générations atteint : 100 par mois avec le plan Basic. Il se renouvelle le ${frenchDay(period.end)}. Pour en obtenir davantage, changez de plan sur la page Abonnement.`,
    });
    expect(await countRows(t, sql`select count(*)::int as n from generations where workspace_id = ${visitor.workspaceId}`)).toBe(120);
  });

  it('programmer : les publications qui partent dans la période ; une période suivante a les siennes', async () => {
    const { visitor, api } = await newVisitor(t);
    await connectDemo(api, 'twitter');
    const period = await subscribe(t, visitor.workspaceId, 'basic');
    await fakeScheduled(t, visitor.workspaceId, 50, inHours(2));
    const draft = await saveDraft(api);
    const untouched = await contentRow(t, draft.id);

    const refused = await api.post(`/api/content/drafts/${draft.id}/schedule`, { scheduledFor: inHours(3).toISOString() });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'quota.scheduledPosts',
      message: `Limite de publications programmées atteinte : 50 par mois avec le plan Basic. Elle se renouvelle le ${frenchDay(period.end)}. Pour programmer davantage, changez de plan sur la page Abonnement.`,
    });
    expect(await contentRow(t, draft.id)).toEqual(untouched);
    expect(await targetRows(t, draft.id)).toEqual([]);

    // Into the queue: refused the same way, nothing placed.
    await api.put('/api/planning/queue/slots', { slots: { twitter: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: '09:00' })) } });
    const queued = await api.post(`/api/content/${draft.id}/queue`);
    expect(queued.statusCode).toBe(402);
    expect(queued.json().code).toBe('quota.scheduledPosts');
    expect(await contentRow(t, draft.id)).toEqual(untouched);
    expect(await targetRows(t, draft.id)).toEqual([]);

    // After the renewal, the next period is empty: planning ahead is allowed.
    const later = new Date(period.end.getTime() + DAY_MS);
    const ahead = await api.post(`/api/content/drafts/${draft.id}/schedule`, { scheduledFor: later.toISOString() });
    expect(ahead.statusCode).toBe(200);
    // Moving it within its period takes no second unit, even with the period full.
    await fakeScheduled(t, visitor.workspaceId, 49, new Date(later.getTime() + 3_600_000));
    const moved = await api.post(`/api/content/drafts/${draft.id}/schedule`, { scheduledFor: new Date(later.getTime() + 7_200_000).toISOString() });
    expect(moved.statusCode).toBe(200);
  });

  it('inviter : les membres et les invitations en attente', async () => {
    const { visitor } = await newVisitor(t);
    await subscribe(t, visitor.workspaceId, 'basic');
    const before = await teamTables(t);
    const refused = await teamApi(t, visitor).invite({ email: uniqueEmail('refus') });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'quota.teamMembers',
      message:
        "Votre plan Basic permet 1 membre(s), invitations en attente comprises : l'équipe est complète. Pour inviter davantage de personnes, changez de plan sur la page Abonnement.",
    });
    expect(await teamTables(t)).toBe(before);
  });

  it('connecter : les comptes connectés ; reconnecter un compte déjà là est permis', async () => {
    const { visitor, api } = await newVisitor(t);
    await subscribe(t, visitor.workspaceId, 'basic');
    for (const platform of ['twitter', 'linkedin', 'facebook']) await connectDemo(api, platform);
    const before = await snapshot(t);
    for (const path of ['/api/social-accounts/demo-connect', '/api/social-accounts/connect']) {
      const refused = await api.post(path, { platform: 'pinterest' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'quota.socialAccounts',
        message:
          'Votre plan Basic permet 3 compte(s) de réseaux sociaux connecté(s) : la limite est atteinte. Pour en connecter davantage, changez de plan sur la page Abonnement.',
      });
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await api.post('/api/social-accounts/demo-connect', { platform: 'twitter' })).statusCode).toBe(200);
  });

  it('après le délai de grâce d’un impayé : les limites du plan Basic, les données gardées', async () => {
    const { visitor, api } = await newVisitor(t);
    for (const platform of ['twitter', 'linkedin', 'facebook', 'instagram']) await connectDemo(api, platform);
    await subscribe(t, visitor.workspaceId, 'pro', { status: 'past_due', at: NOW - 10 * DAY_MS });
    const accounts = (await api.get('/api/social-accounts')).json().data as { isConnected: boolean }[];
    expect(accounts.filter((account) => account.isConnected)).toHaveLength(4);
    const refused = await api.post('/api/social-accounts/demo-connect', { platform: 'pinterest' });
    expect(refused.json()).toMatchObject({ code: 'quota.socialAccounts', message: expect.stringContaining('Votre plan Basic permet 3 compte(s)') });
  });
});
