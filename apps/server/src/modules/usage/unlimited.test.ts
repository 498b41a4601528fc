import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamApi } from '../../core/team/team.test-support.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { newVisitor } from '../social-accounts/test-helpers.test-support.ts';

/** A self-hosted instance with billing off and DEFAULT_PLAN=unlimited: no quota anywhere. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING: 'off', DEFAULT_PLAN: 'unlimited', SESSION_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

describe('sans limite', () => {
  it('génère sans quota et invite sans compter les places', async () => {
    const { visitor, api } = await newVisitor(t);
    const generated = await api.post('/api/generate-content', {
      reseauxSelectionnes: ['twitter'],
      informations: { motsCles: ['levain'], description: 'Pain du jour', objectif: 'sell' },
      modePublication: 'manuelle',
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.json().data.remainingRequests).toBeNull();

    for (let index = 0; index < 12; index += 1) {
      expect((await teamApi(t, visitor).invite({ email: uniqueEmail(`place${index}`) })).statusCode).toBe(201);
    }
    expect((await teamApi(t, visitor).team()).json().data).toMatchObject({ activeCount: 1, pendingCount: 12, plan: null, limit: null });
  });
});
