import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeProvider, useFakeNetwork } from '../modules/social-accounts/fake-network.test-support.ts';
import { accountRow, connectFake, newVisitor, setTokenExpiry } from '../modules/social-accounts/test-helpers.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MAINTENANCE_JOB } from './maintenance.ts';
import { REFRESH_TOKENS_JOB } from './refresh-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { withQueue: true });
});
afterAll(async () => t?.close());

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('condition not met in time');
}

describe('tâche de renouvellement des jetons', () => {
  it('est programmée toutes les 5 minutes, à côté du ménage horaire', async () => {
    const schedules = await t.queue!.boss.getSchedules();
    expect(schedules).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: REFRESH_TOKENS_JOB, cron: '*/5 * * * *' }), expect.objectContaining({ name: MAINTENANCE_JOB })]),
    );
  });

  it('renouvelle, quand elle passe, le jeton qui expire bientôt', async () => {
    const provider = new FakeProvider('twitter');
    useFakeNetwork(t, provider);
    const { api } = await newVisitor(t);
    const account = await connectFake(api, provider);
    await setTokenExpiry(t, account.id, 20);
    const before = await accountRow(t, account.id);
    await t.queue!.boss.send(REFRESH_TOKENS_JOB, {});
    await waitFor(async () => (await accountRow(t, account.id))!.access_token_enc !== before!.access_token_enc);
    expect(provider.calls.refresh).toBe(1);
    expect(new Date((await accountRow(t, account.id))!.token_expiry!).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});
